import { Box, Container } from '@chakra-ui/react';
import { vehicleTypeBySlug } from '@evbazaar/common/src/domain/catalogue';
import { useParams } from 'react-router';
import { PageBanner } from '../components/page-banner';
import { PageMeta } from '../components/page-meta';
import { FilteredProductList } from '../features/products/filtered-product-list';
import { productListText } from '@evbazaar/common/src/i18n/text/product-list.generated';
import { typeTextKey } from '../features/products/filter-chips';
import { useT } from '../lib/i18n';
import NotFound from './not-found';

/** /e_vehicles/{type} and /e_vehicles/all: the vehicle list with filters, brand counts and sorts in the address. */
export default function EVehiclesByType() {
  const { type: slug } = useParams();
  const all = slug?.toLowerCase() === 'all';
  const type = vehicleTypeBySlug(slug);
  const t = useT(productListText);
  if (!all && !type) return <NotFound />;
  const page = type ? typeTextKey(type) : 'all';
  const title = t(`byType.${page}.title`);
  return (
    <Box>
      <PageMeta title={title} description={t(`byType.${page}.description`)} />
      <PageBanner title={title} />
      <Container maxW="7xl" py={{ base: '6', md: '10' }}>
        {/* key: another type is another list (its own filters and loaded count) */}
        <FilteredProductList key={slug} fixed={{ vehicleType: type?.enum }} />
      </Container>
    </Box>
  );
}
