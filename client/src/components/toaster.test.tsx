import { ChakraProvider } from '@chakra-ui/react';
import { act, render, screen } from '@testing-library/react';
import { getSystem } from '../lib/theme';
import { notify, toaster } from '../lib/toaster';
import { Toaster } from './toaster';

describe('toasts are announced', () => {
  beforeEach(() =>
    render(
      <ChakraProvider value={getSystem()}>
        <Toaster />
      </ChakraProvider>,
    ),
  );
  afterEach(() => act(() => toaster.remove()));

  it('an error toast is an alert, read out at once', async () => {
    act(() => void notify.error('Error fetching products'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching products');
  });

  it('a success or information toast is a status, read when the reader is idle', async () => {
    act(() => void notify.success('Profile updated successfully'));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Profile updated successfully');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
