import type { MercuriusLoaders } from 'mercurius';
import type { GraphQLContext } from '../../graphql/context';
import { toGraphQLEnum } from '../../graphql/enums';
import type { LeadEventKind, LeadSource, LeadStatus, Resolvers } from '../../gql/resolvers-types';
import { requireViewer } from '../../lib/auth';
import type { LeadRow } from './leads.service';

export const leadsResolvers: Resolvers = {
  Query: {
    myLeads: (_, { status, page, limit }, { services, viewer }) => services.leads.listMine(requireViewer(viewer), { status, page, limit }),
    leads: (_, { filter, page, limit }, { services }) => services.leads.list(filter, { page, limit }),
    lead: (_, { id }, { services, viewer }) => services.leads.get(requireViewer(viewer), id),
    leadFunnel: (_, args, { services }) => services.leads.funnel(args),
    leadAgents: (_, __, { services }) => services.leads.agents(),
    offerRequestsForMyShop: (_, { page, limit }, { services, viewer }) => services.leads.offerRequestsForShop(requireViewer(viewer), { page, limit }),
  },
  Mutation: {
    requestOffer: (_, { input }, { services, caller, ip }) => services.leads.requestOffer(caller, input, ip),
    assignLead: (_, { id, agentId }, { services, caller }) => services.leads.assign(caller, id, { agentId }),
    updateLead: (_, { id, input }, { services, caller }) => services.leads.update(caller, id, input),
    sendOffer: (_, { leadId, input }, { services, caller }) => services.leads.sendOffer(caller, leadId, input),
    setAgentCities: (_, { agentId, cities }, { services, caller }) => services.leads.setAgentCities(caller, agentId, { cities }),
  },
  Lead: {
    status: (lead) => toGraphQLEnum<LeadStatus>(lead.status),
    source: (lead) => toGraphQLEnum<LeadSource>(lead.source),
    overdue: (lead, _, { services }) => services.leads.overdue(lead),
  },
  LeadEvent: { kind: (event) => toGraphQLEnum<LeadEventKind>(event.kind), text: (event, _, { services }) => services.leads.eventText(event) },
  OfferRequest: {
    // the dealer sees the shopper's name, never the contact details: the offer goes by mail
    name: (lead) => lead.name,
    cityName: (lead) => lead.cityName ?? '',
  },
};

type Batch<T> = { obj: T }[];

/** A lead's product, agent, timeline and offers: one query per list. */
export const leadsLoaders: MercuriusLoaders<GraphQLContext> = {
  Lead: {
    product: (queries: Batch<LeadRow>, { services }) => services.products.byIds(queries.map(({ obj }) => obj.productId ?? '')),
    agent: (queries: Batch<LeadRow>, { services }) => services.leads.agentsByIds(queries.map(({ obj }) => obj.agentId ?? '')),
    timeline: (queries: Batch<LeadRow>, { services }) => services.leads.timelines(queries.map(({ obj }) => obj.id)),
    offers: (queries: Batch<LeadRow>, { services }) => services.leads.offersOf(queries.map(({ obj }) => obj.id)),
  },
  OfferRequest: {
    product: (queries: Batch<LeadRow>, { services }) => services.products.byIds(queries.map(({ obj }) => obj.productId ?? '')),
    myOffer: async (queries: Batch<LeadRow>, { services, viewer }) =>
      (
        await services.leads.offersOf(
          queries.map(({ obj }) => obj.id),
          requireViewer(viewer),
        )
      ).map((offers) => offers[0] ?? null),
  },
};
