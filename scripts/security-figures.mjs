// Measures, on a started server with demo data, each finding of the security review (docs/security.md):
//   npm run build -w server && node scripts/security-figures.mjs [--postgres postgres://…/some_empty_database]
//   node scripts/security-figures.mjs --expansion-only   (only the nested-fragment documents of issue 21)
// Prints one line per finding. The server runs with its default limits; client addresses other than
// 127.0.0.1 come from binding the client socket to other loopback addresses (127.0.0.x), so no proxy
// setting is needed and forged X-Forwarded-For headers are ignored as in production.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { startServer, launchServer } = require('./start-server.cjs');

const postgres = process.argv.includes('--postgres') ? process.argv[process.argv.indexOf('--postgres') + 1] : undefined;
const baseEnv = postgres ? { DATABASE_URL: postgres, DEMO_DATA: 'true' } : {};

/** One HTTP request from a given local address; answers status, headers, text, ms. */
function request(url, { method = 'GET', body, headers = {}, from = '127.0.0.1' } = {}) {
  const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.request(
      url,
      {
        method,
        localAddress: from,
        headers: { ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}), ...headers },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          let json;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode, headers: res.headers, text, json, bytes: Buffer.concat(chunks).length, ms: performance.now() - started });
        });
      },
    );
    req.on('error', reject);
    if (payload) req.write(payload);
    req.end();
  });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
/** "10 × 401, 1 × 429" from a list of statuses, in the order they first appear */
const tally = (statuses) => {
  const runs = [];
  for (const s of statuses) {
    const last = runs.at(-1);
    if (last && last.s === s) last.n += 1;
    else runs.push({ s, n: 1 });
  }
  return runs.map((r) => `${r.n} × ${r.s}`).join(' then ');
};
const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
const figures = [];
const report = (finding, figure) => {
  figures.push({ finding, figure });
  console.log(`${finding}: ${figure}`);
};

/**
 * Issue 21, finding 1: N fragments each spreading the next twice (1 KB at 23 levels), sent by a
 * guest while another address asks /healthz every 10 ms; prints the answer and /healthz p50/max.
 */
async function expansionFigures(url) {
  const doubling = (levels) =>
    `{...F0}\n${Array.from({ length: levels }, (_, i) => `fragment F${i} on Query{...F${i + 1} ...F${i + 1}}`).join('\n')}\nfragment F${levels} on Query{blogs{id title}}`;
  for (const levels of [16, 20, 23]) {
    const query = doubling(levels);
    const latencies = [];
    let done = false;
    const pinger = (async () => {
      while (!done) {
        latencies.push((await request(`${url}/healthz`, { from: '127.0.0.46' })).ms);
        await new Promise((r) => setTimeout(r, 10));
      }
    })();
    await new Promise((r) => setTimeout(r, 30));
    const res = await request(`${url}/graphql`, { method: 'POST', body: { query }, from: '127.0.0.45' });
    done = true;
    await pinger;
    report(
      `nested fragments, ${levels} levels (${Buffer.byteLength(query)} bytes)`,
      `${res.status} ${res.json?.errors?.[0]?.extensions?.code ?? ''} in ${Math.round(res.ms)} ms; /healthz meanwhile p50 ${median(latencies).toFixed(1)} ms, max ${Math.max(...latencies).toFixed(1)} ms (${latencies.length} asked)`,
    );
  }
}

if (process.argv.includes('--expansion-only')) {
  const server = await startServer({ env: baseEnv });
  try {
    await expansionFigures(server.url);
  } finally {
    await server.stop();
  }
  process.exit(0);
}

const server = await startServer({ env: { ...baseEnv, LOG_LEVEL: 'info' }, output: 'capture' });
const url = server.url;
const gql = (query, variables, { token, from } = {}) =>
  request(`${url}/graphql`, { method: 'POST', body: { query, variables }, headers: token ? { authorization: `Bearer ${token}` } : {}, from });
const login = (email, password, from) => request(`${url}/api/auth/login`, { method: 'POST', body: { email, password }, from });

