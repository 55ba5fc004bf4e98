import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fromValue, never } from 'wonka';
import { CombinedError, type Client } from 'urql';
import { renderAt } from '../../test/render';
import { spyOnToasts } from '../../test/toasts';
import { WriteReviewButton } from './write-review-dialog';

/** A client whose createReview answers with `answer`; the inputs sent are kept. */
function reviewClient(answer: Record<string, unknown>) {
  const sent: unknown[] = [];
  const client = {
    executeQuery: () => never,
    executeMutation: (operation: { variables: { input: unknown } }) => {
      sent.push(operation.variables.input);
      return fromValue({ operation, stale: false, hasNext: false, ...answer });
    },
    executeSubscription: () => never,
  } as unknown as Client;
  return { client, sent };
}

describe('Write a review on a completed ride', () => {
  const toasts = spyOnToasts();

  it('asks for both ratings and some words, then sends them and thanks the rider', async () => {
    const done = jest.fn();
    const { client, sent } = reviewClient({ data: { createReview: { __typename: 'Review', id: 'r1', status: 'PENDING' } } });
    renderAt('/book_ride', [{ path: '/book_ride', element: <WriteReviewButton rideId="ride-1" productName="Ather 450X" onDone={done} /> }], client);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Write a review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review the Ather 450X' });

    await user.click(within(dialog).getByRole('button', { name: 'Send review' }));
    expect(await within(dialog).findByText('Vehicle rating must be 1 to 5 stars')).toBeInTheDocument();
    expect(within(dialog).getByText('Shop rating must be 1 to 5 stars')).toBeInTheDocument();
    expect(within(dialog).getByText('Please write a few words about your ride')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.click(within(within(dialog).getByRole('radiogroup', { name: 'The vehicle' })).getByRole('radio', { name: '4 stars' }));
    await user.click(within(within(dialog).getByRole('radiogroup', { name: 'The shop' })).getByRole('radio', { name: '5 stars' }));
    await user.type(within(dialog).getByLabelText(/Your review/), 'Smooth ride');
    await user.click(within(dialog).getByRole('button', { name: 'Send review' }));

    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Thank you! Your review will appear once it has been checked.'));
    expect(sent).toEqual([{ testDriveId: 'ride-1', productRating: 4, shopRating: 5, text: 'Smooth ride' }]);
    expect(done).toHaveBeenCalled();
  });

  it("shows the server's refusal, e.g. a ride already reviewed", async () => {
    const error = new CombinedError({ graphQLErrors: [{ message: 'You have already reviewed this test ride', extensions: { code: 'CONFLICT' } }] });
    const { client } = reviewClient({ error });
    renderAt('/book_ride', [{ path: '/book_ride', element: <WriteReviewButton rideId="ride-1" productName="Ather 450X" onDone={() => {}} /> }], client);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Write a review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review the Ather 450X' });
    await user.click(within(within(dialog).getByRole('radiogroup', { name: 'The vehicle' })).getByRole('radio', { name: '3 stars' }));
    await user.click(within(within(dialog).getByRole('radiogroup', { name: 'The shop' })).getByRole('radio', { name: '3 stars' }));
    await user.type(within(dialog).getByLabelText(/Your review/), 'Again');
    await user.click(within(dialog).getByRole('button', { name: 'Send review' }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('You have already reviewed this test ride'));
    expect(toasts.success).not.toHaveBeenCalled();
  });
});
