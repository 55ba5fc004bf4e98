import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { VEHICLE_TYPE_ENUMS, vehicleTypeLabel } from '@evbazaar/common/src/domain/catalogue';
import { MESSAGES } from '@evbazaar/common';
import { useState } from 'react';
import { DashboardPage } from '../../components/dashboard-page';
import { QueryState } from '../../components/query-state';
import { EmptyState } from '../../components/states';
import { AdminCard, CardGrid, CardLine } from '../../features/admin/admin-card';
import { PricingStateFormModal, VehicleRatesFormModal } from '../../features/pricing/rate-forms';
import { useAdminPricingStatesQuery, type AdminPricingStatesQuery } from '../../features/pricing/pricing.generated';
import { useStatesQuery } from '../../components/geo.generated';
import type { VehicleType } from '../../gql/graphql';
import { failureText } from '../../lib/errors';
import { formatPrice } from '../../lib/format';
import { withToasts } from '../../lib/query-toasts';

type PricingState = AdminPricingStatesQuery['pricingStates'][number];
type Editing = { kind: 'add' } | { kind: 'state'; state: PricingState } | { kind: 'rates'; state: PricingState; vehicleType: VehicleType } | null;

const LISTED = withToasts(
  { failure: (error) => failureText(error, MESSAGES.pricing.fetchFailed, { detail: true }) },
  { additionalTypenames: ['PricingState'] },
);

/** Short form of a line for the card: "4 %", "₹800", "₹5,000/kWh up to ₹10,000". */
function ruleSummary(rule: PricingState['rates'][number]['roadTax'] | null | undefined) {
  if (!rule) return 'none';
  const base = rule.kind === 'PERCENT' ? `${rule.value} %` : rule.kind === 'FIXED' ? formatPrice(rule.value) : `${formatPrice(rule.value)}/kWh`;
  return rule.cap !== null ? `${base} up to ${formatPrice(rule.cap)}` : base;
}

/** Admin: the indicative on-road rates per state and vehicle type, with their sources (issue 12.3). */
export default function AdminPricing() {
  const [result] = useAdminPricingStatesQuery({ requestPolicy: 'cache-and-network', context: LISTED });
  const [states] = useStatesQuery({ variables: { countryId: 'IN' } });
  const [editing, setEditing] = useState<Editing>(null);
  const priced = new Set(result.data?.pricingStates.map((s) => s.stateId));
  const choices = (states.data?.states ?? []).filter((s) => !priced.has(s.id));

  return (
    <DashboardPage
      title="Pricing rates"
      actions={
        <Button colorPalette="brand" onClick={() => setEditing({ kind: 'add' })}>
          Add State
        </Button>
      }
    >
      <Text color="fg.muted" fontSize="sm">
        Indicative figures: visitors see them as the on-road price, EMI and running cost on every product page. Keep each line&apos;s source and &quot;last
        verified&quot; date current.
      </Text>
      <QueryState
        result={result}
        select={(d) => d.pricingStates}
        failure={MESSAGES.pricing.fetchFailed}
        empty={<EmptyState message={MESSAGES.pricing.statesEmpty} />}
      >
        {(list) => (
          <CardGrid>
            {list.map((state) => (
              <AdminCard key={state.stateId} title={state.stateName} onEdit={() => setEditing({ kind: 'state', state })}>
                <CardLine>{state.policy}</CardLine>
                <CardLine>
                  Tariff ₹{state.electricityTariff}/kWh · petrol ₹{state.petrolPrice}/L
                </CardLine>
                <Stack gap="1" mt="2">
                  {VEHICLE_TYPE_ENUMS.map((type) => {
                    const rates = state.rates.find((r) => r.vehicleType === type);
                    return (
                      <HStack key={type} justify="space-between" align="flex-start" gap="2">
                        <Text fontSize="xs">
                          <b>{vehicleTypeLabel(type)}</b>{' '}
                          {rates ? `tax ${ruleSummary(rates.roadTax)}, subsidy ${ruleSummary(rates.stateSubsidy)}` : <Badge size="sm">no rates</Badge>}
                        </Text>
                        <Button
                          size="2xs"
                          variant="outline"
                          onClick={() => setEditing({ kind: 'rates', state, vehicleType: type })}
                          aria-label={`Edit ${state.stateName} ${vehicleTypeLabel(type)} rates`}
                        >
                          Edit
                        </Button>
                      </HStack>
                    );
                  })}
                </Stack>
              </AdminCard>
            ))}
          </CardGrid>
        )}
      </QueryState>
      {editing?.kind === 'add' && <PricingStateFormModal choices={choices} onClose={() => setEditing(null)} />}
      {editing?.kind === 'state' && <PricingStateFormModal state={editing.state} onClose={() => setEditing(null)} />}
      {editing?.kind === 'rates' && <VehicleRatesFormModal state={editing.state} vehicleType={editing.vehicleType} onClose={() => setEditing(null)} />}
    </DashboardPage>
  );
}
