import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { MESSAGES } from '@evbazaar/common';
import { productText } from '@evbazaar/common/src/i18n/text/product.generated';
import type { OnRoadPriceQuery } from './pricing.generated';
import { formatPriceCompact } from '@evbazaar/common/src/format/price';
import { formatPrice } from '../../lib/format';
import { useLocale, useT } from '../../lib/i18n';

export type OnRoad = OnRoadPriceQuery['onRoadPrice'];
type Line = OnRoad['lines'][number];

/** The catalog's name of a line the rates name with the kernel's English words (other labels are shown as the server gives them). */
const LINE_KEYS = {
  [MESSAGES.pricing.lines.roadTax]: 'onRoad.line.roadTax',
  [MESSAGES.pricing.lines.registration]: 'onRoad.line.registration',
  [MESSAGES.pricing.lines.insurance]: 'onRoad.line.insurance',
  [MESSAGES.pricing.lines.stateSubsidy]: 'onRoad.line.stateSubsidy',
  [MESSAGES.pricing.lines.centralIncentive]: 'onRoad.line.centralIncentive',
} as const satisfies Record<string, `onRoad.line.${string}`>;

function Row({
  label,
  amount,
  note,
  strong,
  info,
  compact,
}: {
  label: string;
  amount: number;
  note?: string;
  strong?: boolean;
  /** an information line: its amount is inside another figure and is not added again */
  info?: boolean;
  /** the figure also compact, as Hindi readers say a price (₹1.25 लाख), under the full one */
  compact?: string;
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
        {compact && (
          <Text as="span" display="block" textAlign="end" fontSize="sm" fontWeight="semibold" color="brand.fg" data-testid="on-road-compact">
            {compact}
          </Text>
        )}
      </Text>
    </HStack>
  );
}

/**
 * The on-road price in the chosen state, line by line, each with its source and when it was checked
 * (decision 0030): the incentive already inside the ex-showroom price as an information line, the
 * lines paid at the counter up to the on-road price, then a subsidy the state pays later and the
 * effective cost after it.
 */
export function OnRoadBreakdown({ price }: { price: OnRoad }) {
  const t = useT(productText);
  const locale = useLocale();
  const of = (where: Line['appliesTo']) => price.lines.filter((l) => l.appliesTo === where);
  const afterPurchase = of('AFTER_PURCHASE');
  const lineLabel = (line: Line) => {
    const key = locale === 'en' ? undefined : (LINE_KEYS as Record<string, (typeof LINE_KEYS)[keyof typeof LINE_KEYS]>)[line.label];
    return key ? t(key) : line.label;
  };
  const lineNote = (line: Line, where?: string) => [where, line.source, t('onRoad.lastVerified', { date: line.verifiedOn })].filter(Boolean).join(' · ');
  return (
    <Stack gap="0" role="group" aria-label={t('onRoad.linesLabel')}>
      <HStack justify="space-between" mb="1">
        <Text fontSize="sm" color="fg.muted">
          {t('onRoad.in', { state: price.stateName })}
        </Text>
        <Badge colorPalette="orange" variant="subtle" title={t('onRoad.indicativeNote')}>
          {t('onRoad.indicative')}
        </Badge>
      </HStack>
      <Row label={t('onRoad.exShowroom')} amount={price.exShowroom} note={t('onRoad.exShowroomNote')} />
      {of('INCLUDED').map((line) => (
        <Row key={line.label} label={lineLabel(line)} amount={line.amount} note={lineNote(line, t('onRoad.appliesTo.included'))} info />
      ))}
      {of('COUNTER').map((line) => (
        <Row key={line.label} label={lineLabel(line)} amount={line.amount} note={lineNote(line, line.amount < 0 ? t('onRoad.appliesTo.counter') : undefined)} />
      ))}
      <Row
        label={t('onRoad.onRoad')}
        amount={price.onRoad}
        note={t('onRoad.onRoadNote')}
        strong
        compact={locale === 'en' ? undefined : formatPriceCompact(price.onRoad, locale)}
      />
      {afterPurchase.length > 0 && (
        <>
          {afterPurchase.map((line) => (
            <Row key={line.label} label={lineLabel(line)} amount={line.amount} note={lineNote(line, t('onRoad.appliesTo.afterPurchase'))} />
          ))}
          <Row label={t('onRoad.effectiveCost')} amount={price.effectiveCost} note={t('onRoad.effectiveCostNote')} strong />
        </>
      )}
    </Stack>
  );
}
