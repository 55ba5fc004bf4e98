import { Text } from '@chakra-ui/react';
import { shopPinSchema } from '@evbazaar/common';
import { DashboardFormModal } from '../../components/dashboard-modal';
import { SelectField, TextField } from '../../components/form-fields';
import { QueryState } from '../../components/query-state';
import { EmptyState } from '../../components/states';
import { failureText } from '../../lib/errors';
import { useSchemaForm } from '../../lib/form';
import { positionFieldsOf } from '../../lib/shop-position';
import { MESSAGES } from '../../lib/messages';
import { notify } from '../../lib/toaster';
import { useAdminLocationShopsQuery, useAdminSetShopPositionMutation } from './admin.generated';

const TEXT = MESSAGES.finder;

/**
 * Shop positions of a location's city: the admin picks one of its verified shops and enters the
 * latitude and longitude the dealer finder measures distances from (the server checks they are in India).
 */
export function ShopPositionsModal({ location, onClose }: { location: { id: string; cityName: string }; onClose: () => void }) {
  const [result] = useAdminLocationShopsQuery({ variables: { locationId: location.id }, requestPolicy: 'network-only' });
  const [{ fetching }, setPosition] = useAdminSetShopPositionMutation();
  const form = useSchemaForm(shopPinSchema, { shopId: '', lat: '', lng: '' });
  const shops = result.data?.shopsByLocation ?? [];
  const chosen = shops.find((shop) => shop.id === form.values.shopId);

  const choose = (shopId: string) => form.setValuesOf({ shopId, ...positionFieldsOf(shops.find((shop) => shop.id === shopId)) });

  const submit = form.handleSubmit(async (v) => {
    const saved = await setPosition({ shopId: v.shopId, lat: Number(v.lat), lng: Number(v.lng) }, { additionalTypenames: ['Shop'] });
    if (saved.error || !saved.data) {
      form.showServerErrors(saved.error);
      notify.error(failureText(saved.error, TEXT.positionSaveFailed, { detail: true }));
      return;
    }
    notify.success(TEXT.positionSaved);
    onClose();
  });

  return (
    <DashboardFormModal
      open
      title={TEXT.shopPositionsOf(location.cityName)}
      submitLabel={TEXT.savePosition}
      busy={fetching}
      onSubmit={submit}
      onClose={onClose}
    >
      <QueryState result={result} select={(d) => d.shopsByLocation} failure={TEXT.shopsFetchFailed} empty={<EmptyState message={TEXT.noShopsInCity} />}>
        {(list) => (
          <>
            <SelectField
              label={TEXT.shopLabel}
              placeholder={TEXT.chooseShop}
              required
              {...form.field('shopId')}
              onChange={(e) => choose(e.currentTarget.value)}
              error={form.errorOf('shopId')}
            >
              {list.map((shop) => (
                <option key={shop.id} value={shop.id}>
                  {shop.shopName}, {shop.address1}
                </option>
              ))}
            </SelectField>
            {chosen && (
              <Text fontSize="sm" color="fg.muted" role="status">
                {chosen.positionPinned ? TEXT.standsAtEntered : TEXT.standsAtCentre}
              </Text>
            )}
            <TextField label={TEXT.latitude} required inputMode="decimal" placeholder="19.0596" {...form.field('lat')} error={form.errorOf('lat')} />
            <TextField label={TEXT.longitude} required inputMode="decimal" placeholder="72.8295" {...form.field('lng')} error={form.errorOf('lng')} />
            <Text fontSize="sm" color="fg.muted">
              {TEXT.shopPositionsHint}
            </Text>
          </>
        )}
      </QueryState>
    </DashboardFormModal>
  );
}
