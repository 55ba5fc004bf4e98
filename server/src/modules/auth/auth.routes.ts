import { callerOf } from '../../http/caller';
import { MESSAGES } from '@evbazaar/common';
import type { FastifyPluginAsync } from 'fastify';
import { cookieJar } from '../../http/cookie-jar';
import { assertSameSite } from '../../http/same-site';
import { toRestUser } from '../../lib/rest-user';

/** REST compatibility: /api/auth/… as the spec's client calls it. */
export const authRoutes: FastifyPluginAsync = async (app) => {
  const { auth } = app.services;

  app.post('/auth/register', async (request, reply) => {
    const user = await auth.register(request.body, request.ip);
    return reply.status(201).send({ message: MESSAGES.auth.registerSuccess, user: toRestUser(user) });
  });

  const { publicUrl } = app.deps.config;

  app.post('/auth/login', async (request, reply) => {
    const { token, user } = await auth.login(callerOf(request), request.body, request.ip, cookieJar(request, reply, publicUrl));
    return { token, user: toRestUser(user) };
  });

  // cookie only, no body: renews the browser's session (docs/decisions/0043)
  app.post('/auth/refresh', async (request, reply) => {
    assertSameSite(request, publicUrl);
    const { token, user } = await auth.refresh(cookieJar(request, reply, publicUrl));
    return { token, user: toRestUser(user) };
  });

  app.post('/auth/logout', async (request, reply) => {
    assertSameSite(request, publicUrl);
    await auth.logout(cookieJar(request, reply, publicUrl));
    return { message: MESSAGES.auth.signedOut };
  });

  app.post('/auth/forgot-password', async (request) => {
    await auth.requestPasswordReset(callerOf(request), request.body, request.ip);
    return { message: MESSAGES.auth.resetLinkSent };
  });

  app.post('/auth/reset-password', async (request) => {
    await auth.resetPassword(callerOf(request), request.body);
    return { message: MESSAGES.auth.passwordResetDone };
  });
};
