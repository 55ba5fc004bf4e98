import { Field, IconButton, Input, InputGroup, NativeSelect, Textarea, type InputProps } from '@chakra-ui/react';
import { useState, type ChangeEvent, type FocusEvent, type ReactNode } from 'react';
import type { RefCallBack } from 'react-hook-form';

/** A labelled field: bound by the form path's `field(name)` (name, ref, onChange, onBlur) or controlled by `value`. */
interface BaseProps {
  label: string;
  name: string;
  value?: string;
  ref?: RefCallBack;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
  onBlur?: (e: FocusEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
}

export function TextField({
  label,
  error,
  required,
  disabled,
  type = 'text',
  placeholder,
  autoComplete,
  ...input
}: BaseProps & Pick<InputProps, 'type' | 'placeholder' | 'autoComplete'>) {
  return (
    <Field.Root invalid={Boolean(error)} required={required} disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <Input type={type} placeholder={placeholder ?? label} autoComplete={autoComplete} {...input} />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/** A labelled textarea; `rows` for long texts, `hint` for a line of help under it. */
export function TextAreaField({ label, error, required, disabled, rows = 4, hint, ...input }: BaseProps & { rows?: number; hint?: string }) {
  return (
    <Field.Root invalid={Boolean(error)} required={required} disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <Textarea placeholder={label} rows={rows} {...input} />
      {hint && <Field.HelperText>{hint}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/** A password input with a show/hide toggle. */
export function PasswordField({
  label,
  error,
  required,
  disabled,
  placeholder,
  autoComplete,
  ...input
}: BaseProps & { placeholder?: string; autoComplete?: string }) {
  const [visible, setVisible] = useState(false);
  return (
    <Field.Root invalid={Boolean(error)} required={required} disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <InputGroup
        endElement={
          <IconButton aria-label={visible ? 'Hide password' : 'Show password'} variant="ghost" size="xs" me="-2" onClick={() => setVisible((v) => !v)}>
            {visible ? <EyeOffIcon /> : <EyeIcon />}
          </IconButton>
        }
      >
        <Input type={visible ? 'text' : 'password'} placeholder={placeholder ?? label} autoComplete={autoComplete} {...input} />
      </InputGroup>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

export function SelectField({ label, error, required, disabled, placeholder, children, ...select }: BaseProps & { placeholder: string; children: ReactNode }) {
  return (
    <Field.Root invalid={Boolean(error)} required={required} disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root disabled={disabled}>
        <NativeSelect.Field aria-label={label} {...select}>
          <option value="">{placeholder}</option>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

function EyeIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M1 12s4-8 11-8 11 8 11 8-4 8-11 8-11-8-11-8z" />
      <circle cx="12" cy="12" r="3" />
    </svg>
  );
}

function EyeOffIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M17.94 17.94A10.07 10.07 0 0 1 12 20c-7 0-11-8-11-8a18.45 18.45 0 0 1 5.06-5.94M9.9 4.24A9.12 9.12 0 0 1 12 4c7 0 11 8 11 8a18.5 18.5 0 0 1-2.16 3.19M1 1l22 22" />
    </svg>
  );
}
