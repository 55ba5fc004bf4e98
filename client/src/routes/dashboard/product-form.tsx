import { useParams } from 'react-router';
import { DashboardPage } from '../../components/dashboard-page';
import { QueryState } from '../../components/query-state';
import { ErrorState } from '../../components/states';
import { ADMIN_TEXT } from '../../features/admin/messages';
import { ProductForm } from '../../features/admin/product-form';
import { useAdminProductQuery } from '../../features/admin/admin.generated';
import { History } from '../../components/history';
import { withToasts } from '../../lib/query-toasts';

const PRODUCT = withToasts({ failure: ADMIN_TEXT.products.fetchFailed });

/** /dashboard/products/{id}: edit mode for an id, create mode for the word new. */
export default function AdminProductForm() {
  const { id = 'new' } = useParams();
  const creating = id === 'new';
  const [result] = useAdminProductQuery({ variables: { id }, pause: creating, requestPolicy: 'network-only', context: PRODUCT });

  return (
    <DashboardPage title={creating ? 'Add Product' : 'Edit Product'}>
      {creating ? (
        <ProductForm key="new" product={null} />
      ) : (
        <QueryState
          result={result}
          select={(d) => d.product}
          failure={ADMIN_TEXT.products.fetchFailed}
          empty={<ErrorState message={ADMIN_TEXT.products.notFound} />}
        >
          {(product) => <ProductForm key={product.id} product={product} />}
        </QueryState>
      )}
      {!creating && <History targetType="product" targetId={id} />}
    </DashboardPage>
  );
}
