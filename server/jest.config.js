/** Server tests: every file builds the real app on a fresh database (PGlite, or DATABASE_URL). */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test', '<rootDir>/../common/src'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.tsx?$': ['@swc/jest', { jsc: { target: 'es2022', parser: { syntax: 'typescript' } }, module: { type: 'commonjs' } }],
    // light-my-request (Fastify's inject, used by the server render) requires `cookie`, which ships
    // only as an ES module: Node loads it, jest's CommonJS runtime needs it compiled
    '/node_modules/cookie/.+\\.js$': ['@swc/jest', { jsc: { target: 'es2022' }, module: { type: 'commonjs' } }],
    // marked (the API documentation's markdown, docs/decisions/0058) ships only as an ES module too
    '/node_modules/marked/.+\\.js$': ['@swc/jest', { jsc: { target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  transformIgnorePatterns: ['/node_modules/(?!cookie/|marked/)'],
  setupFiles: ['<rootDir>/test/setup-env.ts'],
  testTimeout: 60000,
  maxWorkers: 2,
};
