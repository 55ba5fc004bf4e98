import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, useNavigate } from 'react-router';
import { fromValue, never } from 'wonka';
import type { Client } from 'urql';
import { getOperationName } from '@urql/core';
import type { DocumentNode } from 'graphql';
import { renderAt } from '../test/render';
import EVehiclesByType from './e-vehicles-by-type';

const TOTAL = 30;

const vehicle = (n: number) => ({
  __typename: 'Product' as const,
  id: `p${n}`,
  slug: `p${n}`,
  name: `Scooter ${n}`,
  images: [],
  price: 100000 + n,
  vehicleType: 'scooter',
  topSpeed: 80,
  effectiveRange: 120,
  charging: 4,
});

const noRange = { __typename: 'NumberRange' as const, min: null, max: null };
const FACETS = {
  __typename: 'ProductFacets',
  total: TOTAL,
  brands: [],
  price: noRange,
  range: noRange,
  topSpeed: noRange,
  battery: noRange,
  charging: noRange,
};

/** Answers each products query with as many scooters as it asks for; records the limits asked. */
function catalogueClient() {
  const limits: number[] = [];
  const client = {
    executeQuery: (operation: { query: DocumentNode; variables: { filter: { limit: number } } }) => {
      // the filter panel's facets: no brands to offer
      if (getOperationName(operation.query) === 'ProductFacets') return fromValue({ operation, data: { productFacets: FACETS }, stale: false, hasNext: false });
      const { limit } = operation.variables.filter;
      limits.push(limit);
      const items = Array.from({ length: Math.min(limit, TOTAL) }, (_, i) => vehicle(i + 1));
      return fromValue({ operation, data: { products: { __typename: 'ProductPage', items, total: TOTAL } }, stale: false, hasNext: false });
    },
    executeMutation: () => never,
    executeSubscription: () => never,
  } as unknown as Client;
  return { client, limits };
}

function ProductStub() {
  const navigate = useNavigate();
  return (
    <>
      <button onClick={() => void navigate(-1)}>Back</button>
      <Link to="/e_vehicles/scooter">All scooters</Link>
    </>
  );
}

const routes = [
  { path: '/e_vehicles/:type', element: <EVehiclesByType /> },
  { path: '/products/:id', element: <ProductStub /> },
];

const cards = () => screen.getAllByRole('article');

function scrollPageTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
  fireEvent.scroll(window);
}

describe('a vehicle list extended with Load More', () => {
  let scrollTo: jest.SpyInstance;
  beforeEach(() => {
    sessionStorage.clear();
    scrollPageTo(0);
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it('starts with 12 cards and adds 4 per Load More', async () => {
    renderAt('/e_vehicles/scooter', routes, catalogueClient().client);
    expect(await screen.findByText('Scooter 12')).toBeInTheDocument();
    expect(cards()).toHaveLength(12);
    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(cards()).toHaveLength(16));
  });

  it('brings back the loaded count and the scroll position on Back, in one request', async () => {
    const { client, limits } = catalogueClient();
    renderAt('/e_vehicles/scooter', routes, client);
    const user = userEvent.setup();
    await screen.findByText('Scooter 12');
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await user.click(await screen.findByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(cards()).toHaveLength(20));
    scrollPageTo(1480);

    await user.click(screen.getByRole('link', { name: 'Scooter 17' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/products/p17');
    scrollPageTo(0);
    limits.length = 0;

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(cards()).toHaveLength(20));
    expect(limits).toEqual([20]);
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 1480));
    expect(screen.getByRole('button', { name: 'Load More' })).toBeInTheDocument();
  });

  it('starts a fresh visit to the same list at 12 cards and the top', async () => {
    renderAt('/e_vehicles/scooter', routes, catalogueClient().client);
    const user = userEvent.setup();
    await screen.findByText('Scooter 12');
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(cards()).toHaveLength(16));
    scrollPageTo(900);

    await user.click(screen.getByRole('link', { name: 'Scooter 3' }));
    await user.click(screen.getByRole('link', { name: 'All scooters' }));
    await waitFor(() => expect(cards()).toHaveLength(12));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('keeps each filter in the address, adding to the ones already chosen', async () => {
    const user = userEvent.setup();
    // a phone-width screen: the panel opens in a drawer from its button
    renderAt('/e_vehicles/scooter', routes, catalogueClient().client);
    await screen.findByText('Scooter 12');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    // the drawer's code loads on first use
    await user.type(await screen.findByRole('textbox', { name: 'Max price' }), '120000{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/e_vehicles/scooter?maxPrice=120000'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Range' }), '100');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/e_vehicles/scooter?maxPrice=120000&minRange=100'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'range_desc');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/e_vehicles/scooter?maxPrice=120000&minRange=100&sort=range_desc'));
    expect(screen.getByRole('textbox', { name: 'Max price' })).toHaveValue('120000');
    // back to the list with its count; the choices stay above it as removable chips
    await user.click(screen.getByRole('button', { name: /^Show \d+ results?$/ }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Max price' })).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Remove filter Range: 100 km or more' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/e_vehicles/scooter?maxPrice=120000&sort=range_desc'));
    expect(screen.getByRole('button', { name: 'Remove filter Up to ₹1,20,000.00' })).toBeInTheDocument();
    // typing in jsdom through a drawer takes several seconds on a busy machine
  }, 30_000);
});
