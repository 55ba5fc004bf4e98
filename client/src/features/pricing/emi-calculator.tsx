import { Box, Field, HStack, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { EMI_DEFAULTS, emiPlan } from '@evbazaar/common/src/pricing/emi';
import { FieldError, useFieldIds } from '../../components/form-fields';
import { formatPrice } from '../../lib/format';
import { productText } from '@evbazaar/common/src/i18n/text/product.generated';
import { useT } from '../../lib/i18n';

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
  const t = useT(productText);
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
    <Stack gap="3" role="group" aria-label={t('emi.label')}>
      <Text fontSize="sm" color="fg.muted">
        {t('emi.on', { label: priceLabel, price: formatPrice(price) })}
      </Text>
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
        <Field.Root ids={downIds.ids} invalid={!downOk}>
          <Field.Label>{t('emi.down')}</Field.Label>
          <HStack gap="1" w="full">
            <Input
              type="number"
              inputMode="decimal"
              min={0}
              value={down}
              onChange={(e) => setDown(e.target.value)}
              aria-label={t('emi.down')}
              aria-describedby={downIds.describedBy}
            />
            <NativeSelect.Root width="20" size="md">
              <NativeSelect.Field aria-label={t('emi.downIn')} value={downKind} onChange={(e) => setDownKind(e.target.value as 'amount' | 'percent')}>
                <option value="amount">₹</option>
                <option value="percent">%</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </HStack>
          <FieldError>{downKind === 'amount' ? t('emi.downAmountError') : t('emi.downPercentError')}</FieldError>
        </Field.Root>
        <Field.Root ids={rateIds.ids} invalid={!rateOk}>
          <Field.Label>{t('emi.rate')}</Field.Label>
          <Input
            type="number"
            inputMode="decimal"
            min={0}
            max={50}
            step={0.1}
            value={rate}
            onChange={(e) => setRate(e.target.value)}
            aria-label={t('emi.rate')}
            aria-describedby={rateIds.describedBy}
          />
          <Field.HelperText>{t('emi.rateHelp')}</Field.HelperText>
          <FieldError>{t('emi.rateError')}</FieldError>
        </Field.Root>
        <Field.Root ids={tenureIds.ids} invalid={!tenureOk}>
          <Field.Label>{t('emi.tenure')}</Field.Label>
          <Input
            type="number"
            inputMode="numeric"
            min={EMI_DEFAULTS.minTenure}
            max={EMI_DEFAULTS.maxTenure}
            value={tenure}
            onChange={(e) => setTenure(e.target.value)}
            aria-label={t('emi.tenure')}
            aria-describedby={tenureIds.describedBy}
          />
          <FieldError>{t('emi.tenureError', { min: String(EMI_DEFAULTS.minTenure), max: String(EMI_DEFAULTS.maxTenure) })}</FieldError>
        </Field.Root>
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3" bg="gray.50" rounded="md" p="3" aria-live="polite">
        <PlanFigure label={t('emi.perMonth')}>
          <Text fontSize="xl" fontWeight="bold" data-testid="emi-per-month">
            {plan ? formatPrice(plan.emi) : '-'}
          </Text>
        </PlanFigure>
        <PlanFigure label={t('emi.totalInterest')}>
          <Text fontWeight="semibold">{plan ? formatPrice(plan.totalInterest) : '-'}</Text>
        </PlanFigure>
        <PlanFigure label={t('emi.totalCost')}>
          <Text fontWeight="semibold">{plan ? formatPrice(plan.totalCost) : '-'}</Text>
        </PlanFigure>
      </SimpleGrid>
    </Stack>
  );
}
