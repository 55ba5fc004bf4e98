// typescript-eslint's recommended rules and React's rules of hooks over every workspace, and
// the import direction (docs/decisions/0013, 0038): modules are reached only through their faces, the client never
// reaches into the server, client features never import each other.
import fs from 'node:fs';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';

const foldersOf = (dir) =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);
const serverModules = foldersOf('server/src/modules');
const clientFeatures = foldersOf('client/src/features');

// A module's face is its service and its index (docs/decisions/0038): from anywhere outside
// server/src/modules/<area>/ (other modules, lib, graphql, db, http, the server's tests) only
// <area>.service.ts and index.ts may be imported. Everything else in the folder is private; a piece
// two modules need moves to server/src/lib/ or becomes a service function. The module's own tests
// sit inside the folder and see everything.
const outsideOf = (area) => [
  `./server/src/modules/!(${area})/**`,
  './server/src/modules/*.ts',
  './server/src/!(modules)/**',
  './server/src/*.ts',
  './server/!(src)/**',
  './server/*.ts',
];

const moduleZones = serverModules.map((area) => ({
  target: outsideOf(area),
  from: `./server/src/modules/${area}`,
  except: [`./${area}.service.ts`, './index.ts'],
  message: `outside modules/${area} only ${area}.service.ts and its index.ts may be imported; move a shared piece to server/src/lib/ or make it a service function`,
}));

const featureZones = clientFeatures.map((feature) => ({
  target: `./client/src/features/${feature}`,
  from: `./client/src/features/!(${feature})/**`,
  message: 'features never import each other: move the shared piece to client/src/components, or compose both in a route',
}));

const TYPESCRIPT = ['**/*.{ts,tsx}'];

export default [
  { ignores: ['**/node_modules/**', '**/dist/**', '**/dist-ssr/**', '**/gql/**', '**/*.generated.ts', 'server/src/db/migrations/**', '**/*.d.ts'] },
  ...tseslint.configs.recommended.map((config) => ({ ...config, files: TYPESCRIPT })),
  {
    files: TYPESCRIPT,
    rules: {
      // a leading underscore names what is left out on purpose (a destructured field dropped from an answer)
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  // the rules of hooks (the React Compiler's extra checks stay off: the client does not use the compiler)
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['server/**/*.ts', 'client/**/*.{ts,tsx}', 'common/**/*.ts'],
    languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } } },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...moduleZones,
            ...featureZones,
            { target: './client', from: './server', message: 'the client talks to the server over HTTP only; shared code lives in common/' },
            { target: './common', from: ['./server', './client'], message: 'common/ is shared by both sides and imports neither' },
          ],
        },
      ],
    },
  },
];
