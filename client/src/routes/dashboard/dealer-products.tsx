import { Stack } from '@chakra-ui/react';
import { MAX_PAGE_SIZE } from '@evbazaar/common';
import { DashboardPage } from '../../components/dashboard-page';
import { ExportButton } from '../../features/imports/export-button';
import { ServerPager, useServerPage } from '../../components/server-pager';
import { QueryState } from '../../components/query-state';
import { ChoiceSearchBox } from '../../components/search-select';
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
} from '../../features/dealer/dealer.generated';
import { failureText } from '../../lib/errors';
import { confirmDelete } from '../../lib/confirm-delete';
import { withToasts } from '../../lib/query-toasts';
import { notify } from '../../lib/toaster';
import { CHOICES_SHOWN, useChoiceSearch } from '../../lib/use-choice-search';

/** An empty list is refetched too when a mutation touches a ProductAvailability. */
const LISTED = listContext('ProductAvailability');

const touches = { additionalTypenames: ['ProductAvailability'] };
const CHOICES = withToasts({ failure: DEALER_TEXT.availableProductsFailed });

export default function DealerProducts() {
  // stock rows are short: a page holds the most the server gives (100), so a shop's whole range usually fits on one
  const paging = useServerPage(MAX_PAGE_SIZE);
  const [result] = useMyProductAvailabilityQuery({ variables: paging.variables, requestPolicy: 'cache-and-network', context: LISTED });
  // the spec's picker asked for 1000 products at once; pages hold at most 100, so it searches every product instead
  const productSearch = useChoiceSearch();
  const [choices] = useDealerProductChoicesQuery({
    variables: { filter: { search: productSearch.term, limit: CHOICES_SHOWN, sort: 'NAME' } },
    context: CHOICES,
  });
  const productChoices = choices.data?.products.items ?? [];
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
    <DashboardPage title="Products" actions={<ExportButton kind="stock" />}>
      <Stack gap="5">
        <Stack gap="2">
          <ChoiceSearchBox label="Products" text={productSearch.text} onText={productSearch.setText} shown={productChoices.length} />
          <AvailabilityAddForm products={productChoices} busy={saving.fetching} onAdd={save} />
        </Stack>
        <QueryState
          result={result}
          select={(d) => d.myProductAvailability}
          failure={DEALER_TEXT.availabilityFetchFailed}
          empty={<EmptyState message={DEALER_TEXT.productsEmpty} />}
        >
          {(entries) => (
            <AvailabilityTable
              entries={entries}
              onChange={(entry, isAvailable) => void save(entry.product.id, isAvailable)}
              onDelete={(entry) => void remove(entry.id)}
            />
          )}
        </QueryState>
        <ServerPager paging={paging} total={result.data?.myProductAvailabilityCount} />
      </Stack>
    </DashboardPage>
  );
}
