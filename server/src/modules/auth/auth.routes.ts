import { MESSAGES } from '@evbazaar/common';
import type { FastifyPluginAsync } from 'fastify';
import { deviceJar } from '../../http/device-jar';
import { toRestUser } from '../../lib/rest-user';

/** REST compatibility: /api/auth/… as the spec's client calls it. */
export const authRoutes: FastifyPluginAsync = async (app) => {
  const { auth } = app.services;

  app.post('/auth/register', async (request, reply) => {
    const user = await auth.register(request.body, request.ip);
    return reply.status(201).send({ message: MESSAGES.auth.registerSuccess, user: toRestUser(user) });
  });

  app.post('/auth/login', async (request, reply) => {
    const { token, user } = await auth.login(request.body, request.ip, deviceJar(request, reply, app.deps.config.publicUrl));
    return { token, user: toRestUser(user) };
  });

  app.post('/auth/forgot-password', async (request) => {
    await auth.requestPasswordReset(request.body, request.ip);
    return { message: MESSAGES.auth.resetLinkSent };
  });

  app.post('/auth/reset-password', async (request) => {
    await auth.resetPassword(request.body);
    return { message: MESSAGES.auth.passwordResetDone };
  });
};