try {
  const admin = (await login('admin@example.com', 'Demo@1234', '127.0.0.2')).json.token;

  // 40 people of one office, one address, one minute
  const office = [];
  for (let i = 0; i < 40; i++) {
    const email = `office${i}.${Date.now()}@example.com`;
    const created = await gql(
      'mutation ($input: CreateUserInput!) { createUser(input: $input) { id } }',
      {
        input: {
          name: `Office ${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}`,
          email,
          contact: '9800000000',
          role: 'USER',
          password: 'Office@123',
        },
      },
      { token: admin },
    );
    if (!created.json?.data) throw new Error(`createUser failed: ${created.text}`);
    office.push(email);
  }
  const officeStarted = performance.now();
  const officeStatuses = await Promise.all(office.map((email) => login(email, 'Office@123', '127.0.0.10').then((r) => r.status)));
  report('40 office logins from one address within a minute', `${tally(officeStatuses.sort())} in ${Math.round(performance.now() - officeStarted)} ms`);

  // a stranger's 11 wrong passwords against an account whose owner logged in before from 127.0.0.20
  const owner = office[0];
  await login(owner, 'Office@123', '127.0.0.20');
  const stranger = [];
  for (let i = 0; i < 11; i++) stranger.push((await login(owner, 'Wrong@1234', '127.0.0.66')).status);
  const ownerAfter = (await login(owner, 'Office@123', '127.0.0.20')).status;
  // 31 more failures spread over 31 addresses use up the all-addresses cap (30)
  for (let i = 0; i < 31; i++) await login(owner, 'Wrong@1234', `127.0.1.${i + 1}`);
  const ownerKnown = (await login(owner, 'Office@123', '127.0.0.20')).status;
  const newAddress = (await login(owner, 'Office@123', '127.0.0.99')).status;
  report(
    '11 wrong passwords from a stranger',
    `stranger ${tally(stranger)}; owner from a known address ${ownerAfter}; after 31 more failures from 31 addresses: owner from a known address ${ownerKnown}, from a new address ${newAddress}`,
  );

  // 100 guesses, each with a new forged X-Forwarded-For, from one real address
  const forged = [];
  for (let i = 0; i < 100; i++) {
    const res = await request(`${url}/api/auth/login`, {
      method: 'POST',
      body: { email: office[1], password: 'Wrong@1234' },
      headers: { 'x-forwarded-for': `203.0.113.${i}` },
      from: '127.0.0.30',
    });
    forged.push(res.status);
  }
  report('100 forged X-Forwarded-For guesses', tally(forged));

  // 1 MB e-mails: refused before they are counted; memory stays flat
  // just under the 1 MB body limit, so the e-mail itself reaches validation
  const bigEmail = `${'a'.repeat(1_000_000)}@example.com`;
  // RSS after 300 and after 900 requests: Node keeps freed body buffers for a while, so the
  // figure that matters is that it stops growing (the limiter keeps nothing of these e-mails)
  const rssBefore = rssMb(server.child.pid);
  const floodStatuses = [];
  const rssAt = [];
  for (let batch = 0; batch < 90; batch++) {
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => login(bigEmail, 'x', `127.0.2.${((batch * 10 + i) % 250) + 1}`)));
    floodStatuses.push(...answers.map((r) => r.status));
    if (batch === 29 || batch === 89) rssAt.push(rssMb(server.child.pid));
  }
  const delta = (mb) => `${mb - rssBefore >= 0 ? '+' : ''}${(mb - rssBefore).toFixed(0)} MB`;
  report(
    '1 MB e-mail flood (1,000,000-character e-mails)',
    `${floodStatuses.length} requests: ${tally(floodStatuses.sort())}; server RSS ${rssBefore.toFixed(0)} MB, ${delta(rssAt[0])} after 300, ${delta(rssAt[1])} after 900`,
  );

  // 10,000 aliases of blogs in one request, with /healthz asked meanwhile
  const aliases = `{ ${Array.from({ length: 10_000 }, (_, i) => `a${i}: blogs { id title content }`).join(' ')} }`;
  const [aliased, health] = await Promise.all([
    gql(aliases, undefined, { from: '127.0.0.40' }),
    new Promise((r) => setTimeout(r, 5)).then(() => request(`${url}/healthz`)),
  ]);
  report(
    '10,000 aliases of blogs',
    `${aliased.status} ${aliased.json?.errors?.[0]?.extensions?.code} in ${Math.round(aliased.ms)} ms, ${aliased.bytes} bytes; /healthz meanwhile ${health.status} in ${Math.round(health.ms)} ms`,
  );

  await expansionFigures(url);

  // 1,000 aliases of the enquiry mutation
  const countEnquiries = async () => (await gql('{ enquiries(kind: CONTACT) { id } }', undefined, { token: admin })).json.data.enquiries.length;
  const enquiriesBefore = await countEnquiries();
  const enquiryAliases = `mutation { ${Array.from({ length: 1000 }, (_, i) => `e${i}: sendEnquiry(kind: CONTACT, input: { name: "N", email: "n@example.com", phone: "9800000000", message: "m" }) { id }`).join(' ')} }`;
  const enquiry = await gql(enquiryAliases, undefined, { from: '127.0.0.41' });
  report(
    '1,000 enquiry aliases',
    `${enquiry.status} ${enquiry.json?.errors?.[0]?.extensions?.code}, ${(await countEnquiries()) - enquiriesBefore} rows written`,
  );

  // over-long username
  const longName = await request(`${url}/api/auth/register`, {
    method: 'POST',
    body: {
      name: 'Long',
      username: 'u'.repeat(5 * 1024),
      contact: '9800000000',
      email: `long.${Date.now()}@example.com`,
      password: 'Secret@123',
      role: 'User',
    },
    from: '127.0.0.42',
  });
  report('5 KB username', `${longName.status} "${longName.json?.errors?.username ?? longName.json?.message}"`);

  // malformed GraphQL documents, and the level they are logged at
  const malformed = [];
  for (const body of ['{"query":"{  }"}', '{"query":42}', '{"query":"{ blogs { id "}']) {
    const res = await request(`${url}/graphql`, { method: 'POST', body, from: '127.0.0.43' });
    malformed.push(`${res.status} ${res.json?.errors?.[0]?.extensions?.code}`);
  }
  await new Promise((r) => setTimeout(r, 200));
  const refusedLines = server
    .output()
    .split('\n')
    .filter((l) => l.includes('graphql request refused') || l.includes('refused'));
  const levels = [
    ...new Set(
      refusedLines
        .map((l) => {
          try {
            return JSON.parse(l).level;
          } catch {
            return undefined;
          }
        })
        .filter(Boolean),
    ),
  ];
  const errorLines = server
    .output()
    .split('\n')
    .filter((l) => /"level":50/.test(l)).length;
  report(
    'malformed GraphQL ("{  }", 42, a syntax error)',
    `${malformed.join('; ')}; logged at level ${levels.join(',') || '?'} (30 = info), ${errorLines} error lines in the whole run so far`,
  );

  // a token issued before a password reset
  const resetUser = office[2];
  const oldToken = (await login(resetUser, 'Office@123', '127.0.0.50')).json.token;
  await request(`${url}/api/auth/forgot-password`, { method: 'POST', body: { email: resetUser }, from: '127.0.0.50' });
  const outbox = path.join(server.dataDir, 'outbox');
  let resetToken;
  for (let i = 0; i < 50 && !resetToken; i++) {
    await new Promise((r) => setTimeout(r, 100));
    const mails = fs.existsSync(outbox) ? fs.readdirSync(outbox).map((f) => fs.readFileSync(path.join(outbox, f), 'utf8').replace(/=\r?\n/g, '')) : [];
    const mail = mails.find((m) => m.includes(resetUser));
    resetToken = mail && /reset-password\/([A-Za-z0-9_-]+)/.exec(mail)?.[1];
  }
  await request(`${url}/api/auth/reset-password`, {
    method: 'POST',
    body: { newPassword: 'Changed@123', confirmPassword: 'Changed@123', resetToken },
    from: '127.0.0.50',
  });
  const afterReset = await gql('{ me { id } }', undefined, { token: oldToken });
  report('token issued before a password reset', `${afterReset.status} ${afterReset.json?.errors?.[0]?.extensions?.code}`);

  // forgot-password answer time, known vs unknown e-mail (one request per address, alternating)
  const known = [];
  const unknown = [];
  for (let i = 0; i < 30; i++) {
    known.push((await request(`${url}/api/auth/forgot-password`, { method: 'POST', body: { email: office[(i % 30) + 5] }, from: `127.0.3.${i + 1}` })).ms);
    unknown.push(
      (await request(`${url}/api/auth/forgot-password`, { method: 'POST', body: { email: `nobody${i}@example.com` }, from: `127.0.4.${i + 1}` })).ms,
    );
  }
  report('forgot-password answer time (30 each)', `known median ${median(known).toFixed(1)} ms, unknown median ${median(unknown).toFixed(1)} ms`);

  // a dealer asks for a ride customer's contact
  const dealer = (await login('dealer@example.com', 'Demo@1234', '127.0.0.60')).json.token;
  const contact = await gql('{ dealerTestDrives { customer { contact } } }', undefined, { token: dealer });
  report("dealer reads a ride customer's contact", `${contact.status} ${contact.json?.errors?.[0]?.extensions?.code}`);

  // deleting a brand that has products
  const brands = (await gql('{ brands { id products { id } } }')).json.data.brands;
  const stocked = brands.find((b) => b.products.length > 0);
  const deleted = await gql('mutation ($id: ID!) { deleteBrand(id: $id) }', { id: stocked.id }, { token: admin });
  report('delete a brand with products', `${deleted.json?.errors?.[0]?.extensions?.code} "${deleted.json?.errors?.[0]?.message}"`);

  // the same location twice
  const [place] = (await gql('{ locations { countryId countryName stateId stateName cityId cityName address1 } }')).json.data.locations;
  const again = await gql(
    'mutation ($input: LocationInput!) { createLocation(input: $input) { id } }',
    { input: { ...place, address1: `  ${place.address1.toUpperCase()} ` } },
    { token: admin },
  );
  report('add an existing location again (other case and spaces)', `${again.json?.errors?.[0]?.extensions?.code} "${again.json?.errors?.[0]?.message}"`);

  // the dealer dashboard's counts against the dealer's table
  const board = (
    await gql('{ dealerDashboard { testDriveCounts { pending confirmed completed cancelled } } dealerTestDrives { status } }', undefined, { token: dealer })
  ).json.data;
  const table = { pending: 0, confirmed: 0, completed: 0, cancelled: 0 };
  for (const ride of board.dealerTestDrives) table[ride.status.toLowerCase()] += 1;
  const same = Object.keys(table).every((k) => table[k] === board.dealerDashboard.testDriveCounts[k]);
  report(
    'dealer dashboard counts vs its table',
    `${same ? 'equal' : 'DIFFERENT'}: card ${JSON.stringify(board.dealerDashboard.testDriveCounts)}, table ${JSON.stringify(table)}`,
  );
} finally {
  await server.stop();
}

// introspection with NODE_ENV=production (a server of its own)
{
  const prod = await startServer({ env: { ...baseEnv, NODE_ENV: 'production' } });
  try {
    const res = await request(`${prod.url}/graphql`, { method: 'POST', body: { query: '{ __schema { queryType { name } } }' } });
    report('introspection with NODE_ENV=production', `${res.status} ${res.json?.errors?.[0]?.extensions?.code}`);
  } finally {
    await prod.stop();
  }
}

// a second server on the same data folder (embedded database only)
if (!postgres) {
  const first = await startServer({});
  try {
    const second = await launchServer({ dataDir: first.dataDir, output: 'capture' });
    const code = await second.exited;
    const line =
      second
        .output()
        .trim()
        .split('\n')
        .find((l) => /lock|in use|already/i.test(l)) ?? second.output().trim().split('\n')[0];
    report('a second server on the same DATA_DIR', `exits with code ${code}: ${line}`);
  } finally {
    await first.stop();
  }
}
