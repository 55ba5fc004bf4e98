import { Button, Flex, NativeSelect, Stack } from '@chakra-ui/react';
import { VEHICLE_TYPES, vehicleTypeLabel } from '@evbazaar/common/src/domain/catalogue';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { DashboardPage } from '../../components/dashboard-page';
import { ExportButton } from '../../features/imports/export-button';
import { QueryState } from '../../components/query-state';
import { DashboardPager } from '../../components/dashboard-pager';
import { DashboardSearch } from '../../components/dashboard-search';
import { EmptyState } from '../../components/states';
import { AdminCard, CardGrid, CardLine } from '../../features/admin/admin-card';
import { ADMIN_TEXT } from '../../features/admin/messages';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { listContext } from '../../features/dashboard/list-context';
import { useAdminDeleteProductMutation, useAdminProductsQuery } from '../../features/admin/admin.generated';
import type { VehicleType } from '../../gql/graphql';
import { formatPrice } from '../../lib/format';
import { confirmDelete } from '../../lib/confirm-delete';

/** An empty list is refetched too when a mutation touches a Product. */
const LISTED = listContext('Product');

const PAGE_SIZE = 12;
const { products: TEXT } = ADMIN_TEXT;

export default function AdminProducts() {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [type, setType] = useState<VehicleType | ''>('');
  const [page, setPage] = useState(1);
  const debounced = useDebouncedValue(search.trim());
  const [result] = useAdminProductsQuery({
    variables: { filter: { search: debounced || null, vehicleType: type || null, page, limit: PAGE_SIZE } },
    requestPolicy: 'cache-and-network',
    context: LISTED,
  });
  const [, deleteProduct] = useAdminDeleteProductMutation();

  // a new search or filter starts from the first page
  useEffect(() => setPage(1), [debounced, type]);

  const remove = async (id: string) => {
    const texts = { question: TEXT.confirmDelete, failed: TEXT.deleteFailed, done: TEXT.deleted };
    await confirmDelete(texts, () => deleteProduct({ id }, { additionalTypenames: ['Product'] }));
  };

  return (
    <DashboardPage
      title="Products"
      actions={
        <>
          <ExportButton kind="products" />
          <Button asChild colorPalette="brand">
            <RouterLink to="/dashboard/products/new">Add Product</RouterLink>
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Flex gap="3" direction={{ base: 'column', md: 'row' }}>
          <DashboardSearch label="Search products" value={search} onChange={setSearch} />
          <NativeSelect.Root maxW={{ base: 'full', md: '56' }} bg="white">
            <NativeSelect.Field aria-label="Vehicle type" value={type} onChange={(e) => setType(e.target.value as VehicleType | '')}>
              <option value="">All Types</option>
              {VEHICLE_TYPES.map((t) => (
                <option key={t.enum} value={t.enum}>
                  {t.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Flex>
        <QueryState result={result} select={(d) => d.products.items} failure={TEXT.listFailed} empty={<EmptyState message={TEXT.empty} />}>
          {(products) => (
            <CardGrid>
              {products.map((p) => (
                <AdminCard
                  key={p.id}
                  image={p.images[0] ?? null}
                  title={p.name}
                  href={`/dashboard/products/${p.id}`}
                  onEdit={() => navigate(`/dashboard/products/${p.id}`)}
                  onDelete={() => void remove(p.id)}
                >
                  <CardLine>
                    {vehicleTypeLabel(p.vehicleType)}
                    {p.brand ? ` · ${p.brand.name}` : ''}
                  </CardLine>
                  <CardLine>{formatPrice(p.price)}</CardLine>
                </AdminCard>
              ))}
            </CardGrid>
          )}
        </QueryState>
        <DashboardPager page={page} totalPages={result.data?.products.totalPages ?? 1} onPage={setPage} />
      </Stack>
    </DashboardPage>
  );
}
