import { Button } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { DashboardPage } from '../../components/dashboard-page';
import { EmptyState, ErrorState, Loading } from '../../components/states';
import { AdminCard, CardGrid, CardLine } from '../../features/admin/admin-card';
import { LocationFormModal } from '../../features/admin/location-form-modal';
import { ADMIN_TEXT } from '../../features/admin/messages';
import { failureText } from '../../lib/errors';
import { listContext } from '../../features/dashboard/list-context';
import { useAdminDeleteLocationMutation, useAdminLocationsQuery, type AdminLocationsQuery } from '../../gql/graphql';
import { notify } from '../../lib/toaster';

/** An empty list is refetched too when a mutation touches a Location. */
const LISTED = listContext('Location');

const { locations: TEXT } = ADMIN_TEXT;
type Location = AdminLocationsQuery['locations'][number];

export default function AdminLocations() {
  const [{ data, fetching, error }] = useAdminLocationsQuery({ requestPolicy: 'cache-and-network', context: LISTED });
  const [, deleteLocation] = useAdminDeleteLocationMutation();
  const [adding, setAdding] = useState(false);

  useEffect(() => {
    if (error) notify.error(failureText(error, TEXT.fetchFailed, { detail: true }));
  }, [error]);

  const remove = async (location: Location) => {
    if (!window.confirm(TEXT.confirmDelete)) return;
    const result = await deleteLocation({ id: location.id }, { additionalTypenames: ['Location'] });
    if (result.error) notify.error(failureText(result.error, TEXT.deleteFailed, { detail: true }));
    else notify.success(TEXT.deleted);
  };

  const locations = data?.locations ?? [];
  return (
    <DashboardPage
      title="Locations"
      actions={
        <Button colorPalette="brand" onClick={() => setAdding(true)}>
          Add Location
        </Button>
      }
    >
      {fetching && !data ? (
        <Loading />
      ) : error && !data ? (
        <ErrorState message={TEXT.fetchFailed} />
      ) : locations.length === 0 ? (
        <EmptyState message="No locations yet." />
      ) : (
        <CardGrid>
          {locations.map((location) => (
            <AdminCard key={location.id} title={location.cityName} onDelete={() => void remove(location)}>
              <CardLine>{[location.address1, location.address2].filter(Boolean).join(', ')}</CardLine>
              <CardLine>
                {location.stateName}, {location.countryName}
              </CardLine>
            </AdminCard>
          ))}
        </CardGrid>
      )}
      {adding && <LocationFormModal onClose={() => setAdding(false)} />}
    </DashboardPage>
  );
}
