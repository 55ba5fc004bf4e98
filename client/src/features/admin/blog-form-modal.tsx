import { blogSchema } from '@evbazaar/common';
import { DashboardFormModal } from '../../components/dashboard-modal';
import { TextAreaField, TextField } from '../../components/form-fields';
import { useAdminCreateBlogMutation, useAdminUpdateBlogMutation, type AdminBlogFieldsFragment } from './admin.generated';
import { failureText } from '../../lib/errors';
import { notify } from '../../lib/toaster';
import { useSchemaForm } from '../../lib/form';
import { ImagePicker } from './image-picker';
import { ADMIN_TEXT } from './messages';
import { HINDI_INPUT } from './hindi-input';
import { useImageField } from './use-image-field';

const touches = { additionalTypenames: ['Blog'] };

/** Add or edit a blog: title, description and one uploaded image. */
export function BlogFormModal({ blog, onClose }: { blog: AdminBlogFieldsFragment | null; onClose: () => void }) {
  const form = useSchemaForm(blogSchema, {
    title: blog?.title ?? '',
    content: blog?.content ?? '',
    titleHi: blog?.titleHi ?? '',
    contentHi: blog?.contentHi ?? '',
    image: blog?.image ?? '',
  });
  const [created, createBlog] = useAdminCreateBlogMutation();
  const [updated, updateBlog] = useAdminUpdateBlogMutation();

  const picture = useImageField({
    kind: 'blog',
    saved: [blog?.image],
    text: { uploadFailed: ADMIN_TEXT.blogs.uploadFailed, removeFailed: ADMIN_TEXT.images.removeFailed },
    touch: form.touch,
  });

  const submit = form.handleSubmit(async (v) => {
    const input = { title: v.title, content: v.content, titleHi: v.titleHi ?? null, contentHi: v.contentHi ?? null, image: v.image };
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
      busy={created.fetching || updated.fetching || picture.uploading}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField label="Title" required {...form.field('title')} error={form.errorOf('title')} />
      <TextAreaField label="Description" required {...form.field('content')} error={form.errorOf('content')} />
      <TextField label="Title (हिन्दी)" {...form.field('titleHi')} {...HINDI_INPUT} error={form.errorOf('titleHi')} />
      <TextAreaField label="Description (हिन्दी)" {...form.field('contentHi')} {...HINDI_INPUT} error={form.errorOf('contentHi')} />
      <ImagePicker label="Image" required {...picture.single('image', form.values.image, (url) => form.setValue('image', url))} error={form.errorOf('image')} />
    </DashboardFormModal>
  );
}
