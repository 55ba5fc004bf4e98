import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '../../lib/messages';
import { TOKEN_KEY } from '../../lib/session-token';
import { fakeToken, renderAt } from '../../test/render';
import { ImportScreen } from './import-screen';

const M = MESSAGES.imports;
const signInAs = (role: string) =>
  sessionStorage.setItem(TOKEN_KEY, fakeToken({ sub: 'u1', email: 'someone@example.com', name: null, role, exp: Math.floor(Date.now() / 1000) + 3600 }));

const plan = {
  planId: 'p1',
  expiresAt: '2026-11-28T10:00:00.000Z',
  counts: { create: 1, update: 1, unchanged: 1, error: 0 },
  rows: [
    { row: 1, action: 'update', key: 'ather-450x', changes: { available: { from: 'yes', to: 'no' } }, errors: [] },
    { row: 2, action: 'unchanged', key: 'ola-s1', changes: {}, errors: [] },
    { row: 3, action: 'create', key: 'chetak', changes: { available: { from: null, to: 'yes' } }, errors: [] },
  ],
};

/** The server's REST answers, by path (the network is the one thing replaced). */
function answering(routes: Record<string, () => { status: number; body: unknown }>) {
  const calls: string[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const path = String(input);
    calls.push(path);
    const found = Object.entries(routes).find(([prefix]) => path.startsWith(prefix));
    const { status, body } = found ? found[1]() : { status: 404, body: { message: 'Not found' } };
    // the shape the screen reads: jsdom has no Response
    return { ok: status < 300, status, json: async () => body } as Response;
  }) as typeof fetch;
  return calls;
}

const show = () => renderAt('/dashboard/import', [{ path: '/dashboard/import', element: <ImportScreen /> }]);

async function upload() {
  const file = new File(['shop_id,product_slug,available\n'], 'stock.csv', { type: 'text/csv' });
  await userEvent.upload(screen.getByLabelText(M.chooseFile), file);
  await userEvent.click(screen.getByRole('button', { name: M.planButton }));
  return screen.findByTestId('import-plan');
}

const realFetch = globalThis.fetch;
afterEach(() => {
  sessionStorage.clear();
  globalThis.fetch = realFetch;
});

describe('the import screen', () => {
  it("offers a dealer its stock only, shows the plan's counts and changed rows, applies and undoes", async () => {
    signInAs('DEALER');
    let applied = false;
    const calls = answering({
      '/api/import/stock/plan': () => ({ status: 200, body: plan }),
      '/api/import/plans/p1/apply': () => (
        (applied = true),
        { status: 200, body: { importId: 'i1', counts: plan.counts, undoUntil: '2026-12-04T10:00:00.000Z' } }
      ),
      '/api/import/i1/undo': () => ({ status: 200, body: { removed: 1, restored: 0, kept: [{ key: 'ather-450x', reason: M.keptChanged }] } }),
    });
    show();
    const kinds = within(screen.getByLabelText(M.kindLabel)).getAllByRole('option');
    expect(kinds.map((o) => o.textContent)).toEqual([M.kinds.stock]);

    const shown = await upload();
    expect(within(shown).getByTestId('count-update').textContent).toBe(`${M.counts.update}: 1`);
    // unchanged rows are hidden until asked for
    expect(
      within(shown)
        .getAllByTestId('plan-row')
        .map((r) => r.getAttribute('data-action')),
    ).toEqual(['update', 'create']);
    expect(within(shown).getByText(/yes → no/)).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: M.applyButton }));
    await screen.findByTestId('import-applied');
    expect(applied).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: M.undoButton }));
    const undone = await screen.findByTestId('import-undone');
    expect(undone.textContent).toContain(M.undone(1, 0));
    expect(undone.textContent).toContain(`ather-450x: ${M.keptChanged}`);
    expect(calls).toEqual(['/api/import/stock/plan', '/api/import/plans/p1/apply', '/api/import/i1/undo']);
  });

  it('lists the rows changed since the plan when apply answers 409, and the reason of a refused file', async () => {
    signInAs('ADMIN');
    answering({
      '/api/import/products/plan': () => ({ status: 200, body: plan }),
      '/api/import/plans/p1/apply': () => ({
        status: 409,
        body: { message: M.changedSince(1), rows: [{ row: 1, key: 'ather-450x', reason: M.changedSinceRow }] },
      }),
    });
    show();
    expect(
      within(screen.getByLabelText(M.kindLabel))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([M.kinds.products, M.kinds.shops]);
    await upload();
    await userEvent.click(screen.getByRole('button', { name: M.applyButton }));
    const changed = await screen.findByTestId('changed-rows');
    expect(changed.textContent).toContain(M.changedSince(1));
    expect(changed.textContent).toContain(`(ather-450x): ${M.changedSinceRow}`);

    answering({ '/api/import/products/plan': () => ({ status: 400, body: { message: M.tooManyRows(20_000) } }) });
    await userEvent.click(screen.getByRole('button', { name: M.planButton }));
    await waitFor(() => expect(screen.getByText(M.tooManyRows(20_000))).toBeTruthy());
  });
});
