import { fireEvent, screen, waitFor } from '@testing-library/react';
import { CombinedError, makeResult, type Client, type Operation } from 'urql';
import { fromValue, never } from 'wonka';
import Login from '../routes/login';
import { renderAt } from '../test/render';

/** A client whose mutations answer once with `error`, or never. */
const answering = (error?: CombinedError) =>
  ({
    executeQuery: () => never,
    executeSubscription: () => never,
    executeMutation: (operation: Operation) => (error ? fromValue(makeResult(operation, { errors: error.graphQLErrors })) : never),
  }) as unknown as Client;

async function submitLogin(client: Client) {
  renderAt('/login', [{ path: '/login', element: <Login /> }], client);
  fireEvent.change(await screen.findByLabelText(/Email/), { target: { value: 'asha@example.com' } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'secret-1' } });
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
}

describe('the form path', () => {
  it("shows the server's field errors under their fields", async () => {
    const error = new CombinedError({
      graphQLErrors: [{ message: 'Invalid input', extensions: { code: 'BAD_USER_INPUT', fields: { email: 'No account uses this email' } } }],
    });
    await submitLogin(answering(error));
    const message = await screen.findByText('No account uses this email');
    // under the Email field, beside its input
    expect(message.closest('[data-part="root"]')).toContainElement(screen.getByLabelText(/Email/));
    expect(screen.getAllByText('Invalid input').length).toBeGreaterThan(0);
  });

  it('disables the submit button while the call is in flight', async () => {
    await submitLogin(answering());
    // a loading button hides its label from the accessible name, so find it by its text
    await waitFor(() => expect(screen.getByText('Login').closest('button')).toBeDisabled());
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
  });
});
