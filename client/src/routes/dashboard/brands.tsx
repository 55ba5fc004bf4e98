import { Button, Link } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { DashboardPage } from '../../components/dashboard-page';
import { EmptyState, ErrorState, Loading } from '../../components/states';
import { AdminCard, CardGrid, CardLine } from '../../features/admin/admin-card';
import { BrandFormModal } from '../../features/admin/brand-form-modal';
import { ADMIN_TEXT } from '../../features/admin/messages';
import { listContext } from '../../features/dashboard/list-context';
import { useAdminBrandsQuery, useAdminDeleteBrandMutation, type AdminBrandFieldsFragment } from '../../gql/graphql';
import { failureText } from '../../lib/errors';
import { notify } from '../../lib/toaster';

/** An empty list is refetched too when a mutation touches a Brand. */
const LISTED = listContext('Brand');

type Modal = { brand: AdminBrandFieldsFragment | null } | null;

export default function AdminBrands() {
  const [{ data, fetching, error }] = useAdminBrandsQuery({ requestPolicy: 'cache-and-network', context: LISTED });
  const [, deleteBrand] = useAdminDeleteBrandMutation();
  const [modal, setModal] = useState<Modal>(null);

  useEffect(() => {
    if (error) notify.error(ADMIN_TEXT.brands.fetchFailed);
  }, [error]);

  const remove = async (brand: AdminBrandFieldsFragment) => {
    if (!window.confirm(ADMIN_TEXT.brands.confirmDelete)) return;
    const result = await deleteBrand({ id: brand.id }, { additionalTypenames: ['Brand'] });
    if (result.error) notify.error(failureText(result.error, ADMIN_TEXT.brands.deleteFailed));
    else notify.success(ADMIN_TEXT.brands.deleted);
  };

  const brands = data?.brands ?? [];
  return (
    <DashboardPage
      title="Brands"
      actions={
        <Button colorPalette="brand" onClick={() => setModal({ brand: null })}>
          Add Brand
        </Button>
      }
    >
      {fetching && !data ? (
        <Loading />
      ) : error && !data ? (
        <ErrorState message={ADMIN_TEXT.brands.fetchFailed} />
      ) : brands.length === 0 ? (
        <EmptyState message="No brands yet." />
      ) : (
        <CardGrid>
          {brands.map((brand) => (
            <AdminCard key={brand.id} image={brand.logoUrl} imageFit="contain" title={brand.name} onEdit={() => setModal({ brand })} onDelete={() => void remove(brand)}>
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
      {modal && <BrandFormModal key={modal.brand?.id ?? 'new'} brand={modal.brand} onClose={() => setModal(null)} />}
    </DashboardPage>
  );
}
