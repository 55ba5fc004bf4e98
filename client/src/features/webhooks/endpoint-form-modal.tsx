import { Fieldset, Stack, chakra } from '@chakra-ui/react';
import { createWebhookEndpointSchema } from '@evbazaar/common';
import { DEALER_WEBHOOK_EVENTS, WEBHOOK_EVENTS, WEBHOOK_EVENT_LABELS, type WebhookEventName } from '@evbazaar/common/src/domain/webhooks';
import { DashboardFormModal } from '../../components/dashboard-modal';
import { TextField } from '../../components/form-fields';
import type { WebhookEvent } from '../../gql/graphql';
import { failureText } from '../../lib/errors';
import { useSchemaForm } from '../../lib/form';
import { MESSAGES } from '../../lib/messages';
import { notify } from '../../lib/toaster';
import { useCreateWebhookEndpointMutation, useUpdateWebhookEndpointMutation, type WebhookEndpointFieldsFragment } from './webhooks.generated';

const touches = { additionalTypenames: ['WebhookEndpoint'] };

// the checkboxes of `events` share one name: react-hook-form gathers the checked values in a list
type Values = { url: string; events: WebhookEventName[]; description: string };

/**
 * Add an endpoint, or change one's URL, events and description. A dealer is offered its shop's ride
 * events only (the server refuses the rest); a new endpoint's secret goes to `onSecret`, shown once.
 */
export function EndpointFormModal({
  endpoint,
  dealer,
  onSecret,
  onClose,
}: {
  endpoint: WebhookEndpointFieldsFragment | null;
  dealer: boolean;
  onSecret: (secret: string) => void;
  onClose: () => void;
}) {
  const offered = dealer ? DEALER_WEBHOOK_EVENTS : WEBHOOK_EVENTS;
  const form = useSchemaForm<Values>(createWebhookEndpointSchema, {
    url: endpoint?.url ?? '',
    events: (endpoint?.events ?? []) as WebhookEventName[],
    description: endpoint?.description ?? '',
  });
  const [created, create] = useCreateWebhookEndpointMutation();
  const [updated, update] = useUpdateWebhookEndpointMutation();
  const submit = form.handleSubmit(async (v) => {
    const input = { url: v.url.trim(), events: v.events as WebhookEvent[], description: v.description.trim() || null };
    const result = endpoint ? await update({ id: endpoint.id, input }, touches) : await create({ input }, touches);
    if (result.error) {
      form.showServerErrors(result.error);
      notify.error(failureText(result.error, MESSAGES.webhooks.fetchFailed));
      return;
    }
    notify.success(endpoint ? MESSAGES.webhooks.saved : MESSAGES.webhooks.created);
    const secret = (result.data as { createWebhookEndpoint?: { secret: string } } | undefined)?.createWebhookEndpoint?.secret;
    if (secret) onSecret(secret);
    onClose();
  });

  return (
    <DashboardFormModal
      open
      size="lg"
      title={endpoint ? 'Edit webhook endpoint' : 'Add webhook endpoint'}
      submitLabel={endpoint ? 'Save' : 'Add endpoint'}
      busy={created.fetching || updated.fetching}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField label="URL" required type="url" placeholder="https://example.com/webhooks" {...form.field('url')} error={form.errorOf('url')} />
      <TextField label="Description" {...form.field('description')} error={form.errorOf('description')} />
      <Fieldset.Root invalid={Boolean(form.errorOf('events'))}>
        <Fieldset.Legend>Events</Fieldset.Legend>
        <Stack gap="2" mt="2">
          {offered.map((event) => (
            <chakra.label key={event} display="flex" alignItems="center" gap="2" cursor="pointer">
              <chakra.input type="checkbox" value={event} boxSize="4" accentColor="brand.solid" {...form.field('events')} />
              {WEBHOOK_EVENT_LABELS[event]}
            </chakra.label>
          ))}
        </Stack>
        <Fieldset.ErrorText>{form.errorOf('events')}</Fieldset.ErrorText>
      </Fieldset.Root>
    </DashboardFormModal>
  );
}
