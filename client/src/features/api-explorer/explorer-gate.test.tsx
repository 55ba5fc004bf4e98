import { fireEvent, screen } from '@testing-library/react';
import { TOKEN_KEY } from '../../lib/session-token';
import { fakeToken, renderAt } from '../../test/render';
import { ExplorerGate } from './explorer-gate';

const signInAs = (role: string) => sessionStorage.setItem(TOKEN_KEY, fakeToken({ sub: 'u1', email: 'x@example.com', name: null, role }));

const routes = [
  {
    path: '/docs/api/explorer',
    element: (
      <ExplorerGate>
        <div>graphiql here</div>
      </ExplorerGate>
    ),
  },
  { path: '/login', element: <div>login page</div> },
];

describe('the API explorer gate', () => {
  afterEach(() => sessionStorage.clear());

  it('asks a guest to sign in, and the sign-in comes back to the explorer', async () => {
    renderAt('/docs/api/explorer', routes);
    expect(await screen.findByRole('heading', { name: 'Sign in to use the API explorer' })).toBeInTheDocument();
    expect(screen.queryByText('graphiql here')).not.toBeInTheDocument();
    // the documentation is the server's page: a plain link, loaded in full
    expect(screen.getByRole('link', { name: 'Read the API documentation' })).toHaveAttribute('href', '/docs/api');
    fireEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/login?redirect=%2Fdocs%2Fapi%2Fexplorer');
  });

  it.each(['USER', 'AGENT'])('tells a %s account the explorer is for dealers and admins', async (role) => {
    signInAs(role);
    renderAt('/docs/api/explorer', routes);
    expect(await screen.findByRole('heading', { name: 'The API explorer is for dealers and admins' })).toBeInTheDocument();
    expect(screen.queryByText('graphiql here')).not.toBeInTheDocument();
  });

  it.each(['DEALER', 'ADMIN', 'SUPERADMIN'])('opens the explorer to a %s', async (role) => {
    signInAs(role);
    renderAt('/docs/api/explorer', routes);
    expect(await screen.findByText('graphiql here')).toBeInTheDocument();
  });
});
