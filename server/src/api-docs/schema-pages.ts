import { GRAPHQL_RULES, RULES, rolesOf, type RuleName } from '@evbazaar/common/src/permissions';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isObjectType,
  isScalarType,
  isUnionType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type GraphQLType,
} from 'graphql';
import { DOCS_BASE, anchorOf, describe, escapeHtml } from './page-shell';

export const REFERENCE_BASE = `${DOCS_BASE}/reference`;

/** A generated page: its path under the output folder (no extension) and its main content. */
export interface DocPage {
  path: string;
  title: string;
  body: string;
}

/** graphql-js describes its built-in scalars with outside links; ours say the same in a line. */
const BUILT_IN_DESCRIPTIONS: Record<string, string> = {
  String: 'Text (UTF-8).',
  Int: 'A whole number from -2,147,483,648 to 2,147,483,647.',
  Float: 'A number that may have a fraction (double precision); rupees, km and kWh are sent as Float.',
  Boolean: '`true` or `false`.',
  ID: 'A unique identifier, sent and answered as text.',
};

const descriptionOf = (type: GraphQLNamedType) => BUILT_IN_DESCRIPTIONS[type.name] ?? type.description;

const typeHref = (name: string) => `${REFERENCE_BASE}/${name}`;

/** `[Product!]!` with the named type linked to its page. */
function typeRef(type: GraphQLType): string {
  const named = getNamedType(type);
  const printed = escapeHtml(String(type));
  return printed.replace(named.name, `<a href="${typeHref(named.name)}">${named.name}</a>`);
}

function kindOf(type: GraphQLNamedType): string {
  if (isObjectType(type)) return 'object';
  if (isInputObjectType(type)) return 'input';
  if (isEnumType(type)) return 'enum';
  if (isInterfaceType(type)) return 'interface';
  if (isUnionType(type)) return 'union';
  return 'scalar';
}

/** Who may call a root field, in words, from the permission table (the rule every door reads). */
function whoMayCall(rootName: string, fieldName: string): string {
  const rule = (GRAPHQL_RULES as Record<string, RuleName | undefined>)[`${rootName}.${fieldName}`];
  if (!rule) return '';
  const access = RULES[rule];
  const words = access === 'public' ? 'anyone, guests included' : access === 'signedIn' ? 'any signed-in account' : `${rolesOf(rule)!.join(', ')} accounts`;
  return `<p class="who"><strong>Who may call:</strong> ${escapeHtml(words)}. An API key acts as its owner, narrowed to its scopes (<a href="${DOCS_BASE}/scopes">scopes</a>).</p>`;
}

const deprecation = (reason: string | null | undefined) => (reason ? `<p class="deprecated"><strong>Deprecated:</strong> ${escapeHtml(reason)}</p>` : '');

/** A field's arguments; most are explained by the field's own description (`page`, `limit`, `id`). */
function argumentList(args: readonly GraphQLArgument[]): string {
  if (!args.length) return '';
  const items = args
    .map((arg) => {
      const fallback = arg.defaultValue !== undefined ? ` = ${escapeHtml(JSON.stringify(arg.defaultValue))}` : '';
      return `<dt><code>${arg.name}: ${typeRef(arg.type)}${fallback}</code></dt><dd>${describe(arg.description)}${deprecation(arg.deprecationReason)}</dd>`;
    })
    .join('');
  return `<h4>Arguments</h4><dl class="args">${items}</dl>`;
}

function fieldSection(field: GraphQLField<unknown, unknown> | GraphQLInputField, rootName?: string): string {
  const args = 'args' in field ? field.args : [];
  const signature = args.length ? `${field.name}(${args.map((a) => `${a.name}: ${typeRef(a.type)}`).join(', ')})` : field.name;
  return `<section class="field" id="${anchorOf(field.name)}" aria-labelledby="${anchorOf(field.name)}-title">
<h3 id="${anchorOf(field.name)}-title"><code>${signature}: ${typeRef(field.type)}</code></h3>
${describe(field.description) || '<p class="none">No description.</p>'}
${deprecation(field.deprecationReason)}
${rootName ? whoMayCall(rootName, field.name) : ''}
${argumentList(args)}
</section>`;
}

/** Where each named type is used: "Fields returning or taking it", for the type's page. */
function usages(schema: GraphQLSchema): Map<string, Set<string>> {
  const used = new Map<string, Set<string>>();
  const note = (type: GraphQLType, where: string) => {
    const name = getNamedType(type).name;
    if (!used.has(name)) used.set(name, new Set());
    used.get(name)!.add(where);
  };
  for (const type of Object.values(schema.getTypeMap())) {
    if (isIntrospectionType(type)) continue;
    if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        note(field.type, `${type.name}.${field.name}`);
        for (const arg of 'args' in field ? field.args : []) note(arg.type, `${type.name}.${field.name}`);
      }
    }
  }
  return used;
}

