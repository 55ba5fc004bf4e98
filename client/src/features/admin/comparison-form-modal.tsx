import { comparisonSchema } from '@evbazaar/common';
import { Text } from '@chakra-ui/react';
import { useState } from 'react';
import { DashboardFormModal } from '../../components/dashboard-modal';
import { SearchSelectField } from '../../components/search-select';
import { useAdminCreateComparisonMutation, useAdminProductChoicesQuery } from './admin.generated';
import { readFailure } from '../../lib/errors';
import { withToasts } from '../../lib/query-toasts';
import { notify } from '../../lib/toaster';
import { useSchemaForm } from '../../lib/form';
import { CHOICES_SHOWN, useChoiceSearch } from '../../lib/use-choice-search';
import { ADMIN_TEXT } from './messages';

const { comparisons: TEXT } = ADMIN_TEXT;
const CHOICES = withToasts({ failure: TEXT.productsFailed });

/** The first products matching what was typed in one picker's search box. */
function useProductChoices() {
  const search = useChoiceSearch();
  const [{ data }] = useAdminProductChoicesQuery({ variables: { search: search.term, limit: CHOICES_SHOWN }, context: CHOICES });
  return { text: search.text, onText: search.setText, choices: data?.products.items ?? [] };
}

/** Add Comparison: two product dropdowns, each over a search of every product; the product chosen in one is disabled in the other. */
export function ComparisonFormModal({ onClose }: { onClose: () => void }) {
  const form = useSchemaForm(comparisonSchema, { product1Id: '', product2Id: '' });
  const first = useProductChoices();
  const second = useProductChoices();
  const [{ fetching }, createComparison] = useAdminCreateComparisonMutation();
  // the server's reason when it is not about one field (e.g. "This comparison already exists")
  const [reason, setReason] = useState<string>();

  const submit = form.handleSubmit(async (v) => {
    const result = await createComparison({ input: v }, { additionalTypenames: ['Comparison'] });
    if (result.error) {
      const onFields = form.showServerErrors(result.error);
      setReason(onFields ? undefined : readFailure(result.error).message);
      notify.error(TEXT.createFailed);
      return;
    }
    notify.success(TEXT.created);
    onClose();
  });

  return (
    <DashboardFormModal open title="Add Comparison" submitLabel="Add Comparison" busy={fetching} onSubmit={submit} onClose={onClose}>
      <SearchSelectField
        label="Product 1"
        placeholder="Select product"
        required
        {...form.field('product1Id')}
        error={form.errorOf('product1Id')}
        {...first}
        selectedId={form.values.product1Id}
        disabledId={form.values.product2Id}
      />
      <SearchSelectField
        label="Product 2"
        placeholder="Select product"
        required
        {...form.field('product2Id')}
        error={form.errorOf('product2Id')}
        {...second}
        selectedId={form.values.product2Id}
        disabledId={form.values.product1Id}
      />
      {reason && (
        <Text role="alert" color="red.600" fontSize="sm">
          {reason}
        </Text>
      )}
    </DashboardFormModal>
  );
}
