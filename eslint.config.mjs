// typescript-eslint's recommended rules and React's rules of hooks over every workspace, and
// the import direction (docs/decisions/0013): modules talk through services, the client never
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

// a module's database code and its adapters are private to it
const PRIVATE_FILES = ['**/*.queries.ts', '**/*.resolvers.ts', '**/*.routes.ts'];

// module pairs allowed to break the rule for now (none)
const KNOWN_EXCEPTIONS = new Set([]);

const moduleZones = serverModules.flatMap((owner) =>
  serverModules
    .filter((other) => other !== owner && !KNOWN_EXCEPTIONS.has(`${owner} -> ${other}`))
    .map((other) => ({
      target: `./server/src/modules/${owner}`,
      from: PRIVATE_FILES.map((glob) => `./server/src/modules/${other}/${glob}`),
      message: `modules/${owner} may call the ${other} service, never its queries, loaders, resolvers or routes`,
    })),
);

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
