import { Box, Container, HStack, Text } from '@chakra-ui/react';
import type { Locale } from '@evbazaar/common/src/format/locale';
import { useParams } from 'react-router';
import { PageBanner } from '../components/page-banner';
import { PageMeta } from '../components/page-meta';
import { QueryState } from '../components/query-state';
import { SafeImage } from '../components/safe-image';
import { FilteredProductList } from '../features/products/filtered-product-list';
import { useBrandBySlugQuery } from '../features/products/products.generated';
import { failureText, readFailure } from '../lib/errors';
import NotFound from './not-found';
import { productListText } from '@evbazaar/common/src/i18n/text/product-list.generated';
import { localesOf, useContentLang, useGqlLocale, useT } from '../lib/i18n';
import { EnglishOnlyNote } from '../components/english-only-note';

function BrandDescription({ text, locales }: { text: string; locales: readonly Locale[] }) {
  return (
    <Text color="fg.muted" lang={useContentLang(locales)}>
      {text}
    </Text>
  );
}

/** /brands/{slug}: a brand's vehicles with the same filters and sorts as the vehicle lists. */
export default function BrandPage() {
  const { slug = '' } = useParams();
  const [result] = useBrandBySlugQuery({ variables: { slug, locale: useGqlLocale() } });
  const t = useT(productListText);
  // an unknown slug is the not-found page, as an unknown address is
  if (result.error && readFailure(result.error).code === 'NOT_FOUND') return <NotFound />;
  return (
    <QueryState result={result} select={(d) => d.brandBySlug} failure={(e) => failureText(e, t('brand.fetchFailed'))} empty={<NotFound />}>
      {(brand) => (
        <Box>
          <PageMeta
            title={t('brand.title', { brand: brand.name })}
            description={brand.description ?? t('brand.description', { brand: brand.name })}
            locales={localesOf(brand.locales)}
          />
          <PageBanner title={brand.name} />
          <Container maxW="7xl" py={{ base: '6', md: '10' }}>
            <HStack gap="4" mb="6" align="center">
              <SafeImage src={brand.logoUrl} alt={t('brand.logo', { brand: brand.name })} width={120} height={80} h="16" w="24" objectFit="contain" />
              {brand.description && (
                <Box>
                  <BrandDescription text={brand.description} locales={localesOf(brand.locales)} />
                  <EnglishOnlyNote locales={localesOf(brand.locales)} />
                </Box>
              )}
            </HStack>
            <FilteredProductList key={brand.id} fixed={{ brandId: brand.id }} />
          </Container>
        </Box>
      )}
    </QueryState>
  );
}
