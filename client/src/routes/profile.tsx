import { Box, Container } from '@chakra-ui/react';
import type { CombinedError } from 'urql';
import { PageBanner } from '../components/page-banner';
import { PageMeta } from '../components/page-meta';
import { QueryState } from '../components/query-state';
import { ErrorState } from '../components/states';
import { ProfileForm } from '../features/profile/profile-form';
import { useMyProfileQuery } from '../features/profile/profile.generated';
import { failureText } from '../lib/errors';
import { accountText } from '@evbazaar/common/src/i18n/text/account.generated';
import { useT } from '../lib/i18n';

export default function Profile() {
  const [result] = useMyProfileQuery({ requestPolicy: 'network-only' });
  const t = useT(accountText);
  const failure = (error?: CombinedError) => failureText(error, t('profile.fetchFailed'));
  return (
    <Box>
      <PageMeta title={t('profile.title')} description={t('profile.description')} />
      <PageBanner title={t('profile.title')} />
      <Container maxW="4xl" py="10">
        <QueryState result={result} select={(d) => d.me} failure={failure} empty={<ErrorState message={failure()} />}>
          {(me) => <ProfileForm me={me} />}
        </QueryState>
      </Container>
    </Box>
  );
}
