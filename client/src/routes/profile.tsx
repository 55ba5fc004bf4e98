import { Box, Container } from '@chakra-ui/react';
import type { CombinedError } from 'urql';
import { PageBanner } from '../components/page-banner';
import { PageMeta } from '../components/page-meta';
import { QueryState } from '../components/query-state';
import { ErrorState } from '../components/states';
import { ProfileForm } from '../features/profile/profile-form';
import { useMyProfileQuery } from '../features/profile/profile.generated';
import { failureText } from '../lib/errors';
import { MESSAGES } from '../lib/messages';

export default function Profile() {
  const [result] = useMyProfileQuery({ requestPolicy: 'network-only' });
  const failure = (error?: CombinedError) => failureText(error, MESSAGES.users.profileFetchFailed);
  return (
    <Box>
      <PageMeta title="Profile" description="Your EV Bazaar profile and address." />
      <PageBanner title="Profile" />
      <Container maxW="4xl" py="10">
        <QueryState result={result} select={(d) => d.me} failure={failure} empty={<ErrorState message={failure()} />}>
          {(me) => <ProfileForm me={me} />}
        </QueryState>
      </Container>
    </Box>
  );
}
