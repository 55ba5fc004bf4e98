import { Box, Button, Container, Grid, Heading, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import { canUse } from '@evbazaar/common/src/permissions';
import { CompareButton } from '../components/compare-button';
import { PageMeta } from '../components/page-meta';
import { ProductCard } from '../components/product-card';
import { ProductGrid } from '../components/product-grid';
import { QueryState } from '../components/query-state';
import { readBookingPreset } from '../lib/booking-link';
import { ProductGallery } from '../features/products/product-gallery';
import { SpecSheet } from '../features/products/spec-sheet';
import { PricingPanel } from '../features/pricing/pricing-panel';
import { ProductReviews } from '../features/reviews/product-reviews';
import { useProductDetailQuery, useProductsQuery, type ProductDetailQuery } from '../features/products/products.generated';
import type { VehicleType } from '../gql/graphql';
import { formatPrice, shuffle } from '../lib/format';
import { failureText } from '../lib/errors';
import { onRadioGroupKeyDown, radioTabStop } from '../lib/radio-group-keys';
import { useSession } from '../lib/session';
import { useSettledSelect } from '../lib/use-settled-select';
import { ProductJsonLd } from '../components/product-json-ld';
import { useStableRandom } from '../lib/ssr-context';
import NotFound from './not-found';
import { productText } from '@evbazaar/common/src/i18n/text/product.generated';
import { localesOf, useContentLang, useGqlLocale, useT } from '../lib/i18n';
import { EnglishOnlyNote } from '../components/english-only-note';

/** The offer line: its text and when it is valid (the kernel's offerLine, in the page's language). */
function useOfferLine(product: Pick<Product, 'offerText' | 'offerStartDate' | 'offerEndDate'>): string | null {
  const t = useT(productText);
  const text = product.offerText?.trim();
  const { offerStartDate: start, offerEndDate: end } = product;
  const dates = start || end ? t('offerValid', { from: start?.slice(0, 10) || '-', to: end?.slice(0, 10) || '-' }) : null;
  if (text && dates) return `${text} · ${dates}`;
  return text || dates;
}

// signed-in parts: a guest's first paint (and the server render) never loads them, nor the form's zod schema
const WishlistButton = lazy(() => import('../features/products/wishlist-button').then((m) => ({ default: m.WishlistButton })));
const BookTestDriveForm = lazy(() => import('../features/test-drives/book-test-drive-form').then((m) => ({ default: m.BookTestDriveForm })));
// the offer form's code (and its zod schema) loads only when a shopper opens it
// the dealer finder's nearest shops with this vehicle: its own chunk, after the page's first paint
const DealersWithVehicle = lazy(() => import('../features/finder/dealers-with-vehicle'));
const OfferRequestDialog = lazy(() => import('../features/leads/offer-request-dialog').then((m) => ({ default: m.OfferRequestDialog })));

/** "Get the best on-road offer": a plain button in the server's HTML; the form comes on the first click. */
function OfferRequestArea({ productId, productName }: { productId: string; productName: string }) {
  const [open, setOpen] = useState(false);
  const t = useT(productText);
  return (
    <>
      <Button variant="outline" colorPalette="brand" size="lg" alignSelf="flex-start" onClick={() => setOpen(true)}>
        {t('offerButton')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <OfferRequestDialog productId={productId} productName={productName} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

type Product = NonNullable<ProductDetailQuery['product']>;

/** Up to 4 other products of the same type, shuffled. */
function RelatedProducts({ productId, vehicleType }: { productId: string; vehicleType: VehicleType }) {
  const [{ data }] = useProductsQuery({ variables: { filter: { vehicleType, page: 1, limit: 5 } } });
  const random = useStableRandom();
  const t = useT(productText);
  const related = useMemo(
    () =>
      shuffle(
        (data?.products.items ?? []).filter((p) => p.id !== productId),
        random,
      ).slice(0, 4),
    [data, productId, random],
  );
  if (related.length === 0) return null;
  return (
    <Box as="section" mt="12" aria-label={t('related.label')}>
      <Heading as="h2" size="xl" mb="4">
        {t('related.heading')}
      </Heading>
      <ProductGrid>
        {related.map((p) => (
          <ProductCard key={p.id} product={p} />
        ))}
      </ProductGrid>
    </Box>
  );
}

function TestDriveArea({ productId, slug, color }: { productId: string; slug: string; color?: { id: string; name: string } }) {
  const { user } = useSession();
  const t = useT(productText);
  // a dealer finder's "Book this slot" (#book?…) comes back after signing in; read after hydration (the server has no hash)
  const { hash } = useLocation();
  const [keptHash, setKeptHash] = useState('');
  useEffect(() => setKeptHash(readBookingPreset(hash) ? hash : ''), [hash]);
  if (!user) {
    return (
      <Button asChild colorPalette="brand" size="lg">
        <RouterLink to={`/login?redirect=${encodeURIComponent(`/products/${slug}${keptHash}`)}`}>{t('bookTestDrive')}</RouterLink>
      </Button>
    );
  }
  return canUse('bookTestDrive', user.role) ? (
    <Suspense fallback={<Button size="lg" loading />}>
      <BookTestDriveForm productId={productId} color={color} />
    </Suspense>
  ) : null;
}

/** The model's variants: choosing one opens its page (stepping through them with the arrow keys opens the last on Enter). */
function VariantSelect({ product }: { product: Product }) {
  const navigate = useNavigate();
  const t = useT(productText);
  const select = useSettledSelect(product.slug, (slug) => void navigate(`/products/${slug}`));
  return (
    <NativeSelect.Root>
      <NativeSelect.Field aria-label={t('variants')} {...select}>
        <option value={product.slug}>{product.name}</option>
        {product.variants.map((v) => (
          <option key={v.id} value={v.slug}>
            {v.name}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

function ProductView({ product }: { product: Product }) {
  const { user } = useSession();
  const t = useT(productText);
  const [colorId, setColorId] = useState(product.colors[0]?.id);
  // the colour a dealer finder's "Book this slot" chose (#book?…&color=), once the page is live
  const { hash } = useLocation();
  useEffect(() => {
    const chosen = readBookingPreset(hash)?.colorId;
    if (chosen && product.colors.some((c) => c.id === chosen)) setColorId(chosen);
  }, [hash, product.colors]);
  const color = product.colors.find((c) => c.id === colorId);
  const images = color && color.images.length > 0 ? color.images : product.images;
  const offer = useOfferLine(product);
  const shownPrice = color?.price ?? product.price;
  // the colours are one Tab stop; the arrow keys move through them
  const colourStop = radioTabStop(product.colors, (c) => c.id === colorId);
  const contentLang = useContentLang(localesOf(product.locales));

  return (
    <Container maxW="7xl" py="8">
      {/* /products/{id} keeps working; the slug address is the canonical one */}
      <PageMeta
        title={product.name}
        description={product.description.slice(0, 150)}
        image={product.images[0]}
        type="product"
        path={`/products/${product.slug}`}
        locales={localesOf(product.locales)}
      />
      <ProductJsonLd product={product} path={`/products/${product.slug}`} />
      <Grid templateColumns={{ base: '1fr', lg: '1.2fr 1fr' }} gap="8">
        <ProductGallery key={color?.id ?? 'product'} images={images} name={product.name} />
        <Stack gap="4">
          <Heading as="h1" size="3xl">
            {product.name}
          </Heading>
          <Box>
            <Text fontSize="2xl" fontWeight="bold" color="brand.fg">
              {shownPrice === null || shownPrice === undefined ? t('priceMissing') : formatPrice(shownPrice)}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {t('priceNote')}
            </Text>
          </Box>
          {offer && (
            <Text fontSize="sm" bg="orange.50" color="orange.800" px="3" py="2" rounded="md" data-testid="offer-line">
              {offer}
            </Text>
          )}
          {product.variants.length > 0 && <VariantSelect product={product} />}
          {product.colors.length > 0 && (
            <Box>
              <Text fontSize="sm" mb="2">
                {t('colour', { name: color?.name ?? '' })}
              </Text>
              <HStack gap="2" wrap="wrap" role="radiogroup" aria-label={t('colours')} onKeyDown={onRadioGroupKeyDown}>
                {product.colors.map((c, i) => (
                  <Box
                    as="button"
                    key={c.id}
                    role="radio"
                    aria-checked={c.id === colorId}
                    tabIndex={i === colourStop ? 0 : -1}
                    aria-label={c.name}
                    title={c.name}
                    w="9"
                    h="9"
                    rounded="full"
                    bg={c.code}
                    borderWidth="3px"
                    borderColor={c.id === colorId ? 'brand.solid' : 'gray.200'}
                    onClick={() => setColorId(c.id)}
                  />
                ))}
              </HStack>
            </Box>
          )}
          {canUse('wishlistButton', user?.role) && (
            <Suspense fallback={<Button variant="outline" loading />}>
              <WishlistButton productId={product.id} />
            </Suspense>
          )}
          <CompareButton vehicle={{ id: product.id, slug: product.slug, name: product.name, image: product.images[0] }} alignSelf="flex-start" />
          <TestDriveArea productId={product.id} slug={product.slug} color={color && { id: color.id, name: color.name }} />
          {canUse('requestOffer', user?.role) && <OfferRequestArea productId={product.id} productName={product.name} />}
        </Stack>
      </Grid>
      <PricingPanel product={product} colorId={color?.id} exShowroom={color?.price ?? product.price} />
      <Suspense fallback={null}>
        <DealersWithVehicle productId={product.id} colorId={color?.id} />
      </Suspense>
      <Box as="section" mt="10" aria-label={t('specs.label')}>
        <Heading as="h2" size="xl" mb="4">
          {t('specs.heading')}
        </Heading>
        <SpecSheet product={product} />
      </Box>
      <Box as="section" mt="10" aria-label={t('description.label')}>
        <Heading as="h2" size="xl" mb="3">
          {t('description.heading')}
        </Heading>
        <EnglishOnlyNote locales={localesOf(product.locales)} />
        <Text whiteSpace="pre-line" lang={contentLang}>
          {product.description}
        </Text>
      </Box>
      <ProductReviews productId={product.id} />
      <RelatedProducts productId={product.id} vehicleType={product.vehicleType} />
    </Container>
  );
}

export default function ProductDetail() {
  const { id = '' } = useParams();
  const [result] = useProductDetailQuery({ variables: { id, locale: useGqlLocale() } });
  const t = useT(productText);
  const backToList = { to: '/e_vehicles', label: t('backToList') };
  return (
    <QueryState
      result={result}
      select={(d) => d.product}
      failure={(error) => failureText(error, t('fetchFailed'))}
      empty={<NotFound backTo={backToList} />}
      notFound={<NotFound backTo={backToList} />}
    >
      {(product) => <ProductView key={product.id} product={product} />}
    </QueryState>
  );
}
