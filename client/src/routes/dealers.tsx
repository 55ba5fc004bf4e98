import { Box, Button, Checkbox, Container, Field, Flex, Heading, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { finderText } from '@evbazaar/common/src/i18n/text/finder.generated';
import { useEffect, useState, type FormEvent } from 'react';
import { useHref, useSearchParams } from 'react-router';
import { PageMeta } from '../components/page-meta';
import { Loading } from '../components/states';
import { PlaceBrowser } from '../features/finder/place-browser';
import { NearbyShopCard } from '../features/finder/nearby-shop-card';
import { VehicleFilter } from '../features/finder/vehicle-filter';
import { DEALER_FINDER_PARAMS } from '../features/finder/finder-params';
import { PIN_INPUT, savePin } from '../features/finder/saved-pin';
import { useFinderVehicleQuery, useNearbyShopsQuery, type NearbyShopsQueryVariables } from '../features/finder/finder.generated';
import { readFailure } from '../lib/errors';
import { useT } from '../lib/i18n';

type Near = NearbyShopsQueryVariables['near'];

/** What the visitor typed: six digits are a PIN code, anything else a city's name. */
const nearOf = (typed: string): Near => (PIN_INPUT.test(typed) ? { pin: typed } : { city: typed });

/**
 * /dealers: the dealer finder (docs/decisions/0063). A PIN code, a city or the browser's position
 * (asked only on a tap) gives the nearest shops with what they stock, whether they are open and their
 * next free slot; filters narrow to a vehicle (and colour), open now, a slot today or tomorrow. The
 * search is a plain GET form and the results and places are rendered on the server, so it works
 * with scripts off; the position stays in the page (never in the address, so it is never cached).
 */
export default function Dealers() {
  const [params, setParams] = useSearchParams();
  const t = useT(finderText);
  // the plain GET form (scripts off) stays in the page's language: /hi/dealers on the Hindi site
  const action = useHref('/dealers');
  const typed = (params.get('near') ?? '').trim().slice(0, 100);
  const cityId = (params.get('city') ?? '').trim().slice(0, 100);
  const productId = (params.get('product') ?? '').slice(0, 64) || null;
  const colorId = (productId && params.get('color')?.slice(0, 64)) || null;
  const openNow = params.get('open') === '1';
  const slotSoon = params.get('slot') === '1';
  const [position, setPosition] = useState<{ lat: number; lng: number } | null>(null);
  const near: Near | null = position ?? (typed ? nearOf(typed) : cityId ? { city: cityId } : null);

  const [vehicle] = useFinderVehicleQuery({ variables: { id: productId ?? '' }, pause: !productId });
  const colours = vehicle.data?.product?.colors ?? [];

  useEffect(() => {
    if (PIN_INPUT.test(typed)) savePin(typed);
  }, [typed]);

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of DEALER_FINDER_PARAMS) {
      const value = String(form.get(name) ?? '').trim();
      if (value) next.set(name, value);
    }
    setPosition(null);
    setParams(next);
  };

  const choose = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    setParams(next, { replace: true });
  };

  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <PageMeta title={t('title')} description={t('intro')} />
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} mb="2">
        {t('title')}
      </Heading>
      <Text color="fg.muted" mb="6">
        {t('intro')}
      </Text>

      <Stack asChild gap="4" borderWidth="1px" rounded="lg" p={{ base: '4', md: '5' }} mb="8">
        <form role="search" aria-label={t('title')} method="get" action={action} onSubmit={search}>
          <Flex gap="3" wrap="wrap" align="flex-end">
            <Field.Root flex="1 1 16rem">
              <Field.Label>{t('placeLabel')}</Field.Label>
              <Input name="near" defaultValue={typed} key={typed} placeholder={t('placeHint')} autoComplete="postal-code" inputMode="text" maxLength={100} />
              <Field.HelperText>{t('placeHint')}</Field.HelperText>
            </Field.Root>
            <Button type="submit" colorPalette="brand" minH="11" mb="6">
              {t('search')}
            </Button>
            <LocateButton onLocated={setPosition} />
          </Flex>
          <VehicleFilter productId={productId} vehicleName={vehicle.data?.product?.name ?? null} onChoose={(id) => choose({ product: id, color: null })} />
          {productId && colours.length > 0 && (
            <Field.Root maxW="20rem">
              <Field.Label>{t('colour')}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field name="color" value={colorId ?? ''} onChange={(e) => choose({ color: e.target.value || null })}>
                  <option value="">{t('anyColour')}</option>
                  {colours.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          )}
          <Flex gap="6" wrap="wrap">
            <Checkbox.Root name="open" value="1" checked={openNow} onCheckedChange={(e) => choose({ open: e.checked ? '1' : null })}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t('openNow')}</Checkbox.Label>
            </Checkbox.Root>
            <Checkbox.Root name="slot" value="1" checked={slotSoon} onCheckedChange={(e) => choose({ slot: e.checked ? '1' : null })}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t('slotSoon')}</Checkbox.Label>
            </Checkbox.Root>
          </Flex>
        </form>
      </Stack>

      {near ? <NearbyResults near={near} productId={productId} colorId={colorId} openNow={openNow} slotSoon={slotSoon} /> : <PlaceBrowser />}
    </Container>
  );
}

