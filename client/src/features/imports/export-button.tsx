import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { useSession } from '../../lib/session';
import { MESSAGES } from '../../lib/messages';
import { notify } from '../../lib/toaster';
import { failureText } from '../../lib/errors';
import { exportCsv, type ImportKind } from './imports-api';

/** "Export CSV" of a list: the spreadsheet the import reads, downloaded with the signed-in person's token. */
export function ExportButton({ kind, size = 'md' }: { kind: ImportKind; size?: 'sm' | 'md' }) {
  const { freshToken } = useSession();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await exportCsv(kind, await freshToken());
    } catch (error) {
      notify.error(failureText(error, MESSAGES.imports.exportFailed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" size={size} loading={busy} onClick={() => void run()} data-testid={`export-${kind}`}>
      {MESSAGES.imports.exportButton}
    </Button>
  );
}
