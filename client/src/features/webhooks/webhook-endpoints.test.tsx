import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getOperationName } from '@urql/core';
import { CombinedError, type Client, type Operation } from 'urql';
import { fromValue, makeSubject, map, merge, never, pipe } from 'wonka';
import { MESSAGES } from '../../lib/messages';
import { TOKEN_KEY } from '../../lib/session-token';
import { notify } from '../../lib/toaster';
import { fakeToken, renderAt } from '../../test/render';
import { WebhookEndpoints } from './webhook-endpoints';

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

const delivery = (id: string, status: 'DELIVERED' | 'FAILED' | 'PENDING') => ({
  __typename: 'WebhookDelivery' as const,
  id,
  eventType: 'test_ride.booked',
  webhookId: `msg_${id}`,
  status,
  createdAt: '2026-11-27T10:00:00.000Z',
  nextAttemptAt: status === 'PENDING' ? '2026-11-27T10:05:00.000Z' : null,
  attempts: [
    {
      __typename: 'WebhookAttempt' as const,
      at: '2026-11-27T10:00:01.000Z',
      httpStatus: status === 'DELIVERED' ? 200 : 500,
      durationMs: 42,
      responseExcerpt: 'ok',
      error: null,
    },
  ],
});

/**
 * A server of one person's endpoints and their deliveries: the endpoint list answers again after each
 * change (as urql's cache would refetch it), and every mutation is recorded.
 */
function webhooksServer({ failList = false } = {}) {
  const endpoints: Record<string, unknown>[] = [];
  const calls: { name: string; variables: Record<string, unknown> }[] = [];
  const lists = makeSubject<void>();
  const page = (items: unknown[]) => ({ __typename: 'WebhookDeliveryPage', items, total: items.length, page: 1, totalPages: 1 });
  const answer = (operation: Operation, data: unknown) => ({ operation, data, stale: false, hasNext: false });
  const client = {
    executeQuery: (operation: Operation) => {
      const name = getOperationName(operation.query)!;
      calls.push({ name, variables: operation.variables as Record<string, unknown> });
      if (name === 'WebhookEndpoints') {
        // the failure stays the answer (a source that ended would let the hook settle on an empty result)
        if (failList)
          return merge([fromValue({ operation, error: new CombinedError({ networkError: new Error('down') }), stale: false, hasNext: false }), never]);
        // the current list now, and again after every change
        return pipe(
          merge([fromValue(undefined), lists.source]),
          map(() => answer(operation, { webhookEndpoints: [...endpoints] })),
        );
      }
      if (name === 'WebhookDeliveries') {
        const { status } = operation.variables as { status?: string | null };
        const all = [delivery('d1', 'DELIVERED'), delivery('d2', 'FAILED'), delivery('d3', 'PENDING')];
        return fromValue(answer(operation, { webhookDeliveries: page(all.filter((d) => !status || d.status === status)) }));
      }
      return never;
    },
    executeMutation: (operation: Operation) => {
      const name = getOperationName(operation.query)!;
      const variables = operation.variables as Record<string, unknown>;
      calls.push({ name, variables });
      setTimeout(() => lists.next(), 0);
      if (name === 'CreateWebhookEndpoint') {
        const input = variables.input as { url: string; events: string[]; description: string | null };
        const endpoint = {
          __typename: 'WebhookEndpoint',
          id: 'w1',
          ...input,
          disabled: false,
          disabledAt: null,
          consecutiveFailures: 0,
          previousSecretExpiresAt: null,
          createdAt: '2026-11-27T09:00:00.000Z',
        };
        endpoints.push(endpoint);
        return fromValue(answer(operation, { createWebhookEndpoint: { __typename: 'CreatedWebhookEndpoint', secret: SECRET, endpoint } }));
      }
      if (name === 'RedeliverWebhook')
        return fromValue(answer(operation, { redeliverWebhook: { __typename: 'WebhookDelivery', id: variables.deliveryId, status: 'PENDING' } }));
      return never;
    },
    executeSubscription: () => never,
  } as unknown as Client;
  return { client, calls };
}

const signInAs = (role: string) => sessionStorage.setItem(TOKEN_KEY, fakeToken({ sub: 'u1', email: 'dealer@example.com', name: null, role }));
const show = (client: Client) => renderAt('/dashboard/webhooks', [{ path: '/dashboard/webhooks', element: <WebhookEndpoints /> }], client);

