import type { IResolvers } from 'mercurius';
import { AppError } from '../lib/errors';
import { MESSAGES } from '@evbazaar/common';

/** The moment after which no further resolver of this execution starts. */
export interface WithDeadline {
  deadline?: number;
}

export class ExecutionTimeout extends AppError {
  constructor() {
    super('TIMEOUT', MESSAGES.graphql.timeout);
  }
}

type Resolver = (parent: unknown, args: unknown, context: WithDeadline, info: unknown) => unknown;

/**
 * Wraps every field resolver of the object types so that, once the execution is past its
 * deadline, the fields still to resolve fail fast instead of starting more database work.
 */
export function withDeadline(resolvers: Record<string, unknown>): IResolvers {
  const wrapped: Record<string, unknown> = {};
  for (const [type, fields] of Object.entries(resolvers)) {
    if (typeof fields !== 'object' || fields === null) {
      wrapped[type] = fields;
      continue;
    }
    wrapped[type] = Object.fromEntries(
      Object.entries(fields as Record<string, unknown>).map(([name, resolve]) => {
        if (typeof resolve !== 'function') return [name, resolve];
        const guarded: Resolver = (parent, args, context, info) => {
          if (context?.deadline !== undefined && Date.now() > context.deadline) throw new ExecutionTimeout();
          return (resolve as Resolver)(parent, args, context, info);
        };
        return [name, guarded];
      }),
    );
  }
  return wrapped as IResolvers;
}
