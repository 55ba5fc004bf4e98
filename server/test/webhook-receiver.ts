import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** What the receiver does with a request: answer a status (the default 200), or a handler of its own. */
export type Behaviour = number | ((req: http.IncomingMessage, res: http.ServerResponse, body: string) => void);

/**
 * A real HTTP receiver on a free local port, recording every webhook it gets; `answer` says how it
 * answers the next ones (a status, a slow answer, an endless one).
 */
export async function startWebhookReceiver(behaviour: Behaviour = 200) {
  const received: ReceivedWebhook[] = [];
  let answer = behaviour;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      received.push({ headers: req.headers, body });
      if (typeof answer === 'number') res.writeHead(answer, { 'content-type': 'text/plain' }).end(`status ${answer}`);
      else answer(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    port,
    received,
    /** the payloads received, parsed */
    events: () => received.map((r) => JSON.parse(r.body) as { type: string; timestamp: string; data: Record<string, unknown> }),
    answer(next: Behaviour) {
      answer = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
