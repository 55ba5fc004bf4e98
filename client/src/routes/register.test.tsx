import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fromValue, never } from 'wonka';
import type { Client } from 'urql';
import { TOKEN_KEY } from '../lib/session-token';
import { notify } from '../lib/toaster';
import { fakeToken, renderAt } from '../test/render';
import Register from './register';

// each of these tests types the whole registration form key by key, which in jsdom takes several
// seconds on a busy machine: more than jest's 5 s default, without being a slow page
jest.setTimeout(30_000);

type Operation = { query: { definitions: { name?: { value: string } }[] }; variables: Record<string, unknown> };

/** Answers Register with a new user and Login with a token, recording what was asked. */
function authClient() {
  const asked: { name?: string; variables: Record<string, unknown> }[] = [];
  const token = fakeToken({ sub: 'u-new', email: 'asha@example.com', name: 'Asha', role: 'USER' });
  const client = {
    executeQuery: () => never,
    executeMutation: (operation: Operation) => {
      const name = operation.query.definitions[0].name?.value;
      asked.push({ name, variables: operation.variables });
      const data =
        name === 'Register'
          ? { register: { __typename: 'User', id: 'u-new' } }
          : { login: { __typename: 'AuthPayload', token, user: { __typename: 'User', id: 'u-new', name: 'Asha', email: 'asha@example.com', role: 'USER' } } };
      return fromValue({ operation, data, stale: false, hasNext: false });
    },
    executeSubscription: () => never,
  } as unknown as Client;
  return { client, asked, token };
}

async function fillAndSubmit() {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Asha');
  await user.type(screen.getByRole('textbox', { name: /^Username/ }), 'asha');
  await user.type(screen.getByRole('textbox', { name: /^Contact/ }), '9876543210');
  await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'asha@example.com');
  await user.type(screen.getByLabelText(/^Password/), 'secret123');
  await user.click(screen.getByRole('button', { name: 'Register to the product' }));
}

const routes = [
  { path: '/register', element: <Register /> },
  { path: '/', element: <div>home page</div> },
];

describe('after registering', () => {
  let success: jest.SpyInstance;
  let info: jest.SpyInstance;
  beforeEach(() => {
    success = jest.spyOn(notify, 'success').mockImplementation(() => '');
    info = jest.spyOn(notify, 'info').mockImplementation(() => '');
  });
  afterEach(() => {
    jest.restoreAllMocks();
    sessionStorage.clear();
  });

  it('signs a new User in through the login call and goes home', async () => {
    const { client, asked, token } = authClient();
    renderAt('/register', routes, client);
    await fillAndSubmit();

    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(asked.map((a) => a.name)).toEqual(['Register', 'Login']);
    expect(asked[1].variables).toEqual({ email: 'asha@example.com', password: 'secret123' });
    expect(sessionStorage.getItem(TOKEN_KEY)).toBe(token);
    expect(success).toHaveBeenCalledWith('Register successfully!');
    expect(info).not.toHaveBeenCalled();
  });

  it.each([
    ['dealer', 'Dealer'],
    ['agent', 'Agent'],
  ])('tells a new %s account it waits for verification, without signing in', async (role, label) => {
    const { client, asked } = authClient();
    renderAt(`/register?role=${role}`, routes, client);
    await fillAndSubmit();

    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(asked.map((a) => a.name)).toEqual(['Register']);
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(success).toHaveBeenCalledWith('Register successfully!');
    await waitFor(() => expect(info).toHaveBeenCalledWith(`Your ${label} account is waiting for an admin's verification.`));
  });
});
