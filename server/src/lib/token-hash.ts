import { hash } from 'node:crypto';

/**
 * How a bearer secret (a reset token, a refresh token, an API key) is stored: its sha-256, never the
 * secret itself. The one-shot `crypto.hash` costs a third of `createHash` (an API key is hashed on every request).
 */
export const hashToken = (token: string) => hash('sha256', token, 'hex');
