import { ChakraProvider } from '@chakra-ui/react';
import { act, render, screen } from '@testing-library/react';
import { getSystem } from '../lib/theme';
import { notify, toaster } from '../lib/toaster';
import { Toaster } from './toaster';

/** Creates a toast and lets the toaster's store reach the renderer (it does on a timer), inside act. */
async function showing(create: () => unknown) {
  await act(async () => {
    create();
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
}

describe('toasts are announced', () => {
  // the toaster subscribes to its store on a timer after it mounts: let it, inside act
  beforeEach(async () => {
    render(
      <ChakraProvider value={getSystem()}>
        <Toaster />
      </ChakraProvider>,
    );
    await showing(() => {});
  });
  // the toasts leave (their store updates the renderer on a timer) inside act
  afterEach(async () => {
    await act(async () => {
      toaster.remove();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
  });

  it('an error toast is an alert, read out at once', async () => {
    await showing(() => notify.error('Error fetching products'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching products');
  });

  it('a success or information toast is a status, read when the reader is idle', async () => {
    await showing(() => notify.success('Profile updated successfully'));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Profile updated successfully');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
