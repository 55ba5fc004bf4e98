import { Box, chakra, Field, Heading, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { VEHICLE_TYPES } from '@evbazaar/common/src/domain/catalogue';
import { useEffect, useState, type ReactNode } from 'react';
import type { ProductFacetsQuery } from './products.generated';
import { useSettledSelect } from '../../lib/use-settled-select';
import { productListText } from '@evbazaar/common/src/i18n/text/product-list.generated';
import type { ProductSortValue } from '@evbazaar/common/src/product-filter-options';
import { useT } from '../../lib/i18n';
import { FILTER_STEPS as STEPS, stepLabel, stepText, typeLabelKey } from './filter-chips';
import { SORT_OPTIONS, type ListFilters } from './list-filters';

/** The catalog key of each offered sort's name (SORT_OPTIONS holds the English ones). */
const SORT_KEYS = {
  newest: 'sort.newest',
  price_asc: 'sort.priceAsc',
  price_desc: 'sort.priceDesc',
  range_desc: 'sort.rangeDesc',
  rating: 'sort.rating',
  popular: 'sort.popular',
} as const satisfies Partial<Record<ProductSortValue, string>>;
const sortKey = (value: ProductSortValue) => (value in SORT_KEYS ? SORT_KEYS[value as keyof typeof SORT_KEYS] : undefined);

type Facets = ProductFacetsQuery['productFacets'];

function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Field.Root>
      <Field.Label fontSize="sm" fontWeight="semibold">
        {label}
      </Field.Label>
      {children}
    </Field.Root>
  );
}

/** A filter's select: each choice is a new address, so one stepped to with the arrow keys applies on Enter or on leaving it. */
function Select({ label, value, onChange, children }: { label: string; value: string; onChange: (value: string) => void; children: ReactNode }) {
  const select = useSettledSelect(value, onChange);
  return (
    <Labelled label={label}>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field aria-label={label} {...select}>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Labelled>
  );
}

/** A rupee amount typed by the shopper, applied on Enter or when the field loses focus. */
function PriceInput({
  label,
  value,
  placeholder,
  onCommit,
}: {
  label: string;
  value?: number;
  placeholder?: number | null;
  onCommit: (value?: number) => void;
}) {
  const [text, setText] = useState(value === undefined ? '' : String(value));
  useEffect(() => setText(value === undefined ? '' : String(value)), [value]);
  const commit = () => {
    const digits = text.replace(/[^\d.]/g, '');
    const next = digits === '' ? undefined : Math.round(Number(digits));
    if (next !== value && (next === undefined || Number.isFinite(next))) onCommit(next);
  };
  return (
    <Labelled label={label}>
      <Input
        size="sm"
        inputMode="numeric"
        aria-label={label}
        value={text}
        placeholder={placeholder === null || placeholder === undefined ? '₹' : `₹${Math.round(placeholder)}`}
        onChange={(e) => setText(e.currentTarget.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit();
        }}
      />
    </Labelled>
  );
}

/**
 * The filter panel of a vehicle list: sort, vehicle type (all-vehicles list), brands with how
 * many vehicles each would show, price range and the spec steps. Every change goes to `onChange`,
 * which puts it in the address.
 */
