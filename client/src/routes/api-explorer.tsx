import { Box, Heading, HStack, Link } from '@chakra-ui/react';
import { lazy, Suspense, useMemo } from 'react';
import { PageMeta } from '../components/page-meta';
import { Loading } from '../components/states';
import { ExplorerGate } from '../features/api-explorer/explorer-gate';
import { useSession } from '../lib/session';

// GraphiQL and its editor load only here, after the gate lets the viewer in
const GraphiQLExplorer = lazy(() => import('../features/api-explorer/graphiql-explorer'));

/** /docs/api/explorer: GraphiQL on the signed-in dealer's or admin's session. */
export default function ApiExplorer() {
  const { currentToken, freshToken } = useSession();
  const tokens = useMemo(() => ({ currentToken, freshToken }), [currentToken, freshToken]);
  return (
    <>
      <PageMeta title="API Explorer" description="Try the EV Bazaar GraphQL API as your signed-in account." />
      <ExplorerGate>
        <HStack px="4" py="2" justify="space-between" wrap="wrap">
          <Heading as="h1" size="lg">
            API Explorer
          </Heading>
          <Link href="/docs/api" colorPalette="brand">
            API documentation
          </Link>
        </HStack>
        <Box h="calc(100dvh - 8rem)" minH="32rem" borderTopWidth="1px">
          <Suspense fallback={<Loading label="Loading the explorer..." />}>
            <GraphiQLExplorer tokens={tokens} />
          </Suspense>
        </Box>
      </ExplorerGate>
    </>
  );
}
