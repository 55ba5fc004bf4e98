// The interface's texts in every language (issue 26, docs/decisions/0068): ICU messages in
// common/src/i18n/catalogs/<locale>/<namespace>.json, compiled by `npm run codegen` into
// common/src/i18n/text/ (Lingui's compiled form, so no ICU parser reaches a browser), with each
// key's values typed: a key used in code but absent from the English catalog, or called without
// its values, fails the type check. `checkCatalogs` fails `npm run codegen:check` and the suite
// on a message missing in a language, a broken message, or placeholders that differ.
import fs from 'node:fs';
import path from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { LOCALES } from '../../common/src/format/locale';
import { messageSources } from '../../common/src/i18n/message-text';

// paths from the repository's root (the scripts run there; the suite runs from server/)
const ROOT = path.resolve(__dirname, '../..');
export const CATALOGS_DIR = 'common/src/i18n/catalogs';
export const TEXT_DIR = 'common/src/i18n/text';
const fromRoot = (file: string) => path.join(ROOT, file);
const SOURCE = 'en';
// a new language is its code in LOCALES and its catalogs' folder: the loaders below follow
const LANGUAGES = LOCALES;
const TRANSLATIONS = LANGUAGES.filter((language) => language !== SOURCE);
const KEY = /^[a-z][a-zA-Z0-9]*(?:\.[a-z][a-zA-Z0-9]*)*$/;
const NAMESPACE = /^[a-z][a-z0-9-]*$/;
/**
 * The `messages` namespace's English is MESSAGES itself (common/src/i18n/message-text.ts): it has
 * no English file, and its compiled module carries no English (a page shows MESSAGES' text as is).
 */
const DERIVED = 'messages';

function derivedEnglish(problems: string[]): Record<string, string> {
  const { sources, problems: found } = messageSources();
  problems.push(...found.map((p) => `${DERIVED}: ${p}`));
  return Object.fromEntries([...sources].map(([key, source]) => [key, source.icu]));
}

type Compiled = string | unknown[];
export interface Catalog {
  namespace: string;
  messages: Record<string, Record<string, string>>; // language → key → ICU source
}

const camel = (name: string) => name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
export const exportName = (namespace: string) => `${camel(namespace)}Text`;

/** The placeholders of a compiled message, with the kind of value each takes. */
function placeholders(compiled: Compiled, into = new Map<string, 'number' | 'text'>()) {
  if (!Array.isArray(compiled)) return into;
  for (const token of compiled) {
    if (!Array.isArray(token)) continue;
    const [name, kind, options] = token as [string, string | undefined, Record<string, Compiled> | undefined];
    const numeric = kind === 'plural' || kind === 'selectordinal' || kind === 'number';
    if (!into.has(name) || numeric) into.set(name, numeric ? 'number' : 'text');
    if (options && typeof options === 'object') for (const option of Object.values(options)) placeholders(option, into);
  }
  return into;
}

function readCatalogs(): { catalogs: Catalog[]; problems: string[] } {
  const problems: string[] = [];
  const namespaces = new Set<string>([DERIVED]);
  for (const language of LANGUAGES) {
    const dir = path.join(CATALOGS_DIR, language);
    for (const file of fs.existsSync(fromRoot(dir)) ? fs.readdirSync(fromRoot(dir)) : []) {
      if (!file.endsWith('.json')) problems.push(`${dir}/${file}: not a catalog (a .json file)`);
      else namespaces.add(file.slice(0, -5));
    }
  }
  const catalogs: Catalog[] = [];
  for (const namespace of [...namespaces].sort()) {
    if (!NAMESPACE.test(namespace)) problems.push(`${namespace}: a namespace is lower case words joined by '-'`);
    const messages: Catalog['messages'] = {};
    for (const language of LANGUAGES) {
      const file = path.join(CATALOGS_DIR, language, `${namespace}.json`);
      if (namespace === DERIVED && language === SOURCE) {
        if (fs.existsSync(fromRoot(file))) problems.push(`${file}: the English of ${DERIVED} is MESSAGES; remove the file`);
        messages[language] = derivedEnglish(problems);
        continue;
      }
      if (!fs.existsSync(fromRoot(file))) {
        problems.push(`${file} is missing`);
        messages[language] = {};
        continue;
      }
      try {
        messages[language] = JSON.parse(fs.readFileSync(fromRoot(file), 'utf8')) as Record<string, string>;
      } catch (error) {
        problems.push(`${file}: ${(error as Error).message}`);
        messages[language] = {};
      }
    }
    catalogs.push({ namespace, messages });
  }
  return { catalogs, problems };
}

/** The compiled form of every message, and what is wrong with the catalogs (nothing when they can ship). */
export function compileCatalog(catalog: Catalog, problems: string[]) {
  const compiled: Record<string, Record<string, Compiled>> = {};
  const source = catalog.messages[SOURCE];
  for (const language of LANGUAGES) {
    compiled[language] = {};
    const messages = catalog.messages[language];
    for (const [key, text] of Object.entries(messages)) {
      const where = `${catalog.namespace}.${key} (${language})`;
      if (!KEY.test(key)) problems.push(`${where}: a key is camelCase words joined by '.'`);
      if (typeof text !== 'string' || text.trim() === '') {
        problems.push(`${where}: empty`);
        continue;
      }
      if (!(key in source)) problems.push(`${where}: not in the English catalog`);
      try {
        compiled[language][key] = compileMessageOrThrow(text) as Compiled;
      } catch (error) {
        problems.push(`${where}: not a valid ICU message: ${(error as Error).message}`);
      }
    }
    for (const key of Object.keys(source)) if (!(key in messages)) problems.push(`${catalog.namespace}.${key}: missing in the ${language} catalog`);
  }
  for (const [key, english] of Object.entries(compiled[SOURCE])) {
    const wanted = [...placeholders(english).keys()].sort().join(', ');
    for (const language of LANGUAGES) {
      const translated = compiled[language][key];
      if (!translated) continue;
      const got = [...placeholders(translated).keys()].sort().join(', ');
      if (got !== wanted) problems.push(`${catalog.namespace}.${key} (${language}): placeholders {${got}} differ from English {${wanted}}`);
    }
  }
  return compiled;
}

