import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes a new SQL migration from the table definitions.
export default defineConfig({ dialect: 'postgresql', schema: './src/db/schema/index.ts', out: './src/db/migrations', casing: 'snake_case' });
