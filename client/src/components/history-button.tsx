import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useState } from 'react';
import { MESSAGES } from '../lib/messages';
import { History } from './history';

/** A row's "History" (a ride in the dealer's list): the record's events in a dialog, loaded when opened. */
export function HistoryButton({ targetType, targetId, label }: { targetType: string; targetId: string; label: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="xs" variant="outline" onClick={() => setOpen(true)} aria-label={label} data-testid="history-button">
        {MESSAGES.audit.history}
      </Button>
      <Dialog.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement="center" size={{ base: 'full', sm: 'lg' }} scrollBehavior="inside">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner px={{ base: '0', sm: '4' }}>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>{label}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>{open && <History targetType={targetType} targetId={targetId} />}</Dialog.Body>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
