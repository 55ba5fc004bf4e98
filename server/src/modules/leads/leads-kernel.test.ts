import fs from 'node:fs';
import { buildSchema, type GraphQLEnumType } from 'graphql';
import { LEAD_EVENT_KINDS, LEAD_FUNNEL_GROUPS, LEAD_SOURCES, LEAD_STATUSES } from '@evbazaar/common';
import { SCHEMA_PATH } from '../../graphql/plugin';
import { leadEvents, leads } from '../../db/schema';

const schema = buildSchema(fs.readFileSync(SCHEMA_PATH, 'utf8'));
const valuesOf = (name: string) => (schema.getType(name) as GraphQLEnumType).getValues().map((v) => v.name);
const upper = (values: readonly string[]) => values.map((v) => v.toUpperCase());

describe('the leads kernel', () => {
  it("spells its statuses, sources, timeline kinds and funnel groups in GraphQL's enums, which the database columns take too", () => {
    expect(valuesOf('LeadStatus')).toEqual(upper(LEAD_STATUSES));
    expect(valuesOf('LeadSource')).toEqual(upper(LEAD_SOURCES));
    expect(valuesOf('LeadEventKind')).toEqual(upper(LEAD_EVENT_KINDS));
    expect(valuesOf('LeadFunnelGroup')).toEqual(upper(LEAD_FUNNEL_GROUPS));
    expect(leads.status.enumValues).toEqual([...LEAD_STATUSES]);
    expect(leads.source.enumValues).toEqual([...LEAD_SOURCES]);
    expect(leadEvents.kind.enumValues).toEqual([...LEAD_EVENT_KINDS]);
  });
});
