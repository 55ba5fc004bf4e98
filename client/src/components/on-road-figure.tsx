import { Text } from '@chakra-ui/react';
import { MESSAGES } from '@evbazaar/common';
import { onRoadPrice } from '@evbazaar/common/src/pricing/on-road';
import type { VehicleType } from '../gql/graphql';
import { formatPrice } from '../lib/format';
import { ratesFor, useChosenStateRates } from './chosen-state';

/**
 * A card's on-road figure for the visitor's state, computed from the state's rates (loaded once
 * for the whole list) with the same calculation the server's on-road price uses: the price paid at
 * the counter, then the cost after a state subsidy reimbursed later where one applies. Nothing shows
 * until a state is chosen or when the state has no rates for the type.
 */
export function OnRoadFigure({ vehicleType, price, battery }: { vehicleType: VehicleType; price: number | null; battery: number | null }) {
  const { rates } = useChosenStateRates();
  const typeRates = rates ? ratesFor(rates, vehicleType) : null;
  if (!rates || !typeRates || price === null) return null;
  const { onRoad, effectiveCost } = onRoadPrice(price, typeRates, battery);
  return (
    <Text fontSize={{ base: 'xs', md: 'sm' }} color="fg.muted" data-testid="on-road-figure">
      {MESSAGES.pricing.onRoadIn(rates.stateName)}: {formatPrice(onRoad)}
      {effectiveCost < onRoad && ` · ${MESSAGES.pricing.afterStateSubsidy(formatPrice(effectiveCost))}`}
    </Text>
  );
}
