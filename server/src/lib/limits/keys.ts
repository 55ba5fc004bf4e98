import { createHash } from 'node:crypto';

/**
 * A limit key of constant size whatever the caller sent: the kind in clear (for
 * debugging a store), the parts as a truncated sha-256.
 */
export function limitKey(kind: string, ...parts: string[]): string {
  const digest = createHash('sha256').update(parts.join('\u0000')).digest('base64url').slice(0, 22);
  return `${kind}:${digest}`;
}
