import { Box, Button, Checkbox, Dialog, Field, Fieldset, Flex, NativeSelect, Portal, Stack, Text } from '@chakra-ui/react';
import { API_KEY_LIMITS, API_SCOPES, API_SCOPE_LABELS, createApiKeySchema, type ApiScope } from '@evbazaar/common';
import { useState } from 'react';
import { DashboardFormModal } from '../../components/dashboard-modal';
import { TextField } from '../../components/form-fields';
import { failureText } from '../../lib/errors';
import { useSchemaForm } from '../../lib/form';
import { MESSAGES } from '../../lib/messages';
import { notify } from '../../lib/toaster';
import { useCreateApiKeyMutation } from './api-keys.generated';

const touches = { additionalTypenames: ['ApiKey'] };
/** The expiry choices: a key that works until revoked, or for a set number of days. */
const EXPIRIES = [
  { label: 'Never (until revoked)', days: '' },
  { label: '30 days', days: '30' },
  { label: '90 days', days: '90' },
  { label: `${API_KEY_LIMITS.maxExpiresInDays} days`, days: String(API_KEY_LIMITS.maxExpiresInDays) },
];

type Values = { name: string; scopes: ApiScope[] };

/** New key: name, scopes and expiry; then the secret, once, with a copy button. */
export function CreateApiKeyModal({ onClose }: { onClose: () => void }) {
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);
  if (created) return <SecretOnce name={created.name} secret={created.secret} onClose={onClose} />;
  return <CreateForm onCreated={setCreated} onClose={onClose} />;
}

/** The form checks the name and scopes with the server's own rules; the expiry is a choice of the list. */
const FORM_SCHEMA = createApiKeySchema.pick({ name: true, scopes: true });

function CreateForm({ onCreated, onClose }: { onCreated: (key: { name: string; secret: string }) => void; onClose: () => void }) {
  const form = useSchemaForm<Values>(FORM_SCHEMA, { name: '', scopes: [] });
  const [expiresInDays, setExpiresInDays] = useState('');
  const [state, createApiKey] = useCreateApiKeyMutation();
  const scopes = form.values.scopes ?? [];

  const submit = form.handleSubmit(async (values) => {
    const input = { name: values.name, scopes: values.scopes, expiresInDays: expiresInDays ? Number(expiresInDays) : null };
    const result = await createApiKey({ input }, touches);
    if (result.error || !result.data) {
      form.showServerErrors(result.error);
      notify.error(failureText(result.error, MESSAGES.http.internal));
      return;
    }
    notify.success(MESSAGES.apiKeys.created);
    onCreated({ name: result.data.createApiKey.apiKey.name, secret: result.data.createApiKey.secret });
  });

  const toggle = (scope: ApiScope, on: boolean) => {
    form.setValue('scopes', on ? [...scopes, scope] : scopes.filter((s: ApiScope) => s !== scope));
    form.touch('scopes');
  };
  const scopesError = form.errorOf('scopes');

  return (
    <DashboardFormModal open size="lg" title="Create API key" submitLabel="Create key" busy={state.fetching} onSubmit={submit} onClose={onClose}>
      <TextField
        label="Name"
        required
        maxLength={API_KEY_LIMITS.nameMax}
        placeholder="e.g. Shop management system"
        {...form.field('name')}
        error={form.errorOf('name')}
      />
      <Fieldset.Root invalid={Boolean(scopesError)}>
        <Fieldset.Legend fontWeight="medium">Scopes</Fieldset.Legend>
        <Fieldset.HelperText>A key does what you can do, and only within the scopes you tick.</Fieldset.HelperText>
        <Stack gap="2" mt="2">
          {API_SCOPES.map((scope) => (
            <Checkbox.Root key={scope} checked={scopes.includes(scope)} onCheckedChange={(e) => toggle(scope, Boolean(e.checked))} alignItems="start">
              <Checkbox.HiddenInput />
              <Checkbox.Control mt="0.5" />
              <Checkbox.Label>
                <Text as="span" fontFamily="mono" fontSize="sm">
                  {scope}
                </Text>
                <Text as="span" display="block" fontSize="sm" color="fg.muted" fontWeight="normal">
                  {API_SCOPE_LABELS[scope]}
                </Text>
              </Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
        {scopesError && <Fieldset.ErrorText>{scopesError}</Fieldset.ErrorText>}
      </Fieldset.Root>
      <Field.Root>
        <Field.Label>Expires</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={expiresInDays} onChange={(e) => setExpiresInDays(e.currentTarget.value)}>
            {EXPIRIES.map((choice) => (
              <option key={choice.days} value={choice.days}>
                {choice.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </DashboardFormModal>
  );
}

/** The secret, shown this once: copy it now; closing the dialog forgets it. */
function SecretOnce({ name, secret, onClose }: { name: string; secret: string; onClose: () => void }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      notify.success(MESSAGES.apiKeys.copied);
    } catch {
      // a browser without clipboard access: the text is selectable
      notify.error(MESSAGES.apiKeys.copyFailed);
    }
  };
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} placement="center" size={{ base: 'full', sm: 'lg' }} role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px={{ base: '0', sm: '4' }}>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Your new key: {name}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body display="flex" flexDirection="column" gap="3">
              <Text>{MESSAGES.apiKeys.created}</Text>
              <Box borderWidth="1px" rounded="md" p="3" bg="gray.50">
                <Text as="code" data-testid="api-key-secret" fontFamily="mono" fontSize="sm" wordBreak="break-all" userSelect="all" display="block">
                  {secret}
                </Text>
              </Box>
              <Text fontSize="sm" color="fg.muted">
                Send it as{' '}
                <Text as="code" fontFamily="mono" fontSize="xs">
                  Authorization: Bearer {secret.slice(0, 12)}…
                </Text>{' '}
                on /graphql or the REST paths. Keep it in your system's secret store, never in a web page.
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Flex gap="2" wrap="wrap" justify="end">
                <Button variant="outline" onClick={copy}>
                  Copy secret
                </Button>
                <Button colorPalette="brand" onClick={onClose}>
                  Done
                </Button>
              </Flex>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
