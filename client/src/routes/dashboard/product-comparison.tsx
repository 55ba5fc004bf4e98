import { Button, Flex, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { DashboardPage } from '../../components/dashboard-page';
import { ServerPager, useServerPage } from '../../components/server-pager';
import { QueryState } from '../../components/query-state';
import { SafeImage } from '../../components/safe-image';
import { EmptyState } from '../../components/states';
import { AdminCard, CardGrid } from '../../features/admin/admin-card';
import { ComparisonFormModal } from '../../features/admin/comparison-form-modal';
import { ADMIN_TEXT } from '../../features/admin/messages';
import { listContext } from '../../features/dashboard/list-context';
import { useAdminComparisonsQuery, useAdminDeleteComparisonMutation } from '../../features/admin/admin.generated';
import { withToasts } from '../../lib/query-toasts';
import { formatPrice } from '../../lib/format';
import { confirmDelete } from '../../lib/confirm-delete';

const { comparisons: TEXT } = ADMIN_TEXT;

/** An empty list is refetched too when a mutation touches a Comparison. */
const LISTED = withToasts({ failure: TEXT.fetchFailed }, listContext('Comparison'));

export default function AdminProductComparison() {
  const paging = useServerPage();
  const [result] = useAdminComparisonsQuery({ variables: paging.variables, requestPolicy: 'cache-and-network', context: LISTED });
  const [, deleteComparison] = useAdminDeleteComparisonMutation();
  const [adding, setAdding] = useState(false);

  const remove = async (id: string) => {
    const texts = { question: TEXT.confirmDelete, failed: TEXT.deleteFailed, failedAs: { serverMessage: false }, done: TEXT.deleted };
    await confirmDelete(texts, () => deleteComparison({ id }, { additionalTypenames: ['Comparison'] }));
  };

  return (
    <DashboardPage
      title="Product Comparison"
      actions={
        <Button colorPalette="brand" onClick={() => setAdding(true)}>
          Add Comparison
        </Button>
      }
    >
      <QueryState result={result} select={(d) => d.comparisons} failure={TEXT.fetchFailed} empty={<EmptyState message={TEXT.empty} />}>
        {(comparisons) => (
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
      </QueryState>
      <ServerPager paging={paging} total={result.data?.comparisonCount} mt="4" />
      {adding && <ComparisonFormModal onClose={() => setAdding(false)} />}
    </DashboardPage>
  );
}
