import { mailStatusOf } from '@evbazaar/common';
import { fromGraphQLEnum, toGraphQLEnum } from '../../graphql/enums';
import type { MailStatus, Resolvers } from '../../gql/resolvers-types';

export const notificationsResolvers: Resolvers = {
  Query: {
    mailOutbox: (_, { status, page, limit }, { services }) =>
      services.notifications.listOutbox({ status: status ? fromGraphQLEnum(status) : undefined, page, limit }),
    outboxMail: (_, { id }, { services }) => services.notifications.getOutboxMail(id),
  },
  Mutation: { retryMail: (_, { id }, { services, caller }) => services.notifications.retry(caller, id) },
  OutboxMail: { status: (mail) => toGraphQLEnum<MailStatus>(mailStatusOf(mail)), hasInvite: (mail) => mail.ics !== null },
  OutboxMailDetail: { status: (mail) => toGraphQLEnum<MailStatus>(mailStatusOf(mail)) },
};
