import { Button, Flex, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { DashboardPage } from '../../components/dashboard-page';
import { SafeImage } from '../../components/safe-image';
import { EmptyState, ErrorState, Loading } from '../../components/states';
import { AdminCard, CardGrid } from '../../features/admin/admin-card';
import { ComparisonFormModal } from '../../features/admin/comparison-form-modal';
import { ADMIN_TEXT } from '../../features/admin/messages';
import { listContext } from '../../features/dashboard/list-context';
import { useAdminComparisonsQuery, useAdminDeleteComparisonMutation } from '../../gql/graphql';
import { formatPrice } from '../../lib/format';
import { notify } from '../../lib/toaster';

/** An empty list is refetched too when a mutation touches a Comparison. */
const LISTED = listContext('Comparison');

const { comparisons: TEXT } = ADMIN_TEXT;

export default function AdminProductComparison() {
  const [{ data, fetching, error }] = useAdminComparisonsQuery({ requestPolicy: 'cache-and-network', context: LISTED });
  const [, deleteComparison] = useAdminDeleteComparisonMutation();
  const [adding, setAdding] = useState(false);

  useEffect(() => {
    if (error) notify.error(TEXT.fetchFailed);
  }, [error]);

  const remove = async (id: string) => {
    if (!window.confirm(TEXT.confirmDelete)) return;
    const result = await deleteComparison({ id }, { additionalTypenames: ['Comparison'] });
    if (result.error) notify.error(TEXT.deleteFailed);
    else notify.success(TEXT.deleted);
  };

  const comparisons = data?.comparisons ?? [];
  return (
    <DashboardPage
      title="Product Comparison"
      actions={
        <Button colorPalette="brand" onClick={() => setAdding(true)}>
          Add Comparison
        </Button>
      }
    >
      {fetching && !data ? (
        <Loading />
      ) : error && !data ? (
        <ErrorState message={TEXT.fetchFailed} />
      ) : comparisons.length === 0 ? (
        <EmptyState message="No comparisons yet." />
      ) : (
        <CardGrid>
          {comparisons.map((c) => (
            <AdminCard key={c.id} title={`${c.product1.name} vs ${c.product2.name}`} onDelete={() => void remove(c.id)}>
              <Flex gap="2" mt="2">
                {[c.product1, c.product2].map((p) => (
                  <Flex key={p.id} direction="column" flex="1" minW="0" gap="1">
                    <SafeImage src={p.images[0]} alt={p.name} width={160} height={100} w="full" h="20" rounded="md" />
                    <Text fontSize="xs" truncate>
                      {p.name}
                    </Text>
                    <Text fontSize="xs">{formatPrice(p.price)}</Text>
                  </Flex>
                ))}
              </Flex>
            </AdminCard>
          ))}
        </CardGrid>
      )}
      {adding && <ComparisonFormModal onClose={() => setAdding(false)} />}
    </DashboardPage>
  );
}
