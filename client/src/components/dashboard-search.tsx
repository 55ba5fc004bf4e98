import { Input } from '@chakra-ui/react';

/** The search box of a back-office list. */
export function DashboardSearch({ value, onChange, label }: { value: string; onChange: (value: string) => void; label: string }) {
  return (
    <Input
      type="search"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      placeholder={label}
      aria-label={label}
      bg="white"
      maxW={{ base: 'full', md: 'sm' }}
    />
  );
}
