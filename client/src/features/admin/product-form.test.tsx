import { ChakraProvider } from '@chakra-ui/react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { getOperationName } from '@urql/core';
import { MemoryRouter } from 'react-router';
import { Provider, type Client, type Operation, type OperationResult } from 'urql';
import { fromValue, makeSubject, never } from 'wonka';
import { SessionProvider } from '../../lib/session';
import { getSystem } from '../../lib/theme';
import type { AdminProductFieldsFragment } from './admin.generated';
import { ProductForm } from './product-form';

const BRANDS = [
  { __typename: 'Brand' as const, id: 'b-ather', name: 'Ather', logoUrl: 'https://x/a.png', website: null, description: null },
  { __typename: 'Brand' as const, id: 'b-ola', name: 'Ola Electric', logoUrl: 'https://x/o.png', website: null, description: null },
];

const SAVED: AdminProductFieldsFragment = {
  id: 'p1',
  name: 'Ola S1 Pro',
  description: 'A fast scooter',
  descriptionHi: 'एक तेज़ स्कूटर',
  images: ['/uploads/s1.webp'],
  vehicleType: 'SCOOTER' as AdminProductFieldsFragment['vehicleType'],
  brand: { id: 'b-ola' },
  parentProduct: { id: 'p0', name: 'Ola S1' },
  colors: [
    { id: 'c1', name: 'Jet Black', code: '#111111', price: 129999, stock: 4, images: ['/uploads/black.webp'] },
    { id: 'c2', name: 'Coral', code: '#ff7f50', price: 131999, stock: 2, images: ['/uploads/coral.webp'] },
  ],
  offerStartDate: '2026-01-05',
  offerEndDate: '2026-02-05',
  offerText: 'Free home charger',
  additionalFeatures: ['Reverse mode', 'USB charging'],
  additionalFeaturesHi: ['रिवर्स मोड', 'USB चार्जिंग'],
  size: 'Medium',
  rangeMin: 150,
  rangeMax: 195,
  range: 181,
  battery: 4,
  charging: 6.5,
  topSpeed: 120,
  motorPower: 11000,
  weight: 125,
  warranty: 3,
  accessoriesDesc: 'Helmet included',
  acceleration: 2.6,
  transmission: 'Automatic',
  torque: 58,
  chargerType: 'Portable',
  cruiseControl: true,
  navigation: false,
  mobileApp: true,
};

/** A client whose brand list arrives after the form has its values, as over a real network. */
function slowBrandsClient() {
  const brands = makeSubject<OperationResult>();
  let brandsOperation: Operation | undefined;
  const client = {
    executeQuery: (operation: Operation) => {
      const name = getOperationName(operation.query);
      if (name === 'AdminBrands') {
        brandsOperation = operation;
        return brands.source;
      }
      if (name === 'AdminProductChoices')
        return fromValue({ operation, data: { products: { __typename: 'ProductPage', items: [] } }, stale: false, hasNext: false });
      return never;
    },
    executeMutation: () => never,
    executeSubscription: () => never,
  } as unknown as Client;
  const answerBrands = () =>
    brands.next({ operation: brandsOperation!, data: { brandCount: BRANDS.length, brands: BRANDS }, stale: false, hasNext: false } as OperationResult);
  return { client, answerBrands };
}

function renderEditor(client: Client) {
  render(
    <ChakraProvider value={getSystem()}>
      <SessionProvider>
        <Provider value={client}>
          <MemoryRouter>
            <ProductForm product={SAVED} />
          </MemoryRouter>
        </Provider>
      </SessionProvider>
    </ChakraProvider>,
  );
  return within(screen.getByRole('form', { name: 'Edit product' }));
}

const selected = (select: HTMLElement) => (select as HTMLSelectElement).selectedOptions[0]?.textContent;
const valueOf = (field: HTMLElement) => (field as HTMLInputElement).value;

