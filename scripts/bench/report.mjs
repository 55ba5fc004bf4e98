// docs/benchmarks.md from the figures of one `npm run bench` run.
import os from 'node:os';

const fmt = (n) => (Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : '-');
const ms = (n) => (Number.isFinite(n) ? (n < 10 ? n.toFixed(1) : String(Math.round(n))) : '-');
const pct = (n) => (Number.isFinite(n) ? `${(n * 100).toFixed(1)} %` : '-');
const times = (n) => (Number.isFinite(n) ? `${n.toFixed(1)}x` : '-');
const cell = (text) =>
  String(text)
    .replace(/[|\n\r]/g, ' ')
    .slice(0, 160);

export function machine(startLoad) {
  const cpus = os.cpus();
  return [
    `- Date: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    `- CPU: ${cpus.length} cores (${cpus[0]?.model?.trim() ?? 'unknown model'}); server pinned to core 0, load generator on the others`,
    `- Memory: ${Math.round(os.totalmem() / 1024 ** 3)} GB; OS: ${os.type()} ${os.release()} (${os.arch()}); Node: ${process.version}`,
    // other work on the machine skews the figures; the load average says how much there was
    `- Load average when the bench started (1/5/15 min): ${startLoad.map((l) => l.toFixed(2)).join(' / ')}`,
    ...(startLoad[0] > cpus.length
      ? [
          `- **The machine was shared**: a load average above ${cpus.length} means other work competed with the pinned server for its core, so these figures are lower and noisier than on a quiet machine; the ratios still compare like with like, taken minutes apart.`,
        ]
      : []),
  ].join('\n');
}

export function listSection({ label, rows, memory, pinned }, options) {
  const lines = [
    `### ${label}`,
    '',
    `| Target | Answer bytes | Requests/s, median of ${options.rounds} (-c 1) | Share of the precomputed answer | p99 at 50 connections (ms) | p99 against the precomputed answer |`,
    '|---|---:|---:|---:|---:|---:|',
  ];
  const base = rows[0];
  for (const r of rows) {
    if (r.skipped) lines.push(`| ${r.name} | - | - | - | - | ${cell(r.skipped)} |`);
    else
      lines.push(
        `| ${r.name} | ${fmt(r.bytes)} | ${fmt(r.rps)} | ${r === base ? '100 %' : pct(r.rps / base.rps)} | ${ms(r.p99at50)} | ${r === base ? '1.0x' : times(r.p99at50 / base.p99at50)} |`,
      );
  }
  lines.push(
    '',
    `Server memory after this load: ${fmt(memory.rss)} MB resident, ${fmt(memory.peak)} MB at the peak.${pinned ? '' : ' (taskset was not available: the server was NOT pinned.)'}`,
  );
  return lines.join('\n');
}

export function scaleSection(scale, options) {
  const [small, large] = scale.runs;
  const lines = [
    `Databases: ${small.db.name} (${JSON.stringify(small.db.counts)}) and ${large.db.name} (${JSON.stringify(large.db.counts)}), server with DEMO_DATA off.`,
    '',
    `| Endpoint | p95 at factor ${small.factor} (ms) | p95 at factor ${large.factor} (ms) | Factor ${large.factor} against ${small.factor} |`,
    '|---|---:|---:|---:|',
  ];
  for (const [i, row] of large.rows.entries()) {
    const other = small.rows[i];
    if (row.skipped || other.skipped)
      lines.push(`| ${row.name} | ${other.skipped ? cell(other.skipped) : ms(other.p95)} | ${row.skipped ? cell(row.skipped) : ms(row.p95)} | - |`);
    else lines.push(`| ${row.name} | ${ms(other.p95)} | ${ms(row.p95)} | ${times(row.p95 / other.p95)} |`);
  }
  lines.push(
    '',
    `Server memory (PostgreSQL, peak resident after the run): factor ${small.factor} ${fmt(small.memory.peak)} MB, factor ${large.factor} ${fmt(large.memory.peak)} MB.`,
  );
  lines.push(`Each endpoint: ${options.duration} s of requests on one connection after a 1 s warm-up; p95 over every response of that run.`);
  return lines.join('\n');
}

/** The long tail: p50/p95/p99 at each factor and connection count, and the ratio of the p95s. */
export function uncachedSection(uncached, options, startLoad) {
  const [small, large] = uncached.factors;
  const lines = [
    machine(startLoad),
    '',
    `Databases: ${uncached.databases.map((d) => `${d.name} (${JSON.stringify(d.counts)})`).join(' and ')}, after \`vacuum analyze\`; servers with DEMO_DATA off, both running, taking turns.`,
    '',
  ];
  for (const connections of uncached.connections) {
    lines.push(
      `### ${connections === 1 ? 'One request at a time (-c 1)' : `${connections} connections (-c ${connections})`}`,
      '',
      `| Read, every request distinct | p50 / p95 / p99 at factor ${small} (ms) | p50 / p95 / p99 at factor ${large} (ms) | p95 factor ${large} against ${small} |`,
      '|---|---:|---:|---:|',
    );
    for (const row of uncached.rows) {
      if (row.skipped) {
        lines.push(`| ${row.name} | ${cell(row.skipped)} | - | - |`);
        continue;
      }
      const a = row.figures[`${small}|${connections}`];
      const b = row.figures[`${large}|${connections}`];
      const trio = (f) => `${ms(f.p50)} / ${ms(f.p95)} / ${ms(f.p99)}`;
      lines.push(`| ${row.name} | ${trio(a)} | ${trio(b)} | ${times(b.p95 / a.p95)} |`);
    }
    lines.push('');
  }
  lines.push(
    `Each figure is the median of ${options.rounds} rounds of ${options.duration} s per read and side; the side measured first changes every round.`,
    `Server memory after the run (resident / peak): ${uncached.databases.map((d) => `factor ${d.factor} ${fmt(d.memory.rss)} / ${fmt(d.memory.peak)} MB`).join(', ')}.`,
  );
  return lines.join('\n');
}

