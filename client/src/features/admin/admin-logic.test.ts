import { zodResolver } from '@hookform/resolvers/zod';
import { productSchema } from '@evbazaar/common';
import { emptyColor, productFormValues, toProductInput, type ProductFormValues } from './product-form-values';
import { rowNumber, USERS_PAGE_SIZE } from './users';

/** The product editor's errors as its form path (react-hook-form's zod resolver) reports them, by path. */
async function productErrors(values: ProductFormValues): Promise<Record<string, string>> {
  const resolve = zodResolver(productSchema, undefined, { raw: true });
  const { errors } = await resolve(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  const flat: Record<string, string> = {};
  const walk = (node: unknown, path: string[]) => {
    if (typeof node !== 'object' || node === null) return;
    const { message } = node as { message?: unknown };
    if (typeof message === 'string') flat[path.join('.')] = message;
    for (const [key, child] of Object.entries(node))
      if (key !== 'ref' && key !== 'message' && key !== 'type') walk(child, key === 'root' ? path : [...path, key]);
  };
  walk(errors, []);
  return flat;
}

describe('the users row number', () => {
  it('is the index plus 1 plus (page minus 1) times 10', () => {
    expect(USERS_PAGE_SIZE).toBe(10);
    expect(rowNumber(0, 1)).toBe(1);
    expect(rowNumber(9, 1)).toBe(10);
    expect(rowNumber(0, 2)).toBe(11);
    expect(rowNumber(4, 3)).toBe(25);
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

  it('reports the spec messages by path', async () => {
    const errors = await productErrors({
      ...productFormValues(null),
      rangeMin: '50',
      rangeMax: '20',
      offerStartDate: '2026-05-02',
      offerEndDate: '2026-05-01',
    });
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
    const ordered = await productErrors({ ...valid(), rangeMin: '50', rangeMax: '20', offerStartDate: '2026-05-02', offerEndDate: '2026-05-01' });
    expect(ordered).toEqual({ offerEndDate: 'End date must be after start date', rangeMax: 'Maximum range must be greater than minimum range' });
    expect(await productErrors({ ...valid(), colors: [] })).toEqual({ colors: 'At least one color is required' });
  });

  it('turns valid values into the GraphQL input, features split on commas and blanks cleared', async () => {
    expect(await productErrors(valid())).toEqual({});
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
      offerText: null,
    });
  });

  it('sends the Hindi texts beside the English ones: trimmed, features split on commas, blanks cleared (null), bounds as the English', async () => {
    const hindi = toProductInput({ ...valid(), descriptionHi: '  एक स्मार्ट स्कूटर ', additionalFeaturesHi: 'रिवर्स मोड, , USB चार्जिंग' });
    expect(hindi).toMatchObject({ descriptionHi: 'एक स्मार्ट स्कूटर', additionalFeaturesHi: ['रिवर्स मोड', 'USB चार्जिंग'] });
    expect(toProductInput({ ...valid(), descriptionHi: '  ', additionalFeaturesHi: '' })).toMatchObject({ descriptionHi: null, additionalFeaturesHi: null });
    expect(await productErrors({ ...valid(), descriptionHi: 'क'.repeat(5001) })).toEqual({
      descriptionHi: 'Description (हिन्दी) must be at most 5000 characters',
    });
  });

  it('edits the offer text beside the dates: trimmed, blank cleared, over 120 characters refused with the message', async () => {
    expect(toProductInput({ ...valid(), offerText: '  Free home charger ' }).offerText).toBe('Free home charger');
    expect(toProductInput({ ...valid(), offerText: '   ' }).offerText).toBeNull();
    expect(await productErrors({ ...valid(), offerText: 'a'.repeat(120) })).toEqual({});
    expect(await productErrors({ ...valid(), offerText: 'a'.repeat(121) })).toEqual({ offerText: 'Offer text must be at most 120 characters' });
  });
});
