import { Box, Button, Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { DashboardPager } from '../../components/dashboard-pager';
import { TextField } from '../../components/form-fields';
import { QueryState } from '../../components/query-state';
import { EmptyState } from '../../components/states';
import { failureText } from '../../lib/errors';
import { MESSAGES } from '../../lib/messages';
import { useSession } from '../../lib/session';
import { notify } from '../../lib/toaster';
import { AuditEventList } from '../../components/audit-event-list';
import { useAuditEventsQuery } from '../../components/audit-events.generated';

const T = MESSAGES.audit;
const PAGE_SIZE = 20;

interface Filter {
  actorId: string;
  action: string;
  targetType: string;
  targetId: string;
  from: string;
  to: string;
}
const NO_FILTER: Filter = { actorId: '', action: '', targetType: '', targetId: '', from: '', to: '' };
const FIELDS: { name: keyof Filter; label: string; type?: string }[] = [
  { name: 'actorId', label: T.actor },
  { name: 'action', label: T.action },
  { name: 'targetType', label: T.targetType },
  { name: 'targetId', label: T.targetId },
  { name: 'from', label: T.from, type: 'date' },
  { name: 'to', label: T.to, type: 'date' },
];

/** The filled fields only: what the query and the CSV export send. */
const asked = (filter: Filter) =>
  Object.fromEntries(
    Object.entries(filter)
      .filter(([, v]) => v.trim() !== '')
      .map(([k, v]) => [k, v.trim()]),
  );

/**
 * The audit trail (admins: every event; dealers: their own shop's, forced by the server): filters,
 * a page of events with their field changes, and the same list as a CSV download.
 */
export function AuditTrail() {
  const { freshToken } = useSession();
  const [draft, setDraft] = useState<Filter>(NO_FILTER);
  const [filter, setFilter] = useState<Filter>(NO_FILTER);
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const [result] = useAuditEventsQuery({ variables: { filter: asked(filter), page, limit: PAGE_SIZE }, requestPolicy: 'cache-and-network' });

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilter(draft);
    setPage(1);
  };
  const clear = () => {
    setDraft(NO_FILTER);
    setFilter(NO_FILTER);
    setPage(1);
  };

  /** The CSV answers only with the session's bearer token, so it is fetched and handed over as a download. */
  const exportCsv = async () => {
    setExporting(true);
    try {
      const token = await freshToken();
      const response = await fetch(`/api/audit.csv?${new URLSearchParams(asked(filter))}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
      if (!response.ok) throw new Error(((await response.json().catch(() => ({}))) as { message?: string }).message ?? T.exportFailed);
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = `audit-${new Date().toISOString().slice(0, 10)}.csv`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      notify.error(error instanceof Error && error.message ? error.message : T.exportFailed);
    } finally {
      setExporting(false);
    }
  };

  const data = result.data?.auditEvents;
  return (
    <Stack gap="4">
      <Box as="form" onSubmit={apply} borderWidth="1px" rounded="lg" p="3" bg="white" aria-label={T.title}>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="3">
          {FIELDS.map((f) => (
            <TextField
              key={f.name}
              name={f.name}
              label={f.label}
              type={f.type}
              value={draft[f.name]}
              onChange={(e) => setDraft({ ...draft, [f.name]: e.target.value })}
            />
          ))}
        </SimpleGrid>
        <Flex gap="2" mt="3" wrap="wrap">
          <Button type="submit" size="sm" colorPalette="brand">
            {T.apply}
          </Button>
          <Button size="sm" variant="outline" onClick={clear}>
            {T.clear}
          </Button>
          <Button size="sm" variant="outline" onClick={exportCsv} loading={exporting} data-testid="audit-export">
            {T.exportCsv}
          </Button>
        </Flex>
      </Box>
      {data && (
        <Text fontSize="sm" color="fg.muted" data-testid="audit-total">
          {T.total(data.total, data.totalCapped)}
        </Text>
      )}
      <QueryState
        result={result}
        select={(d) => d.auditEvents.items}
        failure={(error) => failureText(error, T.fetchFailed)}
        empty={<EmptyState message={T.empty} />}
      >
        {(items) => (
          <Stack gap="3">
            <AuditEventList events={items} />
            <DashboardPager page={page} totalPages={data?.totalPages ?? 1} atLeast={data?.totalCapped ?? false} onPage={setPage} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