function typeBody(schema: GraphQLSchema, type: GraphQLNamedType, usedBy: Set<string> | undefined): string {
  const root = [schema.getQueryType(), schema.getMutationType()].includes(type as never) ? type.name : undefined;
  const parts = [`<h1><span class="kind">${kindOf(type)}</span> ${type.name}</h1>`, describe(descriptionOf(type)) || '<p class="none">No description.</p>'];
  if (isObjectType(type) && type.getInterfaces().length) {
    parts.push(
      `<p>Implements ${type
        .getInterfaces()
        .map((i) => `<a href="${typeHref(i.name)}">${i.name}</a>`)
        .join(', ')}.</p>`,
    );
  }
  if (isInterfaceType(type)) {
    const implementations = schema.getPossibleTypes(type).map((t) => `<a href="${typeHref(t.name)}">${t.name}</a>`);
    parts.push(`<p>Implemented by ${implementations.join(', ')}.</p>`);
  }
  if (isUnionType(type))
    parts.push(
      `<p>One of ${type
        .getTypes()
        .map((t) => `<a href="${typeHref(t.name)}">${t.name}</a>`)
        .join(', ')}.</p>`,
    );
  if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
    const fields = Object.values(type.getFields());
    const heading = isInputObjectType(type) ? 'Input fields' : 'Fields';
    parts.push(
      `<nav class="toc" aria-label="${heading} of ${type.name}"><h2>${heading}</h2><ul>${fields.map((f) => `<li><a href="#${anchorOf(f.name)}">${f.name}</a></li>`).join('')}</ul></nav>`,
      ...fields.map((f) => fieldSection(f, root)),
    );
  }
  if (isEnumType(type)) {
    const values = type
      .getValues()
      .map((v) => `<dt id="${anchorOf(v.name)}"><code>${v.name}</code></dt><dd>${describe(v.description)}${deprecation(v.deprecationReason)}</dd>`)
      .join('');
    parts.push(`<h2>Values</h2><dl class="values">${values}</dl>`);
  }
  if (isScalarType(type)) parts.push('<p>A scalar: sent and answered as JSON text or number.</p>');
  if (usedBy?.size) {
    const places = [...usedBy].sort().map((where) => {
      const [owner, field] = where.split('.');
      return `<li><a href="${typeHref(owner)}#${anchorOf(field)}">${where}</a></li>`;
    });
    parts.push(`<h2>Used by</h2><ul class="used">${places.join('')}</ul>`);
  }
  return parts.join('\n');
}

const GROUPS: { title: string; test: (t: GraphQLNamedType) => boolean }[] = [
  { title: 'Objects', test: isObjectType },
  { title: 'Interfaces', test: isInterfaceType },
  { title: 'Unions', test: isUnionType },
  { title: 'Inputs', test: isInputObjectType },
  { title: 'Enums', test: isEnumType },
  { title: 'Scalars', test: isScalarType },
];

/** The first sentence of a description, for the index, at most 160 characters. */
function summary(text: string | null | undefined): string {
  const first = text
    ? text
        .trim()
        .split(/(?<=\.)\s|\n\s*\n/)[0]
        .replace(/\s*\n\s*/g, ' ')
    : '';
  return first.length > 160 ? `${first.slice(0, 159).replace(/\s+\S*$/, '')}…` : first;
}

function referenceIndex(schema: GraphQLSchema, types: GraphQLNamedType[]): string {
  const roots = [schema.getQueryType(), schema.getMutationType()].filter((t) => t !== null && t !== undefined);
  const entry = (t: GraphQLNamedType) =>
    `<li><a href="${typeHref(t.name)}">${t.name}</a> ${describe(summary(descriptionOf(t))).replace(/^<p>|<\/p>$/g, '')}</li>`;
  const sections = GROUPS.map(({ title, test }) => {
    const members = types.filter((t) => test(t) && !roots.includes(t as never));
    return members.length
      ? `<section aria-labelledby="${anchorOf(title)}"><h2 id="${anchorOf(title)}">${title}</h2><ul class="types">${members.map(entry).join('')}</ul></section>`
      : '';
  });
  return `<h1>Reference</h1>
<p>Every type of the API with its fields, built from the published schema (<a href="${DOCS_BASE}/schema.graphql">download it as SDL</a> for a code generator). Start at the root types:</p>
<ul class="types">${roots.map((t) => `<li><a href="${typeHref(t.name)}">${t.name}</a>: ${t.name === 'Query' ? 'every read' : 'every change'}</li>`).join('')}</ul>
${sections.join('\n')}`;
}

/** The reference: an index page and one page per named type (introspection types left out). */
export function schemaPages(schema: GraphQLSchema): DocPage[] {
  const types = Object.values(schema.getTypeMap())
    .filter((t) => !isIntrospectionType(t))
    .sort((a, b) => a.name.localeCompare(b.name));
  const used = usages(schema);
  return [
    { path: 'reference', title: 'Reference', body: referenceIndex(schema, types) },
    ...types.map((t) => ({ path: `reference/${t.name}`, title: t.name, body: typeBody(schema, t, used.get(t.name)) })),
  ];
}