const HEADER = (namespace: string) => `// Generated by \`npm run codegen\` from ${CATALOGS_DIR}/*/${namespace}.json: never edit by hand.\n`;

function valuesType(messages: Record<string, Compiled>) {
  const lines = Object.entries(messages).map(([key, message]) => {
    const values = [...placeholders(message)].map(([name, kind]) => `${JSON.stringify(name)}: ${kind === 'number' ? 'number' : 'string | number'}`);
    return `  ${JSON.stringify(key)}: ${values.length ? `{ ${values.join('; ')} }` : 'Record<never, never>'};`;
  });
  return `{\n${lines.join('\n')}\n}`;
}

export interface GeneratedFile {
  filename: string;
  content: string;
}

/** Every generated file of the catalogs, and the catalogs' problems. */
export function buildCatalogs(): { files: GeneratedFile[]; problems: string[] } {
  const { catalogs, problems } = readCatalogs();
  const files: GeneratedFile[] = [];
  const loaders: Record<string, string[]> = Object.fromEntries(TRANSLATIONS.map((language) => [language, []]));
  for (const catalog of catalogs) {
    const compiled = compileCatalog(catalog, problems);
    const name = exportName(catalog.namespace);
    const load = (language: string) => `() => import(${JSON.stringify(`./${language}/${catalog.namespace}.generated`)}).then((m) => m.messages)`;
    files.push({
      filename: path.join(TEXT_DIR, `${catalog.namespace}.generated.ts`),
      content:
        HEADER(catalog.namespace) +
        `import { defineNamespace } from '../namespace';\n\n` +
        `export const ${name} = defineNamespace<${valuesType(compiled[SOURCE])}>(\n` +
        `  ${JSON.stringify(catalog.namespace)},\n  ${catalog.namespace === DERIVED ? '{}' : JSON.stringify(compiled[SOURCE])},\n` +
        `  {\n${TRANSLATIONS.map((language) => `    ${language}: ${load(language)},`).join('\n')}\n  },\n);\n`,
    });
    for (const language of TRANSLATIONS) {
      files.push({
        filename: path.join(TEXT_DIR, language, `${catalog.namespace}.generated.ts`),
        content: HEADER(catalog.namespace) + `export const messages = ${JSON.stringify(compiled[language])};\n`,
      });
      loaders[language].push(`    ${JSON.stringify(catalog.namespace)}: ${load(language)},`);
    }
  }
  files.push({
    filename: path.join(TEXT_DIR, 'loaders.generated.ts'),
    content:
      `// Generated by \`npm run codegen\` from ${CATALOGS_DIR}: never edit by hand.\n` +
      `import type { Locale } from '../../format/locale';\n` +
      `import type { MessagesLoader } from '../namespace';\n\n` +
      `/** Each translation's namespaces, by language and name: what a server render used is loaded before hydration. */\n` +
      `export const translationLoaders: Readonly<Partial<Record<Locale, Readonly<Record<string, MessagesLoader>>>>> = {\n` +
      TRANSLATIONS.map((language) => `  ${language}: {\n${loaders[language].join('\n')}\n  },`).join('\n') +
      `\n};\n`,
  });
  return { files, problems };
}

/** `npm run codegen`: writes the compiled catalogs (and removes those of deleted namespaces). */
export function writeCatalogs() {
  const { files, problems } = buildCatalogs();
  if (problems.length) throw new Error(`The catalogs have problems:\n${problems.join('\n')}`);
  const wanted = new Set(files.map((f) => fromRoot(f.filename)));
  for (const file of fs.readdirSync(fromRoot(TEXT_DIR), { recursive: true, encoding: 'utf8' })) {
    const full = fromRoot(path.join(TEXT_DIR, file));
    if (file.endsWith('.generated.ts') && !wanted.has(full)) fs.rmSync(full);
  }
  for (const file of files) {
    fs.mkdirSync(path.dirname(fromRoot(file.filename)), { recursive: true });
    fs.writeFileSync(fromRoot(file.filename), file.content);
  }
  return files.length;
}

/** What `npm run codegen:check` reports: the catalogs' problems and compiled files out of date. */
export function checkCatalogs(): string[] {
  const { files, problems } = buildCatalogs();
  const stale = files
    .filter((f) => !fs.existsSync(fromRoot(f.filename)) || fs.readFileSync(fromRoot(f.filename), 'utf8') !== f.content)
    .map((f) => `${f.filename} is out of date: run \`npm run codegen\``);
  const wanted = new Set(files.map((f) => fromRoot(f.filename)));
  const leftOver = fs
    .readdirSync(fromRoot(TEXT_DIR), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.generated.ts') && !wanted.has(fromRoot(path.join(TEXT_DIR, file))))
    .map((file) => `${path.join(TEXT_DIR, file)} has no catalog: run \`npm run codegen\``);
  return [...problems, ...stale, ...leftOver];
}
