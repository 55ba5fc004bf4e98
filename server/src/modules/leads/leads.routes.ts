import type { FastifyPluginAsync } from 'fastify';
import { callerOf } from '../../http/caller';
import { requireViewer } from '../../lib/auth';
import type { LeadsService, LeadOfferWithShop, LeadRow } from './leads.service';

type Paged = { Querystring: { page?: string; limit?: string } };
type ById = { Params: { id: string } };

/** A lead as REST answers it (`_id`, the statuses as the database spells them). */
const toRestLead = (leads: LeadsService, lead: LeadRow) => ({
  _id: lead.id,
  source: lead.source,
  status: lead.status,
  name: lead.name,
  email: lead.email,
  phone: lead.phone,
  cityName: lead.cityName,
  productId: lead.productId,
  agentId: lead.agentId,
  lostReason: lead.lostReason,
  nextFollowUpOn: lead.nextFollowUpOn,
  overdue: leads.overdue(lead),
  createdAt: lead.createdAt,
  updatedAt: lead.updatedAt,
});

const toRestOffer = ({ id, leadId, shopId, shopName, price, validUntil, note, createdAt }: LeadOfferWithShop) => ({
  _id: id,
  leadId,
  shopId,
  shopName,
  price,
  validUntil,
  note,
  createdAt,
});

/** Leads (issue 29, item 3; docs/decisions/0061): the public offer form, the agents' and admins' lists, a dealer's offers. */
export const leadsRoutes: FastifyPluginAsync = async (app) => {
  const { leads } = app.services;
  const page = (result: { items: LeadRow[]; total: number; page: number; totalPages: number }) => ({
    data: result.items.map((lead) => toRestLead(leads, lead)),
    total: result.total,
    currentPage: result.page,
    totalPages: result.totalPages,
  });
  const detail = async (lead: LeadRow) => {
    const [[timeline], [offers]] = await Promise.all([leads.timelines([lead.id]), leads.offersOf([lead.id])]);
    return {
      ...toRestLead(leads, lead),
      timeline: timeline.map((event) => ({
        _id: event.id,
        kind: event.kind,
        text: leads.eventText(event),
        actorName: event.actorName,
        createdAt: event.createdAt,
      })),
      offers: offers.map(toRestOffer),
    };
  };

  app.post('/leads/offer-request', async (request, reply) => reply.status(201).send(await leads.requestOffer(callerOf(request), request.body, request.ip)));

  app.get<{ Querystring: { status?: string; cityName?: string; agentId?: string; unassigned?: string; page?: string; limit?: string } }>(
    '/leads',
    async (request) => {
      const { page: p, limit, ...filter } = request.query;
      return page(await leads.list(filter, { page: p, limit }));
    },
  );

  app.get<Paged & { Querystring: { status?: string } }>('/leads/mine', async (request) =>
    page(await leads.listMine(requireViewer(request.viewer), request.query)),
  );

  app.get<{ Querystring: { from?: string; to?: string; groupBy?: string } }>('/leads/funnel', async (request) => ({ data: await leads.funnel(request.query) }));

  app.get('/leads/agents', async () => ({ data: (await leads.agents()).map(({ id, ...agent }) => ({ _id: id, ...agent })) }));

  app.put<{ Params: { agentId: string } }>('/leads/agents/:agentId/cities', async (request) => {
    const { id, ...agent } = await leads.setAgentCities(callerOf(request), request.params.agentId, request.body);
    return { data: { _id: id, ...agent } };
  });

  app.get<Paged>('/leads/offer-requests', async (request) => {
    const viewer = requireViewer(request.viewer);
    const result = await leads.offerRequestsForShop(viewer, request.query);
    const mine = await leads.offersOf(
      result.items.map((lead) => lead.id),
      viewer,
    );
    return {
      data: result.items.map((lead, i) => ({
        _id: lead.id,
        name: lead.name,
        cityName: lead.cityName,
        productId: lead.productId,
        createdAt: lead.createdAt,
        myOffer: mine[i][0] ? toRestOffer(mine[i][0]) : null,
      })),
      total: result.total,
      currentPage: result.page,
      totalPages: result.totalPages,
    };
  });

  app.get<ById>('/leads/:id', async (request) => ({ data: await detail(await leads.get(requireViewer(request.viewer), request.params.id)) }));

  app.put<ById>('/leads/:id', async (request) => ({ data: await detail(await leads.update(callerOf(request), request.params.id, request.body)) }));

  app.put<ById>('/leads/:id/agent', async (request) => ({ data: await detail(await leads.assign(callerOf(request), request.params.id, request.body)) }));

  app.post<ById>('/leads/:id/offers', async (request, reply) =>
    reply.status(201).send({ data: toRestOffer(await leads.sendOffer(callerOf(request), request.params.id, request.body)) }),
  );
};
