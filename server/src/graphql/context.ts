import type { Viewer } from '../lib/auth';
import type { Services } from '../services';

/** What every resolver receives: who is calling and the shared services. */
export interface GraphQLContext {
  viewer: Viewer | null;
  ip: string;
  services: Services;
  /** epoch ms after which no further resolver starts (see deadline.ts) */
  deadline?: number;
}
