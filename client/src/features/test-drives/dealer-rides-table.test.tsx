import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DealerTestDrivesQuery } from './test-drives.generated';
import type { TestDriveStatus } from '../../gql/graphql';
import { notify } from '../../lib/toaster';
import { DealerRidesTable } from './dealer-rides-table';

type Ride = DealerTestDrivesQuery['dealerTestDrives'][number];

const ride: Ride = {
  id: 'r1',
  status: 'PENDING',
  createdAt: '2026-03-04T10:00:00.000Z',
  slotStart: '2026-03-06T11:00:00+05:30',
  slotEnd: '2026-03-06T12:00:00+05:30',
  cancelledBy: null,
  cancelReason: null,
  canReschedule: true,
  product: { id: 'p1', name: 'Ather 450X' },
  shop: { id: 's1' },
  customer: { id: 'u1', name: 'Asha Rao', email: 'asha@example.com', phone: '9876501234' },
};

type SetStatus = (id: string, status: TestDriveStatus, reason?: string) => Promise<{ error?: unknown }>;
const succeeds: SetStatus = async () => ({});
const fails: SetStatus = async () => ({ error: new Error('offline') });

function renderTable(onSetStatus: SetStatus, onDelete = jest.fn(), rides: Ride[] = [ride]) {
  render(
    <ChakraProvider value={defaultSystem}>
      <DealerRidesTable rides={rides} onSetStatus={onSetStatus} onDelete={onDelete} />
    </ChakraProvider>,
  );
  return screen.getAllByRole('combobox', { name: /Status of Ather 450X/ })[0] as HTMLSelectElement;
}

/** Makes `(min-width: …)` media queries answer as a screen `width` px wide would. */
function screenWidth(width: number) {
  return jest.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const min = /min-width:\s*([\d.]+)(px|rem|em)/.exec(query);
    const minPx = min ? Number(min[1]) * (min[2] === 'px' ? 1 : 16) : Infinity;
    return {
      matches: width >= minPx,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    };
  });
}

describe('the dealer test-ride list by screen width', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows each ride as a card with its status and delete action on a 390 px phone', () => {
    screenWidth(390);
    renderTable(succeeds);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = within(screen.getByRole('list', { name: 'Test rides' })).getByRole('listitem');
    expect(within(card).getByText('Ather 450X')).toBeInTheDocument();
    expect(within(card).getByText('Asha Rao')).toBeInTheDocument();
    expect(within(card).getByText('asha@example.com')).toBeInTheDocument();
    expect(within(card).getByText('4 Mar 2026')).toBeInTheDocument();
    expect(within(card).getByRole('combobox', { name: 'Status of Ather 450X for Asha Rao' })).toHaveValue('PENDING');
    expect(within(card).getByRole('button', { name: 'Delete test ride of Ather 450X' })).toBeInTheDocument();
  });

  it("offers the customer's phone as a tel: link on a 390 px phone, and none once the server gives none", () => {
    screenWidth(390);
    renderTable(succeeds, jest.fn(), [ride, { ...ride, id: 'r2', status: 'COMPLETED', customer: { ...ride.customer, phone: null } }]);
    const [open, over] = within(screen.getByRole('list', { name: 'Test rides' })).getAllByRole('listitem');
    expect(within(open!).getByRole('link', { name: 'Call Asha Rao on 9876501234' })).toHaveAttribute('href', 'tel:9876501234');
    expect(within(over!).queryByRole('link')).not.toBeInTheDocument();
  });

  it('keeps the table with its Status and Actions columns from tablet width', () => {
    screenWidth(1024);
    renderTable(succeeds);
    expect(screen.queryByRole('list', { name: 'Test rides' })).not.toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Status' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
    const row = within(table).getByTestId('ride-row');
    expect(within(row).getByRole('combobox', { name: 'Status of Ather 450X for Asha Rao' })).toHaveValue('PENDING');
    expect(within(row).getByRole('button', { name: 'Delete test ride of Ather 450X' })).toBeInTheDocument();
  });
});

