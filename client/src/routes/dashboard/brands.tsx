import { Button, Link } from '@chakra-ui/react';
import { MAX_PAGE_SIZE } from '@evbazaar/common';
import { useState } from 'react';
import { DashboardPage } from '../../components/dashboard-page';
import { ServerPager, useServerPage } from '../../components/server-pager';
import { QueryState } from '../../components/query-state';
import { EmptyState } from '../../components/states';
import { AdminCard, CardGrid, CardLine } from '../../features/admin/admin-card';
import { BrandFormModal } from '../../features/admin/brand-form-modal';
import { ADMIN_TEXT } from '../../features/admin/messages';
import { listContext } from '../../features/dashboard/list-context';
import { useAdminBrandsQuery, useAdminDeleteBrandMutation, type AdminBrandFieldsFragment } from '../../features/admin/admin.generated';
import { withToasts } from '../../lib/query-toasts';
import { confirmDelete } from '../../lib/confirm-delete';

/** An empty list is refetched too when a mutation touches a Brand. */
const LISTED = withToasts({ failure: ADMIN_TEXT.brands.fetchFailed }, listContext('Brand'));

type Modal = { brand: AdminBrandFieldsFragment | null } | null;

export default function AdminBrands() {
  // sorted by name: a page holds the most the server gives (100), so a new entry is usually on the first
  const paging = useServerPage(MAX_PAGE_SIZE);
  const [brands] = useAdminBrandsQuery({ variables: paging.variables, requestPolicy: 'cache-and-network', context: LISTED });
  const [, deleteBrand] = useAdminDeleteBrandMutation();
  const [modal, setModal] = useState<Modal>(null);

  const remove = async (brand: AdminBrandFieldsFragment) => {
    const texts = { question: ADMIN_TEXT.brands.confirmDelete, failed: ADMIN_TEXT.brands.deleteFailed, done: ADMIN_TEXT.brands.deleted };
    await confirmDelete(texts, () => deleteBrand({ id: brand.id }, { additionalTypenames: ['Brand'] }));
  };

  return (
    <DashboardPage
      title="Brands"
      actions={
        <Button colorPalette="brand" onClick={() => setModal({ brand: null })}>
          Add Brand
        </Button>
      }
    >
      <QueryState result={brands} select={(d) => d.brands} failure={ADMIN_TEXT.brands.fetchFailed} empty={<EmptyState message={ADMIN_TEXT.brands.empty} />}>
        {(list) => (
          <CardGrid>
            {list.map((brand) => (
              <AdminCard
                key={brand.id}
                image={brand.logoUrl}
                imageFit="contain"
                title={brand.name}
                onEdit={() => setModal({ brand })}
                onDelete={() => void remove(brand)}
              >
                {brand.website && (
                  <Link href={brand.website} target="_blank" rel="noopener noreferrer" colorPalette="brand" wordBreak="break-all">
                    {brand.website}
                  </Link>
                )}
                {brand.description && <CardLine>{brand.description}</CardLine>}
              </AdminCard>
            ))}
          </CardGrid>
        )}
      </QueryState>
      <ServerPager paging={paging} total={brands.data?.brandCount} mt="4" />
      {modal && <BrandFormModal key={modal.brand?.id ?? 'new'} brand={modal.brand} onClose={() => setModal(null)} />}
    </DashboardPage>
  );
}
