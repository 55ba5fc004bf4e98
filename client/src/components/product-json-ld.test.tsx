import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { SsrProvider } from '../lib/ssr-context';
import { ProductJsonLd, productJsonLd } from './product-json-ld';

const product = { name: 'Ather 450X', description: 'A quick scooter </script><b>', images: ['/uploads/a.webp', 'https://cdn.example/b.webp'], price: 145000 };

describe('product JSON-LD', () => {
  it('describes the product for search engines with its price in INR and absolute image URLs', () => {
    expect(productJsonLd(product, 'https://evb.example/products/1', 'https://evb.example')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Ather 450X',
      description: 'A quick scooter </script><b>',
      url: 'https://evb.example/products/1',
      image: ['https://evb.example/uploads/a.webp', 'https://cdn.example/b.webp'],
      offers: { '@type': 'Offer', price: '145000.00', priceCurrency: 'INR', url: 'https://evb.example/products/1' },
    });
  });

  it('leaves the offer out when the product has no price', () => {
    expect(productJsonLd({ ...product, price: null }, 'u', 'o')).not.toHaveProperty('offers');
  });

  it('names the canonical (slug) address, whichever address the page was opened at', () => {
    const { container } = render(
      <SsrProvider value={{ status: 200, origin: 'https://evb.example', seed: 1 }}>
        <MemoryRouter initialEntries={['/products/0b7c']}>
          <ProductJsonLd product={product} path="/products/ather-450x" />
        </MemoryRouter>
      </SsrProvider>,
    );
    const data = JSON.parse(container.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}');
    expect(data.url).toBe('https://evb.example/products/ather-450x');
    expect(data.offers.url).toBe('https://evb.example/products/ather-450x');
  });

  it('writes a data block no product text can break out of', () => {
    const { container } = render(
      <SsrProvider value={{ status: 200, origin: 'https://evb.example', seed: 1 }}>
        <MemoryRouter initialEntries={['/products/1']}>
          <ProductJsonLd product={product} />
        </MemoryRouter>
      </SsrProvider>,
    );
    const block = container.querySelector('script[type="application/ld+json"]');
    expect(block?.innerHTML).not.toContain('</script>');
    expect(JSON.parse(block?.textContent ?? '{}')).toMatchObject({
      name: 'Ather 450X',
      url: 'https://evb.example/products/1',
      description: 'A quick scooter </script><b>',
    });
  });
});
