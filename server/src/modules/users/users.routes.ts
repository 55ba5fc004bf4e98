import { callerOf } from '../../http/caller';
import { MESSAGES } from '@evbazaar/common';
import type { FastifyPluginAsync } from 'fastify';
import { requireViewer } from '../../lib/auth';
import { toRestUser } from '../../lib/rest-user';

type ById = { Params: { id: string } };

/** REST compatibility: /api/users/… as the back-office and profile screens call it. */
export const usersRoutes: FastifyPluginAsync = async (app) => {
  const { users } = app.services;

  app.get('/users', async (request) => {
    const page = await users.list(request.query);
    return {
      users: page.items.map(toRestUser),
      totalPages: page.totalPages,
      currentPage: page.page,
      totalUsers: page.total,
      // a search counts up to 1,000 matches past the page: the totals are then lower bounds
      totalAtLeast: page.totalAtLeast,
    };
  });

  app.post('/users', async (request, reply) => {
    const user = await users.create(callerOf(request), request.body);
    return reply.status(201).send({ message: MESSAGES.users.created, user: toRestUser(user) });
  });

  app.put<ById>('/users/:id', async (request) => {
    const user = await users.update(callerOf(request), request.params.id, request.body);
    return { message: MESSAGES.users.updated, user: toRestUser(user) };
  });

  app.delete<ById>('/users/:id', async (request) => {
    await users.remove(callerOf(request), request.params.id);
    return { message: MESSAGES.users.deleted };
  });

  app.post<ById>('/users/verify/:id', async (request) => {
    const user = await users.setVerified(callerOf(request), request.params.id, request.body);
    return { message: MESSAGES.users.verificationUpdated, user: toRestUser(user) };
  });

  // the header's language switch of a signed-in user (GraphQL setMyLanguage)
  app.put('/user/language', async (request) => {
    const user = await users.setLanguage(requireViewer(request.viewer), request.body);
    return { message: MESSAGES.users.profileUpdated, user: toRestUser(user) };
  });

  app.put<ById>('/users/:id/profile', async (request) => {
    const user = await users.updateProfile(requireViewer(request.viewer), request.params.id, request.body);
    return { message: MESSAGES.users.profileUpdated, user: toRestUser(user) };
  });
};
