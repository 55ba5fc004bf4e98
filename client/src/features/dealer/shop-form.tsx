import { Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { placeValues, shopSchema } from '@evbazaar/common';
import { GeoFields } from '../../components/geo-fields';
import { TextField } from '../../components/form-fields';
import { useSaveShopMutation, type ShopFieldsFragment } from './dealer.generated';
import { notify } from '../../lib/toaster';
import { useSchemaForm } from '../../lib/form';
import { positionFieldsOf } from '../../lib/shop-position';
import { DEALER_TEXT } from './messages';
import { MESSAGES } from '../../lib/messages';

/** The shop profile: name, cascading country/state/city, address lines, landmark and the phone customers call. */
export function ShopForm({ shop }: { shop: ShopFieldsFragment | null }) {
  const form = useSchemaForm(shopSchema, {
    shopName: shop?.shopName ?? '',
    ...placeValues(shop),
    landmark: shop?.landmark ?? '',
    phone: shop?.phone ?? '',
    ...positionFieldsOf(shop),
  });
  const [{ fetching }, save] = useSaveShopMutation();
  const { values } = form;

  const submit = form.handleSubmit(async (v) => {
    const result = await save({
      input: {
        ...v,
        countryName: v.countryName || null,
        stateName: v.stateName || null,
        cityName: v.cityName || null,
        address2: v.address2 || null,
        landmark: v.landmark || null,
        lat: v.lat ? Number(v.lat) : null,
        lng: v.lng ? Number(v.lng) : null,
      },
    });
    if (result.error || !result.data) {
      form.showServerErrors(result.error);
      notify.error(DEALER_TEXT.profileUpdateFailed);
    } else {
      notify.success(DEALER_TEXT.profileUpdated);
    }
  });

  return (
    <Stack asChild gap="5" borderWidth="1px" rounded="lg" p={{ base: '4', md: '6' }} bg="white">
      <form onSubmit={submit} noValidate aria-label="Shop profile">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField label="Shop name" required {...form.field('shopName')} error={form.errorOf('shopName')} />
          <GeoFields preselectHome value={values} onChange={form.setValuesOf} errorOf={form.errorOf} onBlur={form.touch} />
          <TextField label="Address1" required {...form.field('address1')} error={form.errorOf('address1')} />
          <TextField label="Address2" {...form.field('address2')} error={form.errorOf('address2')} />
          <TextField label="Landmark" {...form.field('landmark')} error={form.errorOf('landmark')} />
          <TextField label="Phone" type="tel" autoComplete="tel" required {...form.field('phone')} error={form.errorOf('phone')} />
          <TextField label={MESSAGES.finder.latitude} inputMode="decimal" placeholder="19.0596" {...form.field('lat')} error={form.errorOf('lat')} />
          <TextField label={MESSAGES.finder.longitude} inputMode="decimal" placeholder="72.8295" {...form.field('lng')} error={form.errorOf('lng')} />
        </SimpleGrid>
        <Text fontSize="sm" color="fg.muted">
          {shop?.positionPinned ? MESSAGES.finder.positionPinnedHint : MESSAGES.finder.positionHint}
        </Text>
        <Button type="submit" colorPalette="brand" alignSelf="start" loading={fetching} disabled={fetching}>
          Save Profile
        </Button>
      </form>
    </Stack>
  );
}
