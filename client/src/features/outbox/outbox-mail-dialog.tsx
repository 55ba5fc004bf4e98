import { Box, Button, CloseButton, Dialog, Heading, Portal, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { QueryState } from '../../components/query-state';
import { MESSAGES } from '../../lib/messages';
import { useOutboxMailQuery, type OutboxMailQuery } from './outbox.generated';
import { formatTimeRange } from '../../lib/format';

const TEXT = MESSAGES.outbox;
type Mail = OutboxMailQuery['outboxMail'];

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text as="dt" fontSize="sm" fontWeight="semibold" color="fg.muted">
        {label}
      </Text>
      <Box as="dd" overflowWrap="anywhere">
        {children}
      </Box>
    </Box>
  );
}

function MailView({ mail }: { mail: Mail }) {
  const invite = mail.invite;
  return (
    <Stack as="dl" gap="3">
      <Row label={TEXT.subject}>{mail.subject}</Row>
      <Row label={TEXT.recipients}>{mail.recipients.join(', ')}</Row>
      <Row label={TEXT.text}>
        <Text as="pre" whiteSpace="pre-wrap" fontFamily="inherit" bg="gray.50" p="3" rounded="md" data-testid="mail-text">
          {mail.text}
        </Text>
      </Row>
      <Row label={TEXT.invite}>
        {invite ? (
          <Box as="dl" borderWidth="1px" rounded="md" p="3" data-testid="mail-invite">
            <Text fontSize="sm" color="fg.muted">
              {TEXT.inviteMethod[invite.method] ?? invite.method}
            </Text>
            <Row label={TEXT.inviteSummary}>{invite.summary}</Row>
            <Row label={TEXT.inviteTime}>{formatTimeRange(invite.start, invite.end)}</Row>
            {invite.location && <Row label={TEXT.invitePlace}>{invite.location}</Row>}
          </Box>
        ) : (
          <Text color="fg.muted">{TEXT.noInvite}</Text>
        )}
      </Row>
    </Stack>
  );
}

/** Admin: one mail of the outbox as it goes out (recipients, subject, text, the invite's event). */
export function OutboxMailDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const [result] = useOutboxMailQuery({ variables: { id: id ?? '' }, pause: !id, requestPolicy: 'network-only' });
  return (
    <Dialog.Root open={Boolean(id)} onOpenChange={(e) => !e.open && onClose()} placement="center" size={{ base: 'full', sm: 'lg' }} scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px={{ base: '0', sm: '4' }}>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title asChild>
                <Heading as="h2" size="md" overflowWrap="anywhere">
                  {result.data?.outboxMail.subject ?? TEXT.subject}
                </Heading>
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <QueryState result={result} select={(d) => d.outboxMail} failure={TEXT.detailFailed}>
                {(mail) => <MailView mail={mail} />}
              </QueryState>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {TEXT.close}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={TEXT.close} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
