import { Box, Button, Center, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ProductCard } from '../../components/product-card';
import { ProductGrid } from '../../components/product-grid';
import { QueryState } from '../../components/query-state';
import { ComingSoon, EmptyState } from '../../components/states';
import { useProductFacetsQuery, useProductsQuery } from './products.generated';
import type { ProductFilter, VehicleType } from '../../gql/graphql';
import { failureText } from '../../lib/errors';
import { activeFilterCount, filtersFromSearch, graphQLFilterOf, searchOf, type ListFilters } from './list-filters';
import { activeFilterChips } from './filter-chips';
import { FilterChips } from './filter-chips-bar';

import { formatPriceCompact } from '@evbazaar/common/src/format';
import { productListText } from '@evbazaar/common/src/i18n/text/product-list.generated';
import { useLocale, useT } from '../../lib/i18n';
import { ProductFilters } from './product-filters';
import { LOAD_MORE_STEP, useLastDefined } from './use-growing-list';
import { useListPosition } from './use-list-position';

const FilterDrawer = lazy(() => import('./filter-drawer').then((m) => ({ default: m.FilterDrawer })));

/** Cards in the first row of a phone's two-column grid. */
const FIRST_ROW = 2;

/** The cards of one view (one address): 12, then 4 more per Load More; count and scroll come back with Back. */
function Cards({ filter, filtered, onClear }: { filter: ProductFilter; filtered: boolean; onClear: () => void }) {
  const { count: limit, setCount: setLimit, restoreScroll } = useListPosition();
  const [{ data, fetching, error }] = useProductsQuery({ variables: { filter: { ...filter, page: 1, limit } } });
  const page = useLastDefined(data?.products);
  const t = useT(productListText);
  // the first answer already holds every remembered card, so the page is its full height
  const answered = !fetching && (data !== undefined || error !== undefined);
  useEffect(() => {
    if (answered) restoreScroll();
  }, [answered, restoreScroll]);

  return (
    <QueryState
      result={{ fetching: !page, data: page, error }}
      select={(shown) => (shown.items.length > 0 ? shown : null)}
      failure={(failed) => failureText(failed, t('fetchFailed'))}
      empty={
        filtered ? (
          <Stack align="center" gap="3">
            <EmptyState message={t('empty')} />
            <Button size="sm" variant="outline" onClick={onClear}>
              {t('clearFilters')}
            </Button>
          </Stack>
        ) : (
          <ComingSoon />
        )
      }
    >
      {(shown) => (
        <>
          <Text fontSize="sm" color="fg.muted" mb="3" data-testid="result-count">
            {t('count', { count: shown.total })}
          </Text>
          <ProductGrid>
            {shown.items.map((p, i) => (
              // the first row on a phone (two cards) is the page's largest paint: loaded first, not lazily
              <ProductCard key={p.id} product={p} imagePriority={i < FIRST_ROW} />
            ))}
          </ProductGrid>
          {shown.total > shown.items.length && (
            <Center mt="8">
              <Button colorPalette="brand" variant="outline" loading={fetching} onClick={() => setLimit((l) => l + LOAD_MORE_STEP)}>
                {t('loadMore')}
              </Button>
            </Center>
          )}
        </>
      )}
    </QueryState>
  );
}

/**
 * A vehicle list with filters, brand counts and sorts, all kept in the address: each change is a
 * new history entry, so a copied link shows the same view and Back steps through the changes.
 * `fixed` is what the page itself decides (its vehicle type, or its brand).
 */
export function FilteredProductList({ fixed }: { fixed: { vehicleType?: VehicleType; brandId?: string } }) {
  const location = useLocation();
  const navigate = useNavigate();
  const filters = filtersFromSearch(new URLSearchParams(location.search));
  const filter = graphQLFilterOf(filters, fixed);
  const { sort: _sort, ...facetFilter } = filter;
  const [facets] = useProductFacetsQuery({ variables: { filter: facetFilter } });
  const shownFacets = useLastDefined(facets.data?.productFacets ?? undefined);
  const [open, setOpen] = useState(false);
  const active = activeFilterCount(filters);
  const t = useT(productListText);
  const locale = useLocale();

  // the address of the view being shown or, right after a change, of the one on its way: the
  // router renders a navigation as a transition, and a second change made before it lands must
  // add to the first, not to the filters still on screen
  const latest = useRef({ key: location.key, search: location.search });
  if (latest.current.key !== location.key) latest.current = { key: location.key, search: location.search };
  const apply = (update: (current: ListFilters) => Partial<ListFilters>) => {
    const current = filtersFromSearch(new URLSearchParams(latest.current.search));
    const search = searchOf({ ...current, ...update(current) });
    if (search === latest.current.search) return;
    latest.current = { ...latest.current, search };
    void navigate({ pathname: location.pathname, search });
  };
  const clear = () =>
    apply((current) => ({
      brandIds: [],
      sort: current.sort,
      type: undefined,
      minPrice: undefined,
      maxPrice: undefined,
      minRange: undefined,
      minTopSpeed: undefined,
      minBattery: undefined,
      maxCharging: undefined,
    }));

  const brandName = (id: string) => shownFacets?.brands.find((b) => b.id === id)?.name;
  const chips = activeFilterChips(filters, brandName, (n) => formatPriceCompact(n, locale), t);
  const panel = <ProductFilters filters={filters} facets={shownFacets} showType={!fixed.vehicleType} showBrands={!fixed.brandId} onChange={apply} />;

  return (
    <Grid templateColumns={{ base: '1fr', lg: '260px 1fr' }} gap={{ base: '4', lg: '8' }} alignItems="start">
      {/* a wide screen keeps the filters beside the list */}
      <Box as="aside" aria-label={t('filters')} display={{ base: 'none', lg: 'block' }}>
        <HStack justify="space-between" mb="3">
          <Heading as="h2" size="sm">
            {t('filters')}
          </Heading>
          {active > 0 && (
            <Button size="sm" variant="ghost" onClick={clear}>
              {t('clearFilters')}
            </Button>
          )}
        </HStack>
        {panel}
      </Box>
      <Box minW="0">
        {/* a phone opens them in a drawer and comes back to the list with its count */}
        <HStack display={{ base: 'flex', lg: 'none' }} justify="space-between" mb="3">
          <Button size="sm" variant="outline" aria-expanded={open} onClick={() => setOpen(true)}>
            {active ? t('filtersCount', { count: String(active) }) : t('filters')}
          </Button>
          {active > 0 && (
            <Button size="sm" variant="ghost" onClick={clear}>
              {t('clearFilters')}
            </Button>
          )}
        </HStack>
        {chips.length > 0 && <FilterChips chips={chips} onRemove={(chip) => apply(chip.remove)} />}
        {/* a new address is a new view: its own loaded count and scroll position */}
        <Cards key={location.key} filter={filter} filtered={active > 0} onClear={clear} />
      </Box>
      {/* only a phone's Filters button opens it (the button is hidden on wide screens) */}
      {open && (
        <Suspense fallback={null}>
          <FilterDrawer open={open} onOpenChange={setOpen} total={shownFacets?.total} onClear={active > 0 ? clear : undefined}>
            {panel}
          </FilterDrawer>
        </Suspense>
      )}
    </Grid>
  );
}
