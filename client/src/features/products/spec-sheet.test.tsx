import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, within } from '@testing-library/react';
import { Kind, type FragmentDefinitionNode } from 'graphql';
import { SPEC_FIELDS, type SpecFacts } from '@evbazaar/common/src/domain/catalogue';
import { VehicleSpecFieldsFragmentDoc } from '../../components/vehicle-specs.generated';
import { getSystem } from '../../lib/theme';
import { SpecSheet } from './spec-sheet';

const renderSheet = (product: SpecFacts) =>
  render(
    <ChakraProvider value={getSystem()}>
      <SpecSheet product={product} />
    </ChakraProvider>,
  );

/** Each group's heading with its rows as "label: value". */
const sheet = () =>
  screen.getAllByRole('table').map((table) => [
    table.getAttribute('aria-label'),
    within(table)
      .getAllByRole('row')
      .map((row) => `${within(row).getByRole('rowheader').textContent}: ${within(row).getByRole('cell').textContent}`),
  ]);

describe("the product page's specification sheet", () => {
  it('shows every stated specification under its group, with the kernel units', () => {
    renderSheet({
      effectiveRange: 195,
      range: 195,
      rangeMin: 150,
      rangeMax: 195,
      battery: 4,
      charging: 6.5,
      chargerType: 'Portable 750 W home charger',
      topSpeed: 120,
      acceleration: 2.6,
      motorPower: 11000,
      torque: 58,
      transmission: 'Automatic',
      size: '1860 x 850 x 1160 mm',
      weight: 116,
      warranty: 8,
      accessoriesDesc: 'Scooter cover sold separately',
      cruiseControl: true,
      navigation: true,
      mobileApp: false,
      additionalFeatures: ['Hill hold', 'Reverse mode'],
    });
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Battery and Charging',
      'Performance',
      'Dimensions and Practicality',
      'Features and Connectivity',
    ]);
    expect(sheet()).toEqual([
      [
        'Battery and Charging',
        [
          'True Range: 195 km',
          'Certified Range: 195 km',
          'Claimed Range: 150–195 km',
          'Battery Capacity: 4 kWh',
          'Charging: 6.5 Hr',
          'Charger Type: Portable 750 W home charger',
        ],
      ],
      ['Performance', ['Top Speed: 120 km/hr', 'Acceleration 0-40 km/h: 2.6 s', 'Rated Motor Power: 11000 W', 'Torque: 58 Nm', 'Transmission: Automatic']],
      ['Dimensions and Practicality', ['Size: 1860 x 850 x 1160 mm', 'Weight: 116 kg', 'Warranty: 8 years', 'Accessories: Scooter cover sold separately']],
      ['Features and Connectivity', ['Cruise Control: Yes', 'Navigation: Yes', 'Mobile App Support: No', 'Additional Features: Hill hold, Reverse mode']],
    ]);
  });

  it('hides the rows the vehicle does not state, and a group left with none', () => {
    renderSheet({
      effectiveRange: 100,
      range: 100,
      rangeMin: null,
      battery: null,
      topSpeed: 45,
      transmission: '',
      size: null,
      weight: null,
      mobileApp: true,
      additionalFeatures: [],
    });
    expect(sheet()).toEqual([
      ['Battery and Charging', ['True Range: 100 km', 'Certified Range: 100 km']],
      ['Performance', ['Top Speed: 45 km/hr']],
      ['Features and Connectivity', ['Mobile App Support: Yes']],
    ]);
    expect(screen.queryByRole('heading', { name: 'Dimensions and Practicality' })).toBeNull();
    expect(screen.queryByText('N/A')).toBeNull();
  });

  it('says so when the vehicle states no specification at all', () => {
    renderSheet({ additionalFeatures: [] });
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('No specifications listed yet.')).toBeInTheDocument();
  });

  it('is fed by a fragment that asks every field the kernel rows read', () => {
    const fragment = VehicleSpecFieldsFragmentDoc.definitions[0] as FragmentDefinitionNode;
    const asked = fragment.selectionSet.selections.flatMap((s) => (s.kind === Kind.FIELD ? [s.name.value] : []));
    expect([...asked].sort()).toEqual([...SPEC_FIELDS].sort());
  });
});