export function ProductFilters({
  filters,
  facets,
  showType,
  showBrands,
  onChange,
}: {
  filters: ListFilters;
  facets?: Facets;
  showType: boolean;
  showBrands: boolean;
  /** takes what to change, worked out from the filters in force when the change is applied */
  onChange: (update: (current: ListFilters) => Partial<ListFilters>) => void;
}) {
  const set = (changes: Partial<ListFilters>) => onChange(() => changes);
  const t = useT(productListText);
  const brands = facets?.brands ?? [];
  return (
    <Stack gap="4" as="form" role="search" aria-label={t('panel.label')} onSubmit={(e) => e.preventDefault()}>
      <Select label={t('panel.sortBy')} value={filters.sort} onChange={(v) => set({ sort: v as ListFilters['sort'] })}>
        {SORT_OPTIONS.map((o) => {
          const key = sortKey(o.value);
          return (
            <option key={o.value} value={o.value}>
              {key ? t(key) : o.label}
            </option>
          );
        })}
      </Select>

      {showType && (
        <Select label={t('panel.vehicleType')} value={filters.type ?? ''} onChange={(v) => set({ type: v || undefined })}>
          <option value="">{t('panel.allTypes')}</option>
          {VEHICLE_TYPES.map((type) => (
            <option key={type.value} value={type.value}>
              {t(typeLabelKey(type))}
            </option>
          ))}
        </Select>
      )}

      {showBrands && brands.length > 0 && (
        <Box as="fieldset" borderWidth="0" p="0" m="0" minW="0">
          <Heading as="legend" size="xs" mb="2" p="0">
            {t('panel.brand')}
          </Heading>
          <Stack gap="1.5" maxH={{ lg: '72' }} overflowY="auto">
            {brands.map((b) => {
              const checked = filters.brandIds.includes(b.id);
              return (
                // a native checkbox: light, and labelled by the brand and its count
                <chakra.label
                  key={b.id}
                  display="flex"
                  alignItems="center"
                  gap="2"
                  fontSize="sm"
                  cursor={!checked && b.count === 0 ? 'not-allowed' : 'pointer'}
                  color={!checked && b.count === 0 ? 'fg.subtle' : undefined}
                >
                  <chakra.input
                    type="checkbox"
                    w="4"
                    h="4"
                    flexShrink="0"
                    accentColor="var(--chakra-colors-brand-solid, #059669)"
                    checked={checked}
                    disabled={!checked && b.count === 0}
                    onChange={(e) => {
                      const on = e.currentTarget.checked;
                      onChange((current) => ({ brandIds: on ? [...new Set([...current.brandIds, b.id])] : current.brandIds.filter((id) => id !== b.id) }));
                    }}
                  />
                  <span>
                    {b.name}{' '}
                    <Text as="span" color="fg.muted">
                      ({b.count})
                    </Text>
                  </span>
                </chakra.label>
              );
            })}
          </Stack>
        </Box>
      )}

      <HStack gap="2" align="end">
        {/* a new bound that crosses the other one clears the other */}
        <PriceInput
          label={t('panel.minPrice')}
          value={filters.minPrice}
          placeholder={facets?.price.min}
          onCommit={(v) =>
            onChange((current) => ({
              minPrice: v,
              maxPrice: v !== undefined && current.maxPrice !== undefined && current.maxPrice < v ? undefined : current.maxPrice,
            }))
          }
        />
        <PriceInput
          label={t('panel.maxPrice')}
          value={filters.maxPrice}
          placeholder={facets?.price.max}
          onCommit={(v) =>
            onChange((current) => ({
              maxPrice: v,
              minPrice: v !== undefined && current.minPrice !== undefined && current.minPrice > v ? undefined : current.minPrice,
            }))
          }
        />
      </HStack>

      {STEPS.map(({ key, facet, steps }) => {
        const bounds = facets?.[facet];
        const current = filters[key];
        // only steps that still leave vehicles (plus the chosen one, so it stays visible)
        const options = current !== undefined && !steps.includes(current) ? [...steps, current].sort((a, b) => a - b) : steps;
        const shown = options.filter(
          (n) => n === current || !bounds || bounds.max === null || bounds.min === null || (key === 'maxCharging' ? n >= bounds.min : n <= bounds.max),
        );
        return (
          <Select
            key={key}
            label={stepLabel(t, key)}
            value={current === undefined ? '' : String(current)}
            onChange={(v) => set({ [key]: v === '' ? undefined : Number(v) })}
          >
            <option value="">{t('panel.any')}</option>
            {shown.map((n) => (
              <option key={n} value={n}>
                {stepText(t, key, n)}
              </option>
            ))}
          </Select>
        );
      })}
    </Stack>
  );
}
