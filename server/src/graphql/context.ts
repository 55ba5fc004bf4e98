import type { Viewer } from '../lib/auth';
import type { CookieJar } from '../lib/cookies';
import type { Caller } from '../modules/audit/audit.service';
import type { Services } from '../services';

/** What every resolver receives: who is calling and the shared services. */
export interface GraphQLContext {
  viewer: Viewer | null;
  /** the viewer (or their API key) and the request's address, agent and id: what audited changes record */
  caller: Caller;
  ip: string;
  /** the browser's cookies: sign-in reads the device cookie and sets it and the refresh cookie (docs/decisions/0042, 0043) */
  cookies: CookieJar;
  services: Services;
  /** epoch ms after which no further resolver starts (see deadline.ts) */
  deadline?: number;
}
