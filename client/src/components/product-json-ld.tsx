import { useLocation } from 'react-router';
import { useSiteOrigin } from '../lib/ssr-context';
import { jsonForHtml } from '../lib/ssr-payload';

interface ProductFacts {
  name: string;
  description: string;
  images: readonly string[];
  price?: number | null;
}

/** schema.org Product data for search engines: name, description, images and the price in INR. */
export function productJsonLd(product: ProductFacts, url: string, origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    url,
    image: product.images.map((src) => (/^https?:\/\//.test(src) ? src : `${origin}${src}`)),
    ...(typeof product.price === 'number' ? { offers: { '@type': 'Offer', price: product.price.toFixed(2), priceCurrency: 'INR', url } } : {}),
  };
}

/** The product's JSON-LD block (data, not code: the CSP does not apply to it); `path` is the canonical address. */
export function ProductJsonLd({ product, path }: { product: ProductFacts; path?: string }) {
  const origin = useSiteOrigin();
  const { pathname } = useLocation();
  const json = jsonForHtml(productJsonLd(product, `${origin}${path ?? pathname}`, origin));
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
