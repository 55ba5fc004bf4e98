// `npm run codegen` (after graphql-codegen): compiles the catalogs of the interface's texts.
import { writeCatalogs } from './i18n-catalogs';

console.log(`wrote ${writeCatalogs()} catalog modules`);
