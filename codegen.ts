import type { CodegenConfig } from '@graphql-codegen/cli';
import { createRequire } from 'node:module';
import path from 'node:path';

// The client pins its own typescript-operations (v6, standalone); resolve it from client/
// so the copy hoisted at the root for the CLI's preset is not picked instead.
const clientRequire = createRequire(path.resolve('client/package.json'));
const clientPlugin = (name: string) => clientRequire.resolve(name);
// the near-operation-file preset is a client dev dependency too, on the same helpers as that plugin
const nearOperationFile = clientRequire('@graphql-codegen/near-operation-file-preset').preset;

const clientDocuments = 'client/src/**/*.graphql';
const clientConfig = {
  withHooks: true,
  urqlImportFrom: 'urql',
  enumsAsTypes: true,
  scalars: { DateTime: 'string', Date: 'string' },
  avoidOptionals: { field: true, inputValue: false, object: true },
  skipTypename: false,
  useTypeImports: true,
  // precompiled documents: no graphql-tag or graphql parser in the bundle
  documentMode: 'documentNode',
};

// One config for both sides: `npm run codegen` regenerates every file under */gql/
// and every client/src/**/*.generated.ts.
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
          Faq: '../modules/faqs/faqs.service#FaqRow',
          Location: '../modules/locations/locations.service#LocationRow',
          Enquiry: '../modules/enquiries/enquiries.service#EnquiryRow',
          Shop: '../modules/shops/shops.service#ShopRow',
          ProductAvailability: '../modules/shops/shops.service#ShopProductRow',
          TestDrive: '../modules/test-drives/test-drives.service#TestDriveRow',
          OutboxMail: '../modules/notifications/notifications.service#OutboxRow',
          OutboxMailDetail: '../modules/notifications/notifications.service#OutboxMailDetailRow',
          Review: '../modules/reviews/reviews.service#ReviewRow',
          WebhookEndpoint: '../modules/webhooks/webhooks.service#EndpointRow',
          WebhookDelivery: '../modules/webhooks/webhooks.service#DeliveryWithAttempts',
          WebhookAttempt: '../modules/webhooks/webhooks.service#AttemptRow',
          Lead: '../modules/leads/leads.service#LeadRow',
          LeadEvent: '../modules/leads/leads.service#LeadEventRow',
          LeadOffer: '../modules/leads/leads.service#LeadOfferWithShop',
          OfferRequest: '../modules/leads/leads.service#LeadRow',
          LeadAgent: '../modules/leads/leads.service#LeadAgentRow',
        },
        scalars: { DateTime: 'Date | string', Date: 'string' },
        enumsAsTypes: true,
        avoidOptionals: false,
      },
    },
    // server: the web client's operation names, the only ones its metrics label by name
    'server/src/gql/client-operations.ts': { documents: clientDocuments, plugins: ['scripts/codegen/operation-names.cjs'] },
    // client, shared: the enums and input types the operations use (no documents, no hooks)
    'client/src/gql/graphql.ts': {
      documents: clientDocuments,
      plugins: [clientPlugin('@graphql-codegen/typescript-operations')],
      config: { ...clientConfig, generateOperationTypes: false },
    },
    // client, per .graphql file: `foo.graphql` -> `foo.generated.ts` beside it, with that file's
    // operation types, precompiled documents and urql hooks (`query MyTestDrives` ->
    // useMyTestDrivesQuery), so a route's chunk carries only the operations it uses. Fragments
    // of another .graphql file are imported from that file's generated module.
    'client/src/': {
      documents: clientDocuments,
      preset: nearOperationFile,
      presetConfig: { extension: '.generated.ts' },
      plugins: [clientPlugin('@graphql-codegen/typescript-operations'), 'typescript-urql'],
      config: { ...clientConfig, importSchemaTypesFrom: 'client/src/gql/graphql.ts' },
    },
  },
};

export default config;
