import { Badge, Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_LIMITS, type WebhookEventName } from '@evbazaar/common/src/domain/webhooks';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { QueryState } from '../../components/query-state';
import { EmptyState } from '../../components/states';
import { failureText } from '../../lib/errors';
import { formatDateTime } from '../../lib/format';
import { MESSAGES } from '../../lib/messages';
import { useSession } from '../../lib/session';
import { notify } from '../../lib/toaster';
import { DeliveryLog } from './delivery-log';
import { EndpointFormModal } from './endpoint-form-modal';
import { SecretDialog } from './secret-dialog';
import {
  useDeleteWebhookEndpointMutation,
  useRotateWebhookSecretMutation,
  useSendTestWebhookMutation,
  useUpdateWebhookEndpointMutation,
  useWebhookEndpointsQuery,
  type WebhookEndpointFieldsFragment,
} from './webhooks.generated';

type Endpoint = WebhookEndpointFieldsFragment;
const touches = { additionalTypenames: ['WebhookEndpoint', 'WebhookDelivery'] };
/** An empty list names no type: named here, the first endpoint added shows at once. */
const LISTED = { additionalTypenames: ['WebhookEndpoint'] };

/** The caller's webhook endpoints: add, edit, rotate the secret, send a test, enable, delete, and each one's delivery log. */
export function WebhookEndpoints() {
  const { user } = useSession();
  const [result] = useWebhookEndpointsQuery({ requestPolicy: 'cache-and-network', context: LISTED });
  const [editing, setEditing] = useState<Endpoint | 'new' | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Endpoint | null>(null);
  const [logOf, setLogOf] = useState<string | null>(null);
  const [, rotate] = useRotateWebhookSecretMutation();
  const [, sendTest] = useSendTestWebhookMutation();
  const [, update] = useUpdateWebhookEndpointMutation();
  const [removed, remove] = useDeleteWebhookEndpointMutation();
  const count = result.data?.webhookEndpoints.length ?? 0;

  const act = async <T,>(call: Promise<{ error?: unknown; data?: T }>, done: string, then?: (data: T) => void) => {
    const outcome = await call;
    if (outcome.error) return notify.error(failureText(outcome.error, MESSAGES.webhooks.fetchFailed));
    notify.success(done);
    if (outcome.data && then) then(outcome.data);
  };

  return (
    <Stack gap="4">
      <Flex gap="3" align="center" wrap="wrap">
        <Button colorPalette="brand" size="sm" onClick={() => setEditing('new')} disabled={count >= WEBHOOK_LIMITS.endpointsPerOwner}>
          Add endpoint
        </Button>
        <Text fontSize="sm" color="fg.muted">
          Events are signed as Standard Webhooks says: verify them with its published libraries.
        </Text>
      </Flex>
      <QueryState
        result={result}
        select={(d) => d.webhookEndpoints}
        failure={MESSAGES.webhooks.fetchFailed}
        empty={<EmptyState message={MESSAGES.webhooks.empty} />}
      >
        {(endpoints) => (
          <Stack gap="3">
            {endpoints.map((endpoint) => (
              <Box key={endpoint.id} borderWidth="1px" rounded="lg" p="4" bg="white" role="article" aria-label={endpoint.url}>
                <Flex justify="space-between" gap="2" wrap="wrap">
                  <Text fontWeight="semibold" overflowWrap="anywhere" minW="0">
                    {endpoint.url}
                  </Text>
                  <Badge colorPalette={endpoint.disabled ? 'red' : 'green'}>{endpoint.disabled ? 'disabled' : 'enabled'}</Badge>
                </Flex>
                {endpoint.description && <Text fontSize="sm">{endpoint.description}</Text>}
                <Flex gap="1" wrap="wrap" mt="1">
                  {endpoint.events.map((event) => (
                    <Badge key={event} variant="outline">
                      {WEBHOOK_EVENT_LABELS[event as WebhookEventName]}
                    </Badge>
                  ))}
                </Flex>
                <Text fontSize="sm" color="fg.muted" mt="1">
                  Added {formatDateTime(endpoint.createdAt)}
                  {endpoint.consecutiveFailures > 0
                    ? ` · ${endpoint.consecutiveFailures} failed ${endpoint.consecutiveFailures === 1 ? 'try' : 'tries'} in a row`
                    : ''}
                  {endpoint.previousSecretExpiresAt ? ` · old secret signs until ${formatDateTime(endpoint.previousSecretExpiresAt)}` : ''}
                </Text>
                <Flex gap="2" wrap="wrap" mt="3">
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => setLogOf(logOf === endpoint.id ? null : endpoint.id)}
                    aria-expanded={logOf === endpoint.id}
                  >
                    {logOf === endpoint.id ? 'Hide deliveries' : 'Deliveries'}
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => setEditing(endpoint)}>
                    Edit
                  </Button>
                  {endpoint.disabled ? (
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => act(update({ id: endpoint.id, input: { disabled: false } }, touches), MESSAGES.webhooks.saved)}
                    >
                      Enable
                    </Button>
                  ) : (
                    <Button size="sm" variant="outline" onClick={() => act(sendTest({ id: endpoint.id }, touches), MESSAGES.webhooks.testQueued)}>
                      Send test
                    </Button>
                  )}
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => act(rotate({ id: endpoint.id }, touches), MESSAGES.webhooks.rotated, (data) => setSecret(data.rotateWebhookSecret.secret))}
                  >
                    Rotate secret
                  </Button>
                  <Button size="sm" variant="outline" colorPalette="red" onClick={() => setDeleting(endpoint)}>
                    Delete
                  </Button>
                </Flex>
                {logOf === endpoint.id && <DeliveryLog endpointId={endpoint.id} />}
              </Box>
            ))}
          </Stack>
        )}
      </QueryState>
      {editing && (
        <EndpointFormModal
          endpoint={editing === 'new' ? null : editing}
          dealer={user?.role === 'DEALER'}
          onSecret={setSecret}
          onClose={() => setEditing(null)}
        />
      )}
      <SecretDialog secret={secret} onClose={() => setSecret(null)} />
      <ConfirmDialog
        open={deleting !== null}
        message={MESSAGES.webhooks.confirmDelete(deleting?.url ?? '')}
        confirmLabel="Delete"
        busy={removed.fetching}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await act(remove({ id: deleting.id }, touches), MESSAGES.webhooks.deleted);
          setDeleting(null);
        }}
      />
    </Stack>
  );
}
