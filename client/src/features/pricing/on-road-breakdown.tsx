import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { MESSAGES } from '@evbazaar/common';
import type { OnRoadPriceQuery } from './pricing.generated';
import { formatPrice } from '../../lib/format';

export type OnRoad = OnRoadPriceQuery['onRoadPrice'];
type Line = OnRoad['lines'][number];

const TEXT = MESSAGES.pricing;

function Row({
  label,
  amount,
  note,
  strong,
  info,
}: {
  label: string;
  amount: number;
  note?: string;
  strong?: boolean;
  /** an information line: its amount is inside another figure and is not added again */
  info?: boolean;
}) {
  const shown = amount < 0 ? `− ${formatPrice(-amount)}` : formatPrice(amount);
  return (
    <HStack
      justify="space-between"
      align="flex-start"
      gap="3"
      py="1.5"
      borderBottomWidth={strong ? 0 : '1px'}
      borderColor="border.muted"
      data-applies-to={info ? 'INCLUDED' : undefined}
    >
      <Box minW="0">
        <Text fontWeight={strong ? 'bold' : 'normal'} color={info ? 'fg.muted' : undefined}>
          {label}
        </Text>
        {note && (
          <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere">
            {note}
          </Text>
        )}
      </Box>
      <Text fontWeight={strong ? 'bold' : 'medium'} whiteSpace="nowrap" color={info ? 'fg.muted' : amount < 0 ? 'green.700' : undefined}>
        {info ? `(${shown})` : shown}
      </Text>
    </HStack>
  );
}

const lineNote = (line: Line, where?: string) => [where, line.source, `last verified ${line.verifiedOn}`].filter(Boolean).join(' · ');

/**
 * The on-road price in the chosen state, line by line, each with its source and when it was checked
 * (decision 0030): the incentive already inside the ex-showroom price as an information line, the
 * lines paid at the counter up to the on-road price, then a subsidy the state pays later and the
 * effective cost after it.
 */
export function OnRoadBreakdown({ price }: { price: OnRoad }) {
  const of = (where: Line['appliesTo']) => price.lines.filter((l) => l.appliesTo === where);
  const afterPurchase = of('AFTER_PURCHASE');
  return (
    <Stack gap="0" role="group" aria-label="On-road price lines">
      <HStack justify="space-between" mb="1">
        <Text fontSize="sm" color="fg.muted">
          On-road price in {price.stateName}
        </Text>
        <Badge colorPalette="orange" variant="subtle" title={TEXT.indicativeNote}>
          {TEXT.indicative}
        </Badge>
      </HStack>
      <Row label={TEXT.exShowroom} amount={price.exShowroom} note={TEXT.exShowroomNote} />
      {of('INCLUDED').map((line) => (
        <Row key={line.label} label={line.label} amount={line.amount} note={lineNote(line, TEXT.appliesTo.INCLUDED)} info />
      ))}
      {of('COUNTER').map((line) => (
        <Row key={line.label} label={line.label} amount={line.amount} note={lineNote(line, line.amount < 0 ? TEXT.appliesTo.COUNTER : undefined)} />
      ))}
      <Row label={TEXT.onRoad} amount={price.onRoad} note={TEXT.onRoadNote} strong />
      {afterPurchase.length > 0 && (
        <>
          {afterPurchase.map((line) => (
            <Row key={line.label} label={line.label} amount={line.amount} note={lineNote(line, TEXT.appliesTo.AFTER_PURCHASE)} />
          ))}
          <Row label={TEXT.effectiveCost} amount={price.effectiveCost} note={TEXT.effectiveCostNote} strong />
        </>
      )}
    </Stack>
  );
}