describe('the dealer test-ride table', () => {
  let success: jest.SpyInstance;
  let failure: jest.SpyInstance;
  beforeEach(() => {
    success = jest.spyOn(notify, 'success').mockImplementation(() => '');
    failure = jest.spyOn(notify, 'error').mockImplementation(() => '');
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the row with product, customer, date and status', () => {
    const select = renderTable(succeeds);
    expect(screen.getByText('Asha Rao')).toBeInTheDocument();
    expect(screen.getByText('4 Mar 2026')).toBeInTheDocument();
    expect(select.value).toBe('PENDING');
  });

  it('shows a new status at once and keeps it when the call succeeds', async () => {
    let finish: (ok: boolean) => void = () => {};
    const onSetStatus = jest.fn(() => new Promise<{ error?: unknown }>((resolve) => (finish = (ok) => resolve(ok ? {} : { error: 'x' }))));
    const select = renderTable(onSetStatus);
    await userEvent.selectOptions(select, 'CONFIRMED');
    expect(select.value).toBe('CONFIRMED');
    expect(onSetStatus).toHaveBeenCalledWith('r1', 'CONFIRMED');
    finish(true);
    await waitFor(() => expect(success).toHaveBeenCalledWith('Test ride status updated successfully'));
    expect(select.value).toBe('CONFIRMED');
  });

  it('puts the previous status back with the spec toast when the call fails', async () => {
    const select = renderTable(fails);
    await userEvent.selectOptions(select, 'COMPLETED');
    await waitFor(() => expect(failure).toHaveBeenCalledWith('Error updating test ride status'));
    expect(select.value).toBe('PENDING');
  });

  it("shows the server's refusal in the toast and puts the previous status back", async () => {
    const { CombinedError } = await import('urql');
    const refused = new CombinedError({
      graphQLErrors: [{ message: 'The customer cancelled this test ride; it cannot be reopened', extensions: { code: 'CONFLICT' } }],
    });
    const select = renderTable(async () => ({ error: refused }));
    await userEvent.selectOptions(select, 'COMPLETED');
    await waitFor(() => expect(failure).toHaveBeenCalledWith('The customer cancelled this test ride; it cannot be reopened'));
    expect(select.value).toBe('PENDING');
  });

  it("reads a cancellation by the customer as the customer's, not as the dealer's own", () => {
    renderTable(succeeds, jest.fn(), [{ ...ride, status: 'CANCELLED', cancelledBy: 'CUSTOMER', cancelReason: 'Bought elsewhere', canReschedule: false }]);
    expect(screen.getByTestId('ride-cancel-reason')).toHaveTextContent('Cancelled by the customer: Bought elsewhere');
  });

  it('has the tel: link in the table too', () => {
    renderTable(succeeds);
    expect(screen.getByRole('link', { name: 'Call Asha Rao on 9876501234' })).toHaveAttribute('href', 'tel:9876501234');
  });

  it("shows the ride's slot in India time", () => {
    renderTable(succeeds);
    expect(screen.getByTestId('ride-slot')).toHaveTextContent(/6 Mar \d{4}, 11:00 am – 12:00 pm IST/);
  });

  it('asks for the reason the customer sees before cancelling, and sends it', async () => {
    const onSetStatus = jest.fn(succeeds);
    const select = renderTable(onSetStatus);
    await userEvent.selectOptions(select, 'CANCELLED');
    expect(onSetStatus).not.toHaveBeenCalled();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Reason for the customer' }), 'Vehicle in service');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel the ride' }));
    await waitFor(() => expect(onSetStatus).toHaveBeenCalledWith('r1', 'CANCELLED', 'Vehicle in service'));
    await waitFor(() => expect(select.value).toBe('CANCELLED'));
  });

  it('deletes only after the browser confirmation', async () => {
    const onDelete = jest.fn();
    renderTable(succeeds, onDelete);
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const button = screen.getByRole('button', { name: /Delete test ride/ });
    await userEvent.click(button);
    expect(onDelete).not.toHaveBeenCalled();
    await userEvent.click(button);
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this test ride?');
    expect(onDelete).toHaveBeenCalledWith('r1');
  });
});
