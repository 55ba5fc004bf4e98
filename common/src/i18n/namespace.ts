import { setupI18n, type I18n } from '@lingui/core';
import type { Locale } from '../format/locale';

/** A message compiled from its ICU source by `npm run codegen` (Lingui's compiled form). */
export type CompiledMessage = string | readonly unknown[];
export type CompiledMessages = Readonly<Record<string, CompiledMessage>>;

/** The values each message of a namespace takes, by key (generated beside its catalog). */
export type NamespaceValues = Record<string, Record<string, unknown>>;

/**
 * One catalog namespace (a page or an area of the site): its English messages, bundled with the
 * code that uses them as the English strings always were, and its Hindi ones, loaded on Hindi
 * pages only (a chunk of their own, so an English page carries no Hindi and a Hindi page only the
 * namespaces it renders). Defined by the generated modules in `./text/`.
 */
export interface Namespace<V extends NamespaceValues = NamespaceValues> {
  readonly name: string;
  readonly en: CompiledMessages;
  /** each translation's chunk, by language */
  readonly loaders: TranslationLoaders;
  /** type only: the keys and their values */
  readonly values?: V;
}

/** A chunk of compiled messages, loaded when a page in its language needs it. */
export type MessagesLoader = () => Promise<CompiledMessages>;
/** The translations of a namespace, by language (every language of LOCALES but English). */
export type TranslationLoaders = Readonly<Partial<Record<Locale, MessagesLoader>>>;

export function defineNamespace<V extends NamespaceValues>(name: string, en: CompiledMessages, loaders: TranslationLoaders): Namespace<V> {
  return { name, en, loaders };
}

/** The keys of a namespace (for tables of keys: menu entries, links). */
export type KeyOf<N> = N extends Namespace<infer V> ? keyof V & string : never;

/** `t('key')` or `t('key', { values })`: the message of a key in the page's language. */
export type Translate<V extends NamespaceValues> = <K extends keyof V & string>(key: K, ...values: keyof V[K] extends never ? [] : [V[K]]) => string;

// one Lingui instance per language, for the whole process: catalogs are the same for every request
const instances = new Map<Locale, I18n>();
const loaded = new Map<Locale, Set<string>>();
const loading = new Map<string, Promise<void>>();

function instance(locale: Locale): I18n {
  let i18n = instances.get(locale);
  if (!i18n) {
    i18n = setupI18n({ locale, messages: { [locale]: {} } });
    instances.set(locale, i18n);
    loaded.set(locale, new Set());
  }
  return i18n;
}

function install(locale: Locale, namespace: string, messages: CompiledMessages) {
  const prefixed: Record<string, CompiledMessage> = {};
  for (const [key, message] of Object.entries(messages)) prefixed[`${namespace}.${key}`] = message;
  // Lingui's compiled messages are its own nested arrays; ours are the same, typed read-only
  instance(locale).load(locale, prefixed as Parameters<I18n['load']>[1] & object);
  loaded.get(locale)!.add(namespace);
}

/** Installs a namespace's messages already at hand (the server imports its mails' catalog, and has no chunks to wait for). */
export function installNamespace(namespace: Namespace<NamespaceValues>, locale: Locale, messages: CompiledMessages) {
  if (!loaded.get(locale)?.has(namespace.name)) install(locale, namespace.name, messages);
}

/** Whether a namespace's messages in a language are ready to use without waiting. */
export function isNamespaceLoaded(namespace: Namespace<NamespaceValues>, locale: Locale): boolean {
  if (locale === 'en') return true;
  return loaded.get(locale)?.has(namespace.name) ?? false;
}

/** Loads a namespace's messages in a language (once; English is always there). */
export function loadNamespace(namespace: Namespace<NamespaceValues>, locale: Locale): Promise<void> {
  const load = namespace.loaders[locale];
  // a language without this namespace's catalog shows its English text
  return load ? loadMessages(namespace.name, locale, load) : Promise.resolve();
}

/** Loads a namespace's messages by its name (what a server render listed), once. */
export function loadMessages(name: string, locale: Locale, load: () => Promise<CompiledMessages>): Promise<void> {
  if (locale === 'en' || loaded.get(locale)?.has(name)) return Promise.resolve();
  const key = `${locale}:${name}`;
  let pending = loading.get(key);
  if (!pending) {
    pending = load().then(
      (messages) => install(locale, name, messages),
      (error: unknown) => {
        loading.delete(key); // a failed chunk (a dropped connection) is asked for again next time
        throw error;
      },
    );
    loading.set(key, pending);
  }
  return pending;
}

/**
 * The translate function of a namespace in a language. English is installed on first use; any
 * other language must have been loaded (`loadNamespace`): until it is, its English text is shown.
 */
export function translator<V extends NamespaceValues>(namespace: Namespace<V>, locale: Locale): Translate<V> {
  if (!loaded.get('en')?.has(namespace.name)) {
    instance('en');
    install('en', namespace.name, namespace.en);
  }
  const ready = isNamespaceLoaded(namespace, locale);
  const i18n = instance(ready ? locale : 'en');
  return ((key: string, values?: Record<string, unknown>) => i18n._(`${namespace.name}.${key}`, values)) as Translate<V>;
}
