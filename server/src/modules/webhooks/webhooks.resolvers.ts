import type { WebhookEventName } from '@evbazaar/common';
import { fromGraphQLEnum, toGraphQLEnum } from '../../graphql/enums';
import type { Resolvers, WebhookDeliveryStatus, WebhookEvent } from '../../gql/resolvers-types';
import { requireViewer } from '../../lib/auth';
import { eventNamesOf } from './webhooks.service';

export const webhooksResolvers: Resolvers = {
  Query: {
    webhookEndpoints: (_, __, { services, viewer }) => services.webhooks.list(requireViewer(viewer)),
    webhookDeliveries: (_, { endpointId, status, page, limit }, { services, viewer }) =>
      services.webhooks.deliveries(requireViewer(viewer), endpointId, { status: status ? fromGraphQLEnum(status) : undefined, page, limit }),
  },
  Mutation: {
    createWebhookEndpoint: (_, { input }, { services, caller }) => services.webhooks.create(caller, input),
    updateWebhookEndpoint: (_, { id, input }, { services, caller }) => services.webhooks.update(caller, id, input),
    deleteWebhookEndpoint: (_, { id }, { services, caller }) => services.webhooks.remove(caller, id),
    rotateWebhookSecret: (_, { id }, { services, caller }) => services.webhooks.rotateSecret(caller, id),
    sendTestWebhook: (_, { id }, { services, viewer }) => services.webhooks.sendTest(requireViewer(viewer), id),
    redeliverWebhook: (_, { deliveryId }, { services, caller }) => services.webhooks.redeliver(caller, deliveryId),
  },
  WebhookEndpoint: {
    events: (endpoint) => eventNamesOf(endpoint) satisfies WebhookEventName[] as WebhookEvent[],
    disabled: (endpoint) => endpoint.disabledAt !== null,
  },
  WebhookDelivery: {
    status: (delivery) => toGraphQLEnum<WebhookDeliveryStatus>(delivery.status),
    // a delivered or given-up delivery has no next try
    nextAttemptAt: (delivery) => (delivery.status === 'pending' ? delivery.nextAttemptAt : null),
    attempts: (delivery) => delivery.attemptLog,
  },
};
