// The baseline of `npm run bench`: a bare node:http server answering every request with one
// fixed JSON buffer. Runs in its own process, like the app, so the load generator does not
// share its event loop. Usage: node scripts/bench-static.mjs <body-file> <port>
import fs from 'node:fs';
import http from 'node:http';

const [bodyFile, port] = process.argv.slice(2);
const body = fs.readFileSync(bodyFile);
const headers = { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length };

const server = http.createServer((_request, response) => {
  response.writeHead(200, headers);
  response.end(body);
});
server.keepAliveTimeout = 72_000;
server.listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
