import { Button, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { comparisonsText } from '@evbazaar/common/src/i18n/text/comparisons.generated';
import { useState } from 'react';
import { ChoiceSearchBox, type Choice } from '../../components/search-select';
import { useComparisonBrandModelsQuery, useComparisonBrandsQuery } from './comparisons.generated';
import { CHOICES_SHOWN, useChoiceSearch } from '../../lib/use-choice-search';
import { useT } from '../../lib/i18n';

/** Add Vehicle: a brand picker, then a model picker of that brand (a search box reaches every model); errors show inline. */
export function AddVehicleTile({ excluded, onAdd }: { excluded: readonly string[]; onAdd: (productId: string) => Promise<boolean> }) {
  const t = useT(comparisonsText);
  const [open, setOpen] = useState(false);
  const [brandId, setBrandId] = useState('');
  const [model, setModel] = useState<Choice | null>(null);
  const modelId = model?.id ?? '';
  const modelSearch = useChoiceSearch();
  const [message, setMessage] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [brands] = useComparisonBrandsQuery({ pause: !open });
  const [models] = useComparisonBrandModelsQuery({ variables: { brandId, search: modelSearch.term, limit: CHOICES_SHOWN }, pause: !brandId });
  const matches = brandId ? (models.data?.products.items ?? []) : [];
  // the model chosen stays listed while the search changes
  const modelList = (model && !matches.some((m) => m.id === model.id) ? [model, ...matches] : matches).filter((m) => !excluded.includes(m.id));

  const add = async () => {
    if (!modelId) {
      setMessage(t('selectModelFirst'));
      return;
    }
    setAdding(true);
    const ok = await onAdd(modelId);
    setAdding(false);
    if (!ok) {
      setMessage(t('addFailed'));
      return;
    }
    setOpen(false);
    setBrandId('');
    setModel(null);
    modelSearch.setText('');
    setMessage(null);
  };

  if (!open) {
    return (
      <Button
        variant="outline"
        borderStyle="dashed"
        h="full"
        minH="48"
        w="full"
        colorPalette="brand"
        onClick={() => setOpen(true)}
        aria-label={t('addVehicle')}
      >
        {t('addVehicleButton')}
      </Button>
    );
  }

  return (
    <Stack gap="3" borderWidth="1px" borderStyle="dashed" rounded="lg" p="3" bg="white" h="full">
      <Text fontWeight="semibold">{t('addVehicle')}</Text>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          aria-label={t('brand')}
          value={brandId}
          onChange={(e) => {
            setBrandId(e.target.value);
            setModel(null);
            modelSearch.setText('');
            setMessage(null);
          }}
        >
          <option value="">{brands.fetching ? t('loading') : t('selectBrand')}</option>
          {(brands.data?.brands ?? []).map((b) => (
            <option key={b.id} value={b.id}>
              {b.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <NativeSelect.Root size="sm" disabled={!brandId}>
        <NativeSelect.Field
          aria-label={t('model')}
          value={modelId}
          onChange={(e) => {
            setModel(modelList.find((m) => m.id === e.target.value) ?? null);
            setMessage(null);
          }}
        >
          <option value="">{models.fetching ? t('loading') : t('selectModel')}</option>
          {modelList.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {brandId && <ChoiceSearchBox label={t('model')} text={modelSearch.text} onText={modelSearch.setText} shown={matches.length} />}
      {brands.error && (
        <Text color="red.600" fontSize="sm" role="alert">
          {t('fetchFailed')}
        </Text>
      )}
      {models.error && (
        <Text color="red.600" fontSize="sm" role="alert">
          {t('modelsFailed')}
        </Text>
      )}
      {message && (
        <Text color="red.600" fontSize="sm" role="alert">
          {message}
        </Text>
      )}
      <Stack direction="row" gap="2">
        <Button size="sm" colorPalette="brand" onClick={() => void add()} loading={adding}>
          {t('add')}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setOpen(false)}>
          {t('cancel')}
        </Button>
      </Stack>
    </Stack>
  );
}
