import { Button, Field, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { finderText } from '@evbazaar/common/src/i18n/text/finder.generated';
import { SUGGEST_MIN_CHARS } from '@evbazaar/common/src/search-limits';
import { useState } from 'react';
import { useProductSuggestionsQuery } from '../../components/header-search.generated';
import { useT } from '../../lib/i18n';
import { useDebouncedValue } from '../../lib/use-debounced-value';

/**
 * The finder's vehicle filter: the chosen vehicle with a way back to any vehicle, or a box that
 * suggests vehicles as the visitor types (each a button, so Tab and Enter choose one).
 * The chosen vehicle rides along in the search form as `product`.
 */
export function VehicleFilter({
  productId,
  vehicleName,
  onChoose,
}: {
  productId: string | null;
  vehicleName: string | null;
  onChoose: (id: string | null) => void;
}) {
  const t = useT(finderText);
  const [text, setText] = useState('');
  const settled = useDebouncedValue(text.trim());
  const asking = !productId && settled.length >= SUGGEST_MIN_CHARS;
  const [{ data }] = useProductSuggestionsQuery({ variables: { query: settled }, pause: !asking });
  const suggestions = asking ? (data?.productSuggestions ?? []) : [];

  if (productId) {
    return (
      <Flex gap="3" align="center" wrap="wrap">
        <input type="hidden" name="product" value={productId} />
        <Text>
          {t('vehicleLabel')}: <strong data-testid="finder-vehicle">{vehicleName ?? '…'}</strong>
        </Text>
        <Button type="button" size="sm" variant="outline" minH="8" onClick={() => onChoose(null)}>
          {t('removeVehicle')}
        </Button>
      </Flex>
    );
  }
  return (
    <Stack gap="2">
      <Field.Root maxW="28rem">
        <Field.Label>{t('vehicleLabel')}</Field.Label>
        <Input value={text} onChange={(e) => setText(e.target.value)} placeholder="Ather 450X" maxLength={100} autoComplete="off" />
        <Field.HelperText>{t('vehicleHint')}</Field.HelperText>
      </Field.Root>
      {suggestions.length > 0 && (
        <Flex as="ul" gap="2" wrap="wrap" listStyleType="none" aria-label={t('vehicleLabel')}>
          {suggestions.map((s) => (
            <li key={s.id}>
              <Button
                type="button"
                size="sm"
                variant="subtle"
                minH="8"
                onClick={() => {
                  setText('');
                  onChoose(s.id);
                }}
              >
                {s.name}
              </Button>
            </li>
          ))}
        </Flex>
      )}
    </Stack>
  );
}