describe('the product editor shows what was saved', () => {
  it('selects the saved brand once the brand list arrives after the form', async () => {
    const { client, answerBrands } = slowBrandsClient();
    const form = renderEditor(client);
    act(() => answerBrands());
    await waitFor(() => expect(selected(form.getByRole('combobox', { name: 'Brand' }))).toBe('Ola Electric'));
    expect(valueOf(form.getByRole('combobox', { name: 'Brand' }))).toBe('b-ola');
  });

  it('shows every saved field: basics, offer dates, variant parent, specifications and colours', async () => {
    const { client, answerBrands } = slowBrandsClient();
    const form = renderEditor(client);
    act(() => answerBrands());
    await waitFor(() => expect(selected(form.getByRole('combobox', { name: 'Brand' }))).toBe('Ola Electric'));

    expect(valueOf(form.getByRole('textbox', { name: 'Product name' }))).toBe('Ola S1 Pro');
    expect(selected(form.getByRole('combobox', { name: 'Category' }))).toBe('Scooter');
    expect(valueOf(form.getByRole('textbox', { name: 'Description' }))).toBe('A fast scooter');
    expect(valueOf(form.getByRole('textbox', { name: 'Size' }))).toBe('Medium');
    expect(valueOf(form.getByLabelText('Offer start date'))).toBe('2026-01-05');
    expect(valueOf(form.getByLabelText('Offer end date'))).toBe('2026-02-05');
    expect(valueOf(form.getByRole('textbox', { name: 'Offer text' }))).toBe('Free home charger');
    expect(valueOf(form.getByRole('textbox', { name: 'Additional features (comma-separated)' }))).toBe('Reverse mode, USB charging');
    expect(valueOf(form.getByRole('textbox', { name: 'Accessories' }))).toBe('Helmet included');
    // the Hindi texts beside the English ones, marked as Hindi for spell-check and screen readers (issue 26)
    const descriptionHi = form.getByRole('textbox', { name: 'Description (हिन्दी)' });
    expect(valueOf(descriptionHi)).toBe('एक तेज़ स्कूटर');
    expect(descriptionHi).toHaveAttribute('lang', 'hi');
    const featuresHi = form.getByRole('textbox', { name: 'Additional features (हिन्दी, comma-separated)' });
    expect(valueOf(featuresHi)).toBe('रिवर्स मोड, USB चार्जिंग');
    expect(featuresHi).toHaveAttribute('lang', 'hi');
    expect(selected(form.getByRole('combobox', { name: 'Parent product' }))).toBe('Ola S1');

    const specs: [string, string][] = [
      ['Minimum range (km)', '150'],
      ['Maximum range (km)', '195'],
      ['Certified range (km)', '181'],
      ['Battery (kWh)', '4'],
      ['Charging time (hours)', '6.5'],
      ['Top speed (km/hr)', '120'],
      ['Motor power (W)', '11000'],
      ['Weight (kg)', '125'],
      ['Warranty (years)', '3'],
      ['Acceleration 0-40 km/h (s)', '2.6'],
      ['Torque (Nm)', '58'],
      ['Transmission', 'Automatic'],
      ['Charger type', 'Portable'],
    ];
    for (const [label, value] of specs) expect([label, valueOf(form.getByLabelText(label))]).toEqual([label, value]);
    expect(selected(form.getByRole('combobox', { name: 'Cruise Control' }))).toBe('Yes');
    expect(selected(form.getByRole('combobox', { name: 'Navigation' }))).toBe('No');
    expect(selected(form.getByRole('combobox', { name: 'Mobile App Support' }))).toBe('Yes');

    const colours = form.getAllByTestId('color-option').map((c) => within(c));
    expect(colours).toHaveLength(2);
    expect(colours.map((c) => valueOf(c.getByRole('textbox', { name: 'Color name' })))).toEqual(['Jet Black', 'Coral']);
    expect(colours.map((c) => valueOf(c.getByRole('textbox', { name: 'Color code' })))).toEqual(['#111111', '#ff7f50']);
    expect(colours.map((c) => valueOf(c.getByLabelText('Price (₹)')))).toEqual(['129999', '131999']);
    expect(colours.map((c) => valueOf(c.getByLabelText('Stock')))).toEqual(['4', '2']);
    // saved images are shown as pictures of the product and of each colour
    const images = [...screen.getByRole('form', { name: 'Edit product' }).querySelectorAll('img')].map((img) => img.getAttribute('src') ?? '');
    for (const saved of ['s1', 'black', 'coral']) expect(images.some((src) => src.includes(saved))).toBe(true);
  });
});
