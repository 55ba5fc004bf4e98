import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * The source module behind each lazy route component. The build rewrites the route table's
 * `lazy(() => import('./routes/x'))` into `lazyPage(..., 'src/routes/x.tsx')` (vite.config.ts,
 * `pageModules`), so the server can preload the chunks of the page it rendered from the
 * Vite manifest: a route added to the table gets its preload without more wiring.
 */
export const pageModules = new WeakMap<object, string>();

// the same constraint as React.lazy (a component of any props)
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyPage<T extends ComponentType<any>>(factory: () => Promise<{ default: T }>, moduleId: string): LazyExoticComponent<T> {
  const component = lazy(factory);
  pageModules.set(component, moduleId);
  return component;
}
