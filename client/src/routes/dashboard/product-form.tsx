import { useEffect } from 'react';
import { useParams } from 'react-router';
import { DashboardPage } from '../../components/dashboard-page';
import { ErrorState, Loading } from '../../components/states';
import { ADMIN_TEXT } from '../../features/admin/messages';
import { ProductForm } from '../../features/admin/product-form';
import { useAdminProductQuery } from '../../gql/graphql';
import { notify } from '../../lib/toaster';

/** /dashboard/products/{id}: edit mode for an id, create mode for the word new. */
export default function AdminProductForm() {
  const { id = 'new' } = useParams();
  const creating = id === 'new';
  const [{ data, fetching, error }] = useAdminProductQuery({ variables: { id }, pause: creating, requestPolicy: 'network-only' });

  useEffect(() => {
    if (error) notify.error(ADMIN_TEXT.products.fetchFailed);
  }, [error]);

  return (
    <DashboardPage title={creating ? 'Add Product' : 'Edit Product'}>
      {creating ? (
        <ProductForm key="new" product={null} />
      ) : fetching && !data ? (
        <Loading />
      ) : error || !data?.product ? (
        <ErrorState message={error ? ADMIN_TEXT.products.fetchFailed : 'Product not found'} />
      ) : (
        <ProductForm key={data.product.id} product={data.product} />
      )}
    </DashboardPage>
  );
}
