import { Box, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { QueryState } from '../../components/query-state';
import { failureText } from '../../lib/errors';
import { MESSAGES } from '../../lib/messages';
import { useShopPlacesQuery } from './finder.generated';

const T = MESSAGES.finder;

/** Browse without a PIN code: each state and its cities with their number of shops, plain links (no script needed). */
export function PlaceBrowser() {
  const [{ data, fetching, error }] = useShopPlacesQuery();
  return (
    <Box as="section" aria-labelledby="browse-places">
      <Heading as="h2" size="lg" mb="4" id="browse-places">
        {T.browseTitle}
      </Heading>
      <QueryState
        result={{ fetching, data: data?.shopPlaces, error }}
        select={(states) => (states.length ? states : null)}
        failure={(failed) => failureText(failed, T.fetchFailed)}
        empty={<Text color="fg.muted">{T.browseEmpty}</Text>}
      >
        {(states) => (
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="6">
            {states.map((state) => (
              <Stack key={state.stateId} gap="1">
                <Heading as="h3" size="sm">
                  {state.stateName}{' '}
                  <Text as="span" color="fg.muted" fontWeight="normal">
                    ({T.shopsIn(state.shops)})
                  </Text>
                </Heading>
                <Stack as="ul" gap="0" listStyleType="none">
                  {state.cities.map((city) => (
                    <li key={city.cityId}>
                      <Link asChild minH="6" display="inline-flex" alignItems="center">
                        <RouterLink to={`/dealers?city=${encodeURIComponent(city.cityId)}`}>
                          {city.cityName} ({T.shopsIn(city.shops)})
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
