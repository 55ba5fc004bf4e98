import { Box, Button, Container, Stack } from '@chakra-ui/react';
import { enquirySchema } from '@evbazaar/common';
import { pagesText } from '@evbazaar/common/src/i18n/text/pages.generated';
import { TextAreaField, TextField } from '../../components/form-fields';
import { useSendEnquiryMutation } from './enquiries.generated';
import type { EnquiryKind } from '../../gql/graphql';
import { failureText } from '../../lib/errors';
import { notify } from '../../lib/toaster';
import { useSchemaForm } from '../../lib/form';
import { useT } from '../../lib/i18n';

const EMPTY = { name: '', email: '', phone: '', message: '' };

/** Contact and career share one form: name, email, phone (10 digits), message. */
export function EnquiryForm({ kind, successMessage }: { kind: EnquiryKind; successMessage: string }) {
  const form = useSchemaForm(enquirySchema, EMPTY);
  const [{ fetching }, send] = useSendEnquiryMutation();
  const t = useT(pagesText);

  const submit = form.handleSubmit(async (values) => {
    const result = await send({ kind, input: { ...values, email: values.email.trim(), phone: values.phone.trim() } });
    if (!result.data?.sendEnquiry) {
      form.showServerErrors(result.error);
      notify.error(failureText(result.error, t('enquiry.failed')));
      return;
    }
    notify.success(successMessage);
    form.reset(EMPTY);
  });

  return (
    <Container maxW="2xl" py="10">
      <Box asChild borderWidth="1px" rounded="xl" p={{ base: '4', md: '8' }} shadow="sm">
        <form onSubmit={submit} noValidate>
          <Stack gap="4">
            <TextField label={t('enquiry.name')} autoComplete="name" required {...form.field('name')} error={form.errorOf('name')} />
            <TextField label={t('enquiry.email')} type="email" autoComplete="email" required {...form.field('email')} error={form.errorOf('email')} />
            <TextField label={t('enquiry.phone')} type="tel" autoComplete="tel" required {...form.field('phone')} error={form.errorOf('phone')} />
            <TextAreaField label={t('enquiry.message')} required {...form.field('message')} error={form.errorOf('message')} />
            <Button type="submit" colorPalette="brand" loading={fetching} disabled={fetching}>
              {t('enquiry.submit')}
            </Button>
          </Stack>
        </form>
      </Box>
    </Container>
  );
}
