import { Box, Container, Flex, SimpleGrid, Text } from '@chakra-ui/react';
import { formatPriceCompact } from '@evbazaar/common/src/format/price';
import { comparisonsText } from '@evbazaar/common/src/i18n/text/comparisons.generated';
import { Link as RouterLink } from 'react-router';
import { PageBanner } from '../components/page-banner';
import { PageMeta } from '../components/page-meta';
import { QueryState } from '../components/query-state';
import { SafeImage } from '../components/safe-image';
import { EmptyState } from '../components/states';
import { usePublicComparisonsQuery } from '../features/comparisons/comparisons.generated';
import { formatPrice } from '../lib/format';
import { useLocale, useT } from '../lib/i18n';

/** Public, read-only list of comparisons. */
export default function ProductComparisons() {
  const [result] = usePublicComparisonsQuery();
  const t = useT(comparisonsText);
  const locale = useLocale();
  // a card is a compact place: "₹1.25 लाख" on the Hindi site, the spec's full rupees on the English one
  const price = (amount: number | null) =>
    locale === 'en' || amount === null || !Number.isFinite(amount) ? formatPrice(amount) : formatPriceCompact(amount, locale);
  return (
    <Box>
      <PageMeta title={t('listTitle')} description={t('listDescription')} />
      <PageBanner title={t('listTitle')} />
      <Container maxW="6xl" py="10" px={{ base: '3', md: '6' }}>
        <QueryState result={result} select={(d) => d.comparisons} failure={t('listFailed')} empty={<EmptyState message={t('empty')} />}>
          {(comparisons) => (
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
              {comparisons.map((c) => (
                <Box asChild key={c.id} display="block" borderWidth="1px" rounded="lg" p="4" bg="white" _hover={{ shadow: 'md' }} data-testid="comparison-card">
                  <RouterLink to={`/product-comparison/${c.id}`} aria-label={t('pairLabel', { first: c.product1.name, second: c.product2.name })}>
                    <Flex gap="3" align="center">
                      {[c.product1, c.product2].map((p, i) => (
                        <Flex key={p.id} direction="column" flex="1" minW="0" gap="1" order={i === 0 ? 0 : 2}>
                          <SafeImage src={p.images[0]} alt={p.name} width={240} height={150} w="full" h={{ base: '24', sm: '32' }} objectFit="contain" />
                          <Text fontWeight="semibold" fontSize="sm" lineClamp={2}>
                            {p.name}
                          </Text>
                          <Text fontSize="sm" color="brand.fg">
                            {price(p.price)}
                          </Text>
                        </Flex>
                      ))}
                      <Text order={1} fontWeight="bold" color="fg.muted">
                        {t('versus')}
                      </Text>
                    </Flex>
                  </RouterLink>
                </Box>
              ))}
            </SimpleGrid>
          )}
        </QueryState>
      </Container>
    </Box>
  );
}
