import { Badge, Box, Button, Code, Flex, Stack, Text } from '@chakra-ui/react';
import { WEBHOOK_DELIVERY_FILTERS } from '@evbazaar/common/src/domain/webhooks';
import { DashboardPager } from '../../components/dashboard-pager';
import { QueryState } from '../../components/query-state';
import { EmptyState } from '../../components/states';
import { StatusFilter, useStatusPages, type StatusChoice } from '../../components/status-filter';
import type { WebhookDeliveryStatus } from '../../gql/graphql';
import { failureText } from '../../lib/errors';
import { formatDateTime } from '../../lib/format';
import { MESSAGES } from '../../lib/messages';
import { notify } from '../../lib/toaster';
import { useRedeliverWebhookMutation, useWebhookDeliveriesQuery, type WebhookDeliveriesQuery } from './webhooks.generated';

/** An empty log names no type: named here, a test or redelivery shows at once. */
const LISTED = { additionalTypenames: ['WebhookDelivery'] };

type Delivery = WebhookDeliveriesQuery['webhookDeliveries']['items'][number];

const FILTERS: StatusChoice<WebhookDeliveryStatus>[] = WEBHOOK_DELIVERY_FILTERS.map((f) => ({
  value: f.status.toUpperCase() as WebhookDeliveryStatus | '',
  label: f.label,
}));
const PALETTE: Record<WebhookDeliveryStatus, string> = { DELIVERED: 'green', PENDING: 'blue', FAILED: 'red' };

/** What the last try of a delivery came to, in a few words. */
function lastTry(delivery: Delivery) {
  const last = delivery.attempts[delivery.attempts.length - 1];
  if (!last) return 'Not tried yet';
  const answer = last.httpStatus ? `HTTP ${last.httpStatus}` : (last.error ?? 'no answer');
  return `Last try ${formatDateTime(last.at)}: ${answer} in ${last.durationMs} ms`;
}

/** The deliveries of one endpoint, newest first, filtered by status and paged; a sent or failed one can be sent again. */
export function DeliveryLog({ endpointId }: { endpointId: string }) {
  const { status, choose, page, setPage } = useStatusPages<WebhookDeliveryStatus>('');
  const [result, refetch] = useWebhookDeliveriesQuery({
    variables: { endpointId, status: status || null, page },
    requestPolicy: 'cache-and-network',
    context: LISTED,
  });
  const [, redeliver] = useRedeliverWebhookMutation();

  const again = async (delivery: Delivery) => {
    const done = await redeliver({ deliveryId: delivery.id });
    if (done.error) notify.error(failureText(done.error, MESSAGES.webhooks.deliveriesFailed));
    else {
      notify.success(MESSAGES.webhooks.redelivered);
      refetch({ requestPolicy: 'network-only' });
    }
  };

  return (
    <Stack gap="3" mt="3" data-testid="delivery-log">
      <Flex gap="3" align="center" wrap="wrap">
        <StatusFilter label="Show deliveries" choices={FILTERS} value={status} onChange={choose} maxW="48" />
        <Button size="sm" variant="outline" onClick={() => refetch({ requestPolicy: 'network-only' })}>
          Refresh
        </Button>
        {result.data && (
          <Text fontSize="sm" color="fg.muted">
            {result.data.webhookDeliveries.total} {result.data.webhookDeliveries.total === 1 ? 'delivery' : 'deliveries'}
          </Text>
        )}
      </Flex>
      <QueryState
        result={result}
        select={(d) => d.webhookDeliveries.items}
        failure={MESSAGES.webhooks.deliveriesFailed}
        empty={<EmptyState message={MESSAGES.webhooks.noDeliveries} />}
      >
        {(items) => (
          <Stack gap="2">
            {items.map((delivery) => (
              <Box key={delivery.id} borderWidth="1px" rounded="md" p="3" bg="white" role="article" aria-label={`${delivery.eventType} ${delivery.webhookId}`}>
                <Flex justify="space-between" gap="2" wrap="wrap">
                  <Text fontWeight="semibold">{delivery.eventType}</Text>
                  <Badge colorPalette={PALETTE[delivery.status]}>{delivery.status.toLowerCase()}</Badge>
                </Flex>
                <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                  {delivery.webhookId} · written {formatDateTime(delivery.createdAt)}
                  {delivery.nextAttemptAt && delivery.attempts.length > 0 ? ` · next try ${formatDateTime(delivery.nextAttemptAt)}` : ''}
                </Text>
                <Text fontSize="sm">
                  {lastTry(delivery)} ({delivery.attempts.length} {delivery.attempts.length === 1 ? 'try' : 'tries'})
                </Text>
                {delivery.attempts.length > 0 && delivery.attempts[delivery.attempts.length - 1]!.responseExcerpt && (
                  <Code display="block" mt="1" p="2" fontSize="xs" whiteSpace="pre-wrap" overflowWrap="anywhere" maxH="32" overflowY="auto">
                    {delivery.attempts[delivery.attempts.length - 1]!.responseExcerpt}
                  </Code>
                )}
                {delivery.status !== 'PENDING' && (
                  <Button
                    mt="2"
                    size="sm"
                    variant="outline"
                    onClick={() => again(delivery)}
                    aria-label={`Redeliver ${delivery.eventType} ${delivery.webhookId}`}
                  >
                    Redeliver
                  </Button>
                )}
              </Box>
            ))}
            <DashboardPager page={page} totalPages={result.data?.webhookDeliveries.totalPages ?? 1} onPage={setPage} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
