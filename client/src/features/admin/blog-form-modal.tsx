import { blogSchema } from '@evbazaar/common';
import { useState } from 'react';
import { DashboardFormModal } from '../../components/dashboard-modal';
import { TextAreaField, TextField } from '../../components/form-fields';
import { useAdminCreateBlogMutation, useAdminUpdateBlogMutation, type AdminBlogFieldsFragment } from './admin.generated';
import { failureText } from '../../lib/errors';
import { useSession } from '../../lib/session';
import { notify } from '../../lib/toaster';
import { useSchemaForm } from '../../lib/form';
import { ImagePicker } from './image-picker';
import { ADMIN_TEXT } from './messages';
import { removeUploaded, UPLOAD, uploadFiles } from './uploads';

const touches = { additionalTypenames: ['Blog'] };

/** Add or edit a blog: title, description and one uploaded image. */
export function BlogFormModal({ blog, onClose }: { blog: AdminBlogFieldsFragment | null; onClose: () => void }) {
  const { token } = useSession();
  const form = useSchemaForm(blogSchema, { title: blog?.title ?? '', content: blog?.content ?? '', image: blog?.image ?? '' });
  const [uploading, setUploading] = useState(false);
  const [created, createBlog] = useAdminCreateBlogMutation();
  const [updated, updateBlog] = useAdminUpdateBlogMutation();

  const upload = async (files: File[]) => {
    setUploading(true);
    try {
      const { imageUrl } = await uploadFiles<{ imageUrl: string }>(UPLOAD.blog.path, UPLOAD.blog.field, files.slice(0, 1), token);
      form.setValue('image', imageUrl);
      form.touch('image');
    } catch {
      notify.error(ADMIN_TEXT.blogs.uploadFailed);
    } finally {
      setUploading(false);
    }
  };

  const removeImage = async (url: string) => {
    // the saved blog keeps its picture until the form is saved, so only fresh uploads are deleted
    if (url !== blog?.image) {
      if (!(await removeUploaded('blog', url, token))) {
        notify.error(ADMIN_TEXT.images.removeFailed);
        return;
      }
      notify.success(ADMIN_TEXT.images.removed);
    }
    form.setValue('image', '');
    form.touch('image');
  };

  const submit = form.handleSubmit(async (v) => {
    const input = { title: v.title, content: v.content, image: v.image };
    const result = blog ? await updateBlog({ id: blog.id, input }, touches) : await createBlog({ input }, touches);
    if (result.error) {
      form.showServerErrors(result.error);
      notify.error(failureText(result.error, ADMIN_TEXT.blogs.saveFailed));
      return;
    }
    notify.success(blog ? ADMIN_TEXT.blogs.updated : ADMIN_TEXT.blogs.added);
    onClose();
  });

  return (
    <DashboardFormModal
      open
      size="lg"
      title={blog ? 'Edit Blog' : 'Add Blog'}
      submitLabel={blog ? 'Update Blog' : 'Add Blog'}
      busy={created.fetching || updated.fetching || uploading}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField label="Title" required {...form.field('title')} error={form.errorOf('title')} />
      <TextAreaField label="Description" required {...form.field('content')} error={form.errorOf('content')} />
      <ImagePicker
        label="Image"
        required
        images={form.values.image ? [form.values.image] : []}
        busy={uploading}
        error={form.errorOf('image')}
        onFiles={(files) => void upload(files)}
        onRemove={(url) => void removeImage(url)}
      />
    </DashboardFormModal>
  );
}
