import { failureText, type FailureTextOptions } from './errors';
import { notify } from './toaster';

export interface DeleteTexts {
  /** the browser confirmation's question (the spec: "Deletes ask for browser confirmation first") */
  question: string;
  /** the toast when the delete fails, shaped by `failedAs` (default: the server's message, else this) */
  failed: string;
  failedAs?: FailureTextOptions;
  /** the toast when it succeeds; none when the caller shows its own */
  done?: string;
}

/**
 * The one way a delete is confirmed: the browser asks, then `run` deletes and the outcome is
 * toasted. Answers whether the item was deleted (false when the user said no or it failed).
 */
export async function confirmDelete(texts: DeleteTexts, run: () => Promise<{ error?: unknown } | void>): Promise<boolean> {
  if (!window.confirm(texts.question)) return false;
  const error = (await run())?.error;
  if (error) {
    notify.error(failureText(error, texts.failed, texts.failedAs));
    return false;
  }
  if (texts.done) notify.success(texts.done);
  return true;
}
