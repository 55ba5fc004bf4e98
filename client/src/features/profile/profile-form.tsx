import { Button, SimpleGrid, Stack } from '@chakra-ui/react';
import { profileSchema } from '@evbazaar/common';
import { MESSAGES } from '../../lib/messages';
import { useNavigate } from 'react-router';
import { SelectField, TextField } from '../../components/form-fields';
import { useCitiesQuery, useCountriesQuery, useStatesQuery, useUpdateProfileMutation, type MyProfileQuery } from '../../gql/graphql';
import { useSession } from '../../lib/session';
import { notify } from '../../lib/toaster';
import { useForm } from '../../lib/use-form';

type Me = MyProfileQuery['me'];

const nameOf = (list: readonly { id: string; name: string }[] | undefined, id: string) => list?.find((x) => x.id === id)?.name;

/** Read-only identity; editable contact and address with cascading country/state/city pickers. */
export function ProfileForm({ me }: { me: Me }) {
  const form = useForm(profileSchema, {
    contact: me.contact ?? '',
    countryId: me.countryId ?? '',
    stateId: me.stateId ?? '',
    cityId: me.cityId ?? '',
    address1: me.address1 ?? '',
    address2: me.address2 ?? '',
  });
  const { countryId, stateId } = form.values;
  const [countries] = useCountriesQuery();
  const [states] = useStatesQuery({ variables: { countryId }, pause: !countryId });
  const [cities] = useCitiesQuery({ variables: { stateId }, pause: !stateId });
  const [{ fetching }, updateProfile] = useUpdateProfileMutation();
  const { updateUser } = useSession();
  const navigate = useNavigate();

  const submit = form.handleSubmit(async (values) => {
    const result = await updateProfile({
      input: {
        ...values,
        address2: values.address2 || null,
        countryName: nameOf(countries.data?.countries, values.countryId) ?? me.countryName,
        stateName: nameOf(states.data?.states, values.stateId) ?? me.stateName,
        cityName: nameOf(cities.data?.cities, values.cityId) ?? me.cityName,
      },
    });
    if (!result.data?.updateProfile) {
      notify.error(MESSAGES.users.profileUpdateFailed);
      return;
    }
    updateUser({ name: result.data.updateProfile.name ?? null });
    notify.success(MESSAGES.users.profileUpdated);
    navigate('/');
  });

  return (
    <Stack asChild gap="4" borderWidth="1px" rounded="xl" p={{ base: '4', md: '8' }}>
<form onSubmit={submit} noValidate>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField label="Username" name="username" value={me.username ?? ''} onChange={() => {}} disabled />
        <TextField label="Name" name="name" value={me.name ?? ''} onChange={() => {}} disabled />
        <TextField label="Email" name="email" value={me.email} onChange={() => {}} disabled />
        <TextField label="Contact" type="tel" required {...form.field('contact')} error={form.errorOf('contact')} />
        <SelectField
          label="Country"
          placeholder={countries.fetching ? 'Loading...' : 'Select country'}
          required
          {...form.field('countryId')}
          onChange={(e) => {
            form.setValue('countryId', e.target.value);
            form.setValue('stateId', '');
            form.setValue('cityId', '');
          }}
          error={form.errorOf('countryId')}
        >
          {(countries.data?.countries ?? []).map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="State"
          placeholder={states.fetching ? 'Loading...' : 'Select state'}
          required
          disabled={!countryId}
          {...form.field('stateId')}
          onChange={(e) => {
            form.setValue('stateId', e.target.value);
            form.setValue('cityId', '');
          }}
          error={form.errorOf('stateId')}
        >
          {(countryId ? (states.data?.states ?? []) : []).map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </SelectField>
        <SelectField label="City" placeholder={cities.fetching ? 'Loading...' : 'Select city'} required disabled={!stateId} {...form.field('cityId')} error={form.errorOf('cityId')}>
          {(stateId ? (cities.data?.cities ?? []) : []).map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </SelectField>
        <TextField label="Address Line 1" required {...form.field('address1')} error={form.errorOf('address1')} />
        <TextField label="Address Line 2" {...form.field('address2')} error={form.errorOf('address2')} />
      </SimpleGrid>
      <Button type="submit" colorPalette="brand" loading={fetching} loadingText="Updating..." disabled={fetching} alignSelf="start">
        {fetching ? 'Updating...' : 'Update Profile'}
      </Button>
    </form>
</Stack>
  );
}
