import { useCallback, useMemo, useState, type ChangeEvent, type FormEvent } from 'react';

type Values = Record<string, string>;

/** What a form needs of a schema; the shared zod schemas of @evbazaar/common fit it. */
export interface Validator {
  safeParse(values: unknown): { success: boolean; error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/** First message per field of a failed parse, keyed by the top-level field name. */
export function fieldErrors(schema: Validator, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success || !result.error) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}

/** A zod-free validator for forms whose messages the spec does not show (home dealer search). */
export function requiredFields(messages: Record<string, string>): Validator {
  return {
    safeParse(values) {
      const v = values as Record<string, unknown>;
      const issues = Object.entries(messages)
        .filter(([key]) => typeof v[key] !== 'string' || !(v[key] as string).trim())
        .map(([key, message]) => ({ path: [key], message }));
      return issues.length ? { success: false, error: { issues } } : { success: true };
    },
  };
}

/**
 * A form on a shared schema: errors come from the schema (the spec's messages) and
 * show only for touched fields; a submit touches every field first.
 */
export function useForm<V extends Values>(schema: Validator, initial: V) {
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const errors = useMemo(() => fieldErrors(schema, values), [schema, values]);

  const setValue = useCallback((name: keyof V, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
  }, []);

  /** Sets several fields at once, e.g. the cascading country/state/city pickers. */
  const setValuesOf = useCallback((partial: Partial<V>) => {
    setValues((v) => ({ ...v, ...partial }));
  }, []);

  const touch = useCallback((name: keyof V) => setTouched((t) => ({ ...t, [name]: true })), []);

  /** Props for an input or select bound to `name`. */
  const field = (name: keyof V & string) => ({
    name,
    value: values[name],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => setValue(name, e.target.value),
    onBlur: () => touch(name),
  });

  /** The error to show for `name`: only once the field has been touched. */
  const errorOf = (name: keyof V & string): string | undefined => (touched[name] ? errors[name] : undefined);

  /** Wraps a submit handler: touches every field and calls it only with valid values. */
  const handleSubmit = (onValid: (values: V) => void | Promise<void>) => (e?: FormEvent) => {
    e?.preventDefault();
    setTouched(Object.fromEntries(Object.keys(values).map((k) => [k, true])) as Partial<Record<keyof V, boolean>>);
    if (Object.keys(errors).length === 0) return onValid(values);
    return undefined;
  };

  const reset = useCallback((next: V) => {
    setValues(next);
    setTouched({});
  }, []);

  return { values, setValue, setValuesOf, touch, field, errorOf, errors, isValid: Object.keys(errors).length === 0, handleSubmit, reset };
}
