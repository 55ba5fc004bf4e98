import { Box, Flex, Heading, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { LEAD_FUNNEL_LABELS } from '@evbazaar/common/src/domain/leads';
import { useState } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartTable } from '../../components/chart-table';
import { QueryState } from '../../components/query-state';
import { EmptyState } from '../../components/states';
import type { LeadFunnelGroup } from '../../gql/graphql';
import { failureText } from '../../lib/errors';
import { MESSAGES } from '../../lib/messages';
import { useLeadFunnelQuery } from './leads.generated';

const S = MESSAGES.leads.screens;
/** the stages, widest first, each a shade deeper */
const STAGES = [
  { key: 'leads', color: '#93c5fd' },
  { key: 'contacted', color: '#60a5fa' },
  { key: 'testRide', color: '#2563eb' },
  { key: 'won', color: '#059669' },
] as const;

/** India's date of a moment, YYYY-MM-DD. */
const indiaDate = (at: Date) => new Date(at.getTime() + 5.5 * 3_600_000).toISOString().slice(0, 10);

/** Admin: leads → contacted → test ride → won, per city or per agent, for a date range. */
export function LeadFunnel() {
  const now = new Date();
  const [from, setFrom] = useState(indiaDate(new Date(now.getTime() - 29 * 86_400_000)));
  const [to, setTo] = useState(indiaDate(now));
  const [groupBy, setGroupBy] = useState<LeadFunnelGroup>('CITY');
  const [result] = useLeadFunnelQuery({ variables: { from, to, groupBy }, pause: !from || !to, requestPolicy: 'cache-and-network' });
  return (
    <Box borderWidth="1px" rounded="lg" p={{ base: '2', md: '4' }} bg="white" minW="0" data-testid="lead-funnel">
      <Heading as="h2" size="md" mb="3" px="2">
        {S.funnelTitle}
      </Heading>
      <Flex gap="3" wrap="wrap" px="2" mb="3">
        <Input type="date" size="sm" maxW="44" aria-label={S.funnelFrom} value={from} onChange={(e) => setFrom(e.target.value)} />
        <Input type="date" size="sm" maxW="44" aria-label={S.funnelTo} value={to} onChange={(e) => setTo(e.target.value)} />
        <NativeSelect.Root size="sm" maxW="40">
          <NativeSelect.Field aria-label={S.groupBy} value={groupBy} onChange={(e) => setGroupBy(e.target.value as LeadFunnelGroup)}>
            <option value="CITY">{S.byCity}</option>
            <option value="AGENT">{S.byAgent}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Flex>
      <QueryState
        result={result}
        select={(d) => d.leadFunnel}
        failure={(error) => failureText(error, S.funnelFailure)}
        empty={<EmptyState message={S.funnelEmpty} />}
      >
        {(rows) => (
          <Stack>
            <Box h="320px" w="full" role="img" aria-label={`${S.funnelTitle}: bar chart, its figures are in the table below`}>
              <ResponsiveContainer width="100%" height={320}>
                <BarChart data={rows.slice(0, 12)} margin={{ top: 8, right: 8, left: -16, bottom: 8 }}>
                  <CartesianGrid strokeDasharray="3 3" />
                  <XAxis dataKey="label" tick={{ fontSize: 11 }} interval={0} />
                  <YAxis allowDecimals={false} />
                  <Tooltip />
                  <Legend />
                  {STAGES.map((stage) => (
                    <Bar key={stage.key} dataKey={stage.key} name={LEAD_FUNNEL_LABELS[stage.key]} fill={stage.color} radius={4} />
                  ))}
                </BarChart>
              </ResponsiveContainer>
            </Box>
            <ChartTable
              title={S.funnelTitle}
              columns={[groupBy === 'AGENT' ? S.byAgent : S.byCity, ...STAGES.map((stage) => LEAD_FUNNEL_LABELS[stage.key])]}
              rows={rows.map((row) => [row.label, ...STAGES.map((stage) => row[stage.key])])}
            />
          </Stack>
        )}
      </QueryState>
    </Box>
  );
}
