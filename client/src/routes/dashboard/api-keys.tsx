import { Badge, Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { DashboardPage } from '../../components/dashboard-page';
import { QueryState } from '../../components/query-state';
import { EmptyState } from '../../components/states';
import { useMyApiKeysQuery, useRevokeApiKeyMutation, type ApiKeyFieldsFragment } from '../../features/api-keys/api-keys.generated';
import { CreateApiKeyModal } from '../../features/api-keys/create-api-key-modal';
import { confirmDelete } from '../../lib/confirm-delete';
import { formatDate, formatDateTime } from '../../lib/format';
import { MESSAGES } from '../../lib/messages';

const touches = { additionalTypenames: ['ApiKey'] };

/** Active, revoked or expired, as of now. */
function stateOf(key: ApiKeyFieldsFragment): { label: string; palette: string } {
  if (key.revokedAt) return { label: 'Revoked', palette: 'gray' };
  if (key.expiresAt && new Date(key.expiresAt).getTime() <= Date.now()) return { label: 'Expired', palette: 'orange' };
  return { label: 'Active', palette: 'green' };
}

/** A dealer's or admin's API keys: create one (its secret shown once), see when each was last used, revoke. */
export default function ApiKeys() {
  const [keys] = useMyApiKeysQuery({ requestPolicy: 'cache-and-network', context: touches });
  const [, revokeApiKey] = useRevokeApiKeyMutation();
  const [creating, setCreating] = useState(false);

  const revoke = (key: ApiKeyFieldsFragment) =>
    confirmDelete(
      { question: MESSAGES.apiKeys.confirmRevoke(key.name, key.prefix), failed: MESSAGES.apiKeys.revokeFailed, done: MESSAGES.apiKeys.revokedToast },
      () => revokeApiKey({ id: key.id }, touches),
    );

  return (
    <DashboardPage
      title="API Keys"
      actions={
        <Button colorPalette="brand" onClick={() => setCreating(true)}>
          Create API key
        </Button>
      }
    >
      <Text color="fg.muted">
        Keys let your own systems call the EV Bazaar API as you, within the scopes you choose. See <a href="/docs/api">the API documentation</a>.
      </Text>
      <QueryState result={keys} select={(d) => d.myApiKeys} failure={MESSAGES.apiKeys.fetchFailed} empty={<EmptyState message={MESSAGES.apiKeys.empty} />}>
        {(list) => (
          <Stack as="ul" gap="3" listStyleType="none" aria-label="API keys">
            {list.map((key) => {
              const state = stateOf(key);
              return (
                <Box as="li" key={key.id} data-testid="api-key-row" borderWidth="1px" rounded="lg" bg="white" p="4">
                  <Flex justify="space-between" gap="2" wrap="wrap" align="start">
                    <Box minW="0">
                      <Text as="h2" fontWeight="semibold" overflowWrap="anywhere">
                        {key.name}
                      </Text>
                      <Text fontFamily="mono" fontSize="sm" color="fg.muted">
                        {key.prefix}…
                      </Text>
                    </Box>
                    <Badge colorPalette={state.palette}>{state.label}</Badge>
                  </Flex>
                  <Flex gap="1" wrap="wrap" mt="2" role="group" aria-label="Scopes">
                    {key.scopes.map((scope) => (
                      <Badge key={scope} variant="outline" fontFamily="mono">
                        {scope}
                      </Badge>
                    ))}
                  </Flex>
                  <Text fontSize="sm" color="fg.muted" mt="2">
                    Created {formatDate(key.createdAt)} · Last used {key.lastUsedAt ? formatDateTime(key.lastUsedAt) : 'never'} ·{' '}
                    {key.revokedAt ? `Revoked ${formatDateTime(key.revokedAt)}` : key.expiresAt ? `Expires ${formatDate(key.expiresAt)}` : 'Never expires'}
                  </Text>
                  {!key.revokedAt && (
                    <Button mt="3" size="sm" variant="outline" colorPalette="red" onClick={() => void revoke(key)} aria-label={`Revoke ${key.name}`}>
                      Revoke
                    </Button>
                  )}
                </Box>
              );
            })}
          </Stack>
        )}
      </QueryState>
      {creating && <CreateApiKeyModal onClose={() => setCreating(false)} />}
    </DashboardPage>
  );
}
