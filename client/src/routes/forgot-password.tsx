import { Button, Stack } from '@chakra-ui/react';
import { forgotPasswordSchema } from '@evbazaar/common';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { TextField } from '../components/form-fields';
import { PageMeta } from '../components/page-meta';
import { AuthCard, AuthLinks } from '../features/auth/auth-card';
import { useRequestPasswordResetMutation } from '../features/auth/auth.generated';
import { CLIENT_MESSAGES } from '../lib/messages';
import { failureText } from '../lib/errors';
import { notify } from '../lib/toaster';
import { useSchemaForm } from '../lib/form';

export default function ForgotPassword() {
  const form = useSchemaForm(forgotPasswordSchema, { email: '' });
  const [{ fetching }, requestReset] = useRequestPasswordResetMutation();
  const [error, setError] = useState<string | null>(null);
  const navigate = useNavigate();

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    const result = await requestReset({ email: values.email.trim() });
    if (result.error || !result.data) {
      form.showServerErrors(result.error);
      const message = failureText(result.error, CLIENT_MESSAGES.resetLinkFailed);
      setError(message);
      notify.error(message);
      return;
    }
    notify.success(CLIENT_MESSAGES.resetLinkSent);
    navigate('/', { replace: true });
  });

  return (
    <AuthCard video heading="Forgot Password" error={error}>
      <PageMeta title="Forgot Password" description="Get a link to reset your EV Bazaar password." />
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <TextField label="Email" type="email" autoComplete="email" required {...form.field('email')} error={form.errorOf('email')} />
          <Button type="submit" colorPalette="brand" loading={fetching} disabled={fetching}>
            Forgot Password
          </Button>
        </Stack>
      </form>
      <AuthLinks links={[{ to: '/login', label: 'Already have an account?' }]} />
    </AuthCard>
  );
}
