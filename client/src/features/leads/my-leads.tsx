import { Flex, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { DashboardPager } from '../../components/dashboard-pager';
import { QueryState } from '../../components/query-state';
import { EmptyState } from '../../components/states';
import { StatusFilter, useStatusPages } from '../../components/status-filter';
import type { LeadStatus } from '../../gql/graphql';
import { MESSAGES } from '../../lib/messages';
import { LeadCard } from './lead-card';
import { LeadDetailDialog } from './lead-detail';
import { STATUS_FILTERS } from './lead-labels';
import { useMyLeadsQuery } from './leads.generated';

const S = MESSAGES.leads.screens;

/** Agent: own leads, newest first, by status; overdue follow-ups stand out; a lead opens with its timeline. */
export function MyLeads() {
  const { status, choose, page, setPage } = useStatusPages<LeadStatus>('');
  const [result, refetch] = useMyLeadsQuery({ variables: { status: status || null, page }, requestPolicy: 'cache-and-network' });
  const [opened, setOpened] = useState<string | null>(null);
  return (
    <Stack gap="4">
      <Flex gap="3" align="center" wrap="wrap">
        <StatusFilter label={S.statusFilter} choices={STATUS_FILTERS} value={status} onChange={choose} maxW="56" />
        {result.data && (
          <Text fontSize="sm" color="fg.muted" data-testid="lead-total">
            {result.data.myLeads.total}
          </Text>
        )}
      </Flex>
      <QueryState result={result} select={(d) => d.myLeads.items} failure={S.failure} empty={<EmptyState message={status ? S.emptyFiltered : S.empty} />}>
        {(items) => (
          <Stack gap="3">
            {items.map((lead) => (
              <LeadCard key={lead.id} lead={lead} onOpen={() => setOpened(lead.id)} />
            ))}
            <DashboardPager page={page} totalPages={result.data?.myLeads.totalPages ?? 1} onPage={setPage} />
          </Stack>
        )}
      </QueryState>
      <LeadDetailDialog id={opened} onClose={() => setOpened(null)} onChanged={() => refetch({ requestPolicy: 'network-only' })} />
    </Stack>
  );
}
