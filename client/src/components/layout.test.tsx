import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { getSystem } from '../lib/theme';
import { Layout } from './layout';

function FirstPage() {
  return <Link to="/dashboard/second">to the second page</Link>;
}

function SecondPage() {
  const navigate = useNavigate();
  return <button onClick={() => void navigate(-1)}>Back</button>;
}

// dashboard paths render the shell bare, so no header data is needed
function renderShell() {
  render(
    <ChakraProvider value={getSystem()}>
      <MemoryRouter initialEntries={['/dashboard/first']}>
        <Routes>
          <Route element={<Layout />}>
            <Route path="/dashboard/first" element={<FirstPage />} />
            <Route path="/dashboard/second" element={<SecondPage />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </ChakraProvider>,
  );
}

describe('the page shell', () => {
  afterEach(() => jest.restoreAllMocks());

  it('opens a new page at the top but leaves Back to restore its own position', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderShell();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'to the second page' }));
    await screen.findByRole('button', { name: 'Back' });
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('link', { name: 'to the second page' });
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('starts every page with a skip link that puts the focus on the main content', async () => {
    renderBare('/login');
    const user = userEvent.setup();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    // the next Tab starts in the page
    await user.tab();
    expect(screen.getByRole('link', { name: 'to the register page' })).toHaveFocus();
  });

  it('takes the focus to the main content of a new page, and leaves it where it is on the first one', async () => {
    renderBare('/login');
    expect(document.body).toHaveFocus();
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'to the register page' }));
    await screen.findByText('the register page');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it("leaves the main landmark to the dashboard's shell, beside its menu", () => {
    renderShell();
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toBeInTheDocument();
  });
});

// the auth pages are bare too, but their main is the layout's
function renderBare(path: string) {
  render(
    <ChakraProvider value={getSystem()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<Layout />}>
            <Route path="/login" element={<Link to="/register">to the register page</Link>} />
            <Route path="/register" element={<p>the register page</p>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </ChakraProvider>,
  );
}
