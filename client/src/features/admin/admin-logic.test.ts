import { CombinedError } from 'urql';
import { ADMIN_TEXT } from './messages';
import { emptyColor, productErrors, productFormValues, toProductInput } from './product-form-values';
import { failureMessage, withDetail } from './request-errors';
import { rowNumber, USERS_PAGE_SIZE } from './users';

describe('the users row number', () => {
  it('is the index plus 1 plus (page minus 1) times 10', () => {
    expect(USERS_PAGE_SIZE).toBe(10);
    expect(rowNumber(0, 1)).toBe(1);
    expect(rowNumber(9, 1)).toBe(10);
    expect(rowNumber(0, 2)).toBe(11);
    expect(rowNumber(4, 3)).toBe(25);
  });
});

describe('location add failures', () => {
  const texts = ADMIN_TEXT.locations;

  it('shows the server message when the server refused', () => {
    const error = new CombinedError({ graphQLErrors: [{ message: 'City is required' }] });
    expect(failureMessage(error, texts.addFailed, texts)).toBe('City is required');
  });

  it('shows the network message when no answer came', () => {
    const error = new CombinedError({ networkError: new TypeError('Failed to fetch') });
    expect(failureMessage(error, texts.addFailed, texts)).toBe('Network error. Please check your connection.');
  });

  it('falls back to Failed to add location when the server answered without a message', () => {
    const error = new CombinedError({ networkError: new Error('Bad Gateway'), response: { status: 502 } });
    expect(failureMessage(error, texts.addFailed, texts)).toBe('Failed to add location');
  });

  it('says something went wrong otherwise', () => {
    expect(failureMessage(undefined, texts.addFailed, texts)).toBe('Something went wrong. Please try again.');
  });

  it('puts the detail after the title for fetch and delete failures', () => {
    const error = new CombinedError({ graphQLErrors: [{ message: 'Location not found' }] });
    expect(withDetail(texts.deleteFailed, error)).toBe('Error deleting location: Location not found');
  });
});

describe('the product form values', () => {
  const valid = () => ({
    ...productFormValues(null),
    name: 'Volt S1',
    description: 'A city scooter',
    vehicleType: 'FOUR_WHEELER',
    brandId: 'b1',
    images: ['/uploads/a.png'],
    colors: [{ ...emptyColor(), name: 'Red', price: '99999', stock: '3', images: ['/uploads/r.png'] }],
    additionalFeatures: 'Reverse mode, , USB charging ',
    rangeMin: '80',
    rangeMax: '120',
    cruiseControl: 'true',
  });

  it('starts a new product with one colour of code #000000', () => {
    const values = productFormValues(null);
    expect(values.colors).toEqual([{ name: '', code: '#000000', price: '', stock: '', images: [] }]);
  });

  it('reports the spec messages by path', () => {
    const errors = productErrors({ ...productFormValues(null), rangeMin: '50', rangeMax: '20', offerStartDate: '2026-05-02', offerEndDate: '2026-05-01' });
    expect(errors).toMatchObject({
      name: 'Product name is required',
      description: 'Description is required',
      vehicleType: 'Category is required',
      brandId: 'Brand is required',
      images: 'At least one image is required',
      'colors.0.name': 'Color name is required',
      'colors.0.price': 'Price is required',
      'colors.0.stock': 'Stock is required',
      'colors.0.images': 'At least one image is required',
    });
    const ordered = productErrors({ ...valid(), rangeMin: '50', rangeMax: '20', offerStartDate: '2026-05-02', offerEndDate: '2026-05-01' });
    expect(ordered).toEqual({ offerEndDate: 'End date must be after start date', rangeMax: 'Maximum range must be greater than minimum range' });
    expect(productErrors({ ...valid(), colors: [] })).toEqual({ colors: 'At least one color is required' });
  });

  it('turns valid values into the GraphQL input, features split on commas and blanks cleared', () => {
    expect(productErrors(valid())).toEqual({});
    const input = toProductInput(valid());
    expect(input).toMatchObject({
      vehicleType: 'FOUR_WHEELER',
      additionalFeatures: ['Reverse mode', 'USB charging'],
      rangeMin: 80,
      rangeMax: 120,
      cruiseControl: true,
      navigation: null,
      size: null,
      parentProductId: null,
      colors: [{ name: 'Red', code: '#000000', price: 99999, stock: 3, images: ['/uploads/r.png'] }],
    });
  });
});