beforeEach(() => {
  jest.spyOn(notify, 'success').mockImplementation(() => '');
  jest.spyOn(notify, 'error').mockImplementation(() => '');
});
afterEach(() => {
  jest.restoreAllMocks();
  sessionStorage.clear();
});

describe('the Webhooks screen', () => {
  it("lets a dealer add an endpoint for its shop's rides, and shows the secret once with a copy button", async () => {
    signInAs('DEALER');
    const { client, calls } = webhooksServer();
    const user = userEvent.setup();
    show(client);
    expect(await screen.findByText(MESSAGES.webhooks.empty)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    const dialog = await screen.findByRole('dialog');
    // a dealer is offered its shop's ride events only
    expect(within(dialog).getByText('Test ride booked')).toBeInTheDocument();
    expect(within(dialog).queryByText('Product created')).toBeNull();
    // nothing chosen: the shared schema's message, and no call
    await user.type(within(dialog).getByLabelText(/URL/), 'https://dms.example.com/hooks');
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    expect(await within(dialog).findByText(MESSAGES.webhooks.eventsRequired)).toBeInTheDocument();
    expect(calls.some((c) => c.name === 'CreateWebhookEndpoint')).toBe(false);

    await user.click(within(dialog).getByText('Test ride booked'));
    await user.click(within(dialog).getByText('Test ride cancelled'));
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    await waitFor(() =>
      expect(calls.find((c) => c.name === 'CreateWebhookEndpoint')?.variables).toEqual({
        input: { url: 'https://dms.example.com/hooks', events: ['TEST_RIDE_BOOKED', 'TEST_RIDE_CANCELLED'], description: null },
      }),
    );

    expect(await screen.findByTestId('webhook-secret')).toHaveTextContent(SECRET);
    expect(screen.getByText(MESSAGES.webhooks.secretOnce)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy secret' }));
    // user-event stands in for the browser's clipboard: what it holds is what was copied
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByTestId('webhook-secret')).toBeNull());

    const card = await screen.findByRole('article', { name: 'https://dms.example.com/hooks' });
    expect(within(card).getByText('Test ride booked')).toBeInTheDocument();
    expect(within(card).getByText('enabled')).toBeInTheDocument();
  });

  it('opens the delivery log of an endpoint, filters it by status and redelivers a failed delivery', async () => {
    signInAs('ADMIN');
    const { client, calls } = webhooksServer();
    const user = userEvent.setup();
    show(client);
    await user.click(await screen.findByRole('button', { name: 'Add endpoint' }));
    const dialog = await screen.findByRole('dialog');
    // an admin is offered every event
    expect(within(dialog).getByText('Product created')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/URL/), 'https://partner.example.com/hooks');
    await user.click(within(dialog).getByText('Review approved'));
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    await user.click(await screen.findByRole('button', { name: 'Done' }));

    await user.click(await screen.findByRole('button', { name: 'Deliveries' }));
    const log = await screen.findByTestId('delivery-log');
    expect(await within(log).findAllByRole('article')).toHaveLength(3);
    // a pending delivery cannot be redelivered yet
    expect(within(log).queryByRole('button', { name: 'Redeliver test_ride.booked msg_d3' })).toBeNull();

    await user.selectOptions(within(log).getByLabelText('Show deliveries'), 'FAILED');
    await waitFor(() => expect(within(log).getAllByRole('article')).toHaveLength(1));
    expect(calls.filter((c) => c.name === 'WebhookDeliveries').map((c) => c.variables.status)).toContain('FAILED');
    await user.click(within(log).getByRole('button', { name: 'Redeliver test_ride.booked msg_d2' }));
    await waitFor(() => expect(calls.find((c) => c.name === 'RedeliverWebhook')?.variables).toEqual({ deliveryId: 'd2' }));
    expect(notify.success).toHaveBeenCalledWith(MESSAGES.webhooks.redelivered);
  });

  it('says so when the endpoints cannot be loaded', async () => {
    signInAs('DEALER');
    show(webhooksServer({ failList: true }).client);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.webhooks.fetchFailed);
  });
});
