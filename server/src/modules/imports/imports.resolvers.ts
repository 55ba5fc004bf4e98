import type { Resolvers } from '../../gql/resolvers-types';
import { requireViewer } from '../../lib/auth';
import type { PlanRow } from './kinds';
import type { PlanView } from './imports.service';

const upper = <T extends string>(value: T) => value.toUpperCase() as Uppercase<T>;

/** A plan as GraphQL answers it: the kind and actions as enums, a row's changes as a list. */
const planOut = (plan: PlanView) => ({
  id: plan.planId,
  kind: upper(plan.kind),
  counts: plan.counts,
  expiresAt: plan.expiresAt,
  appliedAt: plan.appliedAt,
  rows: plan.rows.map((row: PlanRow) => ({
    ...row,
    action: upper(row.action),
    changes: Object.entries(row.changes).map(([column, { from, to }]) => ({ column, from, to })),
  })),
});

export const importsResolvers: Resolvers = {
  Query: {
    importPlan: async (_, { planId }, { services, viewer }) => planOut(await services.imports.getPlan(requireViewer(viewer), planId)),
    importResult: async (_, { importId }, { services, viewer }) => {
      const found = await services.imports.getImport(requireViewer(viewer), importId);
      return {
        id: found.id,
        kind: upper(found.kind),
        counts: found.counts,
        appliedAt: found.appliedAt,
        undoUntil: found.undoUntil,
        undoneAt: found.undoneAt,
        undo: (found.undoResult as { removed: number; restored: number; kept: { key: string; reason: string }[] } | null) ?? null,
      };
    },
  },
  Mutation: {
    planImport: async (_, { kind, csv }, { services, caller }) => {
      requireViewer(caller.viewer);
      return planOut(await services.imports.plan(caller, services.imports.parseKind(kind), Buffer.from(csv, 'utf8')));
    },
    applyImportPlan: (_, { planId }, { services, caller }) => {
      requireViewer(caller.viewer);
      return services.imports.apply(caller, planId);
    },
    undoImport: (_, { importId }, { services, caller }) => {
      requireViewer(caller.viewer);
      return services.imports.undo(caller, importId);
    },
  },
};
