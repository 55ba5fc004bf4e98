import { Button, Stack } from '@chakra-ui/react';
import { resetPasswordSchema } from '@evbazaar/common';
import { authText } from '@evbazaar/common/src/i18n/text/auth.generated';
import type { KeyOf } from '@evbazaar/common/src/i18n/namespace';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PasswordField } from '../components/form-fields';
import { PageMeta } from '../components/page-meta';
import { AuthCard, AuthLinks } from '../features/auth/auth-card';
import { useResetPasswordMutation } from '../features/auth/auth.generated';
import { failureText } from '../lib/errors';
import { notify } from '../lib/toaster';
import { useSchemaForm } from '../lib/form';
import { useT } from '../lib/i18n';

// the two password fields differ only in these (the spec's labels and placeholders)
const PASSWORD_FIELDS = [
  { name: 'newPassword', label: 'reset.newPassword', placeholder: 'reset.newPasswordPlaceholder' },
  { name: 'confirmPassword', label: 'reset.confirmPassword', placeholder: 'reset.confirmPasswordPlaceholder' },
] as const satisfies readonly { name: string; label: KeyOf<typeof authText>; placeholder: KeyOf<typeof authText> }[];

export default function ResetPassword() {
  const { token = '' } = useParams();
  // the route's token prefills the form's resetToken
  const form = useSchemaForm(resetPasswordSchema, { newPassword: '', confirmPassword: '', resetToken: token });
  const [{ fetching }, resetPassword] = useResetPasswordMutation();
  const [error, setError] = useState<string | null>(null);
  const navigate = useNavigate();
  const t = useT(authText);

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    const result = await resetPassword({ input: values });
    if (!result.data?.resetPassword) {
      form.showServerErrors(result.error);
      setError(failureText(result.error, t('reset.failed')));
      return;
    }
    notify.success(t('reset.done'));
    navigate('/', { replace: true });
  });

  return (
    <AuthCard video heading={t('reset.title')} error={error ?? form.errorOf('resetToken')}>
      <PageMeta title={t('reset.title')} description={t('reset.description')} />
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          {PASSWORD_FIELDS.map(({ name, label, placeholder }) => (
            <PasswordField
              key={name}
              label={t(label)}
              placeholder={t(placeholder)}
              autoComplete="new-password"
              required
              {...form.field(name)}
              error={form.errorOf(name)}
            />
          ))}
          <Button type="submit" colorPalette="brand" loading={fetching} disabled={fetching}>
            {t('reset.submit')}
          </Button>
        </Stack>
      </form>
      <AuthLinks links={[{ to: '/login', label: t('haveAccount') }]} />
    </AuthCard>
  );
}
