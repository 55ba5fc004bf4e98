import { allows, restRuleOf, type RuleName } from '@evbazaar/common';
import type { FastifyInstance } from 'fastify';
import { Forbidden, Unauthenticated } from '../lib/errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the permission table's rule of a REST route; set at registration from REST_RULES */
    rule?: RuleName;
  }
}

/**
 * REST routes take their rule from the permission table in common/ (REST_RULES):
 * a route under /api with no entry stops start-up, so no route is public by omission.
 */
export function registerRouteGuard(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') && route.url !== '/api') return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const rules = new Set(methods.map((method) => restRuleOf(method, route.url)));
    const [rule] = rules;
    if (rules.size !== 1 || !rule) {
      throw new Error(`${methods.join(',')} ${route.url} has no rule in REST_RULES (common/src/permissions/api.ts): add one, 'public' for an open route`);
    }
    route.config = { ...route.config, rule };
  });

  app.addHook('preHandler', async (request) => {
    const rule = request.routeOptions.config.rule;
    if (!rule || allows(rule, request.viewer?.role)) return;
    throw request.viewer ? new Forbidden() : new Unauthenticated();
  });
}
