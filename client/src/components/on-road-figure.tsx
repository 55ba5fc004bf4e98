import { Text } from '@chakra-ui/react';
import { formatPriceCompact } from '@evbazaar/common/src/format';
import { cardText } from '@evbazaar/common/src/i18n/text/card.generated';
import { onRoadPrice } from '@evbazaar/common/src/pricing/on-road';
import type { VehicleType } from '../gql/graphql';
import { formatPrice } from '../lib/format';
import { useLocale, useT } from '../lib/i18n';
import { ratesFor, useChosenStateRates } from './chosen-state';

/**
 * A card's on-road figure for the visitor's state, computed from the state's rates (loaded once
 * for the whole list) with the same calculation the server's on-road price uses: the price paid at
 * the counter, then the cost after a state subsidy reimbursed later where one applies. Nothing shows
 * until a state is chosen or when the state has no rates for the type. A card is a compact place:
 * on Hindi pages the lakh figure follows the spec's full price ("₹1,58,000.00 (₹1.58 लाख)").
 */
export function OnRoadFigure({ vehicleType, price, battery }: { vehicleType: VehicleType; price: number | null; battery: number | null }) {
  const { rates } = useChosenStateRates();
  const t = useT(cardText);
  const locale = useLocale();
  const typeRates = rates ? ratesFor(rates, vehicleType) : null;
  if (!rates || !typeRates || price === null) return null;
  const { onRoad, effectiveCost } = onRoadPrice(price, typeRates, battery);
  const figure = (amount: number) => (locale === 'en' ? formatPrice(amount) : `${formatPrice(amount)} (${formatPriceCompact(amount, locale)})`);
  return (
    <Text fontSize={{ base: 'xs', md: 'sm' }} color="fg.muted" data-testid="on-road-figure">
      {t('onRoadIn', { state: rates.stateName, price: figure(onRoad) })}
      {effectiveCost < onRoad && ` · ${t('afterSubsidy', { amount: figure(effectiveCost) })}`}
    </Text>
  );
}
