import { Box, Field, HStack, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { EMI_DEFAULTS, emiPlan } from '@evbazaar/common/src/pricing/emi';
import { FieldError, useFieldIds } from '../../components/form-fields';
import { formatPrice } from '../../lib/format';

/** A number typed into a field, or null while it is blank or not a number. */
const numberOf = (text: string) => (text.trim() === '' || !Number.isFinite(Number(text)) ? null : Number(text));

/** One figure of the plan under its label. */
function PlanFigure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      {children}
    </Box>
  );
}

/** EMI per month, total interest and total cost of a loan on `price` (the on-road price when known). */
export function EmiCalculator({ price, priceLabel }: { price: number; priceLabel: string }) {
  const [down, setDown] = useState('0');
  const [downKind, setDownKind] = useState<'amount' | 'percent'>('amount');
  const [rate, setRate] = useState(String(EMI_DEFAULTS.interestRate));
  const [tenure, setTenure] = useState(String(EMI_DEFAULTS.tenureMonths));

  const downValue = numberOf(down);
  const rateValue = numberOf(rate);
  const tenureValue = numberOf(tenure);
  const tenureOk = tenureValue !== null && Number.isInteger(tenureValue) && tenureValue >= EMI_DEFAULTS.minTenure && tenureValue <= EMI_DEFAULTS.maxTenure;
  const rateOk = rateValue !== null && rateValue >= 0 && rateValue <= 50;
  const downOk = downValue !== null && downValue >= 0 && (downKind === 'amount' ? downValue <= price : downValue <= 100);
  // each field's error (shown while its value is out of range) is linked to it
  const downIds = useFieldIds(!downOk);
  const rateIds = useFieldIds(!rateOk, true);
  const tenureIds = useFieldIds(!tenureOk);
  const plan = tenureOk && rateOk && downOk ? emiPlan(price, { kind: downKind, value: downValue }, rateValue, tenureValue) : null;

  return (
    <Stack gap="3" role="group" aria-label="EMI calculator">
      <Text fontSize="sm" color="fg.muted">
        On the {priceLabel} of {formatPrice(price)}
      </Text>
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
        <Field.Root ids={downIds.ids} invalid={!downOk}>
          <Field.Label>Down payment</Field.Label>
          <HStack gap="1" w="full">
            <Input
              type="number"
              inputMode="decimal"
              min={0}
              value={down}
              onChange={(e) => setDown(e.target.value)}
              aria-label="Down payment"
              aria-describedby={downIds.describedBy}
            />
            <NativeSelect.Root width="20" size="md">
              <NativeSelect.Field aria-label="Down payment in" value={downKind} onChange={(e) => setDownKind(e.target.value as 'amount' | 'percent')}>
                <option value="amount">₹</option>
                <option value="percent">%</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </HStack>
          <FieldError>{downKind === 'amount' ? 'From ₹0 up to the price' : 'From 0 to 100 %'}</FieldError>
        </Field.Root>
        <Field.Root ids={rateIds.ids} invalid={!rateOk}>
          <Field.Label>Interest rate</Field.Label>
          <Input
            type="number"
            inputMode="decimal"
            min={0}
            max={50}
            step={0.1}
            value={rate}
            onChange={(e) => setRate(e.target.value)}
            aria-label="Interest rate"
            aria-describedby={rateIds.describedBy}
          />
          <Field.HelperText>% a year</Field.HelperText>
          <FieldError>From 0 to 50 %</FieldError>
        </Field.Root>
        <Field.Root ids={tenureIds.ids} invalid={!tenureOk}>
          <Field.Label>Tenure (months)</Field.Label>
          <Input
            type="number"
            inputMode="numeric"
            min={EMI_DEFAULTS.minTenure}
            max={EMI_DEFAULTS.maxTenure}
            value={tenure}
            onChange={(e) => setTenure(e.target.value)}
            aria-label="Tenure (months)"
            aria-describedby={tenureIds.describedBy}
          />
          <FieldError>
            From {EMI_DEFAULTS.minTenure} to {EMI_DEFAULTS.maxTenure} months
          </FieldError>
        </Field.Root>
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3" bg="gray.50" rounded="md" p="3" aria-live="polite">
        <PlanFigure label="EMI per month">
          <Text fontSize="xl" fontWeight="bold" data-testid="emi-per-month">
            {plan ? formatPrice(plan.emi) : '-'}
          </Text>
        </PlanFigure>
        <PlanFigure label="Total interest">
          <Text fontWeight="semibold">{plan ? formatPrice(plan.totalInterest) : '-'}</Text>
        </PlanFigure>
        <PlanFigure label="Total cost">
          <Text fontWeight="semibold">{plan ? formatPrice(plan.totalCost) : '-'}</Text>
        </PlanFigure>
      </SimpleGrid>
    </Stack>
  );
}
