import type { ChildProcess } from 'node:child_process';

export interface ServerOptions {
  /** run src/main.ts through tsx instead of the built dist/main.js */
  source?: boolean;
  /** also require the built client (client/dist) */
  client?: boolean;
  /** data folder; a new temporary one (removed by stop) when not given */
  dataDir?: string;
  /** environment on top of the defaults (HOST, a free PORT, DATA_DIR, DEMO_DATA=true, LOG_LEVEL=warn, PUBLIC_URL) */
  env?: Record<string, string>;
  /** 'errors' (default): stderr to the console; 'inherit': both streams; 'capture': both kept for output() */
  output?: 'errors' | 'inherit' | 'capture';
  /** how long to wait for /readyz (60 s) */
  timeoutMs?: number;
}

export interface LaunchedServer {
  url: string;
  dataDir: string;
  child: ChildProcess;
  /** resolves once /readyz answers 200; rejects when the process exits first or the time runs out */
  ready: Promise<void>;
  /** the exit code */
  exited: Promise<number | null>;
  /** what the process wrote so far (with output: 'capture') */
  output(): string;
  /** SIGTERM (SIGKILL after 5 s), removes a temporary data folder; resolves to the exit code */
  stop(): Promise<number | null>;
}

/** Spawns the server without waiting for it. */
export function launchServer(options?: ServerOptions): Promise<LaunchedServer>;
/** Spawns the server and waits for /readyz (stopping it when it never gets ready). */
export function startServer(options?: ServerOptions): Promise<LaunchedServer>;
/** The V8 flags the server starts with: server/package.json config.nodeFlags, as `npm start -w server` passes them. */
export function nodeFlags(): string[];
/** A port nobody listens on right now. */
export function freePort(): Promise<number>;

/** GraphQL cost settings whose buckets never empty: for load tests and the journeys' set-up calls. */
export const UNLIMITED_COST_ENV: Record<string, string>;
