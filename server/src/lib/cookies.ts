/**
 * Cookies as the services see them: the doors (REST routes, the GraphQL context) read them from the
 * request and set them on the answer; the services decide names, values and lifetimes.
 */
export interface CookieSpec {
  name: string;
  value: string;
  path: string;
  sameSite: 'strict' | 'lax';
  /** absent: the cookie ends with the browser session */
  maxAgeSeconds?: number;
}

export interface CookieJar {
  read(name: string): string | undefined;
  write(cookie: CookieSpec): void;
  clear(name: string, path: string): void;
}
