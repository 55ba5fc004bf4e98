import { Box, Container, Heading, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { Carousel } from '../components/carousel';
import { PageMeta } from '../components/page-meta';
import { ProductCard } from '../components/product-card';
import { SafeImage } from '../components/safe-image';
import { QueryState } from '../components/query-state';
import { BlogCard } from '../features/blogs/blog-card';
import { HeroBanner } from '../features/home/hero-banner';
import { useBlogsQuery } from '../features/blogs/blogs.generated';
import { useHomeBrandsQuery, useHomeComparisonsQuery } from '../features/home/home.generated';
import { useProductsQuery } from '../features/products/products.generated';
import { shuffle } from '../lib/format';
import { homeText } from '@evbazaar/common/src/i18n/text/home.generated';
import { useT } from '../lib/i18n';
import { withToasts } from '../lib/query-toasts';
import { useCardPrice } from '../components/product-card';
import { useStableRandom } from '../lib/ssr-context';

// the form path (react-hook-form, ~12 KB gz) loads beside the first paint, keeping home in its budget
const ShopSearchForm = lazy(() => import('../features/search/shop-search-form').then((m) => ({ default: m.ShopSearchForm })));

/** Comparisons: shuffled and cut to 4 when there are more than 2. */
export function pickComparisons<T>(list: readonly T[], random: () => number = Math.random): T[] {
  return list.length > 2 ? shuffle(list, random).slice(0, 4) : [...list];
}

export default function Home() {
  const t = useT(homeText);
  const cardPrice = useCardPrice();
  /** Any home section failing to load raises the one spec toast (shown once however many fail). */
  const HOME = useMemo(() => withToasts({ failure: t('popular.failed') }), [t]);
  const [popular] = useProductsQuery({ variables: { filter: { page: 1, limit: 10 } }, context: HOME });
  const [scooters] = useProductsQuery({ variables: { filter: { vehicleType: 'SCOOTER', sort: 'OLDEST', page: 1, limit: 10 } }, context: HOME });
  const [brands] = useHomeBrandsQuery({ context: HOME });
  const [comparisons] = useHomeComparisonsQuery({ context: HOME });
  const [blogs] = useBlogsQuery({ variables: { limit: 10 }, context: HOME });

  // the same order in the server render and the browser's hydration
  const random = useStableRandom();
  const popularItems = useMemo(() => shuffle(popular.data?.products.items ?? [], random), [popular.data, random]);
  const comparisonItems = useMemo(() => pickComparisons(comparisons.data?.comparisons ?? [], random), [comparisons.data, random]);
  const comparisonsPerView: [number, number, number] = comparisonItems.length === 1 ? [1, 1, 1] : [2, 1, 1];

  return (
    <Box>
      <PageMeta title={t('meta.title')} description={t('meta.description')} />
      <HeroBanner />
      <Container maxW="7xl">
        <Box mt={{ base: '-6', md: '-10' }} position="relative" bg="white" shadow="lg" rounded="xl" p={{ base: '4', md: '6' }}>
          <Heading as="h2" size="md" mb="3">
            {t('dealerSearch.heading')}
          </Heading>
          {/* the height of the form it stands for: the page below does not move when it arrives */}
          <Suspense fallback={<Box minH={{ base: '196px', md: '66px' }} aria-busy="true" />}>
            <ShopSearchForm locationLabel={t('dealerSearch.city')} direction="row" />
          </Suspense>
        </Box>

        <QueryState result={popular} select={() => popularItems}>
          {(items) => (
            <Carousel title={t('popular.title')} viewAllTo="/e_vehicles">
              {items.map((p) => (
                <ProductCard key={p.id} product={p} />
              ))}
            </Carousel>
          )}
        </QueryState>

        {comparisonItems.length > 0 && (
          <Carousel title={t('comparisons.title')} viewAllTo="/product-comparison" perView={comparisonsPerView}>
            {comparisonItems.map((c) => (
              <LinkBox key={c.id} borderWidth="1px" rounded="lg" p="4" bg="white" h="full">
                <Stack direction="row" gap="3" align="center">
                  {[c.product1, c.product2].map((p, i) => (
                    <Stack key={`${p.id}-${i}`} flex="1" align="center" textAlign="center" gap="1">
                      <SafeImage src={p.images[0]} alt={p.name} width={200} height={130} w="full" h="32" objectFit="contain" />
                      <Text fontWeight="semibold" lineClamp={2}>
                        {p.name}
                      </Text>
                      <Text fontSize="sm" color="brand.fg">
                        {cardPrice(p.price)}
                      </Text>
                    </Stack>
                  ))}
                </Stack>
                <LinkOverlay asChild>
                  <RouterLink to={`/product-comparison/${c.id}`}>
                    <Text textAlign="center" mt="2" fontWeight="medium">
                      {t('comparisons.versus', { first: c.product1.name, second: c.product2.name })}
                    </Text>
                  </RouterLink>
                </LinkOverlay>
              </LinkBox>
            ))}
          </Carousel>
        )}

        {(brands.data?.brands.length ?? 0) > 0 && (
          <Carousel title={t('brands.title')} perView={[6, 4, 2]}>
            {brands.data!.brands.map((b) => (
              <LinkBox
                key={b.id}
                display="flex"
                flexDirection="column"
                gap="2"
                borderWidth="1px"
                rounded="lg"
                p="3"
                alignItems="center"
                bg="white"
                h="full"
                _hover={{ shadow: 'md' }}
              >
                <SafeImage src={b.logoUrl} alt={b.name} width={120} height={80} h="20" w="full" objectFit="contain" />
                <LinkOverlay asChild>
                  <RouterLink to={`/brands/${b.slug}`}>
                    <Text fontSize="sm" fontWeight="medium" textAlign="center">
                      {b.name}
                    </Text>
                  </RouterLink>
                </LinkOverlay>
              </LinkBox>
            ))}
          </Carousel>
        )}

        {(scooters.data?.products.items.length ?? 0) > 0 && (
          <Carousel title={t('scooters.title')} viewAllTo="/e_vehicles/scooter">
            {scooters.data!.products.items.map((p) => (
              <ProductCard key={p.id} product={p} />
            ))}
          </Carousel>
        )}

        {(blogs.data?.blogs.length ?? 0) > 0 && (
          <Carousel title={t('blog.title')} viewAllTo="/blogs">
            {blogs.data!.blogs.map((b) => (
              <BlogCard key={b.id} blog={b} />
            ))}
          </Carousel>
        )}
      </Container>
    </Box>
  );
}
