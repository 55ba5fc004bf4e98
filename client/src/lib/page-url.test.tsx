import { act, render } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { MemoryRouter, type RouteObject } from 'react-router';
import { Provider as UrqlProvider, type Client } from 'urql';
import { fromValue, never } from 'wonka';
import { AppRoutes, routes } from '../router';
import { SessionProvider } from './session';
import { getSystem } from './theme';
import { pageUrl, type RouteHandle } from './page-url';

/** Every server-rendered route of the table, the home page as '' */
const pages = (routes[0].children ?? [])
  .map((r): RouteObject & { path: string } => ({ ...r, path: r.index ? '' : (r.path ?? '') }) as RouteObject & { path: string })
  .filter((r) => (r.index || r.path) && !(r.handle as RouteHandle | undefined)?.clientOnly);

/** A sample address of a route pattern: each `:param` a plausible value, `*` an unknown path. */
const sampleAddress = (pattern: string) =>
  `/${pattern.replace(':slugs', 'ather-450x-vs-ola-s1-pro').replace(':type', 'scooter').replace(/:\w+/g, 'sample').replace('*', 'no-such-page')}`;

/** A guest client: the brand page gets its brand (its list is rendered below it), every other query stays loading. */
const client = {
  executeQuery: (operation: { query: { definitions: { name?: { value: string } }[] } }) =>
    operation.query.definitions[0]?.name?.value === 'BrandBySlug'
      ? fromValue({
          operation,
          data: { brandBySlug: { __typename: 'Brand', id: 'b1', name: 'Ather', slug: 'ather', logoUrl: null, description: null } },
          stale: false,
          hasNext: false,
        })
      : never,
  executeMutation: () => never,
  executeSubscription: () => never,
} as unknown as Client;

/** The names of the query parameters a page asks for while it renders (every read goes through URLSearchParams). */
async function parametersRead(address: string): Promise<Set<string>> {
  const read = new Set<string>();
  const proto = URLSearchParams.prototype;
  const originals = { get: proto.get, getAll: proto.getAll, has: proto.has };
  proto.get = function (name) {
    read.add(name);
    return originals.get.call(this, name);
  };
  proto.getAll = function (name) {
    read.add(name);
    return originals.getAll.call(this, name);
  };
  proto.has = function (name, value) {
    read.add(name);
    return originals.has.call(this, name, value);
  };
  try {
    const view = render(
      <ChakraProvider value={getSystem()}>
        <SessionProvider>
          <UrqlProvider value={client}>
            <MemoryRouter initialEntries={[address]}>
              <AppRoutes />
            </MemoryRouter>
          </UrqlProvider>
        </SessionProvider>
      </ChakraProvider>,
    );
    // the lazy page chunk, then the page itself
    for (let i = 0; i < 5; i++) await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    view.unmount();
  } finally {
    Object.assign(proto, originals);
  }
  return read;
}

describe('the query parameters of the public pages', () => {
  it.each(pages.map((r) => [r.path]))('/%s reads no parameter its route does not declare', async (path) => {
    const route = pages.find((r) => r.path === path)!;
    const declared = new Set((route.handle as RouteHandle | undefined)?.searchParams ?? []);
    const read = await parametersRead(`${sampleAddress(path)}?utm_source=mail&x=1`);
    expect([...read].filter((name) => !declared.has(name))).toEqual([]);
    // the probe sees the reads: a page that declares parameters is seen reading them
    if (declared.size) expect([...read].some((name) => declared.has(name))).toBe(true);
  });

  it('keeps a vehicle list’s filters, sorted, and drops the rest', () => {
    expect(pageUrl(routes, '/e_vehicles/scooter?utm_source=x')).toBe('/e_vehicles/scooter');
    expect(pageUrl(routes, '/e_vehicles/scooter?x=17')).toBe('/e_vehicles/scooter');
    expect(pageUrl(routes, '/e_vehicles/scooter?sort=price_asc&fbclid=1&brand=a,b&minPrice=50000')).toBe(
      '/e_vehicles/scooter?brand=a%2Cb&minPrice=50000&sort=price_asc',
    );
    expect(pageUrl(routes, '/brands/ather?maxCharging=4&gclid=z')).toBe('/brands/ather?maxCharging=4');
  });

  it('keeps the search text, the compare page’s differences switch, and nothing on pages that read none', () => {
    expect(pageUrl(routes, '/search-results?q=ather&utm_medium=cpc')).toBe('/search-results?q=ather');
    expect(pageUrl(routes, '/compare/a-vs-b?diff=1&ref=tw')).toBe('/compare/a-vs-b?diff=1');
    expect(pageUrl(routes, '/products/ather-450x?utm_source=x')).toBe('/products/ather-450x');
    expect(pageUrl(routes, '/?page=2')).toBe('/');
    expect(pageUrl(routes, '/blogs?page=3#top')).toBe('/blogs');
  });

  it('leaves client-only addresses as they are (the server never renders them)', () => {
    expect(pageUrl(routes, '/login?redirect=%2Fwishlist')).toBe('/login?redirect=%2Fwishlist');
  });
});
