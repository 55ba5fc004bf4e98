import { Badge, Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { MAIL_FILTERS, MAIL_STATUS_LABELS, type MailStatus as KernelStatus } from '@evbazaar/common/src/domain/outbox';
import { DashboardPager } from '../../components/dashboard-pager';
import { QueryState } from '../../components/query-state';
import { EmptyState } from '../../components/states';
import { StatusFilter, useStatusPages, type StatusChoice } from '../../components/status-filter';
import { useMailOutboxQuery, useRetryMailMutation, type MailOutboxQuery } from './outbox.generated';
import type { MailStatus } from '../../gql/graphql';
import { failureText } from '../../lib/errors';
import { MESSAGES } from '../../lib/messages';
import { notify } from '../../lib/toaster';
import { OutboxMailDialog } from './outbox-mail-dialog';
import { formatDateTime } from '../../lib/format';

type Mail = MailOutboxQuery['mailOutbox']['items'][number];

/** The outbox kernel's filter and labels, in GraphQL's upper case. */
const FILTERS: StatusChoice<MailStatus>[] = MAIL_FILTERS.map((f) => ({ value: f.status.toUpperCase() as MailStatus | '', label: f.label }));
const PALETTE: Record<MailStatus, string> = { SENT: 'green', WAITING: 'blue', FAILING: 'red' };
const statusLabel = (status: MailStatus) => MAIL_STATUS_LABELS[status.toLowerCase() as KernelStatus];

const when = formatDateTime;

/** Admin: the mail outbox, newest first; a waiting or failing mail can be sent again now. */
export function OutboxList() {
  const { status, choose, page, setPage } = useStatusPages<MailStatus>('');
  const [result, refetch] = useMailOutboxQuery({ variables: { status: status || null, page }, requestPolicy: 'cache-and-network' });
  const [, retryMail] = useRetryMailMutation();
  const [opened, setOpened] = useState<string | null>(null);

  const retry = async (mail: Mail) => {
    const done = await retryMail({ id: mail.id });
    if (done.error) notify.error(failureText(done.error, MESSAGES.outbox.requeueFailed));
    else {
      notify.success(MESSAGES.outbox.retried);
      refetch({ requestPolicy: 'network-only' });
    }
  };

  return (
    <Stack gap="4">
      <Flex gap="3" align="center" wrap="wrap">
        <StatusFilter label="Show mails" choices={FILTERS} value={status} onChange={choose} maxW="48" />
        <Button size="sm" variant="outline" onClick={() => refetch({ requestPolicy: 'network-only' })}>
          Refresh
        </Button>
        {result.data && (
          <Text fontSize="sm" color="fg.muted">
            {result.data.mailOutbox.total} {result.data.mailOutbox.total === 1 ? 'mail' : 'mails'}
          </Text>
        )}
      </Flex>
      <QueryState
        result={result}
        select={(d) => d.mailOutbox.items}
        failure={MESSAGES.outbox.fetchFailed}
        empty={<EmptyState message={MESSAGES.outbox.empty} />}
      >
        {(items) => (
          <Stack gap="3">
            {items.map((mail) => (
              <Box key={mail.id} borderWidth="1px" rounded="lg" p="4" bg="white" data-testid="outbox-mail">
                <Flex justify="space-between" gap="2" wrap="wrap">
                  <Button
                    variant="plain"
                    p="0"
                    h="auto"
                    // a button keeps its one-line width in a flex row (flex-shrink 0): a long subject overflowed a phone
                    flex="1 1 12rem"
                    minW="0"
                    justifyContent="start"
                    fontWeight="semibold"
                    textAlign="start"
                    whiteSpace="normal"
                    overflowWrap="anywhere"
                    textDecoration="underline"
                    onClick={() => setOpened(mail.id)}
                    aria-haspopup="dialog"
                    aria-label={MESSAGES.outbox.open(mail.subject)}
                  >
                    {mail.subject}
                  </Button>
                  <Flex gap="2">
                    {mail.hasInvite && <Badge variant="outline">calendar invite</Badge>}
                    <Badge colorPalette={PALETTE[mail.status]}>{statusLabel(mail.status)}</Badge>
                  </Flex>
                </Flex>
                <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                  To {mail.recipient} · {mail.kind} · written {when(mail.createdAt)}
                </Text>
                <Text fontSize="sm">
                  {mail.status === 'SENT' && mail.sentAt
                    ? `Sent ${when(mail.sentAt)}`
                    : `${mail.attempts} ${mail.attempts === 1 ? 'try' : 'tries'} so far; next try ${when(mail.nextAttemptAt)}`}
                </Text>
                {mail.lastError && mail.status !== 'SENT' && (
                  <Text fontSize="sm" color="red.600" overflowWrap="anywhere">
                    Last error: {mail.lastError}
                  </Text>
                )}
                {mail.status !== 'SENT' && (
                  <Button mt="2" size="sm" variant="outline" onClick={() => retry(mail)} aria-label={`Retry the mail "${mail.subject}" to ${mail.recipient}`}>
                    Retry now
                  </Button>
                )}
              </Box>
            ))}
            <DashboardPager page={page} totalPages={result.data?.mailOutbox.totalPages ?? 1} onPage={setPage} />
          </Stack>
        )}
      </QueryState>
      <OutboxMailDialog id={opened} onClose={() => setOpened(null)} />
    </Stack>
  );
}
