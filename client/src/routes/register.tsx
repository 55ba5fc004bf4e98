import { Button, Field, HStack, RadioGroup, Stack } from '@chakra-ui/react';
import { registerSchema } from '@evbazaar/common';
import { authText } from '@evbazaar/common/src/i18n/text/auth.generated';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { FieldError, PasswordField, TextField, useFieldIds } from '../components/form-fields';
import { PageMeta } from '../components/page-meta';
import { AuthCard, AuthLinks } from '../features/auth/auth-card';
import { useLoginMutation, useRegisterMutation } from '../features/auth/auth.generated';
import type { Role } from '../gql/graphql';
import { failureText } from '../lib/errors';
import { REGISTER_ROLE_OPTIONS, registerRoleFromQuery } from '../lib/role-options';
import { useSession } from '../lib/session';
import { notify } from '../lib/toaster';
import { useSchemaForm } from '../lib/form';
import { useGqlLocale, useT } from '../lib/i18n';

export default function Register() {
  const [params] = useSearchParams();
  const t = useT(authText);
  const form = useSchemaForm(registerSchema, {
    name: '',
    username: '',
    contact: '',
    email: '',
    password: '',
    role: registerRoleFromQuery(params.get('role')) as string,
  });
  const [{ fetching }, register] = useRegisterMutation();
  // an account opened on the Hindi site reads the site and its mails in Hindi
  const language = useGqlLocale();
  const [login, signInWith] = useLoginMutation();
  const { signIn } = useSession();
  const [error, setError] = useState<string | null>(null);
  const navigate = useNavigate();
  // the role choice is described by the chosen role's purpose and, when missing, its error
  const roleIds = useFieldIds(form.errorOf('role'), true);

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    const result = await register({ input: { ...values, email: values.email.trim(), role: values.role as Role, language } });
    if (!result.data?.register) {
      form.showServerErrors(result.error);
      setError(failureText(result.error, t('register.failed')));
      return;
    }
    notify.success(t('register.success'));
    if (values.role !== 'USER') {
      // Dealer and Agent accounts start unverified: no session until an admin verifies them
      notify.info(t('register.awaitingVerification', { role: t('register.roleName', { role: values.role }) }));
      navigate('/', { replace: true });
      return;
    }
    // a new User is signed in through the same login the login page uses
    const signedIn = await signInWith({ email: values.email.trim(), password: values.password });
    const payload = signedIn.data?.login;
    if (!payload) {
      notify.error(failureText(signedIn.error, t('login.failed')));
      navigate('/login', { replace: true });
      return;
    }
    signIn(payload.token, { name: payload.user.name ?? null, email: payload.user.email, role: payload.user.role });
    navigate('/', { replace: true });
  });

  return (
    <AuthCard video heading={t('register.heading')} error={error}>
      <PageMeta title={t('register.title')} description={t('register.description')} />
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <Field.Root ids={roleIds.ids} invalid={Boolean(form.errorOf('role'))}>
            <Field.Label>{t('register.role')}</Field.Label>
            <RadioGroup.Root
              name="role"
              value={form.values.role}
              onValueChange={(e) => form.setValue('role', e.value ?? '')}
              colorPalette="brand"
              aria-labelledby={roleIds.ids.label}
              aria-describedby={roleIds.describedBy}
            >
              <HStack gap="5">
                {REGISTER_ROLE_OPTIONS.map((o) => (
                  <RadioGroup.Item key={o.value} value={o.value}>
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>{t('register.roleName', { role: o.value })}</RadioGroup.ItemText>
                  </RadioGroup.Item>
                ))}
              </HStack>
            </RadioGroup.Root>
            <Field.HelperText aria-live="polite">{t('register.rolePurpose', { role: form.values.role })}</Field.HelperText>
            <FieldError>{form.errorOf('role')}</FieldError>
          </Field.Root>
          <TextField label={t('register.name')} autoComplete="name" required {...form.field('name')} error={form.errorOf('name')} />
          <TextField label={t('register.username')} autoComplete="username" required {...form.field('username')} error={form.errorOf('username')} />
          <TextField label={t('register.contact')} type="tel" autoComplete="tel" required {...form.field('contact')} error={form.errorOf('contact')} />
          <TextField label={t('email')} type="email" autoComplete="email" required {...form.field('email')} error={form.errorOf('email')} />
          <PasswordField label={t('password')} autoComplete="new-password" required {...form.field('password')} error={form.errorOf('password')} />
          <Button type="submit" colorPalette="brand" loading={fetching || login.fetching} disabled={fetching || login.fetching}>
            {t('register.submit')}
          </Button>
        </Stack>
      </form>
      <AuthLinks
        links={[
          { to: '/forgot-password', label: t('forgotPassword') },
          { to: '/login', label: t('haveAccount') },
        ]}
      />
    </AuthCard>
  );
}
