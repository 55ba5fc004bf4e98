import { Button } from '@chakra-ui/react';
import { MAX_PAGE_SIZE } from '@evbazaar/common';
import { useState } from 'react';
import { DashboardPage } from '../../components/dashboard-page';
import { ServerPager, useServerPage } from '../../components/server-pager';
import { QueryState } from '../../components/query-state';
import { EmptyState } from '../../components/states';
import { AdminCard, CardGrid, CardLine } from '../../features/admin/admin-card';
import { LocationFormModal } from '../../features/admin/location-form-modal';
import { ShopPositionsModal } from '../../features/admin/shop-positions-modal';
import { MESSAGES } from '../../lib/messages';
import { ADMIN_TEXT } from '../../features/admin/messages';
import { failureText } from '../../lib/errors';
import { listContext } from '../../features/dashboard/list-context';
import { useAdminDeleteLocationMutation, useAdminLocationsQuery, type AdminLocationsQuery } from '../../features/admin/admin.generated';
import { withToasts } from '../../lib/query-toasts';
import { confirmDelete } from '../../lib/confirm-delete';

/** An empty list is refetched too when a mutation touches a Location. */
const LISTED = withToasts({ failure: (error) => failureText(error, TEXT.fetchFailed, { detail: true }) }, listContext('Location'));

const { locations: TEXT } = ADMIN_TEXT;
type Location = AdminLocationsQuery['locations'][number];

export default function AdminLocations() {
  // sorted by name: a page holds the most the server gives (100), so a new entry is usually on the first
  const paging = useServerPage(MAX_PAGE_SIZE);
  const [result] = useAdminLocationsQuery({ variables: paging.variables, requestPolicy: 'cache-and-network', context: LISTED });
  const [, deleteLocation] = useAdminDeleteLocationMutation();
  const [adding, setAdding] = useState(false);
  const [pinning, setPinning] = useState<Location | null>(null);

  const remove = async (location: Location) => {
    const texts = { question: TEXT.confirmDelete, failed: TEXT.deleteFailed, failedAs: { detail: true }, done: TEXT.deleted };
    await confirmDelete(texts, () => deleteLocation({ id: location.id }, { additionalTypenames: ['Location'] }));
  };

  return (
    <DashboardPage
      title="Locations"
      actions={
        <Button colorPalette="brand" onClick={() => setAdding(true)}>
          Add Location
        </Button>
      }
    >
      <QueryState result={result} select={(d) => d.locations} failure={TEXT.fetchFailed} empty={<EmptyState message={TEXT.empty} />}>
        {(locations) => (
          <CardGrid>
            {locations.map((location) => (
              <AdminCard key={location.id} title={location.cityName} onDelete={() => void remove(location)}>
                <CardLine>{[location.address1, location.address2].filter(Boolean).join(', ')}</CardLine>
                <CardLine>
                  {location.stateName}, {location.countryName}
                </CardLine>
                <Button size="xs" variant="outline" mt="2" aria-haspopup="dialog" onClick={() => setPinning(location)}>
                  {MESSAGES.finder.shopPositions}
                </Button>
              </AdminCard>
            ))}
          </CardGrid>
        )}
      </QueryState>
      <ServerPager paging={paging} total={result.data?.locationCount} mt="4" />
      {adding && <LocationFormModal onClose={() => setAdding(false)} />}
      {pinning && <ShopPositionsModal location={pinning} onClose={() => setPinning(null)} />}
    </DashboardPage>
  );
}
