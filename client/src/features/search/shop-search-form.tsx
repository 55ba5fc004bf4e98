import { Button, Stack } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import { SelectField } from '../../components/form-fields';
import { useLocationsQuery } from '../../components/locations.generated';
import { useShopsByLocationQuery } from './search.generated';
import { useSession } from '../../lib/session';
import { useSchemaForm, type FormSchema } from '../../lib/form';
import { useT } from '../../lib/i18n';
import { dealerSearchText } from '@evbazaar/common/src/i18n/text/dealer-search.generated';

/**
 * Location (city) and shop pickers; submit goes to /search?loc=…&dealer=… (the spec's URL,
 * whose `dealer` is the shop's id), and a signed-out visitor goes to /login first with that
 * search as the redirect. The form's fields keep the spec's names (location, dealer).
 */
export function ShopSearchForm({
  schema = null,
  initial = { location: '', dealer: '' },
  locationLabel,
  direction = 'column',
}: {
  /** the shared searchSchema on /search; the home form has no spec messages and no schema (zod stays off the home page) */
  schema?: FormSchema | null;
  initial?: { location: string; dealer: string };
  locationLabel?: string;
  direction?: 'row' | 'column';
}) {
  const t = useT(dealerSearchText);
  const form = useSchemaForm(schema, initial);
  const { user } = useSession();
  const navigate = useNavigate();
  const [locations] = useLocationsQuery();
  const [shops] = useShopsByLocationQuery({ variables: { locationId: form.values.location }, pause: !form.values.location });

  const submit = form.handleSubmit((values) => {
    const target = `/search?loc=${encodeURIComponent(values.location)}&dealer=${encodeURIComponent(values.dealer)}`;
    navigate(user ? target : `/login?redirect=${encodeURIComponent(target)}`);
  });

  return (
    <Stack asChild direction={{ base: 'column', md: direction }} gap="3" align={{ md: direction === 'row' ? 'end' : 'stretch' }}>
      <form onSubmit={submit} noValidate aria-label={t('form.label')}>
        <SelectField
          label={locationLabel ?? t('form.location')}
          placeholder={t('form.selectCity')}
          {...form.field('location', { required: t('form.chooseCity') })}
          onChange={(e) => {
            form.setValue('location', e.target.value);
            form.setValue('dealer', '');
          }}
          error={form.errorOf('location')}
        >
          {(locations.data?.locations ?? []).map((l) => (
            <option key={l.id} value={l.id}>
              {l.cityName}, {l.stateName}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('form.dealer')}
          placeholder={t('form.selectDealer')}
          disabled={!form.values.location}
          {...form.field('dealer', { required: t('form.chooseDealer') })}
          error={form.errorOf('dealer')}
        >
          {(shops.data?.shopsByLocation ?? []).map((shop) => (
            <option key={shop.id} value={shop.id}>
              {shop.shopName}
            </option>
          ))}
        </SelectField>
        <Button type="submit" colorPalette="brand" flexShrink={0}>
          {t('form.submit')}
        </Button>
      </form>
    </Stack>
  );
}
