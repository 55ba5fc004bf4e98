import { fireEvent, screen } from '@testing-library/react';
import { TOKEN_KEY } from '../lib/session-token';
import { fakeToken, renderAt } from '../test/render';
import { GuestOnly, RequireAuth } from './guards';

const signInAs = (role: string) => sessionStorage.setItem(TOKEN_KEY, fakeToken({ sub: 'u1', email: 'x@example.com', name: null, role }));

const routes = [
  { path: '/', element: <div>home page</div> },
  {
    path: '/login',
    element: (
      <GuestOnly>
        <div>login page</div>
      </GuestOnly>
    ),
  },
  {
    path: '/book_ride',
    element: (
      <RequireAuth route="/book_ride">
        <div>rides page</div>
      </RequireAuth>
    ),
  },
  {
    path: '/profile',
    element: (
      <RequireAuth route="/profile">
        <div>profile page</div>
      </RequireAuth>
    ),
  },
];

describe('route guards', () => {
  afterEach(() => sessionStorage.clear());

  it('sends a guest from a signed-in page to /login with a redirect back', async () => {
    renderAt('/book_ride', routes);
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login?redirect=%2Fbook_ride');
  });

  it('lets the right role in', async () => {
    signInAs('USER');
    renderAt('/book_ride', routes);
    expect(await screen.findByText('rides page')).toBeInTheDocument();
  });

  it('tells another role it has no access, with a link home, and stays on the address', async () => {
    signInAs('DEALER');
    renderAt('/book_ride', routes);
    expect(await screen.findByRole('heading', { name: "You don't have access to this page" })).toBeInTheDocument();
    expect(screen.queryByText('rides page')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/book_ride');
    fireEvent.click(screen.getByRole('link', { name: 'Back To Home' }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
  });

  it('tells a customer opening an admin page it has no access', async () => {
    signInAs('USER');
    renderAt('/dashboard/users', [
      ...routes,
      {
        path: '/dashboard/users',
        element: (
          <RequireAuth route="/dashboard/users">
            <div>users page</div>
          </RequireAuth>
        ),
      },
    ]);
    expect(await screen.findByRole('heading', { name: "You don't have access to this page" })).toBeInTheDocument();
    expect(screen.queryByText('users page')).not.toBeInTheDocument();
  });

  it('lets any signed-in role open the profile', async () => {
    signInAs('AGENT');
    renderAt('/profile', routes);
    expect(await screen.findByText('profile page')).toBeInTheDocument();
  });

  it('sends a signed-in user away from guests-only pages', async () => {
    signInAs('USER');
    renderAt('/login', routes);
    expect(await screen.findByText('home page')).toBeInTheDocument();
  });

  // the login form navigates to the same place: the two agree, whichever runs last
  it('sends a signed-in user from a guests-only page to its redirect', async () => {
    signInAs('USER');
    renderAt('/login?redirect=%2Fbook_ride', routes);
    expect(await screen.findByText('rides page')).toBeInTheDocument();
  });

  it("sends a signed-in dealer from a guests-only page to the dealer's landing page", async () => {
    signInAs('DEALER');
    renderAt('/login', [...routes, { path: '/dashboard', element: <div>dashboard page</div> }]);
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
  });

  it('shows guests-only pages to guests', async () => {
    renderAt('/login', routes);
    expect(await screen.findByText('login page')).toBeInTheDocument();
  });
});
