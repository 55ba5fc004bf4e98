import { GraphiQL, type GraphiQLProps } from 'graphiql';
import 'graphiql/style.css';
import './graphiql-narrow.css';
import { buildSchema } from 'graphql';
import { useMemo } from 'react';
// the published contract, bundled into this chunk only: the explorer needs no introspection
// (production refuses it to sessions) and no request before it can complete a field
import sdl from '../../../../schema.graphql?raw';
import { sessionFetcher, type ExplorerTokens } from './session-fetcher';

const FIRST_QUERY = `# Requests run as you, the signed-in account.
# Ctrl-Space completes, Ctrl-Enter runs.
# The documentation: /docs/api
query Scooters {
  products(filter: { vehicleType: SCOOTER, limit: 5 }) {
    total
    items {
      name
      slug
      price
      effectiveRange
    }
  }
}
`;

/** GraphiQL, bundled with the app (no CDN), on the signed-in session. Loaded only on /docs/api/explorer. */
export default function GraphiQLExplorer({ tokens }: { tokens: ExplorerTokens }) {
  const schema = useMemo(() => buildSchema(sdl), []);
  // the server's answer is GraphQL's result shape (data, errors, extensions) as GraphiQL reads it
  const fetcher = useMemo(() => sessionFetcher(tokens) as GraphiQLProps['fetcher'], [tokens]);
  return <GraphiQL fetcher={fetcher} schema={schema} defaultQuery={FIRST_QUERY} isHeadersEditorEnabled={false} />;
}
