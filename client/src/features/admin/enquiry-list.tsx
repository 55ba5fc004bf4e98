import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { EmptyState, ErrorState, Loading } from '../../components/states';
import { useAdminEnquiriesQuery, type EnquiryKind } from '../../gql/graphql';
import { failureText } from '../../lib/errors';
import { notify } from '../../lib/toaster';
import { ADMIN_TEXT } from './messages';

const TEXTS: Record<EnquiryKind, { failed: string; error: string; empty: string }> = {
  CONTACT: { failed: ADMIN_TEXT.enquiries.contactFailed, error: ADMIN_TEXT.enquiries.contactError, empty: 'No contact submissions yet.' },
  CAREER: { failed: ADMIN_TEXT.enquiries.careerFailed, error: ADMIN_TEXT.enquiries.careerError, empty: 'No career submissions yet.' },
};

/** Read-only submissions: name, email, phone, message and when it came in. */
export function EnquiryList({ kind }: { kind: EnquiryKind }) {
  const [{ data, fetching, error }] = useAdminEnquiriesQuery({ variables: { kind }, requestPolicy: 'cache-and-network' });
  const text = TEXTS[kind];
  // the server refusing is a failed fetch; no answer at all is an error while fetching
  const message = error ? failureText(error, text.failed, { network: text.error, serverMessage: false }) : null;

  useEffect(() => {
    if (message) notify.error(message);
  }, [message]);

  if (fetching && !data) return <Loading />;
  if (message && !data) return <ErrorState message={message} />;
  const items = data?.enquiries ?? [];
  if (items.length === 0) return <EmptyState message={text.empty} />;
  return (
    <Stack gap="3">
      {items.map((item) => (
        <Box key={item.id} borderWidth="1px" rounded="lg" p="4" bg="white" data-testid="enquiry">
          <Flex justify="space-between" gap="2" wrap="wrap">
            <Text fontWeight="semibold">{item.name}</Text>
            <Text fontSize="sm" color="fg.muted">
              {new Date(item.createdAt).toLocaleString('en-IN')}
            </Text>
          </Flex>
          <Flex gap="4" wrap="wrap" fontSize="sm" color="fg.muted" mb="2">
            <Text wordBreak="break-all">{item.email}</Text>
            <Text>{item.phone}</Text>
          </Flex>
          <Text whiteSpace="pre-wrap">{item.message}</Text>
        </Box>
      ))}
    </Stack>
  );
}
