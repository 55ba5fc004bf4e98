import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';
import { never } from 'wonka';
import { Provider, type Client } from 'urql';
import { SessionProvider } from '../../lib/session';
import { getSystem } from '../../lib/theme';
import { notify } from '../../lib/toaster';
import { BrandFormModal } from './brand-form-modal';
import { ImagePicker } from './image-picker';
import { ADMIN_TEXT } from './messages';
import { UPLOAD } from './uploads';
import { useImageField } from './use-image-field';

const idle = { executeQuery: () => never, executeMutation: () => never, executeSubscription: () => never } as unknown as Client;
const png = (name: string) => new File(['png'], name, { type: 'image/png' });
const answer = (status: number, body: unknown = {}) => ({ ok: status < 300, status, json: async () => body }) as Response;

const realFetch = globalThis.fetch;
let fetchMock: jest.Mock;
afterAll(() => {
  globalThis.fetch = realFetch;
});
beforeEach(() => {
  fetchMock = jest.fn();
  globalThis.fetch = fetchMock;
  jest.spyOn(notify, 'error').mockImplementation(() => '');
  jest.spyOn(notify, 'success').mockImplementation(() => '');
});
afterEach(() => jest.restoreAllMocks());

const calls = (method: string) => fetchMock.mock.calls.filter(([, init]) => (init as RequestInit).method === method);

function wrap(ui: ReactElement) {
  return render(
    <ChakraProvider value={getSystem()}>
      <SessionProvider>
        <Provider value={idle}>{ui}</Provider>
      </SessionProvider>
    </ChakraProvider>,
  );
}

/** A product-like image list, as the product form keeps it, with the record's saved images. */
function ProductImages({ saved }: { saved: string[] }) {
  const [images, setImages] = useState(saved);
  const [touched, setTouched] = useState<string[]>([]);
  const pictures = useImageField({
    kind: 'product',
    saved,
    text: { uploadFailed: 'upload failed', removeFailed: 'remove failed' },
    touch: (slot: 'images') => setTouched((t) => [...t, slot]),
  });
  return (
    <>
      <ImagePicker label="Product images" multiple {...pictures.list('images', images, (change) => setImages(change))} />
      <output data-testid="images">{images.join(' ')}</output>
      <output data-testid="touched">{touched.join(' ')}</output>
      <output data-testid="uploading">{String(pictures.uploading)}</output>
    </>
  );
}

describe('the image field of the admin forms', () => {
  it('uploads every chosen file of a list, adds the URLs and touches the field', async () => {
    fetchMock.mockResolvedValue(answer(200, { imageUrls: ['/uploads/a.png', '/uploads/b.png'] }));
    wrap(<ProductImages saved={[]} />);
    await userEvent.upload(screen.getByLabelText('Product images'), [png('a.png'), png('b.png')]);
    await waitFor(() => expect(screen.getByTestId('images')).toHaveTextContent('/uploads/a.png /uploads/b.png'));
    expect(screen.getByTestId('touched')).toHaveTextContent('images');
    expect(screen.getByTestId('uploading')).toHaveTextContent('false');
    const [[path, init]] = calls('POST');
    expect(path).toBe(UPLOAD.product.path);
    expect((init.body as FormData).getAll(UPLOAD.product.field)).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Remove image' })).toHaveLength(2);
  });

  it('keeps the list and says so when an upload fails', async () => {
    fetchMock.mockResolvedValue(answer(400, { message: 'Only images' }));
    wrap(<ProductImages saved={['/uploads/saved.png']} />);
    await userEvent.upload(screen.getByLabelText('Product images'), [png('a.png')]);
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('upload failed'));
    expect(screen.getByTestId('images')).toHaveTextContent(/^\/uploads\/saved\.png$/);
    expect(screen.getByTestId('uploading')).toHaveTextContent('false');
  });

  it('deletes a fresh upload on the server when it is removed', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { imageUrls: ['/uploads/fresh.png'] })).mockResolvedValueOnce(answer(200, {}));
    wrap(<ProductImages saved={[]} />);
    await userEvent.upload(screen.getByLabelText('Product images'), [png('fresh.png')]);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove image' }));
    await waitFor(() => expect(screen.getByTestId('images')).toBeEmptyDOMElement());
    expect(calls('DELETE').map(([path]) => path)).toEqual([`${UPLOAD.product.remove}/fresh.png`]);
    expect(notify.success).toHaveBeenCalledWith(ADMIN_TEXT.images.removed);
  });

  it('keeps a fresh upload on the form when the server cannot delete it (a 404 counts as deleted)', async () => {
    fetchMock
      .mockResolvedValueOnce(answer(200, { imageUrls: ['/uploads/one.png', '/uploads/two.png'] }))
      .mockResolvedValueOnce(answer(500))
      .mockResolvedValueOnce(answer(404));
    wrap(<ProductImages saved={[]} />);
    await userEvent.upload(screen.getByLabelText('Product images'), [png('one.png'), png('two.png')]);
    const [first] = await screen.findAllByRole('button', { name: 'Remove image' });
    await userEvent.click(first);
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('remove failed'));
    expect(screen.getByTestId('images')).toHaveTextContent('/uploads/one.png /uploads/two.png');
    await userEvent.click(screen.getAllByRole('button', { name: 'Remove image' })[0]);
    await waitFor(() => expect(screen.getByTestId('images')).toHaveTextContent(/^\/uploads\/two\.png$/));
  });

  it('only takes an image of the saved record off the form, never deleting its file', async () => {
    wrap(<ProductImages saved={['/uploads/saved.png']} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(screen.getByTestId('images')).toBeEmptyDOMElement();
    expect(screen.getByTestId('touched')).toHaveTextContent('images');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('the brand form through the image field', () => {
  const brand = {
    __typename: 'Brand' as const,
    id: 'b1',
    name: 'Ather',
    logoUrl: '/uploads/saved-logo.png',
    website: null,
    description: null,
    descriptionHi: null,
  };

  it('uploads one file as the logo and deletes that fresh logo on the server when it is removed', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { imageUrl: '/uploads/new-logo.png' })).mockResolvedValueOnce(answer(200, {}));
    wrap(<BrandFormModal brand={null} onClose={() => {}} />);
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Brand' }));
    await userEvent.upload(dialog.getByLabelText('Logo'), png('logo.png'));
    await dialog.findByRole('button', { name: 'Replace image' });
    const [[path, init]] = calls('POST');
    expect(path).toBe(UPLOAD.brand.path);
    expect((init.body as FormData).getAll(UPLOAD.brand.field)).toHaveLength(1);
    expect(screen.getByRole('dialog').querySelector('img')).toHaveAttribute('src', '/uploads/new-logo.png');
    await userEvent.click(dialog.getByRole('button', { name: 'Remove image' }));
    await dialog.findByRole('button', { name: 'Upload image' });
    const [[removePath, removeInit]] = calls('DELETE');
    expect(removePath).toBe(UPLOAD.brand.remove);
    expect(JSON.parse(removeInit.body as string)).toEqual({ imageUrl: '/uploads/new-logo.png' });
  });

  it('cancelling an edit after removing the saved logo deletes no file', async () => {
    const onClose = jest.fn();
    wrap(<BrandFormModal brand={brand} onClose={onClose} />);
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Brand' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Remove image' }));
    await dialog.findByRole('button', { name: 'Upload image' });
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(notify.success).not.toHaveBeenCalled();
  });
});
