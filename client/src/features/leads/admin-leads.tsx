import { Checkbox, Flex, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { DashboardPager } from '../../components/dashboard-pager';
import { QueryState } from '../../components/query-state';
import { EmptyState } from '../../components/states';
import { StatusFilter } from '../../components/status-filter';
import type { LeadStatus } from '../../gql/graphql';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { failureText } from '../../lib/errors';
import { MESSAGES } from '../../lib/messages';
import { notify } from '../../lib/toaster';
import { LeadCard } from './lead-card';
import { LeadDetailDialog } from './lead-detail';
import { STATUS_FILTERS } from './lead-labels';
import { useAdminLeadsQuery, useAssignLeadMutation, useLeadAgentsQuery } from './leads.generated';

const S = MESSAGES.leads.screens;

/** Admin: every lead by status, city, agent or unassigned; each can be given to an agent and opened. */
export function AdminLeads() {
  const [status, setStatus] = useState<LeadStatus | ''>('');
  const [city, setCity] = useState('');
  const [agentId, setAgentId] = useState('');
  const [unassigned, setUnassigned] = useState(false);
  const [page, setPage] = useState(1);
  const cityName = useDebouncedValue(city.trim(), 300);
  const filter = { status: status || null, cityName: cityName || null, agentId: unassigned ? null : agentId || null, unassigned: unassigned || null };
  const [result, refetch] = useAdminLeadsQuery({ variables: { filter, page }, requestPolicy: 'cache-and-network' });
  const [agents] = useLeadAgentsQuery();
  const [, assign] = useAssignLeadMutation();
  const [opened, setOpened] = useState<string | null>(null);
  const agentList = agents.data?.leadAgents ?? [];
  const again =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };

  const assignTo = async (leadId: string, to: string) => {
    if (!to) return;
    const done = await assign({ id: leadId, agentId: to });
    if (done.error) notify.error(failureText(done.error, S.assignFailed));
    else {
      notify.success(S.assigned);
      refetch({ requestPolicy: 'network-only' });
    }
  };

  return (
    <Stack gap="4">
      <Flex gap="3" align="center" wrap="wrap">
        <StatusFilter label={S.statusFilter} choices={STATUS_FILTERS} value={status} onChange={again(setStatus)} maxW="48" />
        <Input
          size="sm"
          maxW="44"
          placeholder={S.cityFilter}
          aria-label={S.cityFilter}
          value={city}
          maxLength={100}
          onChange={(e) => again(setCity)(e.target.value)}
        />
        <NativeSelect.Root size="sm" maxW="48" disabled={unassigned}>
          <NativeSelect.Field aria-label={S.agentFilter} value={agentId} onChange={(e) => again(setAgentId)(e.target.value)}>
            <option value="">{S.anyAgent}</option>
            {agentList.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name ?? a.email}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Checkbox.Root size="sm" checked={unassigned} onCheckedChange={(e) => again(setUnassigned)(e.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{S.unassignedOnly}</Checkbox.Label>
        </Checkbox.Root>
        {result.data && (
          <Text fontSize="sm" color="fg.muted">
            {result.data.leads.total}
          </Text>
        )}
      </Flex>
      <QueryState result={result} select={(d) => d.leads.items} failure={S.failure} empty={<EmptyState message={S.empty} />}>
        {(items) => (
          <Stack gap="3">
            {items.map((lead) => (
              <LeadCard key={lead.id} lead={lead} onOpen={() => setOpened(lead.id)} showAgent>
                <NativeSelect.Root size="sm" maxW="56">
                  <NativeSelect.Field aria-label={`${S.assignTo}: ${lead.name}`} value="" onChange={(e) => assignTo(lead.id, e.target.value)}>
                    <option value="">{S.assignTo}</option>
                    {agentList
                      .filter((a) => a.id !== lead.agent?.id)
                      .map((a) => (
                        <option key={a.id} value={a.id}>
                          {a.name ?? a.email}
                        </option>
                      ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </LeadCard>
            ))}
            <DashboardPager page={page} totalPages={result.data?.leads.totalPages ?? 1} onPage={setPage} />
          </Stack>
        )}
      </QueryState>
      <LeadDetailDialog id={opened} onClose={() => setOpened(null)} onChanged={() => refetch({ requestPolicy: 'network-only' })} />
    </Stack>
  );
}
