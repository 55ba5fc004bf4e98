import { Box, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useChosenStateRates } from '../../components/chosen-state';
import { Loading } from '../../components/states';
import { useOnRoadPriceQuery } from './pricing.generated';
import { failureText } from '../../lib/errors';
import { EmiCalculator } from './emi-calculator';
import { OnRoadBreakdown } from './on-road-breakdown';
import { RunningCostCard, type RunningCostVehicle } from './running-cost-card';
import { StatePicker } from '../../components/state-picker';
import { productText } from '@evbazaar/common/src/i18n/text/product.generated';
import { useT } from '../../lib/i18n';

export interface PricingProduct extends RunningCostVehicle {
  id: string;
  price: number | null;
}

/** The on-road price in the chosen state; the ex-showroom price is what the EMI uses until there is one. */
function OnRoadArea({
  product,
  colorId,
  stateId,
  exShowroom,
}: {
  product: PricingProduct;
  colorId?: string;
  stateId: string | null;
  exShowroom: number | null;
}) {
  const [{ data, error, fetching }] = useOnRoadPriceQuery({ variables: { productId: product.id, colorId, stateId: stateId ?? '' }, pause: !stateId });
  const price = stateId ? data?.onRoadPrice : undefined;
  const t = useT(productText);
  // the loan finances what is paid at the counter; a subsidy the state pays later does not lower it
  const emiOn = price
    ? { price: price.onRoad, label: t('pricing.emiOnRoad', { state: price.stateName }) }
    : exShowroom !== null
      ? { price: exShowroom, label: t('pricing.emiExShowroom') }
      : null;
  return (
    <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="8">
      <Box>
        <Heading as="h3" size="md" mb="2">
          {t('pricing.onRoadHeading')}
        </Heading>
        {!stateId ? (
          <Text color="fg.muted">{t('pricing.chooseState')}</Text>
        ) : fetching && !price ? (
          <Loading />
        ) : price ? (
          <OnRoadBreakdown price={price} />
        ) : (
          <Text color="fg.muted">{error ? failureText(error, t('pricing.onRoadFailed')) : ''}</Text>
        )}
      </Box>
      <Box>
        <Heading as="h3" size="md" mb="2">
          {t('pricing.emiHeading')}
        </Heading>
        {emiOn ? <EmiCalculator price={emiOn.price} priceLabel={emiOn.label} /> : <Text color="fg.muted">{t('pricing.noPrice')}</Text>}
      </Box>
    </Grid>
  );
}

/**
 * The product page's price tools (issue 12.3-12.5): the visitor's state, the on-road price in it,
 * the EMI on that price, and the running cost and commute check. Self-contained: the page mounts it
 * with the product and the chosen colour.
 */
export function PricingPanel({ product, colorId, exShowroom }: { product: PricingProduct; colorId?: string; exShowroom: number | null }) {
  const { stateId, rates, fetching } = useChosenStateRates();
  const t = useT(productText);
  return (
    <Box as="section" mt="10" aria-label={t('pricing.label')}>
      <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" align={{ base: 'stretch', sm: 'flex-end' }} gap="3" mb="4">
        <Heading as="h2" size="xl">
          {t('pricing.heading')}
        </Heading>
        <StatePicker label={t('pricing.stateLabel')} placeholder={t('pricing.statePlaceholder')} />
      </Stack>
      <OnRoadArea product={product} colorId={colorId} stateId={stateId} exShowroom={exShowroom} />
      <Box mt="8">
        <Heading as="h3" size="md" mb="2">
          {t('pricing.runningHeading')}
        </Heading>
        {stateId && fetching && !rates ? <Loading /> : <RunningCostCard key={rates?.stateId ?? 'none'} vehicle={product} state={rates} />}
      </Box>
    </Box>
  );
}
