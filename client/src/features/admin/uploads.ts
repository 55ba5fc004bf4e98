import { RestError } from '../../lib/errors';

/** REST upload paths (images go over multipart, not GraphQL). */
export const UPLOAD = {
  blog: { path: '/api/blog/upload', field: 'image', remove: '/api/blog/delete-image' },
  brand: { path: '/api/brand/upload', field: 'logoUrl', remove: '/api/brand/delete-image' },
  product: { path: '/api/product/upload', field: 'images', remove: '/api/product/file_remove' },
} as const;

/** What a form uploads images for: each has its REST paths and answer shape. */
export type UploadKind = keyof typeof UPLOAD;

const auth = (token: string | null): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});

/** The JSON error body of a failed answer, or none. */
async function errorBody(response: Response): Promise<{ message?: unknown; errors?: unknown }> {
  try {
    return ((await response.json()) as { message?: unknown; errors?: unknown } | null) ?? {};
  } catch {
    return {};
  }
}

/** Posts files as multipart under `field`; answers the parsed JSON or throws a RestError with the server's answer. */
export async function uploadFiles<T>(path: string, field: string, files: readonly File[], token: string | null): Promise<T> {
  const body = new FormData();
  for (const file of files) body.append(field, file);
  const response = await fetch(path, { method: 'POST', body, headers: auth(token) });
  if (!response.ok) throw new RestError(response.status, await errorBody(response));
  return (await response.json()) as T;
}

/** Uploads images for `kind` and answers their URLs (a brand or blog takes one image, a product several). */
export async function uploadImages(kind: UploadKind, files: readonly File[], token: string | null): Promise<string[]> {
  const { path, field } = UPLOAD[kind];
  if (kind === 'product') return (await uploadFiles<{ imageUrls: string[] }>(path, field, files, token)).imageUrls;
  return [(await uploadFiles<{ imageUrl: string }>(path, field, files.slice(0, 1), token)).imageUrl];
}

/** The file name at the end of an uploaded image URL. */
export function fileNameOf(url: string): string {
  return decodeURIComponent(url.split('?')[0].split('/').pop() ?? '');
}

/** Removes an uploaded image; a 404 counts as removed (it is gone either way). */
export async function removeUploaded(kind: UploadKind, imageUrl: string, token: string | null): Promise<boolean> {
  const response =
    kind === 'product'
      ? await fetch(`${UPLOAD.product.remove}/${encodeURIComponent(fileNameOf(imageUrl))}`, { method: 'DELETE', headers: auth(token) })
      : await fetch(UPLOAD[kind].remove, {
          method: 'DELETE',
          headers: { ...auth(token), 'content-type': 'application/json' },
          body: JSON.stringify({ imageUrl }),
        });
  return response.ok || response.status === 404;
}
