import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getOperationName } from '@urql/core';
import { Provider, type Client, type Operation } from 'urql';
import { fromValue, never } from 'wonka';
import { getSystem } from '../../lib/theme';
import { notify } from '../../lib/toaster';
import type { AdminEnquiryFieldsFragment } from './admin.generated';
import { EnquiryList } from './enquiry-list';

const ASHA: AdminEnquiryFieldsFragment = {
  id: 'e1',
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '9876543210',
  message: 'Do you have an Ather 450X in stock?',
  createdAt: '2026-11-20T10:00:00.000Z',
  handledAt: null,
  handledBy: null,
};
const HANDLED: AdminEnquiryFieldsFragment = {
  ...ASHA,
  id: 'e2',
  name: 'Vikram Shah',
  handledAt: '2026-11-21T06:30:00.000Z',
  handledBy: { id: 'u-admin', name: 'Meera Admin', email: 'admin@example.com' },
};

/** A server of two submissions, one handled: the list filters them as the server does, and records each mutation. */
function enquiriesClient() {
  const store = [ASHA, HANDLED].map((e) => ({ ...e }));
  const asked: { handled: boolean | null | undefined }[] = [];
  const marked: { id: string; handled: boolean }[] = [];
  const client = {
    executeQuery: (operation: Operation) => {
      const { handled } = operation.variables as { handled?: boolean | null };
      asked.push({ handled });
      const items = store.filter((e) => handled === null || handled === undefined || Boolean(e.handledAt) === handled);
      return fromValue({ operation, data: { enquiryCount: items.length, enquiries: items }, stale: false, hasNext: false });
    },
    executeMutation: (operation: Operation) => {
      if (getOperationName(operation.query) !== 'AdminSetEnquiryHandled') return never;
      const { id, handled } = operation.variables as { id: string; handled: boolean };
      marked.push({ id, handled });
      const row = store.find((e) => e.id === id)!;
      Object.assign(
        row,
        handled
          ? { handledAt: '2026-11-27T04:00:00.000Z', handledBy: { id: 'u-me', name: 'Meera Admin', email: 'admin@example.com' } }
          : { handledAt: null, handledBy: null },
      );
      return fromValue({ operation, data: { setEnquiryHandled: { ...row } }, stale: false, hasNext: false });
    },
    executeSubscription: () => never,
  } as unknown as Client;
  return { client, asked, marked };
}

function renderList(client: Client) {
  return render(
    <ChakraProvider value={getSystem()}>
      <Provider value={client}>
        <EnquiryList kind="CONTACT" />
      </Provider>
    </ChakraProvider>,
  );
}

beforeEach(() => {
  jest.spyOn(notify, 'success').mockImplementation(() => '');
  jest.spyOn(notify, 'error').mockImplementation(() => '');
});
afterEach(() => jest.restoreAllMocks());

describe('the contact and career lists: handled or unhandled', () => {
  it('opens on the unhandled submissions and marks one handled', async () => {
    const { client, asked, marked } = enquiriesClient();
    renderList(client);
    const row = await screen.findByRole('article', { name: 'Asha Rao' });
    expect(asked[0]).toEqual({ handled: false });
    expect(screen.queryByRole('article', { name: 'Vikram Shah' })).toBeNull();
    expect((screen.getByRole('combobox', { name: 'Show' }) as HTMLSelectElement).value).toBe('unhandled');
    expect(within(row).getByText('Unhandled')).toBeTruthy();

    await userEvent.click(within(row).getByRole('button', { name: 'Mark handled' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Marked handled'));
    expect(marked).toEqual([{ id: 'e1', handled: true }]);
  });

  it('shows who handled a submission and when, and lets it be marked unhandled again', async () => {
    const { client, asked, marked } = enquiriesClient();
    renderList(client);
    await screen.findByRole('article', { name: 'Asha Rao' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'handled');
    const row = await screen.findByRole('article', { name: 'Vikram Shah' });
    expect(asked.at(-1)).toEqual({ handled: true });
    expect(screen.queryByRole('article', { name: 'Asha Rao' })).toBeNull();
    expect(within(row).getByTestId('handled-by').textContent).toBe('Handled by Meera Admin on 21 Nov 2026, 12:00 pm IST');

    await userEvent.click(within(row).getByRole('button', { name: 'Mark unhandled' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Marked unhandled'));
    expect(marked).toEqual([{ id: 'e2', handled: false }]);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show' }), '');
    expect(asked.at(-1)).toEqual({ handled: null });
  });
});
