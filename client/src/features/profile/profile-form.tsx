import { Button, SimpleGrid, Stack } from '@chakra-ui/react';
import { placeValues, profileSchema } from '@evbazaar/common';
import { accountText } from '@evbazaar/common/src/i18n/text/account.generated';
import { useNavigate } from 'react-router';
import { TextField } from '../../components/form-fields';
import { GeoFields } from '../../components/geo-fields';
import { useUpdateProfileMutation, type MyProfileQuery } from './profile.generated';
import { useSession } from '../../lib/session';
import { notify } from '../../lib/toaster';
import { useSchemaForm } from '../../lib/form';
import { useT } from '../../lib/i18n';

type Me = MyProfileQuery['me'];

/** Read-only identity; editable contact and address with cascading country/state/city pickers. */
export function ProfileForm({ me }: { me: Me }) {
  const form = useSchemaForm(profileSchema, { contact: me.contact ?? '', ...placeValues(me) });
  const [{ fetching }, updateProfile] = useUpdateProfileMutation();
  const { updateUser } = useSession();
  const navigate = useNavigate();
  const t = useT(accountText);

  const submit = form.handleSubmit(async (values) => {
    const result = await updateProfile({ input: { ...values, address2: values.address2 || null } });
    if (!result.data?.updateProfile) {
      form.showServerErrors(result.error);
      notify.error(t('profile.updateFailed'));
      return;
    }
    updateUser({ name: result.data.updateProfile.name ?? null });
    notify.success(t('profile.updated'));
    navigate('/');
  });

  return (
    <Stack asChild gap="4" borderWidth="1px" rounded="xl" p={{ base: '4', md: '8' }}>
      <form onSubmit={submit} noValidate>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField label={t('profile.username')} name="username" value={me.username ?? ''} onChange={() => {}} disabled />
          <TextField label={t('profile.name')} name="name" value={me.name ?? ''} onChange={() => {}} disabled />
          <TextField label={t('profile.email')} name="email" value={me.email} onChange={() => {}} disabled />
          <TextField label={t('profile.contact')} type="tel" required {...form.field('contact')} error={form.errorOf('contact')} />
          <GeoFields preselectHome value={form.values} onChange={form.setValuesOf} errorOf={form.errorOf} onBlur={form.touch} />
          <TextField label={t('profile.address1')} required {...form.field('address1')} error={form.errorOf('address1')} />
          <TextField label={t('profile.address2')} {...form.field('address2')} error={form.errorOf('address2')} />
        </SimpleGrid>
        <Button type="submit" colorPalette="brand" loading={fetching} loadingText={t('profile.updating')} disabled={fetching} alignSelf="start">
          {fetching ? t('profile.updating') : t('profile.submit')}
        </Button>
      </form>
    </Stack>
  );
}
