import { Box, Heading, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { DashboardPager } from './dashboard-pager';
import { QueryState } from './query-state';
import { EmptyState } from './states';
import { MESSAGES } from '../lib/messages';
import { AuditEventList } from './audit-event-list';
import { useAuditEventsQuery } from './audit-events.generated';

const T = MESSAGES.audit;

/**
 * A record's history on its back-office page (product, shop, user, ride): the audit trail's events
 * about it, newest first. A dealer's answer holds only its own shop's events (the server decides).
 */
export function History({ targetType, targetId, pageSize = 10 }: { targetType: string; targetId: string | null | undefined; pageSize?: number }) {
  const [page, setPage] = useState(1);
  const [result] = useAuditEventsQuery({
    variables: { filter: { targetType, targetId }, page, limit: pageSize },
    pause: !targetId,
    requestPolicy: 'cache-and-network',
  });
  if (!targetId) return null;
  return (
    <Box as="section" mt="6" data-testid="history" aria-label={T.history}>
      <Heading as="h2" size="md" mb="3">
        {T.history}
      </Heading>
      <QueryState result={result} select={(d) => d.auditEvents.items} failure={T.fetchFailed} empty={<EmptyState message={T.historyEmpty} />}>
        {(items) => (
          <Stack gap="3">
            <AuditEventList events={items} />
            <DashboardPager page={page} totalPages={result.data?.auditEvents.totalPages ?? 1} onPage={setPage} />
          </Stack>
        )}
      </QueryState>
    </Box>
  );
}
