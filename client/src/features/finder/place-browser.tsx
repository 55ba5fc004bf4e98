import { Box, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { finderText } from '@evbazaar/common/src/i18n/text/finder.generated';
import { Link as RouterLink } from 'react-router';
import { QueryState } from '../../components/query-state';
import { failureText } from '../../lib/errors';
import { useT } from '../../lib/i18n';
import { useShopPlacesQuery } from './finder.generated';

/** Browse without a PIN code: each state and its cities with their number of shops, plain links (no script needed). */
export function PlaceBrowser() {
  const [{ data, fetching, error }] = useShopPlacesQuery();
  const t = useT(finderText);
  return (
    <Box as="section" aria-labelledby="browse-places">
      <Heading as="h2" size="lg" mb="4" id="browse-places">
        {t('browseTitle')}
      </Heading>
      <QueryState
        result={{ fetching, data: data?.shopPlaces, error }}
        select={(states) => (states.length ? states : null)}
        failure={(failed) => failureText(failed, t('fetchFailed'))}
        empty={<Text color="fg.muted">{t('browseEmpty')}</Text>}
      >
        {(states) => (
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="6">
            {states.map((state) => (
              <Stack key={state.stateId} gap="1">
                <Heading as="h3" size="sm">
                  {state.stateName}{' '}
                  <Text as="span" color="fg.muted" fontWeight="normal">
                    ({t('shopsIn', { count: state.shops })})
                  </Text>
                </Heading>
                <Stack as="ul" gap="0" listStyleType="none">
                  {state.cities.map((city) => (
                    <li key={city.cityId}>
                      <Link asChild minH="6" display="inline-flex" alignItems="center">
                        <RouterLink to={`/dealers?city=${encodeURIComponent(city.cityId)}`}>
                          {city.cityName} ({t('shopsIn', { count: city.shops })})
                        </RouterLink>
                      </Link>
                    </li>
                  ))}
                </Stack>
              </Stack>
            ))}
          </SimpleGrid>
        )}
      </QueryState>
    </Box>
  );
}
