import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { COMPARE_TRAY_KEY, resetTrayCache } from '../lib/compare-tray';
import { MemoryRouter } from 'react-router';
import { Provider as UrqlProvider } from 'urql';
import type { ProductCardFieldsFragment } from './product-card.generated';
import { SessionProvider } from '../lib/session';
import { getSystem } from '../lib/theme';
import { idleClient } from '../test/render';
import { ProductCard } from './product-card';
import { ProductGrid } from './product-grid';

const scooter: ProductCardFieldsFragment = {
  id: 'p1',
  slug: 'ather-450x-gen-3',
  name: 'Ather 450X Gen 3 Pro Pack Long Range Edition',
  images: ['/uploads/ather.jpg'],
  price: 145000,
  vehicleType: 'SCOOTER',
  topSpeed: 90,
  effectiveRange: 146,
  charging: 5.7,
  battery: 3.7,
  rating: null,
};

function renderCards(products: ProductCardFieldsFragment[], specs = false) {
  render(
    <ChakraProvider value={getSystem()}>
      <SessionProvider>
        <UrqlProvider value={idleClient}>
          <MemoryRouter>
            <ProductGrid>
              {products.map((p) => (
                <ProductCard key={p.id} product={p} specs={specs} />
              ))}
            </ProductGrid>
          </MemoryRouter>
        </UrqlProvider>
      </SessionProvider>
    </ChakraProvider>,
  );
}

describe('the product card on a list', () => {
  beforeEach(() => {
    localStorage.clear();
    resetTrayCache();
  });

  it('adds the vehicle to the compare tray without opening it, and takes it out again', () => {
    renderCards([scooter]);
    const button = screen.getByRole('button', { name: 'Add to compare' });
    fireEvent.click(button);
    expect(screen.getByRole('button', { name: 'Added to compare' })).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(localStorage.getItem(COMPARE_TRAY_KEY) ?? '[]')).toEqual([
      { id: 'p1', slug: 'ather-450x-gen-3', name: scooter.name, image: '/uploads/ather.jpg', price: scooter.price },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Added to compare' }));
    expect(localStorage.getItem(COMPARE_TRAY_KEY)).toBeNull();
  });

  it('shows the whole name, the price and the key specs the product has, labelled as every spec table', () => {
    renderCards([scooter]);
    const card = screen.getByRole('article');
    expect(within(card).getByRole('link', { name: scooter.name })).toHaveAttribute('href', '/products/ather-450x-gen-3');
    expect(within(card).getByText('₹1,45,000', { exact: false })).toBeInTheDocument();
    expect(within(card).getByText('Top Speed: 90 km/hr')).toBeInTheDocument();
    expect(within(card).getByText('True Range: 146 km')).toBeInTheDocument();
    expect(within(card).getByText('Charging: 5.7 Hr')).toBeInTheDocument();
  });

  it('shows the average rating and count of approved reviews, and nothing without any', () => {
    renderCards([
      { ...scooter, rating: { average: 4.3, count: 12 } },
      { ...scooter, id: 'p2', name: 'No reviews yet' },
    ]);
    const [rated, unrated] = screen.getAllByRole('article');
    expect(within(rated!).getByRole('img', { name: 'Rated 4.3 out of 5 from 12 reviews' })).toBeInTheDocument();
    expect(within(unrated!).queryByTestId('rating-summary')).not.toBeInTheDocument();
  });

  it('leaves out a spec the product lacks', () => {
    const noSpeed = { ...scooter, topSpeed: null };
    renderCards([noSpeed]);
    expect(screen.queryByText(/Top Speed/)).not.toBeInTheDocument();
    expect(screen.getByText('True Range: 146 km')).toBeInTheDocument();
  });

  it('shows every key spec on the wishlist, N/A when missing (the blank of every spec table)', () => {
    renderCards([{ ...scooter, topSpeed: null }], true);
    expect(screen.getByText('Top Speed: N/A')).toBeInTheDocument();
  });

  it('contains the image in a fixed-ratio box so a name printed on it is not cropped', () => {
    renderCards([scooter]);
    const image = screen.getByRole('img', { name: scooter.name });
    const style = getComputedStyle(image);
    expect(style.getPropertyValue('object-fit')).toBe('contain');
    expect(style.getPropertyValue('aspect-ratio')).toBe('20/13');
  });

  it('puts two cards per row on a phone', () => {
    renderCards([scooter, { ...scooter, id: 'p2', name: 'Ola S1 Pro' }]);
    // the base (phone) value; wider screens get theirs from media queries jsdom does not apply
    expect(getComputedStyle(screen.getByTestId('product-grid')).getPropertyValue('grid-template-columns')).toBe('repeat(2, minmax(0, 1fr))');
  });
});
