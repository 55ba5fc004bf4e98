import { Box, Container } from '@chakra-ui/react';
import { PageBanner } from '../components/page-banner';
import { PageMeta } from '../components/page-meta';
import { ErrorState, Loading } from '../components/states';
import { ProfileForm } from '../features/profile/profile-form';
import { useMyProfileQuery } from '../gql/graphql';
import { failureText } from '../lib/errors';

export default function Profile() {
  const [{ data, fetching, error }] = useMyProfileQuery({ requestPolicy: 'network-only' });
  return (
    <Box>
      <PageMeta title="Profile" description="Your EV Bazaar profile and address." />
      <PageBanner title="Profile" />
      <Container maxW="4xl" py="10">
        {fetching && !data ? <Loading /> : error || !data ? <ErrorState message={failureText(error, 'Error fetching profile')} /> : <ProfileForm me={data.me} />}
      </Container>
    </Box>
  );
}
