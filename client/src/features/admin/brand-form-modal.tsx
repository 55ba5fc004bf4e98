import { brandSchema } from '@evbazaar/common';
import { useState } from 'react';
import { DashboardFormModal } from '../../components/dashboard-modal';
import { TextAreaField, TextField } from '../../components/form-fields';
import { useAdminCreateBrandMutation, useAdminUpdateBrandMutation, type AdminBrandFieldsFragment } from './admin.generated';
import { failureText } from '../../lib/errors';
import { useSession } from '../../lib/session';
import { notify } from '../../lib/toaster';
import { useSchemaForm } from '../../lib/form';
import { ImagePicker } from './image-picker';
import { ADMIN_TEXT } from './messages';
import { removeUploaded, UPLOAD, uploadFiles } from './uploads';

const touches = { additionalTypenames: ['Brand'] };

/** Add or edit a brand: name, website, description and an uploaded logo. */
export function BrandFormModal({ brand, onClose }: { brand: AdminBrandFieldsFragment | null; onClose: () => void }) {
  const { token } = useSession();
  const form = useSchemaForm(brandSchema, {
    name: brand?.name ?? '',
    website: brand?.website ?? '',
    description: brand?.description ?? '',
    logoUrl: brand?.logoUrl ?? '',
  });
  const [uploading, setUploading] = useState(false);
  const [created, createBrand] = useAdminCreateBrandMutation();
  const [updated, updateBrand] = useAdminUpdateBrandMutation();

  const upload = async (files: File[]) => {
    setUploading(true);
    try {
      const { imageUrl } = await uploadFiles<{ imageUrl: string }>(UPLOAD.brand.path, UPLOAD.brand.field, files.slice(0, 1), token);
      form.setValue('logoUrl', imageUrl);
      form.touch('logoUrl');
    } catch {
      notify.error(ADMIN_TEXT.brands.uploadFailed);
    } finally {
      setUploading(false);
    }
  };

  const removeLogo = async (url: string) => {
    // the saved brand keeps its logo until the form is saved, so only fresh uploads are deleted
    if (url !== brand?.logoUrl) {
      if (!(await removeUploaded('brand', url, token))) {
        notify.error(ADMIN_TEXT.images.removeFailed);
        return;
      }
      notify.success(ADMIN_TEXT.images.removed);
    }
    form.setValue('logoUrl', '');
    form.touch('logoUrl');
  };

  const submit = form.handleSubmit(async (v) => {
    const input = { name: v.name, website: v.website || null, description: v.description || null, logoUrl: v.logoUrl };
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
      busy={created.fetching || updated.fetching || uploading}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField label="Name" required {...form.field('name')} error={form.errorOf('name')} />
      <TextField label="Website" type="url" placeholder="https://" {...form.field('website')} error={form.errorOf('website')} />
      <TextAreaField label="Description" {...form.field('description')} error={form.errorOf('description')} />
      <ImagePicker
        label="Logo"
        required
        images={form.values.logoUrl ? [form.values.logoUrl] : []}
        busy={uploading}
        error={form.errorOf('logoUrl')}
        onFiles={(files) => void upload(files)}
        onRemove={(url) => void removeLogo(url)}
      />
    </DashboardFormModal>
  );
}
