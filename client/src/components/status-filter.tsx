import { NativeSelect } from '@chakra-ui/react';
import { useState } from 'react';

export interface StatusChoice<T extends string> {
  /** '' is "all" */
  value: T | '';
  label: string;
}

/** A paged back-office list filtered by status: choosing another status starts again at page 1. */
export function useStatusPages<T extends string>(initial: T | '') {
  const [status, setStatus] = useState<T | ''>(initial);
  const [page, setPage] = useState(1);
  const choose = (next: T | '') => {
    setStatus(next);
    setPage(1);
  };
  return { status, choose, page, setPage };
}

/** The status select above a back-office list (the outbox, the reviews to moderate). */
export function StatusFilter<T extends string>({
  label,
  choices,
  value,
  onChange,
  maxW,
}: {
  label: string;
  choices: StatusChoice<T>[];
  value: T | '';
  onChange: (value: T | '') => void;
  maxW: string;
}) {
  return (
    <NativeSelect.Root size="sm" maxW={maxW}>
      <NativeSelect.Field aria-label={label} value={value} onChange={(e) => onChange(e.target.value as T | '')}>
        {choices.map((c) => (
          <option key={c.label} value={c.value}>
            {c.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
