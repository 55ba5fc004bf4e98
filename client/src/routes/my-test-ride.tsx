import { Box, Button, Container } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router';
import { PageBanner } from '../components/page-banner';
import { PageMeta } from '../components/page-meta';
import { QueryState } from '../components/query-state';
import { EmptyState } from '../components/states';
import { RideConfirmation } from '../features/test-drives/ride-confirmation';
import { useMyTestDriveQuery } from '../features/test-drives/test-drives.generated';
import { bookingText } from '@evbazaar/common/src/i18n/text/booking.generated';
import { useT } from '../lib/i18n';

/** /book_ride/{id}: the booking confirmation of one own ride, reached after booking and from My Test Rides. */
export default function MyTestRide() {
  const { id = '' } = useParams();
  const [result] = useMyTestDriveQuery({ variables: { id }, requestPolicy: 'cache-and-network' });
  const t = useT(bookingText);
  return (
    <Box>
      <PageMeta title={t('confirmation.pageTitle')} description={t('confirmation.pageDescription')} />
      <PageBanner title={t('confirmation.heading')} />
      <Container maxW="3xl" py={{ base: '6', md: '10' }}>
        <QueryState result={result} select={(d) => d.myTestDrive} failure={t('my.fetchFailed')} notFound={<EmptyState message={t('confirmation.notFound')} />}>
          {(ride) => <RideConfirmation ride={ride} />}
        </QueryState>
        <Button asChild variant="ghost" colorPalette="brand" mt="6" minH="11">
          <RouterLink to="/book_ride">{t('confirmation.allRides')}</RouterLink>
        </Button>
      </Container>
    </Box>
  );
}
