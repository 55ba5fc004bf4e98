import { Stack } from '@chakra-ui/react';
import { useEffect } from 'react';
import { DashboardPage } from '../../components/dashboard-page';
import { EmptyState, ErrorState, Loading } from '../../components/states';
import { listContext } from '../../features/dashboard/list-context';
import { AvailabilityAddForm } from '../../features/dealer/availability-add-form';
import { AvailabilityTable } from '../../features/dealer/availability-table';
import { DEALER_TEXT } from '../../features/dealer/messages';
import {
  useDealerProductChoicesQuery,
  useDeleteProductAvailabilityMutation,
  useMyProductAvailabilityQuery,
  useSetProductAvailabilityMutation,
} from '../../gql/graphql';
import { failureText } from '../../lib/errors';
import { notify } from '../../lib/toaster';

/** An empty list is refetched too when a mutation touches a ProductAvailability. */
const LISTED = listContext('ProductAvailability');

/** The spec fetches the product list for the picker with a limit of 1000. */
const PRODUCT_CHOICE_LIMIT = 1000;
const touches = { additionalTypenames: ['ProductAvailability'] };

export default function DealerProducts() {
  const [{ data, fetching, error }] = useMyProductAvailabilityQuery({ requestPolicy: 'cache-and-network', context: LISTED });
  const [choices] = useDealerProductChoicesQuery({ variables: { filter: { limit: PRODUCT_CHOICE_LIMIT, sort: 'NAME' } } });
  const [saving, setAvailability] = useSetProductAvailabilityMutation();
  const [, deleteAvailability] = useDeleteProductAvailabilityMutation();

  useEffect(() => {
    if (choices.error) notify.error(DEALER_TEXT.availableProductsFailed);
  }, [choices.error]);

  const save = async (productId: string, isAvailable: boolean) => {
    const result = await setAvailability({ input: { productId, isAvailable } }, touches);
    if (result.error) notify.error(failureText(result.error, DEALER_TEXT.availabilityFailed));
    else notify.success(DEALER_TEXT.availabilityUpdated);
    return !result.error;
  };

  const remove = async (id: string) => {
    if (!window.confirm(DEALER_TEXT.confirmDeleteAvailability)) return;
    const result = await deleteAvailability({ id }, touches);
    if (result.error) notify.error(failureText(result.error, DEALER_TEXT.availabilityDeleteFailed));
    else notify.success(DEALER_TEXT.availabilityDeleted);
  };

  const entries = data?.myProductAvailability ?? [];
  return (
    <DashboardPage title="Products">
      <Stack gap="5">
        <AvailabilityAddForm products={choices.data?.products.items ?? []} busy={saving.fetching} onAdd={save} />
        {fetching && !data ? (
          <Loading />
        ) : error && !data ? (
          <ErrorState message={DEALER_TEXT.availabilityFetchFailed} />
        ) : entries.length === 0 ? (
          <EmptyState message="No products added yet." />
        ) : (
          <AvailabilityTable entries={entries} onChange={(entry, isAvailable) => void save(entry.product.id, isAvailable)} onDelete={(entry) => void remove(entry.id)} />
        )}
      </Stack>
    </DashboardPage>
  );
}
