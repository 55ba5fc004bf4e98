import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../db/client';
import { signToken } from '../auth';
import { createFactories } from '../../../test/factories';
import { freshDatabase } from '../../../test/helpers';

const SECRET = 'tracing-test-secret-that-is-long-enough-0123456789';
const serverRoot = path.resolve(__dirname, '../../..');

type OtlpSpan = { traceId: string; spanId: string; parentSpanId?: string; name: string; attributes?: { key: string; value: Record<string, unknown> }[] };

/** A small OTLP/HTTP receiver (JSON): the spans it was sent. */
async function startReceiver() {
  const spans: OtlpSpan[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const payload = JSON.parse(body) as { resourceSpans: { scopeSpans: { spans: OtlpSpan[] }[] }[] };
      for (const resource of payload.resourceSpans) for (const scope of resource.scopeSpans) spans.push(...scope.spans);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { spans, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise((r) => server.close(r)) };
}

/** The server as `npm start` runs it (from the sources), on an embedded DATA_DIR, tracing to `endpoint`. */
async function startTracedServer(dataDir: string, endpoint: string, databaseUrl: string) {
  const port = 3400 + (process.pid % 500);
  const child: ChildProcess = spawn(process.execPath, [require.resolve('tsx/cli', { paths: [serverRoot] }), 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO_DATA: 'false',
      JWT_SECRET: SECRET,
      LOG_LEVEL: 'info',
      OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_BSP_SCHEDULE_DELAY: '200',
      MAIL_POLL_MS: '100',
      // a busy test machine's event-loop lag is not what this test is about: no load shedding
      LOAD_SHED_EVENT_LOOP_DELAY_MS: '0',
      // every trace, the deliveries' own included (the default keeps a tenth of new traces)
      OTEL_TRACES_SAMPLER: 'parentbased_always_on',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout!.on('data', (chunk) => (log += chunk));
  child.stderr!.on('data', (chunk) => (log += chunk));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the server stopped: ${log}`);
    const ready = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { url, child, log: () => log };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error(`the server did not get ready: ${log}`);
}

describe('tracing with OpenTelemetry (OTEL_EXPORTER_OTLP_ENDPOINT)', () => {
  it('gives one booking one trace with its HTTP, GraphQL and SQL spans, continues the caller’s traceparent, and keeps personal data out', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'evb-trace-'));
    const receiver = await startReceiver();
    let dropDatabase: (() => Promise<void>) | undefined;
    let server: Awaited<ReturnType<typeof startTracedServer>> | undefined;
    try {
      // the scene, written before the server starts (one process per embedded database); on the
      // PostgreSQL server of the suite's second run, a fresh database of it
      const onServer = process.env.DATABASE_URL ? await freshDatabase() : undefined;
      dropDatabase = onServer?.drop;
      const database = onServer?.database ?? (await openDatabase({ dataDir: path.join(dataDir, 'db') }));
      await database.migrate();
      const seed = createFactories(database.db);
      const dealer = await seed.dealer();
      const product = await seed.product();
      await seed.availability(dealer.shop.id, product.id, true);
      const customer = await seed.user({ role: 'USER', email: 'asha.trace@example.com', contact: '9876501234' });
      await database.close();

      server = await startTracedServer(dataDir, receiver.url, onServer?.url ?? '');
      const callerTrace = '4bf92f3577b34da6a3ce929d0e0e4736';
      const booked = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${signToken(customer, SECRET, '1h')}`,
          traceparent: `00-${callerTrace}-00f067aa0ba902b7-01`,
        },
        body: JSON.stringify({
          query: `mutation { bookTestDrive(input: { productId: "${product.id}", locationId: "${dealer.location.id}", shopId: "${dealer.shop.id}" }) { id status } }`,
        }),
      });
      expect(booked.status).toBe(200);
      expect(((await booked.json()) as { data: { bookTestDrive: { status: string } } }).data.bookTestDrive.status).toBe('PENDING');

      let trace: OtlpSpan[] = [];
      const isSql = (name: string) => name === 'pglite.query' || name.startsWith('pg.query');
      // the request's own span ends after its statements' and may come in a later batch: wait for both
      const complete = () => trace.some((s) => isSql(s.name)) && trace.some((s) => s.name === 'request');
      for (let i = 0; i < 100 && !complete(); i++) {
        await new Promise((r) => setTimeout(r, 100));
        trace = receiver.spans.filter((s) => s.traceId === callerTrace);
      }
      const names = trace.map((s) => s.name);
      // the request, GraphQL's phases and the statements, in the caller's trace
      expect(names).toContain('request');
      expect(names.some((n) => n.startsWith('graphql.'))).toBe(true);
      expect(names.filter(isSql).length).toBeGreaterThan(2);
      // no password, token, e-mail or phone in any attribute of any span sent
      const attributes = JSON.stringify(receiver.spans.flatMap((s) => s.attributes ?? []));
      for (const secret of ['asha.trace@example.com', '9876501234', SECRET, 'Bearer ']) expect(attributes).not.toContain(secret);
      // the booking's mails are delivered later, in spans of their own traces linked to the booking's
      type Linked = OtlpSpan & { links?: { traceId: string }[] };
      let deliveries: Linked[] = [];
      for (let i = 0; i < 100 && deliveries.length < 2; i++) {
        await new Promise((r) => setTimeout(r, 100));
        deliveries = (receiver.spans as Linked[]).filter((s) => s.name === 'mail.send');
      }
      expect(deliveries.length).toBe(2);
      for (const delivery of deliveries) {
        expect(delivery.traceId).not.toBe(callerTrace);
        expect(delivery.links?.map((l) => l.traceId)).toEqual([callerTrace]);
      }
      // the request's log lines carry the trace id
      expect(server.log()).toContain(`"traceId":"${callerTrace}"`);
    } finally {
      server?.child.kill('SIGTERM');
      await new Promise((r) => (server?.child.exitCode !== null ? r(undefined) : server.child.once('exit', r)));
      await receiver.close();
      await dropDatabase?.();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
