import { Button, Checkbox, Stack } from '@chakra-ui/react';
import { loginSchema } from '@evbazaar/common';
import { authText } from '@evbazaar/common/src/i18n/text/auth.generated';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PasswordField, TextField } from '../components/form-fields';
import { PageMeta } from '../components/page-meta';
import { AuthCard, AuthLinks } from '../features/auth/auth-card';
import { useLoginMutation } from '../features/auth/auth.generated';
import { failureText } from '../lib/errors';
import { landingFor } from '../lib/roles';
import { useSession } from '../lib/session';
import { notify } from '../lib/toaster';
import { useSchemaForm } from '../lib/form';
import { useT } from '../lib/i18n';

export default function Login() {
  const form = useSchemaForm(loginSchema, { email: '', password: '', keepSignedIn: true });
  const keepSignedIn = form.values.keepSignedIn ?? true;
  const t = useT(authText);
  const [{ fetching }, login] = useLoginMutation();
  const [error, setError] = useState<string | null>(null);
  const { signIn } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    const result = await login({ email: values.email.trim(), password: values.password, keepSignedIn: values.keepSignedIn ?? true });
    const payload = result.data?.login;
    if (!payload) {
      form.showServerErrors(result.error);
      const message = failureText(result.error, t('login.failed'));
      setError(message);
      notify.error(message);
      return;
    }
    signIn(payload.token, { name: payload.user.name ?? null, email: payload.user.email, role: payload.user.role });
    notify.success(t('login.success'));
    navigate(landingFor(payload.user.role, params.get('redirect')), { replace: true });
  });

  return (
    <AuthCard heading={t('login.heading')} error={error}>
      <PageMeta title={t('login.title')} description={t('login.description')} />
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <TextField label={t('email')} type="email" autoComplete="email" required {...form.field('email')} error={form.errorOf('email')} />
          <PasswordField label={t('password')} autoComplete="current-password" required {...form.field('password')} error={form.errorOf('password')} />
          {/* on by default: a shared computer's user unticks it, and the session then ends with the browser */}
          <Checkbox.Root checked={keepSignedIn} onCheckedChange={(e) => form.setValue('keepSignedIn', e.checked === true)} size="sm">
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t('login.keepSignedIn')}</Checkbox.Label>
          </Checkbox.Root>
          <Button type="submit" colorPalette="brand" loading={fetching} disabled={fetching}>
            {t('login.submit')}
          </Button>
        </Stack>
      </form>
      <AuthLinks
        links={[
          { to: '/register', label: t('noAccount') },
          { to: '/forgot-password', label: t('forgotPassword') },
        ]}
      />
    </AuthCard>
  );
}
