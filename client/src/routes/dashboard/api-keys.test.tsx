import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fromValue, never } from 'wonka';
import type { Client } from 'urql';
import { MESSAGES } from '../../lib/messages';
import { renderAt } from '../../test/render';
import { spyOnToasts } from '../../test/toasts';
import ApiKeys from './api-keys';

const SECRET = 'evb_0123456789abcdefghijABCDEFGHIJ01abcdef';
const key = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'ApiKey' as const,
  id,
  name,
  prefix: 'evb_01234567',
  scopes: ['RIDES_READ'],
  createdAt: '2026-11-01T10:00:00.000Z',
  lastUsedAt: null,
  expiresAt: null,
  revokedAt: null,
  ...extra,
});

/** Two keys listed (one revoked); mutations are recorded and answered at once. */
function keysClient() {
  const mutations: { query: string; variables: Record<string, unknown> }[] = [];
  const client = {
    executeQuery: (operation: unknown) =>
      fromValue({
        operation,
        data: { myApiKeys: [key('k1', 'Shop system'), key('k2', 'Old script', { revokedAt: '2026-11-20T10:00:00.000Z' })] },
        stale: false,
        hasNext: false,
      }),
    executeMutation: (operation: { query: { definitions: { name?: { value: string } }[] }; variables: Record<string, unknown> }) => {
      const name = operation.query.definitions.find((d) => d.name)?.name?.value ?? '';
      mutations.push({ query: name, variables: operation.variables });
      const data =
        name === 'CreateApiKey'
          ? { createApiKey: { __typename: 'CreatedApiKey', secret: SECRET, apiKey: key('k3', 'Partner sync', { scopes: ['CATALOG_READ', 'RIDES_READ'] }) } }
          : { revokeApiKey: key('k1', 'Shop system', { revokedAt: '2026-11-27T10:00:00.000Z' }) };
      return fromValue({ operation, data, stale: false, hasNext: false });
    },
    executeSubscription: () => never,
  } as unknown as Client;
  return { client, mutations };
}

describe('the API Keys screen', () => {
  const toasts = spyOnToasts();

  it('lists the keys with prefix, scopes and state; only a live key can be revoked', async () => {
    const { client, mutations } = keysClient();
    renderAt('/dashboard/api-keys', [{ path: '/dashboard/api-keys', element: <ApiKeys /> }], client);
    const rows = await screen.findAllByTestId('api-key-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('Active')).toBeInTheDocument();
    expect(within(rows[0]).getByText('RIDES_READ')).toBeInTheDocument();
    expect(within(rows[0]).getByText(/Last used never/)).toBeInTheDocument();
    expect(within(rows[1]).getByText('Revoked')).toBeInTheDocument();
    expect(within(rows[1]).queryByRole('button', { name: /Revoke/ })).not.toBeInTheDocument();

    jest.spyOn(window, 'confirm').mockReturnValue(true);
    await userEvent.setup().click(within(rows[0]).getByRole('button', { name: 'Revoke Shop system' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith(MESSAGES.apiKeys.revokedToast));
    expect(mutations).toEqual([{ query: 'RevokeApiKey', variables: { id: 'k1' } }]);
  });

  it('asks for a scope, creates the key, shows its secret once with a copy button, and forgets it on Done', async () => {
    const { client, mutations } = keysClient();
    renderAt('/dashboard/api-keys', [{ path: '/dashboard/api-keys', element: <ApiKeys /> }], client);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create API key' }));
    await user.type(screen.getByLabelText(/Name/), 'Partner sync');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText(MESSAGES.apiKeys.scopesRequired)).toBeInTheDocument();
    expect(mutations).toEqual([]);

    await user.click(screen.getByRole('checkbox', { name: /CATALOG_READ/ }));
    await user.click(screen.getByRole('checkbox', { name: /RIDES_READ/ }));
    await user.selectOptions(screen.getByRole('combobox'), '90');
    await user.click(screen.getByRole('button', { name: 'Create key' }));

    expect(await screen.findByTestId('api-key-secret')).toHaveTextContent(SECRET);
    expect(mutations).toEqual([
      { query: 'CreateApiKey', variables: { input: { name: 'Partner sync', scopes: ['CATALOG_READ', 'RIDES_READ'], expiresInDays: 90 } } },
    ]);
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copy secret' }));
    expect(writeText).toHaveBeenCalledWith(SECRET);

    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByText(SECRET)).not.toBeInTheDocument());
    // a dialog, a form and a dozen key strokes: slow on a busy test machine
  }, 30_000);
});
