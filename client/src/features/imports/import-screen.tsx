import { Badge, Box, Button, Flex, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { IMPORT_KIND_RULES, allows } from '@evbazaar/common/src/permissions';
import { useMemo, useState } from 'react';
import { ErrorState } from '../../components/states';
import { failureText } from '../../lib/errors';
import { formatDateTime } from '../../lib/format';
import { MESSAGES } from '../../lib/messages';
import { useSession } from '../../lib/session';
import { notify } from '../../lib/toaster';
import { ExportButton } from './export-button';
import {
  applyPlan,
  downloadErrors,
  planImport,
  undoImport,
  type Applied,
  type ChangedRows,
  type ImportKind,
  type Plan,
  type PlanAction,
  type PlanRow,
  type Undone,
} from './imports-api';

const M = MESSAGES.imports;
const KINDS: ImportKind[] = ['products', 'stock', 'shops'];
const PALETTE: Record<PlanAction, string> = { create: 'green', update: 'blue', unchanged: 'gray', error: 'red' };

/** A row's diff ("color_price: 100000 → 101000") or its errors, one per line. */
function RowDetail({ row }: { row: PlanRow }) {
  if (row.errors.length)
    return (
      <Stack gap="0" color="red.700">
        {row.errors.map((e) => (
          <Text key={`${e.column}:${e.message}`} fontSize="sm">
            <Text as="span" fontFamily="mono">
              {e.column}
            </Text>
            : {e.message}
          </Text>
        ))}
      </Stack>
    );
  return (
    <Stack gap="0">
      {Object.entries(row.changes).map(([column, { from, to }]) => (
        <Text key={column} fontSize="sm" overflowWrap="anywhere">
          <Text as="span" fontFamily="mono">
            {column}
          </Text>
          : {from ?? '—'} → {to ?? '—'}
        </Text>
      ))}
    </Stack>
  );
}

/** The most rows drawn at once: a 20,000-row plan is read through its counts and its error CSV. */
const SHOWN_ROWS = 500;

/**
 * /dashboard/import: choose the spreadsheet (the kinds the role may use), export it, upload a changed
 * file and read the plan (counts, each row's diff or errors, the error CSV), apply it, and undo it
 * within 7 days (docs/decisions/0060).
 */
export function ImportScreen() {
  const { user, freshToken } = useSession();
  const kinds = KINDS.filter((k) => allows(IMPORT_KIND_RULES[k], user?.role));
  const [chosen, setKind] = useState<ImportKind | null>(null);
  // the session may be read after the first render: the first kind the role may use until one is chosen
  const kind: ImportKind = chosen && kinds.includes(chosen) ? chosen : (kinds[0] ?? 'stock');
  const [file, setFile] = useState<File | null>(null);
  const [plan, setPlan] = useState<Plan | null>(null);
  const [planError, setPlanError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'plan' | 'apply' | 'undo' | null>(null);
  const [applied, setApplied] = useState<Applied | null>(null);
  const [changed, setChanged] = useState<ChangedRows | null>(null);
  const [undone, setUndone] = useState<Undone | null>(null);
  const [onlyChanges, setOnlyChanges] = useState(true);

  const reset = () => {
    setPlan(null);
    setPlanError(null);
    setApplied(null);
    setChanged(null);
    setUndone(null);
  };

  const runPlan = async () => {
    if (!file) return;
    reset();
    setBusy('plan');
    try {
      setPlan(await planImport(kind, file, await freshToken()));
    } catch (error) {
      setPlanError(failureText(error, M.planFailed));
    } finally {
      setBusy(null);
    }
  };

  const runApply = async () => {
    if (!plan) return;
    setBusy('apply');
    try {
      const result = await applyPlan(plan.planId, await freshToken());
      if ('importId' in result) {
        setApplied(result);
        notify.success(M.applied(result.counts.create + result.counts.update));
      } else setChanged(result);
    } catch (error) {
      notify.error(failureText(error, M.applyFailed));
    } finally {
      setBusy(null);
    }
  };

  const runUndo = async () => {
    if (!applied) return;
    setBusy('undo');
    try {
      const result = await undoImport(applied.importId, await freshToken());
      setUndone(result);
      notify.success(M.undone(result.removed, result.restored));
    } catch (error) {
      notify.error(failureText(error, M.undoFailed));
    } finally {
      setBusy(null);
    }
  };

  const rows = useMemo(() => (plan ? plan.rows.filter((r) => !onlyChanges || r.action !== 'unchanged').slice(0, SHOWN_ROWS) : []), [plan, onlyChanges]);

  return (
    <Stack gap="5">
      <Text color="fg.muted">{M.screenIntro}</Text>
      <Flex gap="3" wrap="wrap" align="end">
        <Box minW={{ base: 'full', sm: '64' }}>
          <label htmlFor="import-kind">
            <Text as="span" fontWeight="medium" fontSize="sm">
              {M.kindLabel}
            </Text>
          </label>
          <NativeSelect.Root>
            <NativeSelect.Field
              id="import-kind"
              value={kind}
              onChange={(e) => {
                setKind(e.target.value as ImportKind);
                reset();
              }}
            >
              {kinds.map((k) => (
                <option key={k} value={k}>
                  {M.kinds[k]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Box>
        <ExportButton kind={kind} />
      </Flex>

      <Flex gap="3" wrap="wrap" align="end" borderWidth="1px" rounded="lg" bg="white" p="4">
        <Box minW="0" flex="1">
          <label htmlFor="import-file">
            <Text as="span" fontWeight="medium" fontSize="sm" display="block">
              {M.chooseFile}
            </Text>
          </label>
          <input
            id="import-file"
            type="file"
            accept=".csv,text/csv"
            style={{ maxWidth: '100%' }}
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              reset();
            }}
          />
        </Box>
        <Button colorPalette="brand" disabled={!file} loading={busy === 'plan'} loadingText={M.planning} onClick={() => void runPlan()}>
          {M.planButton}
        </Button>
      </Flex>

      {planError && <ErrorState message={planError} />}

      {plan && (
        <Stack gap="4" data-testid="import-plan">
          <Text as="h2" fontWeight="semibold" fontSize="lg">
            {M.planHeading}
          </Text>
          <Text color="fg.muted" fontSize="sm">
            {M.planExpires(formatDateTime(plan.expiresAt))}
          </Text>
          <Flex gap="2" wrap="wrap" role="group" aria-label="Counts">
            {(Object.keys(M.counts) as PlanAction[]).map((action) => (
              <Badge key={action} colorPalette={PALETTE[action]} size="lg" data-testid={`count-${action}`}>
                {M.counts[action]}: {plan.counts[action]}
              </Badge>
            ))}
          </Flex>
          {plan.counts.error > 0 && (
            <Flex gap="3" wrap="wrap" align="center">
              <Text color="red.700">{M.fixAndReplan}</Text>
              <Button size="sm" variant="outline" onClick={() => void freshToken().then((token) => downloadErrors(plan.planId, token))}>
                {M.errorsCsv}
              </Button>
            </Flex>
          )}
          <label>
            <input type="checkbox" checked={onlyChanges} onChange={(e) => setOnlyChanges(e.target.checked)} /> {M.onlyChanges}
          </label>
          {plan.rows.length === 0 ? (
            <Text>{M.emptyPlan}</Text>
          ) : rows.length === 0 ? (
            <Text>{M.noRowsShown}</Text>
          ) : (
            <Table.ScrollArea borderWidth="1px" rounded="md" maxW="full">
              <Table.Root size="sm" aria-label={M.rowsLabel}>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{M.rowColumn}</Table.ColumnHeader>
                    <Table.ColumnHeader>{M.actionColumn}</Table.ColumnHeader>
                    <Table.ColumnHeader>{M.keyColumn}</Table.ColumnHeader>
                    <Table.ColumnHeader>{M.detailColumn}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {rows.map((row) => (
                    <Table.Row key={row.row} data-testid="plan-row" data-action={row.action}>
                      <Table.Cell>{row.row}</Table.Cell>
                      <Table.Cell>
                        <Badge colorPalette={PALETTE[row.action]}>{M.counts[row.action]}</Badge>
                      </Table.Cell>
                      <Table.Cell overflowWrap="anywhere">{row.key}</Table.Cell>
                      <Table.Cell minW="48">
                        <RowDetail row={row} />
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          )}

          {changed && (
            <Box borderWidth="1px" borderColor="red.300" rounded="md" p="3" data-testid="changed-rows">
              <Text fontWeight="medium">{changed.message}</Text>
              <Text>{M.changedRows}</Text>
              {changed.rows.map((r) => (
                <Text key={r.row} fontSize="sm">
                  {M.rowColumn} {r.row} ({r.key}): {r.reason}
                </Text>
              ))}
            </Box>
          )}

          {!applied && (
            <Flex>
              <Button
                colorPalette="brand"
                disabled={plan.counts.error > 0 || plan.counts.create + plan.counts.update === 0}
                loading={busy === 'apply'}
                loadingText={M.applying}
                onClick={() => void runApply()}
              >
                {M.applyButton}
              </Button>
            </Flex>
          )}
        </Stack>
      )}

      {applied && (
        <Stack gap="2" borderWidth="1px" rounded="lg" bg="white" p="4" data-testid="import-applied">
          <Text fontWeight="medium">{M.applied(applied.counts.create + applied.counts.update)}</Text>
          {!undone && (
            <>
              <Text color="fg.muted" fontSize="sm">
                {M.undoUntil(formatDateTime(applied.undoUntil))}
              </Text>
              <Flex>
                <Button variant="outline" colorPalette="red" loading={busy === 'undo'} onClick={() => void runUndo()}>
                  {M.undoButton}
                </Button>
              </Flex>
            </>
          )}
          {undone && (
            <Box data-testid="import-undone">
              <Text>{M.undone(undone.removed, undone.restored)}</Text>
              {undone.kept.length > 0 && (
                <>
                  <Text mt="2">{M.keptHeading}</Text>
                  {undone.kept.map((k) => (
                    <Text key={k.key} fontSize="sm">
                      {k.key}: {k.reason}
                    </Text>
                  ))}
                </>
              )}
            </Box>
          )}
        </Stack>
      )}
    </Stack>
  );
}
