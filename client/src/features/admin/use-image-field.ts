import { useState } from 'react';
import { useSession } from '../../lib/session';
import { notify } from '../../lib/toaster';
import { ADMIN_TEXT } from './messages';
import { removeUploaded, uploadImages, type UploadKind } from './uploads';

/** What an `ImagePicker` takes from the hook for one image list. */
export interface ImageFieldBinding {
  images: string[];
  busy: boolean;
  onFiles: (files: File[]) => void;
  onRemove: (url: string) => void;
}

/** Changes an image list from its current value (read when the upload or removal finishes). */
type ImageListChange = (change: (images: string[]) => string[]) => void;

interface ImageFieldOptions<S extends string> {
  kind: UploadKind;
  /** The images the saved record has: taken off the form only, never deleted before the form is saved. */
  saved: readonly (string | null | undefined)[];
  /** The toasts of a failed upload and a failed removal. */
  text: { uploadFailed: string; removeFailed: string };
  /** Marks the form field at `slot` touched, showing its error. */
  touch: (slot: S) => void;
}

/**
 * The upload-and-remove flow of every admin form with images (docs/decisions/0011): chosen files
 * go up over REST at once; removing a fresh upload deletes its file on the server (a 404 counts as
 * removed), while an image of the saved record is only taken off the form, so cancelling an edit
 * never leaves a saved brand, blog or product without its files. One upload runs at a time;
 * `uploading` holds the form's submit meanwhile.
 */
export function useImageField<S extends string>({ kind, saved, text, touch }: ImageFieldOptions<S>) {
  const { freshToken } = useSession();
  const [busySlot, setBusySlot] = useState<S | null>(null);
  const savedImages = new Set(saved.filter(Boolean));

  const upload = async (slot: S, files: File[], change: ImageListChange) => {
    setBusySlot(slot);
    try {
      const urls = await uploadImages(kind, files, await freshToken());
      change((images) => [...images, ...urls]);
      touch(slot);
    } catch {
      notify.error(text.uploadFailed);
    } finally {
      setBusySlot(null);
    }
  };

  const remove = async (slot: S, url: string, change: ImageListChange) => {
    if (!savedImages.has(url)) {
      if (!(await removeUploaded(kind, url, await freshToken()))) {
        notify.error(text.removeFailed);
        return;
      }
      notify.success(ADMIN_TEXT.images.removed);
    }
    change((images) => images.filter((u) => u !== url));
    touch(slot);
  };

  /** Picker props for the image list at `slot`, shown as `images`; `change` updates the form's list. */
  const list = (slot: S, images: readonly string[], change: ImageListChange): ImageFieldBinding => ({
    images: [...images],
    busy: busySlot === slot,
    onFiles: (files) => void upload(slot, files, change),
    onRemove: (url) => void remove(slot, url, change),
  });

  /** Picker props for a one-image field (empty text: no image); a new upload replaces the image. */
  const single = (slot: S, url: string, set: (url: string) => void): ImageFieldBinding =>
    list(slot, url ? [url] : [], (change) => set(change(url ? [url] : []).at(-1) ?? ''));

  return { list, single, uploading: busySlot !== null };
}
