import type { GraphQLError } from 'graphql';

/**
 * The one redaction step every log line passes (docs/decisions/0033): sensitive field names
 * are hidden wherever they sit in a logged object, and every logged text is scrubbed of
 * e-mails, phone numbers, hashes, reset tokens, query-string values, bound query values and
 * the values GraphQL copies into its messages.
 */
export const HIDDEN = '[hidden]';

/** Name parts that mark a field as secret or personal, compared without case, `_` or `-`. */
const SENSITIVE_PARTS = ['password', 'passwd', 'secret', 'token', 'authorization', 'cookie', 'email', 'phone', 'contact', 'address', 'apikey'];
/** Whole names that hold secrets or copied values: bound query parameters, driver details, GraphQL variables. */
const SENSITIVE_NAMES = new Set(['key', 'params', 'parameters', 'detail', 'link', 'resetlink', 'variables', 'body']);
/** Logged by name on purpose: the client's network address (abuse handling needs it). */
const KEPT_NAMES = new Set(['remoteaddress']);

/** Whether a field of this name is hidden from the log, whatever its value. */
export function isSensitiveKey(key: string): boolean {
  const name = key.toLowerCase().replace(/[-_]/g, '');
  if (KEPT_NAMES.has(name)) return false;
  return SENSITIVE_NAMES.has(name) || name.endsWith('key') || SENSITIVE_PARTS.some((part) => name.includes(part));
}

const BCRYPT_HASH = /\$2[abxy]\$\d{2}\$[./A-Za-z0-9]{53}/g;
// no "/" or ":" in either half: a file path like node_modules/@scope/pkg/x.js is not an address
const EMAIL = /[^\s@"'`(),<>=/:;]+@[^\s@"'`(),<>=/:;]+\.[A-Za-z]{2,}/g;
const PHONE = /\+?\d{10,15}\b/g;
const RESET_PATH = /(\/reset-password\/)[^/?#\s]+/gi;
/** Drizzle puts the bound values after "params:" in the message of a failed query. */
const QUERY_PARAMS = /\nparams: [\s\S]*$/;
/** graphql-js: `Variable "$input" got invalid value { … } at "input.password"; Expected …` */
const COERCION = /^(Variable "\$[_A-Za-z]\w*") got invalid value [\s\S]*$/;
/** graphql-js messages that print the offending literal or value after a fixed prefix */
const VALUE_TAILS = [/(Expected value of type "[^"]*", found )[\s\S]*$/, /( cannot represent [^:]*: )[\s\S]*$/, /(Expected type "[^"]*"\. )[\s\S]*$/];
/** Syntax errors quote the token they stopped at, which may be a string literal holding a secret. */
const TOKEN_TEXT = /\b(String|BlockString|Name|Int|Float) "(?:[^"\\]|\\.)*"?/g;
const QUERY_STRING = /\?[^#\s]*/g;

/** `?a=1&b=2` -> `?a=[hidden]&b=[hidden]`: the names say what was asked, no value is kept. */
const scrubQueryString = (query: string) => query.replace(/([?&][^=&]*)=[^&]*/g, (_match, name: string) => `${name}=${HIDDEN}`);

const GRAPHQL_NAME = /^[_A-Za-z]\w*$/;
const PATH = /^\$?[_A-Za-z]\w*(?:\.[_A-Za-z]\w*|\[\d+\])*$/;

/** The kind of a GraphQL coercion problem, from a fixed vocabulary: never a value. */
function problemOf(message: string): { problem: string; field?: string } {
  const field = /Field "([^"]+)"/.exec(message)?.[1];
  const named = field && GRAPHQL_NAME.test(field) ? { field } : {};
  if (/is not defined by type/.test(message)) return { problem: 'unknown field', ...named };
  if (/of required type .* was not provided/.test(message)) return { problem: 'missing field', ...named };
  if (/non-null(?:able)? type .*(?:not to be null|must not be null)/.test(message)) return { problem: 'null for a required value' };
  if (/cannot represent|Expected type|Expected value of type|is not a valid|must be/.test(message)) return { problem: 'wrong type' };
  if (/does not exist in ".*" enum/.test(message)) return { problem: 'not an allowed value' };
  return { problem: 'invalid value' };
}

/** Where a coercion message says the bad value sits (`input.contact`), when that is a plain path. */
function pathOf(message: string): string | undefined {
  const at = / at "([^"]+)"; /.exec(message)?.[1];
  return at && PATH.test(at) ? at : undefined;
}

/** A coercion message reduced to its variable, path and kind. */
function coercionSummary(message: string): string {
  const variable = COERCION.exec(message)?.[1];
  if (!variable) return message;
  const { problem, field } = problemOf(message.slice(message.indexOf(' got invalid value ')));
  const path = pathOf(message);
  // worded apart from graphql-js's message, so a second pass leaves it as it is
  return `${variable} refused${path ? ` at "${path}"` : ''}: ${problem}${field ? ` "${field}"` : ''}`;
}

/** Removes bound values, copied GraphQL values, hashes, addresses, phone numbers, reset tokens and query-string values from a text. */
export function scrubText(text: string): string {
  let out = coercionSummary(text.replace(QUERY_PARAMS, '\nparams: ' + HIDDEN));
  for (const tail of VALUE_TAILS) out = out.replace(tail, `$1${HIDDEN}`);
  return out
    .replace(TOKEN_TEXT, `$1 ${HIDDEN}`)
    .replace(BCRYPT_HASH, HIDDEN)
    .replace(EMAIL, HIDDEN)
    .replace(PHONE, HIDDEN)
    .replace(RESET_PATH, `$1${HIDDEN}`)
    .replace(QUERY_STRING, scrubQueryString);
}

const MAX_DEPTH = 8;

/** A logged value with sensitive fields hidden and every text scrubbed, at any depth. */
export function redactValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return HIDDEN;
  if (Array.isArray(value)) return value.map((item) => redactValue(item, depth + 1));
  if (value instanceof Date) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[key] = isSensitiveKey(key) ? HIDDEN : redactValue(item, depth + 1);
  return out;
}

/**
 * What a refused GraphQL request logs: the error's text scrubbed and, for a variable that failed
 * coercion, the variable, the path of the bad value and the kind of problem (never the value).
 */
export function describeRefusal(error: GraphQLError): Record<string, string> {
  const variable = /^Variable "\$([_A-Za-z]\w*)"/.exec(error.message)?.[1];
  if (!variable) return { reason: scrubText(error.message) };
  const inner = error.originalError?.message ?? error.message;
  const { problem, field } = problemOf(/got invalid value/.test(error.message) ? inner : error.message);
  const at = pathOf(error.message) ?? variable;
  return { reason: scrubText(error.message), variable: `$${variable}`, path: field && !pathOf(error.message) ? `${at}.${field}` : at, problem };
}
