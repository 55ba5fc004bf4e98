import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect } from 'react';
import { get, useForm, type DefaultValues, type FieldValues, type Path, type PathValue, type RegisterOptions, type Resolver } from 'react-hook-form';
import { readFailure } from './errors';
import { useLocale } from './i18n';
import { loadMessageText } from './message-text';

/** A shared zod schema of @evbazaar/common (any zod 4 type). */
export type FormSchema = Parameters<typeof zodResolver>[0];

/**
 * The one form path: react-hook-form on a shared zod schema, so the messages are the spec's
 * (null: a form the spec gives no messages, validated by `field`'s rules, keeping zod off the page).
 * Errors show once a field is touched (a submit touches every field); the submit handler gets
 * the values as typed; `busy` is true while it runs; `showServerErrors` puts the server's field
 * errors (GraphQL extensions.fields, REST errors) under the fields.
 */
export function useSchemaForm<V extends FieldValues>(schema: FormSchema | null, initial: V) {
  const form = useForm<V>({
    defaultValues: initial as DefaultValues<V>,
    mode: 'onTouched',
    // raw: the handler gets the values as typed; the schemas' preprocessing types its input
    // as unknown, while the form holds the strings and lists its fields show
    resolver: schema ? (zodResolver(schema, undefined, { raw: true }) as unknown as Resolver<V>) : undefined,
  });
  const { errors, isSubmitting, isSubmitted, touchedFields, isDirty } = form.formState;
  const { setValue: setFormValue, setError } = form;
  // a form in use on a Hindi page: its messages' translation loads before the first error shows
  const locale = useLocale();
  const inUse = isDirty || isSubmitted;
  useEffect(() => {
    if (inUse && locale !== 'en') loadMessageText(locale).catch(() => undefined);
  }, [inUse, locale]);

  /** The message to show under `name` (a path such as "colors.0.price"), if any. */
  const errorOf = (name: Path<V>): string | undefined => {
    const message = (get(errors, name) as { message?: unknown } | undefined)?.message;
    return typeof message === 'string' ? message : undefined;
  };

  /** Props for an input, textarea or select bound to `name`; `rules` serve a form without a schema. */
  const field = (name: Path<V>, rules?: RegisterOptions<V, Path<V>>) => form.register(name, rules);

  /** Sets a value from code (a picker, a cascade); re-validates once the field was touched or the form submitted. */
  const setValue = useCallback(
    <N extends Path<V>>(name: N, value: PathValue<V, N>) =>
      setFormValue(name, value, { shouldDirty: true, shouldValidate: isSubmitted || Boolean(get(touchedFields, name)) }),
    [setFormValue, isSubmitted, touchedFields],
  );

  /** Sets several fields at once, e.g. the cascading country/state/city pickers. */
  const setValuesOf = (partial: Partial<V>) => {
    for (const [name, value] of Object.entries(partial)) setValue(name as Path<V>, value as PathValue<V, Path<V>>);
  };

  /** Marks a field controlled by code as touched, showing its error. */
  const touch = (name: Path<V>) => setFormValue(name, form.getValues(name), { shouldTouch: true, shouldValidate: true });

  /** Shows the server's field errors of a failed call under their fields; true when there were any. */
  const showServerErrors = useCallback(
    (error: unknown): boolean => {
      const entries = Object.entries(readFailure(error).fields);
      for (const [name, message] of entries) setError(name as Path<V>, { type: 'server', message }, { shouldFocus: false });
      return entries.length > 0;
    },
    [setError],
  );

  return {
    values: form.watch(),
    errorOf,
    field,
    setValue,
    setValuesOf,
    touch,
    showServerErrors,
    handleSubmit: form.handleSubmit,
    reset: form.reset,
    getValues: form.getValues,
    busy: isSubmitting,
  };
}
