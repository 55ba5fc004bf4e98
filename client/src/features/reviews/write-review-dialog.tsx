import { Button } from '@chakra-ui/react';
import { createReviewSchema } from '@evbazaar/common';
import { useState } from 'react';
import { DashboardFormModal } from '../../components/dashboard-modal';
import { TextAreaField } from '../../components/form-fields';
import { useCreateReviewMutation } from './reviews.generated';
import { failureText } from '../../lib/errors';
import { useSchemaForm } from '../../lib/form';
import { reviewsText } from '@evbazaar/common/src/i18n/text/reviews.generated';
import { useT } from '../../lib/i18n';
import { notify } from '../../lib/toaster';
import { StarPicker } from './star-picker';

type Values = { testDriveId: string; productRating: number | ''; shopRating: number | ''; text: string };

/** "Write a review" on a completed ride of My Test Rides: stars for the vehicle and the shop, and a few words. */
export function WriteReviewButton({ rideId, productName, onDone }: { rideId: string; productName: string; onDone: () => void }) {
  const [open, setOpen] = useState(false);
  const initial: Values = { testDriveId: rideId, productRating: '', shopRating: '', text: '' };
  const form = useSchemaForm<Values>(createReviewSchema, initial);
  const [, createReview] = useCreateReviewMutation();
  const t = useT(reviewsText);

  const submit = form.handleSubmit(async (values) => {
    const result = await createReview({
      input: { testDriveId: rideId, productRating: Number(values.productRating), shopRating: Number(values.shopRating), text: values.text },
    });
    if (result.data?.createReview) {
      notify.success(t('created'));
      setOpen(false);
      form.reset(initial);
      onDone();
      return;
    }
    if (!form.showServerErrors(result.error)) notify.error(failureText(result.error, t('sendFailed')));
  });

  return (
    <>
      <Button alignSelf="start" size="sm" colorPalette="brand" variant="outline" onClick={() => setOpen(true)}>
        {t('write')}
      </Button>
      <DashboardFormModal
        open={open}
        title={t('dialogTitle', { product: productName })}
        submitLabel={t('send')}
        busy={form.busy}
        onSubmit={submit}
        onClose={() => setOpen(false)}
      >
        <StarPicker
          label={t('pickVehicle')}
          value={form.values.productRating}
          error={form.errorOf('productRating')}
          onChange={(n) => form.setValue('productRating', n)}
        />
        <StarPicker label={t('pickShop')} value={form.values.shopRating} error={form.errorOf('shopRating')} onChange={(n) => form.setValue('shopRating', n)} />
        <TextAreaField label={t('text')} required error={form.errorOf('text')} {...form.field('text')} />
      </DashboardFormModal>
    </>
  );
}
