// Where a Node process's resident memory goes, written as JSON on SIGUSR2 (docs/benchmarks-memory.md):
//   NODE_OPTIONS="--require ./scripts/memory-probe.cjs" node server/dist/main.js
//   kill -USR2 <pid>      -> $MEMORY_PROBE_FILE (default memory-probe-<pid>.json in the system's temporary folder)
// With MEMORY_PROBE_HEAP=<folder> each signal also writes a heap snapshot into that folder.
// A measuring aid, never loaded by the server itself. It records every WebAssembly.Memory the
// process makes or is handed by an instance (PGlite's Emscripten heap, initdb's), and reads
// /proc/self/smaps to put each resident mapping in a bucket: the WebAssembly memories' pages,
// the malloc heap and its arenas, the files mapped (the node binary, native add-ons such as bcrypt
// and sharp's libvips), and the rest of the anonymous memory (V8's heap pages, thread stacks).
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const v8 = require('node:v8');

const memories = new Set();
const track = (value) => {
  if (value instanceof WebAssembly.Memory) memories.add(new WeakRef(value));
};
const OriginalMemory = WebAssembly.Memory;
function TrackedMemory(descriptor) {
  const memory = new OriginalMemory(descriptor);
  track(memory);
  return memory;
}
TrackedMemory.prototype = OriginalMemory.prototype;
Object.setPrototypeOf(TrackedMemory, OriginalMemory);
WebAssembly.Memory = TrackedMemory;
const originalInstantiate = WebAssembly.instantiate;
WebAssembly.instantiate = async function instantiate(...args) {
  const result = await originalInstantiate.apply(this, args);
  for (const value of Object.values((result.instance ?? result).exports)) track(value);
  return result;
};
const OriginalInstance = WebAssembly.Instance;
function TrackedInstance(module, imports) {
  const instance = new OriginalInstance(module, imports);
  for (const value of Object.values(instance.exports)) track(value);
  return instance;
}
TrackedInstance.prototype = OriginalInstance.prototype;
WebAssembly.Instance = TrackedInstance;

const MB = 1024 * 1024;
const mb = (bytes) => Math.round((bytes / MB) * 10) / 10;

const liveMemories = () => [...memories].map((ref) => ref.deref()).filter(Boolean);

/** Resident kB of each mapping of /proc/self/smaps, by bucket. */
function smapsBuckets() {
  // V8 maps each WebAssembly memory's current pages as one mapping of exactly its size
  const wasmSizes = new Set(liveMemories().map((m) => m.buffer.byteLength));
  const text = fs.readFileSync('/proc/self/smaps', 'utf8');
  const buckets = {};
  const files = {};
  let current;
  for (const line of text.split('\n')) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) \S+ \S+ \S+ \d+\s*(.*)$/.exec(line);
    if (head) {
      const size = parseInt(head[2], 16) - parseInt(head[1], 16);
      const name = head[3];
      let bucket;
      if (!name && wasmSizes.has(size)) bucket = 'webassembly memories';
      else if (name === '[heap]') bucket = 'malloc heap ([heap])';
      else if (name === '[stack]') bucket = 'main stack';
      else if (name.startsWith('/')) bucket = `file: ${name.includes('node_modules') ? name.replace(/^.*node_modules\//, '') : name}`;
      else if (size >= 60 * MB && size <= 68 * MB) bucket = 'malloc arenas (64 MB regions)';
      else bucket = 'other anonymous (V8 heap pages, thread stacks, small arenas)';
      current = bucket;
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss && current) {
      const kb = Number(rss[1]);
      if (current.startsWith('file: ')) files[current] = (files[current] ?? 0) + kb;
      else buckets[current] = (buckets[current] ?? 0) + kb;
    }
  }
  const fileTotal = Object.values(files).reduce((a, b) => a + b, 0);
  const topFiles = Object.entries(files)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 12)
    .map(([name, kb]) => [name.slice(6), Math.round(kb / 102.4) / 10]);
  return {
    ...Object.fromEntries(Object.entries(buckets).map(([k, kb]) => [k, Math.round(kb / 102.4) / 10])),
    'mapped files': Math.round(fileTotal / 102.4) / 10,
    topFiles,
  };
}

function snapshot() {
  const usage = process.memoryUsage();
  const status = fs.readFileSync('/proc/self/status', 'utf8');
  const kb = (key) => Number(new RegExp(`${key}:\\s+(\\d+) kB`).exec(status)?.[1] ?? NaN);
  return {
    at: new Date().toISOString(),
    uptimeSeconds: Math.round(process.uptime()),
    status: { VmRSS: mb(kb('VmRSS') * 1024), VmHWM: mb(kb('VmHWM') * 1024), RssAnon: mb(kb('RssAnon') * 1024), RssFile: mb(kb('RssFile') * 1024) },
    memoryUsage: Object.fromEntries(Object.entries(usage).map(([k, v]) => [k, mb(v)])),
    heapSpaces: Object.fromEntries(v8.getHeapSpaceStatistics().map((s) => [s.space_name, { size: mb(s.space_size), used: mb(s.space_used_size) }])),
    heap: Object.fromEntries(
      Object.entries(v8.getHeapStatistics())
        .filter(([k]) => /size|memory/.test(k))
        .map(([k, v]) => [k, mb(v)]),
    ),
    webAssemblyMemories: liveMemories().map((m) => mb(m.buffer.byteLength)),
    smaps: smapsBuckets(),
    loadedModules: Object.keys(require.cache).length,
  };
}

process.on('SIGUSR2', () => {
  const file = process.env.MEMORY_PROBE_FILE || path.join(os.tmpdir(), `memory-probe-${process.pid}.json`);
  fs.writeFileSync(file, JSON.stringify(snapshot(), null, 2));
  // a heap snapshot as well, for Chrome's Memory tab (it takes seconds and, for that while, memory)
  const dir = process.env.MEMORY_PROBE_HEAP;
  if (dir) v8.writeHeapSnapshot(require('node:path').join(dir, `server-${process.pid}-${Math.round(process.uptime())}s.heapsnapshot`));
});
