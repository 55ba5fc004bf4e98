import { Button, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { layoutText } from '@evbazaar/common/src/i18n/text/layout.generated';
import { useT } from '../lib/i18n';

/** A yes/no question before a destructive action. */
export function ConfirmDialog({
  open,
  message,
  confirmLabel,
  busy,
  onConfirm,
  onClose,
  finalFocus,
  children,
}: {
  /** where the focus goes when the dialog closes, when not back to the control that opened it (e.g. that control is gone) */
  finalFocus?: () => HTMLElement | null;
  /** more of the question, e.g. an optional reason field */
  children?: ReactNode;
  open: boolean;
  message: string;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const t = useT(layoutText);
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} role="alertdialog" placement="center" finalFocusEl={finalFocus}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Please confirm</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {message}
              {children}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t('confirm.no')}
              </Button>
              <Button colorPalette="red" loading={busy} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
