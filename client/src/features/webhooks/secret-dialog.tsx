import { Button, Code, Dialog, Flex, Portal, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { MESSAGES } from '../../lib/messages';

/** The signing secret, shown once after a creation or a rotation, with a copy button. */
export function SecretDialog({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (!secret) return;
    await navigator.clipboard.writeText(secret);
    setCopied(true);
  };
  const close = () => {
    setCopied(false);
    onClose();
  };
  return (
    <Dialog.Root open={secret !== null} onOpenChange={(e) => !e.open && close()} role="alertdialog" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Signing secret</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body display="flex" flexDirection="column" gap="3">
              <Text>{MESSAGES.webhooks.secretOnce}</Text>
              <Code p="2" overflowWrap="anywhere" wordBreak="break-all" data-testid="webhook-secret">
                {secret}
              </Code>
            </Dialog.Body>
            <Dialog.Footer>
              <Flex gap="2">
                <Button variant="outline" onClick={copy}>
                  {copied ? 'Copied' : 'Copy secret'}
                </Button>
                <Button colorPalette="brand" onClick={close}>
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
