import { Input, Stack, Text } from '@chakra-ui/react';

/** The search box of a back-office list. */
export function DashboardSearch({ value, onChange, label, hint }: { value: string; onChange: (value: string) => void; label: string; hint?: string }) {
  const input = (
    <Input
      type="search"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      placeholder={label}
      aria-label={label}
      bg="white"
      maxW={{ base: 'full', md: 'sm' }}
      aria-describedby={hint ? 'dashboard-search-hint' : undefined}
    />
  );
  if (!hint) return input;
  return (
    <Stack gap="1">
      {input}
      <Text id="dashboard-search-hint" fontSize="xs" color="fg.muted">
        {hint}
      </Text>
    </Stack>
  );
}
