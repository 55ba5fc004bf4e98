import { Button, Stack } from '@chakra-ui/react';
import { resetPasswordSchema } from '@evbazaar/common';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PasswordField } from '../components/form-fields';
import { PageMeta } from '../components/page-meta';
import { AuthCard, AuthLinks } from '../features/auth/auth-card';
import { useResetPasswordMutation } from '../features/auth/auth.generated';
import { CLIENT_MESSAGES } from '../lib/messages';
import { failureText } from '../lib/errors';
import { notify } from '../lib/toaster';
import { useSchemaForm } from '../lib/form';

// the two password fields differ only in these (the spec's labels and placeholders)
const PASSWORD_FIELDS = [
  { name: 'newPassword', label: 'New Password', placeholder: 'Password' },
  { name: 'confirmPassword', label: 'Confirm Password', placeholder: 'Confirm Password' },
] as const;

export default function ResetPassword() {
  const { token = '' } = useParams();
  // the route's token prefills the form's resetToken
  const form = useSchemaForm(resetPasswordSchema, { newPassword: '', confirmPassword: '', resetToken: token });
  const [{ fetching }, resetPassword] = useResetPasswordMutation();
  const [error, setError] = useState<string | null>(null);
  const navigate = useNavigate();

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    const result = await resetPassword({ input: values });
    if (!result.data?.resetPassword) {
      form.showServerErrors(result.error);
      setError(failureText(result.error, CLIENT_MESSAGES.resetFailed));
      return;
    }
    notify.success(CLIENT_MESSAGES.passwordResetDone);
    navigate('/', { replace: true });
  });

  return (
    <AuthCard video heading="Reset Password" error={error ?? form.errorOf('resetToken')}>
      <PageMeta title="Reset Password" description="Choose a new password for your EV Bazaar account." />
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          {PASSWORD_FIELDS.map(({ name, label, placeholder }) => (
            <PasswordField
              key={name}
              label={label}
              placeholder={placeholder}
              autoComplete="new-password"
              required
              {...form.field(name)}
              error={form.errorOf(name)}
            />
          ))}
          <Button type="submit" colorPalette="brand" loading={fetching} disabled={fetching}>
            Reset Password
          </Button>
        </Stack>
      </form>
      <AuthLinks links={[{ to: '/login', label: 'Already have an account?' }]} />
    </AuthCard>
  );
}
