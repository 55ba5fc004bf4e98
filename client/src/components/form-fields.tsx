import { Box, Field, IconButton, Input, InputGroup, NativeSelect, Textarea, type InputProps } from '@chakra-ui/react';
import { useId, useState, type ChangeEvent, type FocusEvent, type ReactNode } from 'react';
import type { RefCallBack } from 'react-hook-form';
import { layoutText } from '@evbazaar/common/src/i18n/text/layout.generated';
import { useLocale, useT } from '../lib/i18n';
import { useMessageText } from '../lib/message-text';

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

/**
 * The ids of a field's texts and the control's aria-describedby: its hint, and its error while it
 * shows, so a screen reader reads the error with the field (Chakra links only the hint, and the
 * error as aria-errormessage, which not every screen reader reads).
 */
export function useFieldIds(showsError: unknown, hasHint = false) {
  const id = useId();
  const ids = { label: `${id}-label`, errorText: `${id}-error`, helperText: `${id}-hint` };
  const describedBy = [hasHint ? ids.helperText : null, showsError ? ids.errorText : null].filter(Boolean).join(' ') || undefined;
  return { ids, describedBy };
}

/**
 * A field's error under it, in a live region that is always there: a message that appears (on
 * leaving the field, on submit) is announced, which a region inserted with its text is not reliably.
 * While empty, it takes back the gap the field puts between its parts.
 */
export function FieldError({ children }: { children?: ReactNode }) {
  // a message of the shared schemas or the server, in the page's language
  const message = useMessageText(typeof children === 'string' && children ? children : undefined, useLocale());
  const shown = typeof children === 'string' ? message : children;
  return (
    <Box aria-live="polite" _empty={{ mt: '-1.5' }}>
      {shown ? <Field.ErrorText>{shown}</Field.ErrorText> : null}
    </Box>
  );
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
}: BaseProps & Pick<InputProps, 'type' | 'placeholder' | 'autoComplete' | 'inputMode'>) {
  const { ids, describedBy } = useFieldIds(error);
  return (
    <Field.Root ids={ids} invalid={Boolean(error)} required={required} disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <Input type={type} placeholder={placeholder ?? label} autoComplete={autoComplete} aria-describedby={describedBy} {...input} />
      <FieldError>{error}</FieldError>
    </Field.Root>
  );
}

/** A labelled textarea; `rows` for long texts, `hint` for a line of help under it. */
export function TextAreaField({ label, error, required, disabled, rows = 4, hint, ...input }: BaseProps & { rows?: number; hint?: string }) {
  const { ids, describedBy } = useFieldIds(error, Boolean(hint));
  return (
    <Field.Root ids={ids} invalid={Boolean(error)} required={required} disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <Textarea placeholder={label} rows={rows} aria-describedby={describedBy} {...input} />
      {hint && <Field.HelperText>{hint}</Field.HelperText>}
      <FieldError>{error}</FieldError>
    </Field.Root>
  );
}

/** A password input with a show/hide toggle; pasting (from a password manager) is always allowed (WCAG 3.3.8). */
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
  const { ids, describedBy } = useFieldIds(error);
  const t = useT(layoutText);
  return (
    <Field.Root ids={ids} invalid={Boolean(error)} required={required} disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <InputGroup
        endElement={
          <IconButton
            aria-label={visible ? t('form.hidePassword') : t('form.showPassword')}
            variant="ghost"
            size="xs"
            me="-2"
            onClick={() => setVisible((v) => !v)}
          >
            {visible ? <EyeOffIcon /> : <EyeIcon />}
          </IconButton>
        }
      >
        <Input type={visible ? 'text' : 'password'} placeholder={placeholder ?? label} autoComplete={autoComplete} aria-describedby={describedBy} {...input} />
      </InputGroup>
      <FieldError>{error}</FieldError>
    </Field.Root>
  );
}

export function SelectField({ label, error, required, disabled, placeholder, children, ...select }: BaseProps & { placeholder: string; children: ReactNode }) {
  const { ids, describedBy } = useFieldIds(error);
  return (
    <Field.Root ids={ids} invalid={Boolean(error)} required={required} disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root disabled={disabled}>
        <NativeSelect.Field aria-label={label} aria-describedby={describedBy} {...select}>
          <option value="">{placeholder}</option>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <FieldError>{error}</FieldError>
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
