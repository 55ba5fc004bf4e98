// Reads the repository's Dockerfile into stages and instructions, for the two checks that keep it
// honest without a container engine: scripts/check-production-install.mjs replays its runtime stage
// and server/test/deploy-files.test.ts checks its invariants. Enough of the syntax for our own file
// (comments, line continuations, parser directives, `--flags`, exec and shell forms), not every Dockerfile.
// CommonJS so that jest (CommonJS) and the .mjs scripts both load it.
'use strict';
const fs = require('node:fs');
const path = require('node:path');

const DOCKERFILE = path.resolve(__dirname, '..', 'Dockerfile');

/** Splits text into words at blanks, keeping "double" and 'single' quoted parts together (quotes removed). */
function words(text) {
  const out = [];
  let word = '';
  let quote = '';
  let started = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === quote) quote = '';
      else if (c === '\\' && quote === '"' && i + 1 < text.length) word += text[++i];
      else word += c;
    } else if (c === '"' || c === "'") {
      quote = c;
      started = true;
    } else if (/\s/.test(c)) {
      if (started) out.push(word);
      word = '';
      started = false;
    } else {
      word += c;
      started = true;
    }
  }
  if (quote) throw new Error(`unclosed ${quote} in: ${text}`);
  if (started) out.push(word);
  return out;
}

/** One instruction: its keyword, its leading `--name=value` flags, and the rest as written. */
function instruction(keyword, rest, line) {
  const flags = {};
  let args = rest;
  for (let m; (m = /^--([a-z-]+)(?:=(\S*))?\s+/.exec(args));) {
    // RUN --mount may be given more than once; the last one wins here, nothing reads them
    flags[m[1]] = m[2] ?? 'true';
    args = args.slice(m[0].length);
  }
  return { keyword, flags, args: args.trim(), line };
}

/**
 * The stages of a Dockerfile, in order, each with its instructions. `name` is the `AS` name (or the
 * stage's index as a string), `image` the base it starts FROM.
 */
function parseDockerfile(text) {
  const stages = [];
  const lines = text.split('\n');
  let inHeader = true;
  for (let i = 0; i < lines.length; i++) {
    const start = i + 1;
    let logical = lines[i];
    if (/^\s*#/.test(logical) || logical.trim() === '') {
      // `# syntax=…` and `# escape=…` are directives only before the first instruction
      if (inHeader && /^\s*#\s*escape\s*=/.test(logical)) throw new Error('an escape directive is not supported');
      continue;
    }
    inHeader = false;
    // a backslash at the end of a line continues it; comment lines inside a continuation are dropped
    while (/\\\s*$/.test(logical) && i + 1 < lines.length) {
      logical = logical.replace(/\\\s*$/, ' ');
      i++;
      while (i + 1 < lines.length && /^\s*#/.test(lines[i])) i++;
      logical += /^\s*#/.test(lines[i]) ? '' : lines[i];
    }
    const m = /^\s*([A-Za-z]+)\s*(.*)$/s.exec(logical);
    if (!m) throw new Error(`Dockerfile line ${start}: cannot read "${logical.trim()}"`);
    const keyword = m[1].toUpperCase();
    const rest = m[2].replace(/\s+/g, ' ');
    if (keyword === 'FROM') {
      const ins = instruction(keyword, rest, start);
      const [image, as, name] = words(ins.args);
      stages.push({ name: as && as.toUpperCase() === 'AS' ? name : String(stages.length), image, flags: ins.flags, instructions: [] });
      continue;
    }
    if (!stages.length) {
      if (keyword === 'ARG') continue; // an ARG before the first FROM only feeds FROM lines
      throw new Error(`Dockerfile line ${start}: ${keyword} before the first FROM`);
    }
    stages[stages.length - 1].instructions.push(instruction(keyword, rest, start));
  }
  return stages;
}

/** An exec form (`["node", "x.js"]`) as its words; a shell form as `['/bin/sh', '-c', text]`, as Docker runs it. */
function commandWords(args) {
  const text = args.trim();
  if (text.startsWith('[')) {
    const parsed = JSON.parse(text);
    if (!Array.isArray(parsed) || !parsed.every((w) => typeof w === 'string')) throw new Error(`not an exec form: ${text}`);
    return parsed;
  }
  return ['/bin/sh', '-c', text];
}

/** `ENV A=1 B="two words"` (or the old `ENV A value`) as an object. */
function envPairs(args) {
  const parts = words(args);
  if (parts.length && !parts[0].includes('=')) return { [parts[0]]: parts.slice(1).join(' ') };
  return Object.fromEntries(
    parts.map((p) => {
      const at = p.indexOf('=');
      if (at < 1) throw new Error(`ENV expects NAME=value, got "${p}"`);
      return [p.slice(0, at), p.slice(at + 1)];
    }),
  );
}

/** `COPY [--from=x] src… dest` as its sources and destination (exec form or words). */
function copyArgs(args) {
  const parts = args.startsWith('[') ? JSON.parse(args) : words(args);
  if (parts.length < 2) throw new Error(`COPY needs a source and a destination: ${args}`);
  return { sources: parts.slice(0, -1), dest: parts[parts.length - 1] };
}

/** The repository's Dockerfile, parsed. */
function readDockerfile(file = DOCKERFILE) {
  return parseDockerfile(fs.readFileSync(file, 'utf8'));
}

exports.DOCKERFILE = DOCKERFILE;
exports.parseDockerfile = parseDockerfile;
exports.readDockerfile = readDockerfile;
exports.commandWords = commandWords;
exports.envPairs = envPairs;
exports.copyArgs = copyArgs;
exports.words = words;
