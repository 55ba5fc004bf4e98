import { Badge, Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { CombinedError, OperationContext } from 'urql';
import { ServerPager, useServerPage } from '../../components/server-pager';
import { QueryState } from '../../components/query-state';
import { EmptyState } from '../../components/states';
import { StatusFilter, type StatusChoice } from '../../components/status-filter';
import { useAdminEnquiriesQuery, useAdminSetEnquiryHandledMutation, type AdminEnquiryFieldsFragment } from './admin.generated';
import type { EnquiryKind } from '../../gql/graphql';
import { failureText } from '../../lib/errors';
import { withToasts } from '../../lib/query-toasts';
import { notify } from '../../lib/toaster';
import { ADMIN_TEXT } from './messages';
import { formatDateTime } from '../../lib/format';

const TEXT = ADMIN_TEXT.enquiries;

/** The server refusing is a failed fetch; no answer at all is an error while fetching. */
const failureOf = (failed: string, network: string) => (error: CombinedError) => failureText(error, failed, { network, serverMessage: false });

const contactFailure = failureOf(TEXT.contactFailed, TEXT.contactError);
const careerFailure = failureOf(TEXT.careerFailed, TEXT.careerError);
const TEXTS: Record<EnquiryKind, { failure: (error: CombinedError) => string; context: Partial<OperationContext>; empty: string }> = {
  CONTACT: { failure: contactFailure, context: withToasts({ failure: contactFailure }), empty: TEXT.contactEmpty },
  CAREER: { failure: careerFailure, context: withToasts({ failure: careerFailure }), empty: TEXT.careerEmpty },
};

type HandledFilter = 'unhandled' | 'handled';
/** Unhandled first: what is left to do is what the list opens on. */
const FILTERS: StatusChoice<HandledFilter>[] = [
  { value: 'unhandled', label: TEXT.unhandled },
  { value: 'handled', label: TEXT.handled },
  { value: '', label: TEXT.all },
];
const handledOf = (filter: HandledFilter | '') => (filter === '' ? null : filter === 'handled');

const day = formatDateTime;

/** Contact or career submissions: name, email, phone, message, when it came in, and whether (by whom, when) it was handled. */
export function EnquiryList({ kind }: { kind: EnquiryKind }) {
  const text = TEXTS[kind];
  const paging = useServerPage();
  const [filter, setFilter] = useState<HandledFilter | ''>('unhandled');
  const [result] = useAdminEnquiriesQuery({
    variables: { kind, handled: handledOf(filter), ...paging.variables },
    requestPolicy: 'cache-and-network',
    context: text.context,
  });
  const choose = (next: HandledFilter | '') => {
    setFilter(next);
    paging.setPage(1);
  };
  return (
    <Stack gap="4">
      <Flex gap="3" align="center" wrap="wrap">
        <StatusFilter label={TEXT.filter} choices={FILTERS} value={filter} onChange={choose} maxW="48" />
      </Flex>
      <QueryState
        result={result}
        select={(d) => d.enquiries}
        failure={text.failure}
        empty={<EmptyState message={filter === 'unhandled' ? TEXT.emptyUnhandled : text.empty} />}
      >
        {(items) => <Enquiries items={items} />}
      </QueryState>
      <ServerPager paging={paging} total={result.data?.enquiryCount} />
    </Stack>
  );
}

function Enquiries({ items }: { items: readonly AdminEnquiryFieldsFragment[] }) {
  const [{ fetching }, setHandled] = useAdminSetEnquiryHandledMutation();
  const toggle = async (item: AdminEnquiryFieldsFragment) => {
    const handled = !item.handledAt;
    const done = await setHandled({ id: item.id, handled }, { additionalTypenames: ['Enquiry'] });
    if (done.error) notify.error(failureText(done.error, TEXT.markFailed));
    else notify.success(handled ? TEXT.markedHandled : TEXT.markedUnhandled);
  };
  return (
    <Stack gap="3">
      {items.map((item) => (
        <Box key={item.id} as="article" borderWidth="1px" rounded="lg" p="4" bg="white" data-testid="enquiry" aria-label={item.name}>
          <Flex justify="space-between" gap="2" wrap="wrap">
            <Text fontWeight="semibold">{item.name}</Text>
            <Text fontSize="sm" color="fg.muted">
              {formatDateTime(item.createdAt)}
            </Text>
          </Flex>
          <Flex gap="4" wrap="wrap" fontSize="sm" color="fg.muted" mb="2">
            <Text wordBreak="break-all">{item.email}</Text>
            <Text>{item.phone}</Text>
          </Flex>
          <Text whiteSpace="pre-wrap">{item.message}</Text>
          <Flex mt="3" gap="3" align="center" wrap="wrap">
            <Badge colorPalette={item.handledAt ? 'green' : 'orange'}>{item.handledAt ? TEXT.handled : TEXT.unhandled}</Badge>
            {item.handledAt && (
              <Text fontSize="sm" color="fg.muted" data-testid="handled-by">
                {TEXT.handledBy(item.handledBy?.name ?? item.handledBy?.email ?? TEXT.formerAdmin, day(item.handledAt))}
              </Text>
            )}
            <Button size="sm" variant="outline" ml="auto" disabled={fetching} onClick={() => toggle(item)}>
              {item.handledAt ? TEXT.markUnhandled : TEXT.markHandled}
            </Button>
          </Flex>
        </Box>
      ))}
    </Stack>
  );
}
