import { Box, Checkbox, Fieldset, NativeSelect, SimpleGrid, Field } from '@chakra-ui/react';
import { vehicleTypeLabel } from '@evbazaar/common/src/domain/catalogue';
import {
  DEFAULT_STATE_SUBSIDY_APPLIES_TO,
  MESSAGES,
  pricingStateSchema,
  requiredText,
  STATE_SUBSIDY_APPLIES_TO,
  TEXT_MAX,
  vehicleRatesSchema,
  type StateSubsidyAppliesTo,
} from '@evbazaar/common';
import type { Path } from 'react-hook-form';
import { DashboardFormModal } from '../../components/dashboard-modal';
import { FieldError, SelectField, TextField, useFieldIds } from '../../components/form-fields';
import { useSavePricingRatesMutation, useSavePricingStateMutation, type AdminPricingStatesQuery } from './pricing.generated';
import type { RateKind, VehicleType } from '../../gql/graphql';
import type { RateRuleFieldsFragment } from '../../components/pricing-rates.generated';
import { failureText } from '../../lib/errors';
import { useSchemaForm } from '../../lib/form';
import { notify } from '../../lib/toaster';

type PricingState = AdminPricingStatesQuery['pricingStates'][number];
type Rates = PricingState['rates'][number];

const TEXT = MESSAGES.pricing;
const today = () => new Date().toISOString().slice(0, 10);
const text = (v: number | null | undefined) => (v === null || v === undefined ? '' : String(v));
const numberOrNull = (v: string) => (v.trim() === '' ? null : Number(v));

// ------------------------------------------------------------------ a state's own figures

/** Adding a state also chooses which one. */
const newStateSchema = pricingStateSchema.extend({ stateId: requiredText(MESSAGES.pricing.stateRequired, TEXT_MAX.id) });

interface StateValues {
  policy: string;
  electricityTariff: string;
  tariffSource: string;
  tariffVerifiedOn: string;
  petrolPrice: string;
  petrolSource: string;
  petrolVerifiedOn: string;
}

