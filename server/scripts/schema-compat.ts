// The published-schema check (docs/decisions/0056): schema.graphql may not drift from the committed
// baseline, and no breaking change reaches the baseline unless docs/api/CHANGELOG.md announces it.
import fs from 'node:fs';
import path from 'node:path';
import { CriticalityLevel, diff, type Change } from '@graphql-inspector/core';
import { buildSchema, isEnumType, isInputObjectType, isInterfaceType, isObjectType, printSchema, type GraphQLNamedType, type GraphQLSchema } from 'graphql';

const ROOT = path.resolve(__dirname, '../..');
/** Where the check reads its files, from the repository's root. */
export const COMPAT_FILES = {
  /** the contract the server serves */
  schema: path.join(ROOT, 'schema.graphql'),
  /** the published schema as partners see it, refreshed by `npm run schema:baseline` */
  baseline: path.join(ROOT, 'docs/api/schema.graphql'),
  /** the schema of the changelog's first release, never edited: breaking changes are counted from it */
  origin: path.join(ROOT, 'docs/api/schema-2026-11-27.graphql'),
  changelog: path.join(ROOT, 'docs/api/CHANGELOG.md'),
};

export interface CompatInput {
  /** schema.graphql's text */
  schema: string;
  baseline: string;
  origin: string;
  changelog: string;
  /** YYYY-MM-DD: a deprecated name may go only after its announced date */
  today: string;
}

/** What partners see: the schema as introspection shows it (no @auth/@public uses, extensions merged), as text. */
export const published = (sdl: string) => `${printSchema(buildSchema(sdl))}\n`;

/** `Type.field.arg` (the inspector's path of an argument) as a schema coordinate, `Type.field(arg:)`. */
const coordinate = (change: Change) => {
  const parts = (change.path ?? '').split('.');
  return parts.length === 3 ? `${parts[0]}.${parts[1]}(${parts[2]}:)` : (change.path ?? '');
};

const breaking = (changes: Change[]) => changes.filter((c) => c.criticality.level === CriticalityLevel.Breaking);

/** The coordinate an entry is about: the first backticked name of a list item (`- \`Query.myShop\`: ...`). */
const subjectOf = (line: string) => /^\s*[-*]\s+`([^`]+)`/.exec(line)?.[1];

/** Who the changelog's entries are about: those under a release's `### Breaking`, and every entry with its "removed after" date. */
function readChangelog(text: string) {
  const lines = text.split('\n');
  const announcedBreaking = new Set<string>();
  const removalDates = new Map<string, string>();
  let section = '';
  for (const line of lines) {
    if (/^#{1,3} /.test(line)) section = line.trim().toLowerCase();
    const subject = subjectOf(line);
    if (!subject) continue;
    if (section === '### breaking') announcedBreaking.add(subject);
    const date = /removed after (\d{4}-\d{2}-\d{2})/.exec(line)?.[1];
    if (date && !removalDates.has(subject)) removalDates.set(subject, date);
  }
  return {
    announcesBreaking: (coord: string) => announcedBreaking.has(coord),
    /** the date of the entry about the coordinate that says "removed after YYYY-MM-DD" */
    removalDateOf: (coord: string) => removalDates.get(coord),
  };
}

/** Every deprecated field, argument, input field and enum value of a schema, by coordinate, with its reason. */
export function deprecationsOf(schema: GraphQLSchema): { coord: string; reason: string }[] {
  const found: { coord: string; reason: string }[] = [];
  const add = (coord: string, reason: string | null | undefined) => reason != null && found.push({ coord, reason });
  for (const type of Object.values(schema.getTypeMap()) as GraphQLNamedType[]) {
    if (type.name.startsWith('__')) continue;
    if (isObjectType(type) || isInterfaceType(type))
      for (const field of Object.values(type.getFields())) {
        add(`${type.name}.${field.name}`, field.deprecationReason);
        for (const arg of field.args) add(`${type.name}.${field.name}(${arg.name}:)`, arg.deprecationReason);
      }
    if (isInputObjectType(type)) for (const field of Object.values(type.getFields())) add(`${type.name}.${field.name}`, field.deprecationReason);
    if (isEnumType(type)) for (const value of type.getValues()) add(`${type.name}.${value.name}`, value.deprecationReason);
  }
  return found;
}

const REASON = /^Use .+; removed after (\d{4}-\d{2}-\d{2})$/;

/** The problems that fail `npm test`, each a sentence that says what to do; none when all is well. */
export async function schemaCompatProblems({ schema, baseline, origin, changelog, today }: CompatInput): Promise<string[]> {
  const problems: string[] = [];
  const log = readChangelog(changelog);
  const baselineSchema = buildSchema(baseline);

  // 1. schema.graphql against the baseline: any difference is a change nobody has published yet
  if (published(schema) !== baseline) {
    const changes = await diff(baselineSchema, buildSchema(schema));
    const broken = breaking(changes);
    for (const change of broken) problems.push(`Breaking change to the published schema: ${change.message} (${coordinate(change)}).`);
    if (broken.length)
      problems.push(
        'Integrations written against the published schema would break. Keep the old name beside the new one as @deprecated ' +
          '(see docs/decisions/0056); if the break is meant, list each change under "### Breaking" of a release in docs/api/CHANGELOG.md ' +
          '(a deprecated name only after its announced date) and run `npm run schema:baseline`.',
      );
    else
      problems.push(
        `schema.graphql differs from the published baseline docs/api/schema.graphql (${changes.map((c) => c.message).join('; ') || 'order or text'}): ` +
          'run `npm run schema:baseline` and commit the baseline with the change.',
      );
  }

  // 2. the baseline against the first release: every break since must be announced, and no deprecated name goes before its date
  for (const change of breaking(await diff(buildSchema(origin), baselineSchema))) {
    const coord = coordinate(change);
    if (!log.announcesBreaking(coord))
      problems.push(
        `docs/api/CHANGELOG.md does not announce this breaking change of the published schema under "### Breaking": ${change.message} (\`${coord}\`).`,
      );
    const date = log.removalDateOf(coord);
    if (date && today <= date) problems.push(`\`${coord}\` is announced as removed after ${date}: it may not be removed before then (${change.message}).`);
  }

  // 3. every deprecated name says what replaces it and when it goes, and the changelog announces that date
  for (const { coord, reason } of deprecationsOf(baselineSchema)) {
    const date = REASON.exec(reason)?.[1];
    if (!date) problems.push(`\`${coord}\` is deprecated with "${reason}": the reason must read "Use <new name>; removed after YYYY-MM-DD".`);
    else if (log.removalDateOf(coord) !== date) problems.push(`docs/api/CHANGELOG.md does not announce that \`${coord}\` is removed after ${date}.`);
  }
  return problems;
}

/** The check on the committed files. */
export function readCompatFiles(today = new Date().toISOString().slice(0, 10)): CompatInput {
  const read = (file: string) => fs.readFileSync(file, 'utf8');
  return {
    schema: read(COMPAT_FILES.schema),
    baseline: read(COMPAT_FILES.baseline),
    origin: read(COMPAT_FILES.origin),
    changelog: read(COMPAT_FILES.changelog),
    today,
  };
}
