import { Stack } from '@chakra-ui/react';
import { DashboardPage } from '../../components/dashboard-page';
import { QueryState } from '../../components/query-state';
import { EmptyState } from '../../components/states';
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
import { confirmDelete } from '../../lib/confirm-delete';
import { withToasts } from '../../lib/query-toasts';
import { notify } from '../../lib/toaster';

/** An empty list is refetched too when a mutation touches a ProductAvailability. */
const LISTED = listContext('ProductAvailability');

/** The spec fetches the product list for the picker with a limit of 1000. */
const PRODUCT_CHOICE_LIMIT = 1000;
const touches = { additionalTypenames: ['ProductAvailability'] };
const CHOICES = withToasts({ failure: DEALER_TEXT.availableProductsFailed });

export default function DealerProducts() {
  const [result] = useMyProductAvailabilityQuery({ requestPolicy: 'cache-and-network', context: LISTED });
  const [choices] = useDealerProductChoicesQuery({ variables: { filter: { limit: PRODUCT_CHOICE_LIMIT, sort: 'NAME' } }, context: CHOICES });
  const [saving, setAvailability] = useSetProductAvailabilityMutation();
  const [, deleteAvailability] = useDeleteProductAvailabilityMutation();

  const save = async (productId: string, isAvailable: boolean) => {
    const saved = await setAvailability({ input: { productId, isAvailable } }, touches);
    if (saved.error) notify.error(failureText(saved.error, DEALER_TEXT.availabilityFailed));
    else notify.success(DEALER_TEXT.availabilityUpdated);
    return !saved.error;
  };

  const remove = async (id: string) => {
    const texts = { question: DEALER_TEXT.confirmDeleteAvailability, failed: DEALER_TEXT.availabilityDeleteFailed, done: DEALER_TEXT.availabilityDeleted };
    await confirmDelete(texts, () => deleteAvailability({ id }, touches));
  };

  return (
    <DashboardPage title="Products">
      <Stack gap="5">
        <AvailabilityAddForm products={choices.data?.products.items ?? []} busy={saving.fetching} onAdd={save} />
        <QueryState result={result} select={(d) => d.myProductAvailability} failure={DEALER_TEXT.availabilityFetchFailed} empty={<EmptyState message="No products added yet." />}>
          {(entries) => (
            <AvailabilityTable entries={entries} onChange={(entry, isAvailable) => void save(entry.product.id, isAvailable)} onDelete={(entry) => void remove(entry.id)} />
          )}
        </QueryState>
      </Stack>
    </DashboardPage>
  );
}
