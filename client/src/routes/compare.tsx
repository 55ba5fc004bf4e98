import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { COMPARE_MAX, compareAddress, slugsOfCompareAddress } from '@evbazaar/common/src/search-limits';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { PageMeta } from '../components/page-meta';
import { QueryState } from '../components/query-state';
import { CompareOnRoadRow } from '../features/compare/compare-on-road-row';
import { CompareTable } from '../features/compare/compare-table';
import { useSpecText } from '../features/products/spec-sheet';
import { useCompareProductsQuery } from '../features/compare/compare.generated';
import { removeFromTray, replaceTray } from '../lib/compare-tray';
import { failureText } from '../lib/errors';
import { compareText } from '@evbazaar/common/src/i18n/text/compare.generated';
import { useGqlLocale, useT } from '../lib/i18n';
import NotFound from './not-found';

/**
 * /compare/ather-450x-vs-ola-s1-pro-vs-tvs-iqube: up to four vehicles side by side; the address
 * (with `?diff=1` for "show only differences") is the whole view, so a copied link reproduces it.
 */
export default function Compare() {
  const { slugs: part = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const slugs = [...new Set(slugsOfCompareAddress(part))].slice(0, COMPARE_MAX);
  const [result] = useCompareProductsQuery({ variables: { slugs, locale: useGqlLocale() }, pause: slugs.length === 0 });
  const differencesOnly = params.get('diff') === '1';
  const t = useT(compareText);
  // the product page's specification rows in the page's language, for the table's rows
  const specs = useSpecText();

  const setDifferencesOnly = (on: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (on) next.set('diff', '1');
        else next.delete('diff');
        return next;
      },
      { replace: true },
    );

  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <QueryState
        result={result}
        select={(data) => (data.compareProducts.length ? data.compareProducts : null)}
        failure={(failed) => failureText(failed, t('fetchFailed'))}
        empty={<Text color="fg.muted">{t('empty')}</Text>}
        notFound={<NotFound backTo={{ to: '/e_vehicles', label: t('backToList') }} />}
      >
        {(vehicles) => {
          const title = vehicles.map((v) => v.name).join(` ${t('vs')} `);
          return (
            <Stack gap="6">
              <PageMeta title={t('metaTitle', { names: title })} description={t('metaDescription', { names: title })} />
              <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
                {title}
              </Heading>
              <CompareTable
                vehicles={vehicles}
                differencesOnly={differencesOnly}
                onDifferencesOnlyChange={setDifferencesOnly}
                onRoadPriceRow={(shown) => <CompareOnRoadRow vehicles={shown} />}
                specRows={specs.rows}
                onRemove={(v) => {
                  removeFromTray(v.id);
                  const rest = vehicles.filter((x) => x.id !== v.id).map((x) => x.slug);
                  navigate(rest.length ? `${compareAddress(rest)}${differencesOnly ? '?diff=1' : ''}` : '/e_vehicles', { replace: true });
                }}
              />
              {vehicles.length < COMPARE_MAX && (
                <Button asChild variant="outline" alignSelf="flex-start">
                  <RouterLink to="/e_vehicles" onClick={() => replaceTray(vehicles.map((v) => ({ ...v, image: v.images[0] })))}>
                    {t('addVehicle')}
                  </RouterLink>
                </Button>
              )}
            </Stack>
          );
        }}
      </QueryState>
    </Container>
  );
}
