import {
  LEAD_SOURCE_LABELS,
  LEAD_STATUSES,
  LEAD_STATUS_LABELS,
  type LeadSource as KernelSource,
  type LeadStatus as KernelStatus,
} from '@evbazaar/common/src/domain/leads';
import type { StatusChoice } from '../../components/status-filter';
import type { LeadSource, LeadStatus } from '../../gql/graphql';
import { MESSAGES } from '../../lib/messages';

/** The leads kernel's statuses in GraphQL's upper case, with their labels. */
export const STATUS_OPTIONS: { value: LeadStatus; label: string }[] = LEAD_STATUSES.map((s) => ({
  value: s.toUpperCase() as LeadStatus,
  label: LEAD_STATUS_LABELS[s],
}));

export const STATUS_FILTERS: StatusChoice<LeadStatus>[] = [{ value: '', label: MESSAGES.leads.screens.allStatuses }, ...STATUS_OPTIONS];

export const statusLabel = (status: LeadStatus) => LEAD_STATUS_LABELS[status.toLowerCase() as KernelStatus];
export const sourceLabel = (source: LeadSource) => LEAD_SOURCE_LABELS[source.toLowerCase() as KernelSource];

export const STATUS_PALETTE: Record<LeadStatus, string> = {
  NEW: 'blue',
  CONTACTED: 'cyan',
  INTERESTED: 'purple',
  TEST_RIDE_BOOKED: 'orange',
  WON: 'green',
  LOST: 'gray',
};
