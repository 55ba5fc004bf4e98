import { Box, Button, Field, Flex, Heading, Input, Link, Stack, Text } from '@chakra-ui/react';
import { finderText } from '@evbazaar/common/src/i18n/text/finder.generated';
import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { Loading } from '../../components/states';
import { readFailure } from '../../lib/errors';
import { useT } from '../../lib/i18n';
import { useNearbyShopsQuery } from './finder.generated';
import { NearbyShopCard } from './nearby-shop-card';
import { PIN_INPUT, savedPin, savePin } from './saved-pin';

/**
 * The product page's "Dealers near you with this vehicle": the three nearest shops that stock it,
 * for the PIN code the visitor last searched with (kept on this device), or a box to give one.
 */
export default function DealersWithVehicle({ productId, colorId }: { productId: string; colorId?: string | null }) {
  const t = useT(finderText);
  const [pin, setPin] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  // the saved PIN is read once the page is live: the server's render has none
  useEffect(() => setPin(savedPin()), []);

  const choose = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = String(new FormData(event.currentTarget).get('pin') ?? '').trim();
    if (!PIN_INPUT.test(typed)) return;
    savePin(typed);
    setPin(typed);
    setEditing(false);
  };

  return (
    <Box as="section" mt="10" aria-labelledby="dealers-near-you">
      <Heading as="h2" size="xl" mb="3" id="dealers-near-you">
        {t('nearYouTitle')}
      </Heading>
      {!pin || editing ? (
        <Stack asChild gap="2" maxW="28rem">
          <form onSubmit={choose} aria-label={t('nearYouTitle')}>
            <Text color="fg.muted">{t('nearYouPrompt')}</Text>
            <Flex gap="2" align="flex-end">
              <Field.Root>
                <Field.Label>{t('pinLabel')}</Field.Label>
                <Input
                  name="pin"
                  defaultValue={pin ?? ''}
                  inputMode="numeric"
                  pattern="[1-9][0-9]{5}"
                  maxLength={6}
                  autoComplete="postal-code"
                  placeholder="400001"
                  title={t('pinInvalid')}
                />
              </Field.Root>
              <Button type="submit" colorPalette="brand" minH="10">
                {t('search')}
              </Button>
            </Flex>
          </form>
        </Stack>
      ) : (
        <NearestWithVehicle pin={pin} productId={productId} colorId={colorId ?? null} onChangePin={() => setEditing(true)} />
      )}
    </Box>
  );
}

function NearestWithVehicle({ pin, productId, colorId, onChangePin }: { pin: string; productId: string; colorId: string | null; onChangePin: () => void }) {
  const t = useT(finderText);
  const [{ data, fetching, error }] = useNearbyShopsQuery({ variables: { near: { pin }, productId, limit: 3 } });
  const all = `/dealers?near=${pin}&product=${encodeURIComponent(productId)}${colorId ? `&color=${encodeURIComponent(colorId)}` : ''}`;
  return (
    <Stack gap="3">
      <Flex gap="3" wrap="wrap" align="center">
        <Text>
          {t('pinLabel')}: <strong>{pin}</strong>
        </Text>
        <Button type="button" size="sm" variant="outline" minH="8" onClick={onChangePin}>
          {t('changePin')}
        </Button>
      </Flex>
      {error && !data ? (
        <Text role="alert" color="red.600">
          {readFailure(error).message ?? t('fetchFailed')}
        </Text>
      ) : !data ? (
        fetching && <Loading />
      ) : data.nearbyShops.length === 0 ? (
        <Text color="fg.muted">{t('nearYouNone')}</Text>
      ) : (
        <Stack gap="3">
          <Text fontSize="sm" color="fg.muted">
            {t('distanceNote')}
          </Text>
          {data.nearbyShops.map((shop) => (
            <NearbyShopCard key={shop.id} shop={shop} vehicle={{ colorId }} />
          ))}
        </Stack>
      )}
      <Link asChild alignSelf="flex-start" minH="6">
        <RouterLink to={all}>{t('seeAll')}</RouterLink>
      </Link>
    </Stack>
  );
}
