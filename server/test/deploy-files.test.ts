import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { commandWords, copyArgs, envPairs, parseDockerfile, readDockerfile, type Stage } from '../../scripts/dockerfile.cjs';

/**
 * The deployment files, checked without a container engine (docs/deploy.md): what the Dockerfile,
 * docker-compose.yml and deploy/Caddyfile must keep true. That the runtime stage's packages and
 * files are enough to start the server is scripts/check-production-install.mjs's part (npm test).
 */
const root = path.resolve(__dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

interface Service {
  image?: string;
  build?: string | { context?: string; dockerfile?: string };
  deploy?: { replicas?: number };
  restart?: string;
  ports?: string[];
  environment?: Record<string, string | number | null>;
  healthcheck?: { test?: string[] | string; disable?: boolean };
  depends_on?: Record<string, { condition: string }>;
  networks?: string[] | Record<string, { ipv4_address?: string } | null>;
  volumes?: string[];
  command?: string[] | string;
}
const compose = parse(read('docker-compose.yml')) as { services: Record<string, Service>; networks?: Record<string, unknown> };
const services = Object.entries(compose.services);
const stages = readDockerfile();
const runtime = stages.at(-1)!;
const all = (stage: Stage, keyword: string) => stage.instructions.filter((i) => i.keyword === keyword);
const lastOf = (stage: Stage, keyword: string) => all(stage, keyword).at(-1);
const runtimeEnv = Object.assign({}, ...all(runtime, 'ENV').map((i) => envPairs(i.args))) as Record<string, string>;

const builtHere = (s: Service) => {
  const build = typeof s.build === 'string' ? { context: s.build } : s.build;
  return build !== undefined && path.resolve(root, build.context ?? '.') === root && (build.dockerfile ?? 'Dockerfile') === 'Dockerfile';
};
const appServices = services.filter(([, s]) => builtHere(s) || (s.image !== undefined && services.some(([, b]) => builtHere(b) && b.image === s.image)));
const oneShot = (s: Service) => s.restart === 'no';

describe('the Dockerfile', () => {
  it('builds in a stage of its own: every dependency, the generated code checked, then the build', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    const runs = stages.slice(0, -1).flatMap((s) => all(s, 'RUN').map((i) => i.args));
    expect(runs.some((r) => /\bnpm ci\b/.test(r) && !/--omit/.test(r))).toBe(true);
    expect(runs.some((r) => r.includes('npm run codegen:check'))).toBe(true);
    expect(runs.some((r) => r.includes('npm run build'))).toBe(true);
  });

  it('runs on a slim Debian Node image the app supports, with production dependencies only', () => {
    expect(runtime.image).toMatch(/^node:(20|22|24)(\.[\d.]+)?-(bookworm|trixie)-slim$/);
    expect(runtimeEnv.NODE_ENV).toBe('production');
    const installs = all(runtime, 'RUN').filter((i) => /\bnpm (ci|install)\b/.test(i.args));
    expect(installs.map((i) => i.args)).toEqual([expect.stringMatching(/^npm ci --omit=dev (--workspace|-w) server\b/)]);
    // the runtime stage takes built files from the build stage, never the sources from the context
    for (const copy of all(runtime, 'COPY')) expect(copy.flags.from).toBe(stages[0].name);
  });

  it('runs as an unprivileged user, under an init process, the bundle with the V8 flags and malloc arenas of npm start', () => {
    const user = lastOf(runtime, 'USER');
    expect(user?.args).toBeDefined();
    expect(user!.args).not.toMatch(/^(root|0)(:|$)/);
    // set after the last RUN, so it is the user the container runs as
    expect(user!.line).toBeGreaterThan(lastOf(runtime, 'RUN')!.line);
    expect(commandWords(lastOf(runtime, 'ENTRYPOINT')!.args)).toEqual(['/usr/bin/tini', '--']);
    expect(commandWords(lastOf(runtime, 'CMD')!.args)).toEqual(['node', 'server/dist/main.js']);
    const serverPackage = JSON.parse(read('server/package.json')) as { config: { nodeFlags: string }; scripts: { start: string } };
    expect(runtimeEnv.NODE_OPTIONS).toBe(serverPackage.config.nodeFlags);
    // glibc's malloc arenas capped as npm start caps them (docs/decisions/0049)
    const arenas = /MALLOC_ARENA_MAX=\$\{MALLOC_ARENA_MAX:-(\d+)\}/.exec(serverPackage.scripts.start)?.[1];
    expect(arenas).toBeDefined();
    expect(runtimeEnv.MALLOC_ARENA_MAX).toBe(arenas);
  });

  it('checks its health on /readyz with node (no curl in a slim image), exposes its port and keeps DATA_DIR a volume', () => {
    const healthcheck = lastOf(runtime, 'HEALTHCHECK')!;
    const words = commandWords(healthcheck.args.replace(/^CMD\s+/, ''));
    expect(words[0]).toBe('node');
    expect(words.join(' ')).toContain('/readyz');
    expect(all(runtime, 'EXPOSE').map((i) => i.args)).toContain(runtimeEnv.PORT);
    expect(all(runtime, 'VOLUME').map((i) => i.args)).toEqual([expect.stringContaining(`"${runtimeEnv.DATA_DIR}"`)]);
  });

  it('leaves local files out of the build context', () => {
    const ignored = read('.dockerignore')
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith('#'));
    for (const entry of ['**/node_modules', '**/dist', 'client/dist-ssr', '.git', '.env', 'data', 'test-results']) expect(ignored).toContain(entry);
  });

  it('is read as Docker reads it: continuations, comments inside them, flags, exec and shell forms', () => {
    const [stage] = parseDockerfile(
      [
        '# syntax=docker/dockerfile:1',
        'ARG V=1',
        'FROM node:22-slim AS one',
        'RUN --mount=type=cache,target=/x a \\',
        '  # note',
        '  && b',
        'ENV A=1 B="two words"',
        'COPY --from=x /a /b c/',
      ].join('\n'),
    );
    expect(stage.name).toBe('one');
    expect(stage.instructions[0]).toMatchObject({ keyword: 'RUN', flags: { mount: 'type=cache,target=/x' }, args: 'a && b', line: 4 });
    expect(envPairs(stage.instructions[1].args)).toEqual({ A: '1', B: 'two words' });
    expect(copyArgs(stage.instructions[2].args)).toEqual({ sources: ['/a', '/b'], dest: 'c/' });
    expect(commandWords('echo "hi"')).toEqual(['/bin/sh', '-c', 'echo "hi"']);
  });
});