/** "Use my location": asks the browser only on a tap; shown once scripts run (it needs them). */
function LocateButton({ onLocated }: { onLocated: (position: { lat: number; lng: number }) => void }) {
  const t = useT(finderText);
  const [supported, setSupported] = useState(false);
  const [state, setState] = useState<'idle' | 'locating' | 'refused'>('idle');
  useEffect(() => setSupported(typeof navigator !== 'undefined' && 'geolocation' in navigator), []);
  if (!supported) return null;
  const locate = () => {
    setState('locating');
    navigator.geolocation.getCurrentPosition(
      (found) => {
        setState('idle');
        onLocated({ lat: Number(found.coords.latitude.toFixed(4)), lng: Number(found.coords.longitude.toFixed(4)) });
      },
      () => setState('refused'),
      { timeout: 15_000, maximumAge: 600_000 },
    );
  };
  return (
    <Box mb="6">
      <Button type="button" variant="outline" colorPalette="brand" minH="11" loading={state === 'locating'} loadingText={t('locating')} onClick={locate}>
        {t('useLocation')}
      </Button>
      {state === 'refused' && (
        <Text role="alert" fontSize="sm" color="red.600" mt="1">
          {t('locationRefused')}
        </Text>
      )}
    </Box>
  );
}

function NearbyResults({
  near,
  productId,
  colorId,
  openNow,
  slotSoon,
}: {
  near: Near;
  productId: string | null;
  colorId: string | null;
  openNow: boolean;
  slotSoon: boolean;
}) {
  const t = useT(finderText);
  // urql keys a query by its variables' content: a new object for the same place does not search again
  const [{ data, fetching, error }] = useNearbyShopsQuery({
    variables: { near, productId, colorId, openNow: openNow || null, slotWithinDays: slotSoon ? 2 : null, limit: 20 },
  });
  // a city link carries its id (IN-MH-Pune): the name is its part after the state
  const placeLabel = near.pin ?? (near.city ? near.city.split('-').slice(2).join('-') || near.city : t('yourLocation'));
  if (error && !data) {
    const failure = readFailure(error);
    return (
      <Box role="alert" color="red.600" py="6" data-testid="finder-error">
        {failure.message ?? t('fetchFailed')}
      </Box>
    );
  }
  if (!data) return fetching ? <Loading /> : null;
  const shops = data.nearbyShops;
  return (
    <Box as="section" aria-labelledby="finder-results">
      <Heading as="h2" size="lg" id="finder-results" aria-live="polite">
        {t('results', { count: shops.length, place: placeLabel })}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="4">
        {t('distanceNote')}
      </Text>
      {shops.length === 0 ? (
        <Text color="fg.muted">{t('noneFound')}</Text>
      ) : (
        <Stack gap="4">
          {shops.map((shop) => (
            <NearbyShopCard key={shop.id} shop={shop} vehicle={productId ? { colorId } : null} />
          ))}
        </Stack>
      )}
    </Box>
  );
}
