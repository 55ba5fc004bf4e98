import { Box, Button, Container } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router';
import { PageBanner } from '../components/page-banner';
import { PageMeta } from '../components/page-meta';
import { QueryState } from '../components/query-state';
import { EmptyState } from '../components/states';
import { RideConfirmation } from '../features/test-drives/ride-confirmation';
import { useMyTestDriveQuery } from '../features/test-drives/test-drives.generated';
import { CLIENT_MESSAGES, MESSAGES } from '../lib/messages';

const T = MESSAGES.rideConfirmation;

/** /book_ride/{id}: the booking confirmation of one own ride, reached after booking and from My Test Rides. */
export default function MyTestRide() {
  const { id = '' } = useParams();
  const [result] = useMyTestDriveQuery({ variables: { id }, requestPolicy: 'cache-and-network' });
  return (
    <Box>
      <PageMeta title={T.pageTitle} description={T.pageDescription} />
      <PageBanner title={T.heading} />
      <Container maxW="3xl" py={{ base: '6', md: '10' }}>
        <QueryState result={result} select={(d) => d.myTestDrive} failure={CLIENT_MESSAGES.fetchRidesFailed} notFound={<EmptyState message={T.notFound} />}>
          {(ride) => <RideConfirmation ride={ride} />}
        </QueryState>
        <Button asChild variant="ghost" colorPalette="brand" mt="6" minH="11">
          <RouterLink to="/book_ride">{T.allRides}</RouterLink>
        </Button>
      </Container>
    </Box>
  );
}
