import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** The socket a server on an embedded DATA_DIR answers on: only its own user may connect (0600). */
export const CONTROL_SOCKET = 'control.sock';

const MAX_WAIT_MS = 10 * 60_000;

/**
 * Serves `backup` requests on DATA_DIR/control.sock for the server holding the folder's lock: the
 * dump is taken by the process that owns the database (a second process opening it would corrupt
 * it) and sent back on the socket after a header line with its size. Answers the function that stops it.
 */
export function serveControlSocket(dataDir: string, dump: () => Promise<Buffer>, log: { error(o: object, m: string): void }) {
  const socketPath = path.join(dataDir, CONTROL_SOCKET);
  // a socket file left by a server that died: the lock proved nobody else runs here
  fs.rmSync(socketPath, { force: true });
  const server = net.createServer((socket) => {
    let request = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      request += chunk;
      // a request is one short word: anything longer is not ours
      if (request.length > 64) return void socket.destroy();
      if (!request.endsWith('\n')) return;
      if (request.trim() !== 'backup') return void socket.end(`${JSON.stringify({ error: 'unknown request' })}\n`);
      dump()
        .then((bytes) => {
          // a header line, then the dump itself: nothing is left on disk if the caller goes away
          socket.write(`${JSON.stringify({ bytes: bytes.length })}\n`);
          socket.end(bytes);
        })
        .catch((error: unknown) => {
          log.error({ err: error }, 'backup dump failed');
          socket.end(`${JSON.stringify({ error: 'the dump failed; see the server log' })}\n`);
        });
    });
    socket.on('error', () => socket.destroy());
  });
  server.listen(socketPath, () => fs.chmodSync(socketPath, 0o600));
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      fs.rmSync(socketPath, { force: true });
    });
}

/**
 * Asks the server running on `dataDir` for a dump of its database: the dump's bytes, or undefined
 * when no server answers there (then the caller may open the database itself, under the lock).
 */
export async function dumpFromServer(dataDir: string): Promise<Buffer | undefined> {
  const socketPath = path.join(dataDir, CONTROL_SOCKET);
  if (!fs.existsSync(socketPath)) return undefined;
  const answer = await new Promise<Buffer | undefined>((resolve, reject) => {
    const socket = net.connect(socketPath);
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => socket.destroy(new Error('the server did not answer the backup request in 10 minutes')), MAX_WAIT_MS);
    socket.on('connect', () => socket.write('backup\n'));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks));
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      // a socket file without a server behind it
      if (error.code === 'ECONNREFUSED' || error.code === 'ENOENT') resolve(undefined);
      else reject(error);
    });
  });
  if (answer === undefined) return undefined;
  const newline = answer.indexOf(0x0a);
  const header = JSON.parse(answer.subarray(0, newline).toString('utf8')) as { bytes?: number; error?: string };
  const dump = answer.subarray(newline + 1);
  if (header.bytes === undefined) throw new Error(`the server refused the backup: ${header.error ?? 'no answer'}`);
  if (dump.length !== header.bytes) throw new Error(`the server's copy arrived cut short (${dump.length} of ${header.bytes} bytes)`);
  return dump;
}