/** Adds a state (choosing it from `choices`) or edits one's policy, tariff and petrol price. */
export function PricingStateFormModal({ state, choices, onClose }: { state?: PricingState; choices?: { id: string; name: string }[]; onClose: () => void }) {
  const form = useSchemaForm<StateValues & { stateId: string }>(newStateSchema, {
    stateId: state?.stateId ?? '',
    policy: state?.policy ?? '',
    electricityTariff: text(state?.electricityTariff),
    tariffSource: state?.tariffSource ?? '',
    tariffVerifiedOn: state?.tariffVerifiedOn ?? today(),
    petrolPrice: text(state?.petrolPrice),
    petrolSource: state?.petrolSource ?? '',
    petrolVerifiedOn: state?.petrolVerifiedOn ?? today(),
  });
  const [{ fetching }, save] = useSavePricingStateMutation();

  const submit = form.handleSubmit(async (v) => {
    const { stateId, ...rest } = v;
    const input = { ...rest, electricityTariff: Number(v.electricityTariff), petrolPrice: Number(v.petrolPrice) };
    const result = await save({ stateId, input }, { additionalTypenames: ['PricingState'] });
    if (result.error) {
      form.showServerErrors(result.error);
      notify.error(failureText(result.error, TEXT.saveFailed));
      return;
    }
    notify.success(TEXT.stateSaved);
    onClose();
  });

  return (
    <DashboardFormModal
      open
      title={state ? `${state.stateName}: policy, tariff and petrol` : 'Add State'}
      submitLabel="Save"
      busy={fetching}
      onSubmit={submit}
      onClose={onClose}
      size="lg"
    >
      {!state && (
        <SelectField label="State" placeholder="Choose a state" required {...form.field('stateId')} error={form.errorOf('stateId')}>
          {(choices ?? []).map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </SelectField>
      )}
      <TextField label="Policy" required {...form.field('policy')} error={form.errorOf('policy')} />
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
        <TextField label="Electricity tariff (₹/kWh)" type="number" required {...form.field('electricityTariff')} error={form.errorOf('electricityTariff')} />
        <TextField label="Tariff source" required {...form.field('tariffSource')} error={form.errorOf('tariffSource')} />
        <TextField label="Tariff last verified" type="date" required {...form.field('tariffVerifiedOn')} error={form.errorOf('tariffVerifiedOn')} />
        <TextField label="Petrol price (₹/L)" type="number" required {...form.field('petrolPrice')} error={form.errorOf('petrolPrice')} />
        <TextField label="Petrol price source" required {...form.field('petrolSource')} error={form.errorOf('petrolSource')} />
        <TextField label="Petrol price last verified" type="date" required {...form.field('petrolVerifiedOn')} error={form.errorOf('petrolVerifiedOn')} />
      </SimpleGrid>
    </DashboardFormModal>
  );
}

// ------------------------------------------------------------------ one vehicle type's rates

interface RuleValues {
  kind: 'percent' | 'fixed' | 'per-kwh';
  value: string;
  cap: string;
  capPercent: string;
  maxExShowroom: string;
  source: string;
  verifiedOn: string;
}

interface RatesValues {
  roadTax: RuleValues;
  registration: RuleValues;
  insurance: RuleValues;
  stateSubsidy: RuleValues | null;
  stateSubsidyAppliesTo: StateSubsidyAppliesTo;
  centralIncentive: RuleValues | null;
  petrolMileage: string;
  petrolMileageSource: string;
}

const KIND_IN: Record<RateKind, RuleValues['kind']> = { PERCENT: 'percent', FIXED: 'fixed', PER_KWH: 'per-kwh' };
const KIND_OUT: Record<RuleValues['kind'], RateKind> = { percent: 'PERCENT', fixed: 'FIXED', 'per-kwh': 'PER_KWH' };

const ruleValues = (rule: RateRuleFieldsFragment | null | undefined, kind: RuleValues['kind'] = 'percent'): RuleValues => ({
  kind: rule ? KIND_IN[rule.kind] : kind,
  value: text(rule?.value),
  cap: text(rule?.cap),
  capPercent: text(rule?.capPercent),
  maxExShowroom: text(rule?.maxExShowroom),
  source: rule?.source ?? '',
  verifiedOn: rule?.verifiedOn ?? today(),
});

const ruleInput = (v: RuleValues) => ({
  kind: KIND_OUT[v.kind],
  value: Number(v.value),
  cap: numberOrNull(v.cap),
  capPercent: numberOrNull(v.capPercent),
  maxExShowroom: numberOrNull(v.maxExShowroom),
  source: v.source,
  verifiedOn: v.verifiedOn,
});

const RULES = [
  { name: 'roadTax', label: TEXT.lines.roadTax, optional: false },
  { name: 'registration', label: TEXT.lines.registration, optional: false },
  { name: 'insurance', label: TEXT.lines.insurance, optional: false },
  { name: 'stateSubsidy', label: TEXT.lines.stateSubsidy, optional: true },
  { name: 'centralIncentive', label: TEXT.lines.centralIncentive, optional: true },
] as const;

/** Edits the five lines and the petrol mileage of one vehicle type in a state. */
export function VehicleRatesFormModal({ state, vehicleType, onClose }: { state: PricingState; vehicleType: VehicleType; onClose: () => void }) {
  const rates: Rates | undefined = state.rates.find((r) => r.vehicleType === vehicleType);
  const form = useSchemaForm<RatesValues>(vehicleRatesSchema, {
    roadTax: ruleValues(rates?.roadTax),
    registration: ruleValues(rates?.registration, 'fixed'),
    insurance: ruleValues(rates?.insurance),
    stateSubsidy: rates?.stateSubsidy ? ruleValues(rates.stateSubsidy) : null,
    stateSubsidyAppliesTo:
      rates?.stateSubsidyAppliesTo === 'COUNTER' || rates?.stateSubsidyAppliesTo === 'AFTER_PURCHASE'
        ? rates.stateSubsidyAppliesTo
        : DEFAULT_STATE_SUBSIDY_APPLIES_TO,
    centralIncentive: rates?.centralIncentive ? ruleValues(rates.centralIncentive) : null,
    petrolMileage: text(rates?.petrolMileage),
    petrolMileageSource: rates?.petrolMileageSource ?? '',
  });
  const [{ fetching }, save] = useSavePricingRatesMutation();
  const subsidyIds = useFieldIds(form.errorOf('stateSubsidyAppliesTo'));

  const submit = form.handleSubmit(async (v) => {
    const input = {
      roadTax: ruleInput(v.roadTax),
      registration: ruleInput(v.registration),
      insurance: ruleInput(v.insurance),
      stateSubsidy: v.stateSubsidy ? ruleInput(v.stateSubsidy) : null,
      stateSubsidyAppliesTo: v.stateSubsidyAppliesTo,
      centralIncentive: v.centralIncentive ? ruleInput(v.centralIncentive) : null,
      petrolMileage: Number(v.petrolMileage),
      petrolMileageSource: v.petrolMileageSource,
    };
    const result = await save({ stateId: state.stateId, vehicleType, input }, { additionalTypenames: ['PricingState'] });
    if (result.error) {
      form.showServerErrors(result.error);
      notify.error(failureText(result.error, TEXT.saveFailed));
      return;
    }
    notify.success(TEXT.ratesSaved);
    onClose();
  });

  const values = form.values;
  const f = (path: string) => ({ ...form.field(path as Path<RatesValues>), error: form.errorOf(path as Path<RatesValues>) });

  return (
    <DashboardFormModal
      open
      title={`${state.stateName}: ${vehicleTypeLabel(vehicleType)} rates`}
      submitLabel="Save"
      busy={fetching}
      onSubmit={submit}
      onClose={onClose}
      size="xl"
    >
      {RULES.map((rule) => {
        const on = values[rule.name] !== null;
        return (
          <Fieldset.Root key={rule.name} borderWidth="1px" rounded="md" p="3">
            <Fieldset.Legend fontWeight="semibold">{rule.label}</Fieldset.Legend>
            {rule.optional && (
              <Checkbox.Root checked={on} onCheckedChange={(e) => form.setValue(rule.name, e.checked ? ruleValues(null, 'per-kwh') : null)} size="sm">
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>Applies in this state</Checkbox.Label>
              </Checkbox.Root>
            )}
            {on && (
              <SimpleGrid columns={{ base: 1, sm: 2, md: 4 }} gap="3" mt="2">
                <Field.Root>
                  <Field.Label>Kind</Field.Label>
                  <NativeSelect.Root>
                    <NativeSelect.Field aria-label={`${rule.label} kind`} {...form.field(`${rule.name}.kind` as Path<RatesValues>)}>
                      <option value="percent">% of ex-showroom</option>
                      <option value="fixed">₹ fixed</option>
                      <option value="per-kwh">₹ per kWh</option>
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field.Root>
                <TextField label="Value" type="number" required {...f(`${rule.name}.value`)} />
                <TextField label="Cap (₹)" type="number" {...f(`${rule.name}.cap`)} />
                <TextField label="Cap (% of price)" type="number" {...f(`${rule.name}.capPercent`)} />
                <TextField label="Only up to ex-showroom (₹)" type="number" {...f(`${rule.name}.maxExShowroom`)} />
                <Box gridColumn={{ md: 'span 2' }}>
                  <TextField label="Source" required {...f(`${rule.name}.source`)} />
                </Box>
                <TextField label="Last verified" type="date" required {...f(`${rule.name}.verifiedOn`)} />
                {rule.name === 'stateSubsidy' && (
                  <Field.Root ids={subsidyIds.ids} invalid={Boolean(form.errorOf('stateSubsidyAppliesTo'))} gridColumn={{ md: 'span 2' }}>
                    <Field.Label>{TEXT.subsidyPaid}</Field.Label>
                    <NativeSelect.Root>
                      <NativeSelect.Field aria-label={TEXT.subsidyPaid} aria-describedby={subsidyIds.describedBy} {...form.field('stateSubsidyAppliesTo')}>
                        {STATE_SUBSIDY_APPLIES_TO.map((where) => (
                          <option key={where} value={where}>
                            {TEXT.appliesTo[where]}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                    <FieldError>{form.errorOf('stateSubsidyAppliesTo')}</FieldError>
                  </Field.Root>
                )}
              </SimpleGrid>
            )}
          </Fieldset.Root>
        );
      })}
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        <TextField label="Petrol mileage (km/L)" type="number" required {...f('petrolMileage')} />
        <TextField label="Mileage source" required {...f('petrolMileageSource')} />
      </SimpleGrid>
    </DashboardFormModal>
  );
}
