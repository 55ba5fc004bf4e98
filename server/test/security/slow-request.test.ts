import net from 'node:net';
import { createTestApp, type TestApp } from '../helpers';

describe('a client that trickles its request', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({ requestTimeoutMs: 300 });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => t.close());

  it('is answered 408 and cut off once the request timeout passes, not held open', async () => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    // headers started but never finished, as a slowloris client does
    socket.write('POST /graphql HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n');
    const started = Date.now();
    await closed;
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });
});
