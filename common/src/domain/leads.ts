/**
 * The leads kernel (issue 29, item 3; docs/decisions/0061): where a lead stands, where it came from,
 * what its timeline records, the funnel's stages and the labels of each. The database, zod, the
 * service, the screens and a guard test on GraphQL's enums read from here.
 */

/** Where a lead stands; `lost` needs a reason. New leads are `new`. */
export const LEAD_STATUSES = ['new', 'contacted', 'interested', 'test_ride_booked', 'won', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_STATUS_LABELS: Readonly<Record<LeadStatus, string>> = {
  new: 'New',
  contacted: 'Contacted',
  interested: 'Interested',
  test_ride_booked: 'Test ride booked',
  won: 'Won',
  lost: 'Lost',
};

/** A lead still worked: its follow-up date can be overdue. */
export const isOpenLead = (lead: { status: LeadStatus }) => lead.status !== 'won' && lead.status !== 'lost';

/** A follow-up date (India YYYY-MM-DD) before today's, on a lead still worked. */
export const isOverdue = (lead: { status: LeadStatus; nextFollowUpOn: string | null }, today: string) =>
  isOpenLead(lead) && lead.nextFollowUpOn !== null && lead.nextFollowUpOn < today;

/** What opened a lead: a test-ride request, a contact enquiry, or the product page's offer form. */
export const LEAD_SOURCES = ['test_ride', 'enquiry', 'offer_request'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

export const LEAD_SOURCE_LABELS: Readonly<Record<LeadSource, string>> = {
  test_ride: 'Test ride request',
  enquiry: 'Contact enquiry',
  offer_request: 'Offer request',
};

/** The entries of a lead's timeline. */
export const LEAD_EVENT_KINDS = ['opened', 'assigned', 'status_changed', 'follow_up_set', 'note', 'ride_changed', 'offer_sent'] as const;
export type LeadEventKind = (typeof LEAD_EVENT_KINDS)[number];

/**
 * The funnel's stages, each counting the leads that reached it: every lead, then those contacted
 * (any status past `new`, lost after contact included), those with a test ride (booked through the
 * lead, or their ride confirmed or completed), and those won.
 */
export const LEAD_FUNNEL_STAGES = ['leads', 'contacted', 'testRide', 'won'] as const;
export type LeadFunnelStage = (typeof LEAD_FUNNEL_STAGES)[number];

export const LEAD_FUNNEL_LABELS: Readonly<Record<LeadFunnelStage, string>> = { leads: 'Leads', contacted: 'Contacted', testRide: 'Test ride', won: 'Won' };

/** How the funnel is split. */
export const LEAD_FUNNEL_GROUPS = ['city', 'agent'] as const;
export type LeadFunnelGroup = (typeof LEAD_FUNNEL_GROUPS)[number];

/** Statuses that mean the lead was reached (for the funnel's `contacted` stage). */
export const reachesContacted = (status: LeadStatus) => status !== 'new' && status !== 'lost';
/** Statuses that mean a test ride happened or was booked through the lead. */
export const reachesTestRide = (status: LeadStatus) => status === 'test_ride_booked';

/** Bounds of the leads area's inputs. */
export const LEAD_LIMITS = {
  note: 2000,
  lostReason: 500,
  offerNote: 1000,
  /** an offer's price in rupees: at most ₹10 crore */
  offerPriceMax: 100_000_000,
  /** an offer stays valid at most this many days */
  offerValidDaysMax: 90,
  /** the funnel's date range */
  funnelDaysMax: 366,
  /** an agent's cities */
  agentCitiesMax: 50,
  /** timeline entries shown with a lead */
  timelineMax: 200,
} as const;
