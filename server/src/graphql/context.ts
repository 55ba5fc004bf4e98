import type { Viewer } from '../lib/auth';
import type { DeviceJar } from '../lib/device-cookies';
import type { Services } from '../services';

/** What every resolver receives: who is calling and the shared services. */
export interface GraphQLContext {
  viewer: Viewer | null;
  ip: string;
  /** the browser's device cookie for sign-in (docs/decisions/0042) */
  device: DeviceJar;
  services: Services;
  /** epoch ms after which no further resolver starts (see deadline.ts) */
  deadline?: number;
}
