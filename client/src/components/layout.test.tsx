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
});
