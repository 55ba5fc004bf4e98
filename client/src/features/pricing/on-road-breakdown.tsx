import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { OnRoadPriceQuery } from './pricing.generated';
import { formatPrice } from '../../lib/format';

export type OnRoad = OnRoadPriceQuery['onRoadPrice'];

function Row({ label, amount, note, strong }: { label: string; amount: number; note?: string; strong?: boolean }) {
  return (
    <HStack
      justify="space-between"
      align="flex-start"
      gap="3"
      py="1.5"
      borderBottomWidth={strong ? 0 : '1px'}
      borderColor="border.muted"
    >
      <Box minW="0">
        <Text fontWeight={strong ? 'bold' : 'normal'}>{label}</Text>
        {note && (
          <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere">
            {note}
          </Text>
        )}
      </Box>
      <Text fontWeight={strong ? 'bold' : 'medium'} whiteSpace="nowrap" color={amount < 0 ? 'green.700' : undefined}>
        {amount < 0 ? `− ${formatPrice(-amount)}` : formatPrice(amount)}
      </Text>
    </HStack>
  );
}

/** The on-road price in the chosen state, line by line, each with its source and when it was checked. */
export function OnRoadBreakdown({ price }: { price: OnRoad }) {
  return (
    <Stack gap="0" aria-label="On-road price lines">
      <HStack justify="space-between" mb="1">
        <Text fontSize="sm" color="fg.muted">
          On-road price in {price.stateName}
        </Text>
        <Badge colorPalette="orange" variant="subtle" title="Plausible figures from the named policies, not a quote">
          Indicative
        </Badge>
      </HStack>
      <Row label="Ex-showroom price" amount={price.exShowroom} note="the chosen colour's price" />
      {price.lines.map((line) => (
        <Row
          key={line.label}
          label={line.label}
          amount={line.amount}
          note={`${line.source} · last verified ${line.verifiedOn}`}
        />
      ))}
      <Row label="On-road price" amount={price.onRoad} strong />
    </Stack>
  );
}
