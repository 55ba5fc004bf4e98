import { EMPTY_PLACE, locationSchema } from '@evbazaar/common';
import { DashboardFormModal } from '../../components/dashboard-modal';
import { GeoFields } from '../../components/geo-fields';
import { TextField } from '../../components/form-fields';
import { useAdminCreateLocationMutation } from './admin.generated';
import { notify } from '../../lib/toaster';
import { useSchemaForm } from '../../lib/form';
import { ADMIN_TEXT } from './messages';
import { failureText } from '../../lib/errors';

const { locations: TEXT } = ADMIN_TEXT;

/** Add Location: cascading country, state and city, then the address lines. */
export function LocationFormModal({ onClose }: { onClose: () => void }) {
  const form = useSchemaForm(locationSchema, { ...EMPTY_PLACE });
  const [{ fetching }, createLocation] = useAdminCreateLocationMutation();

  const submit = form.handleSubmit(async (v) => {
    const result = await createLocation({ input: { ...v, address2: v.address2 || null } }, { additionalTypenames: ['Location'] });
    if (result.error) {
      form.showServerErrors(result.error);
      notify.error(failureText(result.error, TEXT.addFailed, { network: TEXT.network }));
      return;
    }
    notify.success(TEXT.added);
    onClose();
  });

  return (
    <DashboardFormModal open title="Add Location" submitLabel="Add Location" busy={fetching} onSubmit={submit} onClose={onClose}>
      <GeoFields value={form.values} onChange={form.setValuesOf} errorOf={form.errorOf} onBlur={form.touch} />
      <TextField label="Address1" required {...form.field('address1')} error={form.errorOf('address1')} />
      <TextField label="Address2" {...form.field('address2')} error={form.errorOf('address2')} />
    </DashboardFormModal>
  );
}