describe('docker-compose.yml', () => {
  it('runs two or more app instances from the one image the Dockerfile builds', () => {
    expect(appServices.length).toBeGreaterThanOrEqual(1);
    expect(new Set(appServices.map(([, s]) => s.image)).size).toBe(1);
    const instances = appServices.reduce((n, [, s]) => n + (s.deploy?.replicas ?? 1), 0);
    expect(instances).toBeGreaterThanOrEqual(2);
    // only the proxy is published: every request reaches an instance through it
    for (const [, s] of appServices) expect(s.ports ?? []).toEqual([]);
  });

  it('gives every long-running service a health check and a restart policy; one-shot services are awaited to completion', () => {
    for (const [name, s] of services) {
      if (oneShot(s)) continue;
      expect([name, s.restart]).toEqual([name, expect.stringMatching(/^(unless-stopped|always|on-failure)/)]);
      // the app's comes with its image (HEALTHCHECK above)
      const checked = s.healthcheck?.test !== undefined || (appServices.some(([n]) => n === name) && lastOf(runtime, 'HEALTHCHECK') !== undefined);
      expect([name, checked && !s.healthcheck?.disable]).toEqual([name, true]);
    }
    for (const [, s] of services) {
      for (const [dependency, { condition }] of Object.entries(s.depends_on ?? {})) {
        expect([dependency, condition]).toEqual([dependency, oneShot(compose.services[dependency]) ? 'service_completed_successfully' : 'service_healthy']);
      }
    }
  });

  it('points the app at PostgreSQL, Redis, object storage and the mail catcher, with one required JWT_SECRET', () => {
    for (const [, s] of appServices) {
      const env = s.environment ?? {};
      expect(env.DATABASE_URL).toMatch(/^postgres:\/\/[^@]+@db:5432\//);
      expect(env.REDIS_URL).toBe('redis://redis:6379');
      expect(env.STORAGE_URL).toMatch(/^s3:\/\/\S+\?endpoint=http:\/\/minio:9000&region=[\w-]+&forcePathStyle=true$/);
      expect(env.SMTP_URL).toBe('smtp://mail:1025');
      expect(env.JWT_SECRET).toMatch(/^\$\{JWT_SECRET:\?[^}]+\}$/);
    }
    expect(Object.keys(compose.services)).toEqual(expect.arrayContaining(['proxy', 'db', 'redis', 'minio', 'mail']));
    // the bucket is made before the app starts
    const bucket = services.find(([, s]) => oneShot(s) && String(s.command).includes('mc mb'));
    expect(bucket).toBeDefined();
    for (const [, s] of appServices) expect(s.depends_on?.[bucket![0]]?.condition).toBe('service_completed_successfully');
  });

  it('has the app believe X-Forwarded-For from the proxy alone', () => {
    const proxy = compose.services.proxy;
    const networks = proxy.networks as Record<string, { ipv4_address?: string }>;
    const addresses = Object.values(networks).map((n) => n?.ipv4_address);
    expect(addresses).toHaveLength(1);
    for (const [, s] of appServices) expect(s.environment?.TRUST_PROXY).toBe(addresses[0]);
    expect(proxy.ports?.length).toBeGreaterThan(0);
  });

  it('holds no secret: every password, key, token and secret comes from the environment', () => {
    const secretName = /SECRET|PASSWORD|TOKEN|_KEY$/;
    for (const [name, s] of services) {
      for (const [key, value] of Object.entries(s.environment ?? {})) {
        // required (`${X:?why}`) or empty by default (`${X:-}`): a default value would be a secret written here
        if (secretName.test(key)) expect([name, key, value]).toEqual([name, key, expect.stringMatching(/^\$\{[A-Z_]+(:\?[^}]*|:-)\}$/)]);
      }
    }
    // a URL's password too
    for (const [, s] of services) {
      for (const value of Object.values(s.environment ?? {})) {
        const auth = /^[a-z0-9+]+:\/\/[^:/@]+:([^@]+)@/.exec(String(value));
        if (auth) expect(auth[1]).toMatch(/^\$\{[A-Z_]+:\?[^}]+\}$/);
      }
    }
  });
});

describe('deploy/Caddyfile', () => {
  it('spreads requests over every instance of the app service, on the port the image listens on', () => {
    const caddyfile = read('deploy/Caddyfile');
    const dynamic = /dynamic a \{([^}]*)\}/.exec(caddyfile)?.[1] ?? '';
    const name = /^\s*name\s+(\S+)/m.exec(dynamic)?.[1];
    const port = /^\s*port\s+(\d+)/m.exec(dynamic)?.[1];
    expect(appServices.map(([n]) => n)).toContain(name);
    expect(port).toBe(runtimeEnv.PORT);
    expect(compose.services.proxy.volumes).toContain('./deploy/Caddyfile:/etc/caddy/Caddyfile:ro');
  });
});
