import { Box, Button, Container, Stack } from '@chakra-ui/react';
import { enquirySchema } from '@evbazaar/common';
import { TextAreaField, TextField } from '../../components/form-fields';
import { useSendEnquiryMutation } from './enquiries.generated';
import type { EnquiryKind } from '../../gql/graphql';
import { CLIENT_MESSAGES } from '../../lib/messages';
import { failureText } from '../../lib/errors';
import { notify } from '../../lib/toaster';
import { useSchemaForm } from '../../lib/form';

const EMPTY = { name: '', email: '', phone: '', message: '' };

/** Contact and career share one form: name, email, phone (10 digits), message. */
export function EnquiryForm({ kind, successMessage }: { kind: EnquiryKind; successMessage: string }) {
  const form = useSchemaForm(enquirySchema, EMPTY);
  const [{ fetching }, send] = useSendEnquiryMutation();

  const submit = form.handleSubmit(async (values) => {
    const result = await send({ kind, input: { ...values, email: values.email.trim(), phone: values.phone.trim() } });
    if (!result.data?.sendEnquiry) {
      form.showServerErrors(result.error);
      notify.error(failureText(result.error, CLIENT_MESSAGES.enquiryFailed));
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
            <TextField label="Name" autoComplete="name" required {...form.field('name')} error={form.errorOf('name')} />
            <TextField label="Email" type="email" autoComplete="email" required {...form.field('email')} error={form.errorOf('email')} />
            <TextField label="Phone" type="tel" autoComplete="tel" required {...form.field('phone')} error={form.errorOf('phone')} />
            <TextAreaField label="Message" required {...form.field('message')} error={form.errorOf('message')} />
            <Button type="submit" colorPalette="brand" loading={fetching} disabled={fetching}>
              Submit
            </Button>
          </Stack>
        </form>
      </Box>
    </Container>
  );
}
