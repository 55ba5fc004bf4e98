import { Alert, Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { offerRequestSchema } from '@evbazaar/common/src/validation/leads';
import { useState } from 'react';
import { TextField } from '../../components/form-fields';
import { failureText } from '../../lib/errors';
import { useSchemaForm } from '../../lib/form';
import { offerText } from '@evbazaar/common/src/i18n/text/offer.generated';
import { useLocale, useT } from '../../lib/i18n';
import { notify } from '../../lib/toaster';
import { useRequestOfferMutation } from './offer-request.generated';

/**
 * The product page's "Get the best on-road offer" form: name, e-mail, phone and city; the product
 * is the page's. Loaded only when a shopper opens it, so the product page carries none of its code.
 */
export function OfferRequestDialog({ productId, productName, onClose }: { productId: string; productName: string; onClose: () => void }) {
  const form = useSchemaForm(offerRequestSchema, { name: '', email: '', contact: '', cityName: '', productId });
  const [{ fetching }, request] = useRequestOfferMutation();
  const locale = useLocale();
  const [done, setDone] = useState<string | null>(null);
  const t = useT(offerText);
  // the server's thanks are English; a Hindi page says them in Hindi
  const thanks = (message: string) => (locale === 'en' ? message : t('requested'));

  const submit = form.handleSubmit(async (values) => {
    const result = await request({ input: { ...values, productId } });
    if (!result.data?.requestOffer) {
      form.showServerErrors(result.error);
      notify.error(failureText(result.error, t('failed')));
      return;
    }
    setDone(thanks(result.data.requestOffer.message));
    notify.success(thanks(result.data.requestOffer.message));
  });

  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} placement="center" size={{ base: 'full', sm: 'md' }} scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px={{ base: '0', sm: '4' }}>
          <Dialog.Content asChild>
            <form onSubmit={submit} noValidate aria-label={t('title')}>
              <Dialog.Header>
                <Dialog.Title>{t('title')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                {done ? (
                  <Alert.Root status="success" data-testid="offer-requested">
                    <Alert.Indicator />
                    <Alert.Title>{done}</Alert.Title>
                  </Alert.Root>
                ) : (
                  <Stack gap="4">
                    <Text fontSize="sm" color="fg.muted">
                      {productName}: {t('intro')}
                    </Text>
                    <TextField label={t('name')} autoComplete="name" required {...form.field('name')} error={form.errorOf('name')} />
                    <TextField label={t('email')} type="email" autoComplete="email" required {...form.field('email')} error={form.errorOf('email')} />
                    <TextField label={t('phone')} type="tel" autoComplete="tel" required {...form.field('contact')} error={form.errorOf('contact')} />
                    <TextField label={t('city')} autoComplete="address-level2" required {...form.field('cityName')} error={form.errorOf('cityName')} />
                  </Stack>
                )}
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" type="button" onClick={onClose}>
                  {done ? t('close') : t('cancel')}
                </Button>
                {!done && (
                  <Button type="submit" colorPalette="brand" loading={fetching} disabled={fetching}>
                    {t('submit')}
                  </Button>
                )}
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('close')} />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
