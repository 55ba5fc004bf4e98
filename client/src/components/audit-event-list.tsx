import { Badge, Box, Button, Flex, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { AuditEventsQuery } from './audit-events.generated';
import { formatDateTime } from '../lib/format';
import { ScrollRegion } from './scroll-region';
import { MESSAGES } from '../lib/messages';

const T = MESSAGES.audit;

export type AuditEventItem = AuditEventsQuery['auditEvents']['items'][number];

/** A stored JSON text as a person reads it: strings without quotes, nothing as a dash. */
export function readableValue(json: string): string {
  try {
    const value: unknown = JSON.parse(json);
    if (value === null || value === undefined || value === '') return '–';
    if (typeof value === 'string') return value;
    return JSON.stringify(value);
  } catch {
    return json;
  }
}

/** Who did it, in words: the person (or their key) with the role, or the server. */
export function actorText(actor: AuditEventItem['actor']): string {
  if (actor.type === 'system') return T.system;
  const name = actor.name ?? actor.id ?? '–';
  const kind = actor.type === 'api_key' ? ` (${T.actorKinds.api_key})` : '';
  return `${name}${kind}${actor.role ? ` · ${actor.role}` : ''}`;
}

const targetText = (t: AuditEventItem['targets'][number]) => `${t.type}: ${t.label ?? t.id}`;

/** One event: when, what, who, about what; its field changes (from → to) open below it. */
function AuditEventRow({ event }: { event: AuditEventItem }) {
  const [open, setOpen] = useState(false);
  return (
    <Box borderWidth="1px" rounded="lg" p="3" bg="white" data-testid="audit-event">
      <Flex justify="space-between" gap="2" wrap="wrap" align="center">
        <Badge colorPalette="brand" overflowWrap="anywhere">
          {event.action}
        </Badge>
        <Text fontSize="sm" color="fg.muted">
          {formatDateTime(event.occurredAt)}
        </Text>
      </Flex>
      <Text fontSize="sm" mt="1" overflowWrap="anywhere" data-testid="audit-actor">
        {T.who}: {actorText(event.actor)}
      </Text>
      {event.targets.length > 0 && (
        <Text fontSize="sm" overflowWrap="anywhere">
          {T.targets}: {event.targets.map(targetText).join(', ')}
        </Text>
      )}
      {event.changes.length > 0 ? (
        <Button mt="2" size="xs" variant="outline" onClick={() => setOpen(!open)} aria-expanded={open}>
          {open ? T.hideChanges : T.showChanges} ({event.changes.length})
        </Button>
      ) : (
        <Text fontSize="xs" color="fg.muted" mt="1">
          {T.noChanges}
        </Text>
      )}
      {open && (
        <ScrollRegion label="Field changes" mt="2">
          <Table.Root size="sm" data-testid="audit-diff">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{T.field}</Table.ColumnHeader>
                <Table.ColumnHeader>{T.before}</Table.ColumnHeader>
                <Table.ColumnHeader>{T.after}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {event.changes.map((change) => (
                <Table.Row key={change.field}>
                  <Table.Cell overflowWrap="anywhere">{change.field}</Table.Cell>
                  <Table.Cell overflowWrap="anywhere">{readableValue(change.from)}</Table.Cell>
                  <Table.Cell overflowWrap="anywhere">{readableValue(change.to)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </ScrollRegion>
      )}
    </Box>
  );
}

/** A list of events, newest first. */
export function AuditEventList({ events }: { events: readonly AuditEventItem[] }) {
  return (
    <Stack gap="2">
      {events.map((event) => (
        <AuditEventRow key={event.id} event={event} />
      ))}
    </Stack>
  );
}
