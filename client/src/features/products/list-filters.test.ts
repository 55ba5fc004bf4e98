import { activeFilterChips } from './filter-chips';
import { activeFilterCount, filtersFromSearch, graphQLFilterOf, searchOf, SORT_OPTIONS } from './list-filters';

const read = (search: string) => filtersFromSearch(new URLSearchParams(search));

describe('the vehicle list filters in the address', () => {
  it('reads every filter and the sort of a shared link, and writes them back the same', () => {
    const search = '?type=scooter&brand=b1,b2&minPrice=50000&maxPrice=120000&minRange=100&minTopSpeed=80&minBattery=3&maxCharging=5&sort=range_desc';
    const filters = read(search);
    expect(filters).toEqual({
      type: 'scooter',
      brandIds: ['b1', 'b2'],
      minPrice: 50000,
      maxPrice: 120000,
      minRange: 100,
      minTopSpeed: 80,
      minBattery: 3,
      maxCharging: 5,
      sort: 'range_desc',
    });
    expect(searchOf(filters)).toBe(search);
    expect(read(searchOf(filters))).toEqual(filters);
    expect(activeFilterCount(filters)).toBe(8);
  });

  it('leaves out what the list would refuse instead of breaking the page', () => {
    expect(read('?minPrice=cheap&maxCharging=-2&minRange=1e9&sort=random&type=boat&brand=,,')).toEqual({ brandIds: [], sort: 'newest' });
    // a min above the max keeps the max
    expect(read('?minPrice=200000&maxPrice=100000')).toEqual({ brandIds: [], sort: 'newest', maxPrice: 100000 });
  });

  it('keeps the default sort out of the address', () => {
    expect(searchOf({ brandIds: [], sort: 'newest' })).toBe('');
  });

  it('adds what the page fixes: its vehicle type or its brand', () => {
    const filters = read('?brand=b1&maxPrice=120000&sort=price_asc');
    expect(graphQLFilterOf(filters, { vehicleType: 'SCOOTER' })).toEqual({ vehicleType: 'SCOOTER', brandIds: ['b1'], maxPrice: 120000, sort: 'PRICE_ASC' });
    expect(graphQLFilterOf(read('?type=four-wheeler&brand=b1'), { brandId: 'tata' })).toEqual({
      vehicleType: 'FOUR_WHEELER',
      brandIds: ['tata'],
      sort: 'NEWEST',
    });
  });

  it('offers the best rated first, kept in the address and sent as the RATING sort', () => {
    expect(SORT_OPTIONS).toContainEqual({ value: 'rating', label: 'Best rated' });
    const filters = read('?sort=rating');
    expect(filters.sort).toBe('rating');
    expect(searchOf(filters)).toBe('?sort=rating');
    expect(graphQLFilterOf(filters, { vehicleType: 'SCOOTER' })).toEqual({ vehicleType: 'SCOOTER', sort: 'RATING' });
  });
});

describe('activeFilterChips', () => {
  const rupees = (n: number) => `₹${n}`;
  it('gives one removable chip per narrowing choice, a brand each, and none for the sort', () => {
    const filters = filtersFromSearch(new URLSearchParams('type=bike&brand=b1,b2&minPrice=50000&maxPrice=150000&minRange=100&maxCharging=5&sort=price_asc'));
    const chips = activeFilterChips(filters, (id) => ({ b1: 'Ather' })[id], rupees);
    expect(chips.map((c) => c.label)).toEqual([
      'Bike',
      'Ather',
      'Brand',
      'From ₹50000',
      'Up to ₹150000',
      'Range: 100 km or more',
      'Charging time: 5 Hr or less',
    ]);
    expect(chips).toHaveLength(activeFilterCount(filters) + 1); // two brands are one filter, two chips
    const ather = chips.find((c) => c.label === 'Ather')!;
    expect(searchOf({ ...filters, ...ather.remove(filters) })).toBe(
      '?type=bike&brand=b2&minPrice=50000&maxPrice=150000&minRange=100&maxCharging=5&sort=price_asc',
    );
    const range = chips.find((c) => c.key === 'minRange')!;
    expect(searchOf({ ...filters, ...range.remove(filters) })).not.toContain('minRange');
    expect(activeFilterChips(filtersFromSearch(new URLSearchParams('sort=rating')), () => undefined, rupees)).toEqual([]);
  });
});
