import { faqSchema } from '@evbazaar/common';
import { DashboardFormModal } from '../../components/dashboard-modal';
import { TextAreaField, TextField } from '../../components/form-fields';
import { useAdminCreateFaqMutation, useAdminUpdateFaqMutation, type AdminFaqsQuery } from './admin.generated';
import { failureText } from '../../lib/errors';
import { notify } from '../../lib/toaster';
import { useSchemaForm } from '../../lib/form';
import { ADMIN_TEXT } from './messages';
import { HINDI_INPUT } from './hindi-input';

const touches = { additionalTypenames: ['Faq'] };

/** One question of the FAQ as the editor lists it. */
export type AdminFaq = AdminFaqsQuery['faqs'][number];

/** Add or edit a question of the FAQ: the spec's item, title (the question) and desc (the answer). */
export function FaqFormModal({ faq, onClose }: { faq: AdminFaq | null; onClose: () => void }) {
  const form = useSchemaForm(faqSchema, { title: faq?.title ?? '', desc: faq?.desc ?? '', titleHi: faq?.titleHi ?? '', descHi: faq?.descHi ?? '' });
  const [created, createFaq] = useAdminCreateFaqMutation();
  const [updated, updateFaq] = useAdminUpdateFaqMutation();

  const submit = form.handleSubmit(async (v) => {
    // a blank Hindi text is sent as null: cleared, so the Hindi page shows the English one with a note
    const input = { title: v.title, desc: v.desc, titleHi: v.titleHi ?? null, descHi: v.descHi ?? null };
    const result = faq ? await updateFaq({ id: faq.id, input }, touches) : await createFaq({ input }, touches);
    if (result.error) {
      form.showServerErrors(result.error);
      notify.error(failureText(result.error, ADMIN_TEXT.faqs.saveFailed));
      return;
    }
    notify.success(faq ? ADMIN_TEXT.faqs.updated : ADMIN_TEXT.faqs.added);
    onClose();
  });

  return (
    <DashboardFormModal
      open
      size="lg"
      title={faq ? 'Edit FAQ' : 'Add FAQ'}
      submitLabel={faq ? 'Update FAQ' : 'Add FAQ'}
      busy={created.fetching || updated.fetching}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField label="Question" required {...form.field('title')} error={form.errorOf('title')} />
      <TextAreaField label="Answer" required rows={10} hint="A blank line starts a new paragraph." {...form.field('desc')} error={form.errorOf('desc')} />
      <TextField label="Question (हिन्दी)" {...form.field('titleHi')} {...HINDI_INPUT} error={form.errorOf('titleHi')} />
      <TextAreaField
        label="Answer (हिन्दी)"
        rows={10}
        hint="Optional. Left blank, the Hindi FAQ shows the English answer."
        {...form.field('descHi')}
        {...HINDI_INPUT}
        error={form.errorOf('descHi')}
      />
    </DashboardFormModal>
  );
}
