import type { CodegenConfig } from '@graphql-codegen/cli';
import { createRequire } from 'node:module';
import path from 'node:path';

// The client pins its own typescript-operations (v6, standalone); resolve it from client/
// so the copy hoisted at the root for the CLI's preset is not picked instead.
const clientPlugin = (name: string) => createRequire(path.resolve('client/package.json')).resolve(name);

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
        // resolvers return the rows services hand out; field resolvers and loaders fill the rest
        mappers: {
          User: '../modules/users/users.service#UserRow',
          Brand: '../modules/brands/brands.service#BrandRow',
          Product: '../modules/products/products.service#ProductRow',
          Color: '../modules/products/products.service#ColorRow',
          Comparison: '../modules/comparisons/comparisons.service#ComparisonRow',
          Blog: '../modules/blogs/blogs.service#BlogRow',
          Location: '../modules/locations/locations.service#LocationRow',
          Enquiry: '../modules/enquiries/enquiries.service#EnquiryRow',
          Shop: '../modules/shops/shops.service#ShopRow',
          ProductAvailability: '../modules/shops/shops.service#ShopProductRow',
          TestDrive: '../modules/test-drives/test-drives.service#TestDriveRow',
          OutboxMail: '../modules/notifications/notifications.service#OutboxRow',
          Review: '../modules/reviews/reviews.service#ReviewRow',
        },
        scalars: { DateTime: 'Date | string', Date: 'string' },
        enumsAsTypes: true,
        avoidOptionals: false,
      },
    },
    // client: operation types and urql hooks (`query MyTestDrives` -> useMyTestDrivesQuery)
    'client/src/gql/graphql.ts': {
      documents: 'client/src/**/*.graphql',
      plugins: [clientPlugin('@graphql-codegen/typescript-operations'), 'typescript-urql'],
      config: {
        withHooks: true,
        urqlImportFrom: 'urql',
        enumsAsTypes: true,
        scalars: { DateTime: 'string', Date: 'string' },
        avoidOptionals: { field: true, inputValue: false, object: true },
        skipTypename: false,
        useTypeImports: true,
        // precompiled documents: no graphql-tag or graphql parser in the bundle
        documentMode: 'documentNode',
      },
    },
  },
};

export default config;
