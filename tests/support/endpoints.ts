import type { z } from 'zod';
import type { Endpoint, Routed } from '@lib/platform/http/api.server';

// Every JSON endpoint under the API prefixes (src/pages/cop-api, order-web-bff …) with the schemas it validates, read from the modules
// themselves (the endpoint wrapper keeps its schemas), so a new endpoint is covered without a list.

const modules = import.meta.glob<Record<string, unknown>>(
  ['/src/pages/cop-api/**/*.ts', '/src/pages/order-web-bff/**/*.ts', '/src/pages/prc-web-bff/**/*.ts', '/src/pages/sf-api/**/*.ts'],
  {
    eager: true,
  },
);

const METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;

export interface EndpointCase {
  method: (typeof METHODS)[number];
  /** The path with any [param] filled in with a value the route knows. */
  path: string;
  /** The route file's path pattern, [param] kept (to send unknown values there). */
  pattern: string;
  query?: z.ZodType;
  body?: z.ZodType;
}

const isEndpoint = (value: unknown): value is Endpoint => typeof value === 'function' && 'inputs' in value;
const isRouted = (value: unknown): value is Routed => typeof value === 'function' && 'variants' in value;

/** Every method of every endpoint file, one case per value of a [param] route. */
export function endpointCases(): EndpointCase[] {
  const cases: EndpointCase[] = [];
  for (const [file, module] of Object.entries(modules)) {
    const pattern = file.replace(/^\/src\/pages/, '').replace(/(\/index)?\.ts$/, '');
    for (const method of METHODS) {
      const route = module[method];
      if (route === undefined) continue;
      if (isRouted(route)) {
        for (const [value, variant] of Object.entries(route.variants)) {
          cases.push({ method, pattern, path: pattern.replace(/\[\w+\]/, value), ...variant.inputs });
        }
      } else if (isEndpoint(route)) cases.push({ method, pattern, path: pattern, ...route.inputs });
      else throw new Error(`${file} ${method} is not built with endpoint() or byParam()`);
    }
  }
  return cases;
}
