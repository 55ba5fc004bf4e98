import type { CodegenConfig } from '@graphql-codegen/cli';

// One config for both sides: `npm run codegen` regenerates every file under */gql/.
// Generated files are never edited by hand.
const config: CodegenConfig = {
  schema: 'schema.graphql',
  generates: {
    'server/src/gql/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: '../graphql/context#GraphQLContext',
        useIndexSignature: true,
        // resolvers return service rows; field resolvers and loaders fill the rest
        defaultMapper: 'Partial<{T}>',
        scalars: { DateTime: 'Date | string', Date: 'string' },
        enumsAsTypes: true,
        avoidOptionals: false,
      },
    },
  },
};

export default config;
