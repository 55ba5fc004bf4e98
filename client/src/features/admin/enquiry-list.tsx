import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import type { CombinedError, OperationContext } from 'urql';
import { ServerPager, useServerPage } from '../../components/server-pager';
import { QueryState } from '../../components/query-state';
import { EmptyState } from '../../components/states';
import { useAdminEnquiriesQuery, type AdminEnquiriesQuery } from './admin.generated';
import type { EnquiryKind } from '../../gql/graphql';
import { failureText } from '../../lib/errors';
import { withToasts } from '../../lib/query-toasts';
import { ADMIN_TEXT } from './messages';

/** The server refusing is a failed fetch; no answer at all is an error while fetching. */
const failureOf = (failed: string, network: string) => (error: CombinedError) => failureText(error, failed, { network, serverMessage: false });

const contactFailure = failureOf(ADMIN_TEXT.enquiries.contactFailed, ADMIN_TEXT.enquiries.contactError);
const careerFailure = failureOf(ADMIN_TEXT.enquiries.careerFailed, ADMIN_TEXT.enquiries.careerError);
const TEXTS: Record<EnquiryKind, { failure: (error: CombinedError) => string; context: Partial<OperationContext>; empty: string }> = {
  CONTACT: { failure: contactFailure, context: withToasts({ failure: contactFailure }), empty: ADMIN_TEXT.enquiries.contactEmpty },
  CAREER: { failure: careerFailure, context: withToasts({ failure: careerFailure }), empty: ADMIN_TEXT.enquiries.careerEmpty },
};

/** Read-only submissions: name, email, phone, message and when it came in. */
export function EnquiryList({ kind }: { kind: EnquiryKind }) {
  const text = TEXTS[kind];
  const paging = useServerPage();
  const [result] = useAdminEnquiriesQuery({ variables: { kind, ...paging.variables }, requestPolicy: 'cache-and-network', context: text.context });
  return (
    <Stack gap="4">
      <QueryState result={result} select={(d) => d.enquiries} failure={text.failure} empty={<EmptyState message={text.empty} />}>
        {(items) => <Enquiries items={items} />}
      </QueryState>
      <ServerPager paging={paging} total={result.data?.enquiryCount} />
    </Stack>
  );
}

function Enquiries({ items }: { items: AdminEnquiriesQuery['enquiries'] }) {
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
