import { comparisonSchema } from '@evbazaar/common';
import { DashboardFormModal } from '../../components/dashboard-modal';
import { SelectField } from '../../components/form-fields';
import { useAdminCreateComparisonMutation, useAdminProductChoicesQuery } from '../../gql/graphql';
import { withToasts } from '../../lib/query-toasts';
import { notify } from '../../lib/toaster';
import { useSchemaForm } from '../../lib/form';
import { ADMIN_TEXT } from './messages';

const { comparisons: TEXT } = ADMIN_TEXT;
const CHOICES = withToasts({ failure: TEXT.productsFailed });

/** Add Comparison: two product dropdowns; the product chosen in one is disabled in the other. */
export function ComparisonFormModal({ onClose }: { onClose: () => void }) {
  const form = useSchemaForm(comparisonSchema, { product1Id: '', product2Id: '' });
  const [{ data }] = useAdminProductChoicesQuery({ context: CHOICES });
  const [{ fetching }, createComparison] = useAdminCreateComparisonMutation();
  const products = data?.products.items ?? [];

  const submit = form.handleSubmit(async (v) => {
    const result = await createComparison({ input: v }, { additionalTypenames: ['Comparison'] });
    if (result.error) {
      form.showServerErrors(result.error);
      notify.error(TEXT.createFailed);
      return;
    }
    notify.success(TEXT.created);
    onClose();
  });

  const options = (disabledId: string) =>
    products.map((p) => (
      <option key={p.id} value={p.id} disabled={p.id === disabledId}>
        {p.name}
      </option>
    ));

  return (
    <DashboardFormModal open title="Add Comparison" submitLabel="Add Comparison" busy={fetching} onSubmit={submit} onClose={onClose}>
      <SelectField label="Product 1" placeholder="Select product" required {...form.field('product1Id')} error={form.errorOf('product1Id')}>
        {options(form.values.product2Id)}
      </SelectField>
      <SelectField label="Product 2" placeholder="Select product" required {...form.field('product2Id')} error={form.errorOf('product2Id')}>
        {options(form.values.product1Id)}
      </SelectField>
    </DashboardFormModal>
  );
}
