import { Input, Stack, Text } from '@chakra-ui/react';
import { useState, type ChangeEvent, type FocusEvent } from 'react';
import type { RefCallBack } from 'react-hook-form';
import { CHOICES_SHOWN } from '../lib/use-choice-search';
import { SelectField } from './form-fields';
import { layoutText } from '@evbazaar/common/src/i18n/text/layout.generated';
import { useT } from '../lib/i18n';

export interface Choice {
  id: string;
  name: string;
}

/** The search box of a type-to-search picker, with a hint when the list shows only the first matches. */
export function ChoiceSearchBox({ label, text, onText, shown }: { label: string; text: string; onText: (text: string) => void; shown: number }) {
  const t = useT(layoutText);
  return (
    <Stack gap="1">
      <Input
        size="sm"
        type="search"
        aria-label={t('choices.search', { label: label.toLowerCase() })}
        placeholder={t('choices.placeholder')}
        value={text}
        onChange={(e) => onText(e.target.value)}
      />
      {shown >= CHOICES_SHOWN && (
        <Text fontSize="xs" color="fg.muted">
          {t('choices.firstMatches', { shown })}
        </Text>
      )}
    </Stack>
  );
}

interface SearchSelectProps {
  label: string;
  placeholder: string;
  name: string;
  value?: string;
  ref?: RefCallBack;
  error?: string;
  required?: boolean;
  onChange: (e: ChangeEvent<HTMLSelectElement>) => void;
  onBlur?: (e: FocusEvent<HTMLSelectElement>) => void;
  /** the first matches of the search */
  choices: readonly Choice[];
  text: string;
  onText: (text: string) => void;
  /** the id the form holds now */
  selectedId: string;
  /** the saved choice (an edit form's), listed before anything is searched */
  current?: Choice | null;
  /** a choice shown but not selectable (the one taken by another picker) */
  disabledId?: string;
}

/**
 * A select over the first matches of a search box: every row is reachable by typing, and the
 * choice made stays listed while the search changes.
 */
export function SearchSelectField({ choices, text, onText, selectedId, current, disabledId, onChange, ...select }: SearchSelectProps) {
  const [picked, setPicked] = useState<Choice | null>(null);
  const kept = [picked, current].find((c): c is Choice => Boolean(c && c.id === selectedId));
  const options = kept && !choices.some((c) => c.id === kept.id) ? [kept, ...choices] : choices;
  return (
    <Stack gap="1">
      <SelectField
        {...select}
        onChange={(e) => {
          setPicked(options.find((c) => c.id === e.target.value) ?? null);
          onChange(e as ChangeEvent<HTMLSelectElement>);
        }}
        onBlur={select.onBlur as ((e: FocusEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void) | undefined}
      >
        {options.map((c) => (
          <option key={c.id} value={c.id} disabled={c.id === disabledId}>
            {c.name}
          </option>
        ))}
      </SelectField>
      <ChoiceSearchBox label={select.label} text={text} onText={onText} shown={choices.length} />
    </Stack>
  );
}