const HEADINGS = {
  lists: '## The e-vehicles list against the precomputed answer',
  scale: '## The scale run: factor 1 against factor 0.01',
  uncached: '## The long tail: reads the cache has never seen, factor 1 against factor 0.01',
};

/** The body of a section of the page as it was before this run (so a run of one part keeps the others). */
function previousSection(previous, heading) {
  const at = previous.indexOf(`${heading}\n`);
  if (at < 0) return undefined;
  const body = previous.slice(at + heading.length + 1);
  const end = body.search(/\n## /);
  return (end < 0 ? body : body.slice(0, end)).trim();
}

/** Sections other scripts write (bench-storage.mjs, …): kept as they were, at the end of the page. */
function otherSections(previous) {
  const own = [...Object.values(HEADINGS), '## What is measured', '## Memory'];
  return previous
    .split(/\n(?=## )/)
    .slice(1)
    .filter((section) => !own.some((heading) => section.startsWith(heading)))
    .map((section) => `\n${section.trim()}\n`)
    .join('');
}

/** Where the hand-kept notes of the long tail (docs/benchmarks-long-tail.md) start in its section. */
const LONG_TAIL_NOTES = '### Earlier runs and the plan changes';

export function document({ lists, scale, uncached, memory, longTailNotes, options, startLoad, previous = '' }) {
  const kept = (key, fallback) => previousSection(previous, HEADINGS[key]) ?? fallback;
  const listsBody = lists
    ? `${machine(startLoad)}\n\n${lists.map((l) => listSection(l, options)).join('\n\n')}`
    : kept('lists', 'Not run yet (`npm run bench`).');
  const scaleBody = scale ? `${machine(startLoad)}\n\n${scaleSection(scale, options)}` : kept('scale', 'Not run yet (add `--scale`).');
  const measured = uncached
    ? uncachedSection(uncached, options, startLoad)
    : kept('uncached', 'Not run yet (`--scale --uncached`).').split(`\n${LONG_TAIL_NOTES}`)[0].trim();
  const uncachedBody = longTailNotes ? `${measured}\n\n${LONG_TAIL_NOTES}\n\n${longTailNotes.replace(/^#[^\n]*\n+/, '').trim()}` : measured;
  return `# Benchmarks

Produced by \`npm run bench\` (scripts/bench.mjs, cases in scripts/bench/cases.mjs and scripts/bench/uncached.mjs);
run it again to refresh this page. A run refreshes the sections it measured and keeps the others.

- \`npm run bench -- --postgres postgres://postgres@127.0.0.1:5432/postgres --scale\`: the e-vehicles list and the scale run of cached reads;
- \`npm run bench -- --scale --uncached\`: the long tail on PostgreSQL (\`--postgres <url>\` names another server).

## What is measured

The built server (\`node server/dist/main.js\`, production mode, log level \`warn\`) runs pinned to one
core (\`taskset -c 0\`); autocannon runs in the bench process on the other cores.

1. **The e-vehicles list** (12 scooters with the card's fields) over REST and GraphQL, side by side
   with a **precomputed answer of similar size served by the same server process**: the file of the
   client build whose size is closest to the REST answer. One connection (\`-c 1\`), ${options.duration} s per target,
   ${options.rounds} rounds taking turns, the median of the rounds; the share is the list's requests/s over
   the precomputed answer's. Then each target once at 50 connections for its p99. On PGlite (a temporary
   DATA_DIR with the demo data) and, with \`--postgres\`, on a fresh database of that server.
2. **The scale run** (\`--scale\`): the p95 of hot and back-office endpoints on the scale data set
   (\`npm run seed:scale\`) at factor 1 against factor 0.01, two PostgreSQL databases kept on the server
   between runs (\`evb_bench_scale_1\`, \`evb_bench_scale_0_01\`, seeded when missing), plus server memory.
   These requests repeat, so after the first one the cache answers them.
3. **The long tail** (\`--scale --uncached\`): reads whose every request is new to the cache, from a
   seeded generator (random filter bounds, sorts and pages, typo'd words of the catalogue with a number,
   1-3 letter admin searches, random pages of the demo dealer's rides, the last half of a type's pages),
   so each reaches the database. Both databases' servers run at once and take turns; p50/p95/p99 at one
   connection and at 20.

Ratios, not absolute figures, are the result: both sides run in the same minutes on the same machine.

${HEADINGS.lists}

${listsBody}

${HEADINGS.scale}

${scaleBody}

${HEADINGS.uncached}

${uncachedBody}
${memory ? `\n## Memory (\`npm run soak\`, scripts/memory-probe.cjs; from docs/benchmarks-memory.md)\n\n${memory.replace(/^#[^\n]*\n+/, '').trim()}\n` : ''}${otherSections(previous)}`;
}
