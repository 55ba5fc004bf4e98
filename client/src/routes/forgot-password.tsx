import { Button, Stack } from '@chakra-ui/react';
import { forgotPasswordSchema } from '@evbazaar/common';
import { authText } from '@evbazaar/common/src/i18n/text/auth.generated';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { TextField } from '../components/form-fields';
import { PageMeta } from '../components/page-meta';
import { AuthCard, AuthLinks } from '../features/auth/auth-card';
import { useRequestPasswordResetMutation } from '../features/auth/auth.generated';
import { failureText } from '../lib/errors';
import { notify } from '../lib/toaster';
import { useSchemaForm } from '../lib/form';
import { useT } from '../lib/i18n';

export default function ForgotPassword() {
  const form = useSchemaForm(forgotPasswordSchema, { email: '' });
  const [{ fetching }, requestReset] = useRequestPasswordResetMutation();
  const [error, setError] = useState<string | null>(null);
  const navigate = useNavigate();
  const t = useT(authText);

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    const result = await requestReset({ email: values.email.trim() });
    if (result.error || !result.data) {
      form.showServerErrors(result.error);
      const message = failureText(result.error, t('forgot.failed'));
      setError(message);
      notify.error(message);
      return;
    }
    notify.success(t('forgot.sent'));
    navigate('/', { replace: true });
  });

  return (
    <AuthCard video heading={t('forgot.title')} error={error}>
      <PageMeta title={t('forgot.title')} description={t('forgot.description')} />
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <TextField label={t('email')} type="email" autoComplete="email" required {...form.field('email')} error={form.errorOf('email')} />
          <Button type="submit" colorPalette="brand" loading={fetching} disabled={fetching}>
            {t('forgot.submit')}
          </Button>
        </Stack>
      </form>
      <AuthLinks links={[{ to: '/login', label: t('haveAccount') }]} />
    </AuthCard>
  );
}
