import { createHash } from 'node:crypto';

/** How a bearer secret (a reset token, a refresh token) is stored: its sha-256, never the secret itself. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
