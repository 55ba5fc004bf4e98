import { brandSchema } from '@evbazaar/common';
import { DashboardFormModal } from '../../components/dashboard-modal';
import { TextAreaField, TextField } from '../../components/form-fields';
import { useAdminCreateBrandMutation, useAdminUpdateBrandMutation, type AdminBrandFieldsFragment } from './admin.generated';
import { failureText } from '../../lib/errors';
import { notify } from '../../lib/toaster';
import { useSchemaForm } from '../../lib/form';
import { ImagePicker } from './image-picker';
import { ADMIN_TEXT } from './messages';
import { HINDI_INPUT } from './hindi-input';
import { useImageField } from './use-image-field';

const touches = { additionalTypenames: ['Brand'] };

/** Add or edit a brand: name, website, description and an uploaded logo. */
export function BrandFormModal({ brand, onClose }: { brand: AdminBrandFieldsFragment | null; onClose: () => void }) {
  const form = useSchemaForm(brandSchema, {
    name: brand?.name ?? '',
    website: brand?.website ?? '',
    description: brand?.description ?? '',
    descriptionHi: brand?.descriptionHi ?? '',
    logoUrl: brand?.logoUrl ?? '',
  });
  const [created, createBrand] = useAdminCreateBrandMutation();
  const [updated, updateBrand] = useAdminUpdateBrandMutation();

  const logo = useImageField({
    kind: 'brand',
    saved: [brand?.logoUrl],
    text: { uploadFailed: ADMIN_TEXT.brands.uploadFailed, removeFailed: ADMIN_TEXT.images.removeFailed },
    touch: form.touch,
  });

  const submit = form.handleSubmit(async (v) => {
    const input = { name: v.name, website: v.website || null, description: v.description || null, descriptionHi: v.descriptionHi ?? null, logoUrl: v.logoUrl };
    const result = brand ? await updateBrand({ id: brand.id, input }, touches) : await createBrand({ input }, touches);
    if (result.error) {
      form.showServerErrors(result.error);
      notify.error(failureText(result.error, ADMIN_TEXT.brands.saveFailed));
      return;
    }
    notify.success(brand ? ADMIN_TEXT.brands.updated : ADMIN_TEXT.brands.added);
    onClose();
  });

  return (
    <DashboardFormModal
      open
      title={brand ? 'Edit Brand' : 'Add Brand'}
      submitLabel={brand ? 'Update Brand' : 'Add Brand'}
      busy={created.fetching || updated.fetching || logo.uploading}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField label="Name" required {...form.field('name')} error={form.errorOf('name')} />
      <TextField label="Website" type="url" placeholder="https://" {...form.field('website')} error={form.errorOf('website')} />
      <TextAreaField label="Description" {...form.field('description')} error={form.errorOf('description')} />
      <TextAreaField label="Description (हिन्दी)" {...form.field('descriptionHi')} {...HINDI_INPUT} error={form.errorOf('descriptionHi')} />
      <ImagePicker
        label="Logo"
        required
        {...logo.single('logoUrl', form.values.logoUrl, (url) => form.setValue('logoUrl', url))}
        error={form.errorOf('logoUrl')}
      />
    </DashboardFormModal>
  );
}
