import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from './config';

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'evb-config-'));

describe('configuration', () => {
  it('defaults to port 3000, embedded database and demo data', () => {
    const config = loadConfig({ DATA_DIR: tmp() });
    expect(config).toMatchObject({ port: 3000, databaseUrl: undefined, demoData: true, publicUrl: 'http://localhost:3000' });
  });

  it('generates the JWT secret once and keeps it in DATA_DIR', () => {
    const dataDir = tmp();
    const first = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first);
    expect(fs.readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8')).toBe(first);
  });

  it('keeps GraphQL introspection off unless GRAPHQL_INTROSPECTION turns it on', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).graphqlIntrospection).toBe(false);
    expect(loadConfig({ DATA_DIR: tmp(), GRAPHQL_INTROSPECTION: 'true' }).graphqlIntrospection).toBe(true);
  });

  it('turns demo data off by default on a PostgreSQL server', () => {
    expect(loadConfig({ DATA_DIR: tmp(), DATABASE_URL: 'postgres://postgres@localhost/evb' }).demoData).toBe(false);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT must be a number from 0 to 65535, got "eighty"'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must start with postgres: or postgresql:, got "mysql://x"'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET must be at least 32 characters long'],
    [{ DEMO_DATA: 'maybe' }, 'DEMO_DATA must be true or false, got "maybe"'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL is not a valid URL: "not a url"'],
    [{ GRAPHQL_INTROSPECTION: 'sometimes' }, 'GRAPHQL_INTROSPECTION must be true or false, got "sometimes"'],
  ])('stops on a bad value with a one-line reason: %j', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: tmp(), ...env })).toThrow(new ConfigError(message));
  });
});
