/**
 * Resolves in a new task of the browser's event loop (after paint and input get their turn):
 * `scheduler.yield()` where the browser has it, else a message posted to ourselves, which,
 * unlike `setTimeout`, is not clamped to 4 ms.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}
