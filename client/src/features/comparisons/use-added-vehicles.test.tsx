import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider, type Client } from 'urql';
import type { ComparisonVehicleFragment } from './comparisons.generated';
import { COMPARISON_SECTIONS } from '@evbazaar/common/src/domain/catalogue';
import { specTableRows } from '../../components/spec-table';
import { readStoredVehicles, storageKeyFor } from './stored-vehicles';
import { useAddedVehicles } from './use-added-vehicles';

const vehicle = (id: string, name: string, extra: Partial<ComparisonVehicleFragment> = {}): ComparisonVehicleFragment => ({
  id,
  slug: `${id}-slug`,
  name,
  images: [],
  price: 100000,
  vehicleType: 'SCOOTER',
  brand: { id: 'b1', name: 'Volt' },
  topSpeed: null,
  effectiveRange: null,
  acceleration: null,
  transmission: null,
  motorPower: null,
  torque: null,
  battery: null,
  chargerType: null,
  cruiseControl: null,
  navigation: null,
  mobileApp: null,
  ...extra,
});

/** A client that answers product look-ups from `catalogue` (null for an unknown id) and counts them. */
function fakeClient(catalogue: Record<string, ComparisonVehicleFragment>, fail = false) {
  const asked: string[] = [];
  const client = {
    query: (_doc: unknown, vars: { id: string }) => ({
      toPromise: async () => {
        asked.push(vars.id);
        return fail ? { error: new Error('offline'), data: undefined } : { data: { product: catalogue[vars.id] ?? null } };
      },
    }),
  } as unknown as Client;
  return { client, asked };
}

const wrapperFor = (client: Client) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <Provider value={client}>{children}</Provider>;
  };

describe('vehicles added to a comparison', () => {
  beforeEach(() => localStorage.clear());

  it('stores a choice under the comparison key once the vehicle has loaded', async () => {
    const { client } = fakeClient({ p3: vehicle('p3', 'Volt S1') });
    const { result } = renderHook(() => useAddedVehicles('c1'), { wrapper: wrapperFor(client) });
    await act(async () => {
      expect(await result.current.add('p3')).toBe(true);
    });
    expect(result.current.vehicles.map((v) => v.name)).toEqual(['Volt S1']);
    expect(JSON.parse(localStorage.getItem(storageKeyFor('c1'))!)).toEqual(['p3']);
    expect(readStoredVehicles('c2')).toEqual([]);
  });

  it('restores the stored choices of the same comparison on reload', async () => {
    localStorage.setItem(storageKeyFor('c1'), JSON.stringify(['p3', 'p4']));
    localStorage.setItem(storageKeyFor('c2'), JSON.stringify(['p9']));
    const { client, asked } = fakeClient({ p3: vehicle('p3', 'Volt S1'), p4: vehicle('p4', 'Volt X') });
    const { result } = renderHook(() => useAddedVehicles('c1'), { wrapper: wrapperFor(client) });
    expect(result.current.restoring).toBe(true);
    await waitFor(() => expect(result.current.restoring).toBe(false));
    expect(result.current.vehicles.map((v) => v.name)).toEqual(['Volt S1', 'Volt X']);
    expect(asked.sort()).toEqual(['p3', 'p4']);
  });

  it('drops a stored vehicle that no longer exists, and keeps choices when the network fails', async () => {
    localStorage.setItem(storageKeyFor('c1'), JSON.stringify(['gone', 'p3']));
    const { client } = fakeClient({ p3: vehicle('p3', 'Volt S1') });
    const { result } = renderHook(() => useAddedVehicles('c1'), { wrapper: wrapperFor(client) });
    await waitFor(() => expect(result.current.restoring).toBe(false));
    expect(readStoredVehicles('c1')).toEqual(['p3']);

    const offline = fakeClient({}, true);
    const second = renderHook(() => useAddedVehicles('c1'), { wrapper: wrapperFor(offline.client) });
    await waitFor(() => expect(second.result.current.restoring).toBe(false));
    expect(readStoredVehicles('c1')).toEqual(['p3']);
    await act(async () => {
      expect(await second.result.current.add('p8')).toBe(false);
    });
    expect(readStoredVehicles('c1')).toEqual(['p3']);
  });

  it('removes a choice from the page and from storage', async () => {
    localStorage.setItem(storageKeyFor('c1'), JSON.stringify(['p3']));
    const { client } = fakeClient({ p3: vehicle('p3', 'Volt S1') });
    const { result } = renderHook(() => useAddedVehicles('c1'), { wrapper: wrapperFor(client) });
    await waitFor(() => expect(result.current.vehicles).toHaveLength(1));
    act(() => result.current.remove('p3'));
    expect(result.current.vehicles).toEqual([]);
    expect(localStorage.getItem(storageKeyFor('c1'))).toBeNull();
  });

  it('ignores unreadable storage', () => {
    localStorage.setItem(storageKeyFor('c1'), '{not json');
    expect(readStoredVehicles('c1')).toEqual([]);
  });
});

describe('comparison tables', () => {
  const values = (v: ComparisonVehicleFragment) => COMPARISON_SECTIONS.flatMap((s) => specTableRows(s.rows, [v]).map((r) => `${r.label}: ${r.cells[0]}`));

  it('lists the spec rows in order and shows N/A for missing values', () => {
    expect(COMPARISON_SECTIONS.map((s) => s.title)).toEqual(['General', 'Power And Performance', 'Features']);
    expect(values(vehicle('p1', 'Bare'))).toEqual([
      'Top Speed: N/A',
      'True Range: N/A',
      'Acceleration 0-40 km/h: N/A',
      'Transmission: N/A',
      'Rated Motor Power: N/A',
      'Torque: N/A',
      'Battery Capacity: N/A',
      'Charger Type: N/A',
      'Cruise Control: N/A',
      'Navigation: N/A',
      'Mobile App Support: N/A',
    ]);
  });

  it('shows stated values with the spec units (top speed in km/hr, as on the product page)', () => {
    const full = vehicle('p2', 'Full', {
      topSpeed: 90,
      effectiveRange: 146,
      acceleration: 3.3,
      transmission: 'Automatic',
      motorPower: 6400,
      torque: 26,
      battery: 3.7,
      chargerType: 'Portable',
      cruiseControl: true,
      navigation: false,
      mobileApp: true,
    });
    expect(values(full)).toEqual([
      'Top Speed: 90 km/hr',
      'True Range: 146 km',
      'Acceleration 0-40 km/h: 3.3 s',
      'Transmission: Automatic',
      'Rated Motor Power: 6400 W',
      'Torque: 26 Nm',
      'Battery Capacity: 3.7 kWh',
      'Charger Type: Portable',
      'Cruise Control: Yes',
      'Navigation: No',
      'Mobile App Support: Yes',
    ]);
  });
});
