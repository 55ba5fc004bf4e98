// `node scripts/check-production-install.mjs` (in `npm test`, after the build): the Dockerfile's
// runtime stage, replayed without a container engine. It catches what only an image would show:
// a package the server loads at run time that only devDependencies hold, a file the server reads
// beside its bundle that the image does not copy, a start command or a health check that fails.
//
// One source of truth, no second list: this script reads the runtime stage (the last FROM) of the
// Dockerfile itself and does what it says, in order, inside a temporary folder that stands for the
// image's file system:
//   WORKDIR, ENV            followed as Docker does (ENV also reaches the RUN lines after it)
//   COPY [--from=<stage>]   copied from this checkout (the build stage's WORKDIR is the repository
//                           root: the build has run here, `npm run build`)
//   RUN npm …               run as written, with the npm cache preferred (npm_config_prefer_offline),
//                           so a warm cache needs no network
//   RUN apt-get/mkdir/chown system set-up of the image: skipped (it needs a container), and listed
//   CMD, HEALTHCHECK        the server is started with CMD (ENTRYPOINT tini dropped) and the image's
//                           environment on the embedded database, and HEALTHCHECK's command is run
// Anything else in the runtime stage (another RUN, ADD, a COPY from elsewhere) stops the check with
// a message: replay it here before relying on it. Then GET /readyz, / (server-rendered) and
// /api/brand must answer 200, SIGTERM must stop the server cleanly, and the folder is removed.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { readDockerfile, commandWords, envPairs, copyArgs } = require('./dockerfile.cjs');
const { freePort } = require('./start-server.cjs');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const READY_TIMEOUT_MS = 180_000;
const started = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const log = (line) => console.log(`check-production-install: ${line}`);

class CheckFailed extends Error {}
const fail = (message) => {
  throw new CheckFailed(message);
};

/** RUN lines that set up the image's system; each `&&` part must start with one of these words. */
const SYSTEM_SETUP = new Set(['apt-get', 'mkdir', 'chown', 'chmod', 'rm', 'groupadd', 'useradd', 'ln']);
/** Instructions that change no file and start nothing here; CMD, HEALTHCHECK and ENTRYPOINT are read at the end. */
const NO_FILES = new Set(['USER', 'EXPOSE', 'VOLUME', 'LABEL', 'STOPSIGNAL', 'HEALTHCHECK', 'CMD', 'ENTRYPOINT']);

/** The environment of a child: this one without what the outer `npm run` added (its npm_* settings point at the checkout). */
function cleanEnv(extra) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name) && name !== 'INIT_CWD'));
  return { ...env, ...extra };
}

function run(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve({ code, signal, output }));
  });
}

/** The runtime stage replayed into `image` (a folder standing for the image's `/`); returns what the server needs to start. */
async function replayRuntimeStage(image) {
  const stages = readDockerfile();
  const stage = stages.at(-1);
  const workdirOf = (s) => s.instructions.filter((i) => i.keyword === 'WORKDIR').reduce((dir, i) => path.posix.resolve(dir, i.args), '/');
  const inImage = (p) => path.join(image, p);
  let workdir = '/';
  const env = {};
  const skipped = [];
  const last = {};

  for (const ins of stage.instructions) {
    const where = `Dockerfile line ${ins.line} (${ins.keyword} ${ins.args.slice(0, 60)})`;
    if (ins.keyword === 'WORKDIR') {
      workdir = path.posix.resolve(workdir, ins.args);
      fs.mkdirSync(inImage(workdir), { recursive: true });
    } else if (ins.keyword === 'ENV') {
      Object.assign(env, envPairs(ins.args));
    } else if (ins.keyword === 'COPY') {
      const from = ins.flags.from;
      const source = from === undefined ? undefined : stages.find((s) => s.name === from);
      if (from !== undefined && (!source || source === stage)) fail(`${where}: copies from "${from}", which is not an earlier stage of the Dockerfile`);
      const buildRoot = source ? workdirOf(source) : '/';
      const { sources, dest } = copyArgs(ins.args);
      const target = path.posix.resolve(workdir, dest);
      const intoFolder = dest.endsWith('/') || sources.length > 1;
      for (const src of sources) {
        if (/[*?[]/.test(src)) fail(`${where}: wildcards are not replayed here`);
        // a stage's path is absolute in that stage; the build stage's WORKDIR is this checkout
        const inStage = source ? path.posix.resolve('/', src) : path.posix.resolve(buildRoot, src);
        const relative = path.posix.relative(buildRoot, inStage);
        if (relative.startsWith('..')) fail(`${where}: ${src} lies outside the build stage's WORKDIR (${buildRoot}), which stands for this checkout`);
        const from = path.join(root, relative);
        if (!fs.existsSync(from)) fail(`${where}: ${relative} is missing here; build first (npm run build)`);
        const isFolder = fs.statSync(from).isDirectory();
        const to = inImage(intoFolder && !isFolder ? path.posix.join(target, path.posix.basename(inStage)) : target);
        fs.mkdirSync(isFolder ? to : path.dirname(to), { recursive: true });
        fs.cpSync(from, to, { recursive: true });
      }
    } else if (ins.keyword === 'RUN') {
      const mount = ins.flags.mount;
      if (mount !== undefined && !mount.startsWith('type=cache')) fail(`${where}: only cache mounts are replayed here`);
      const [shell, dashC, script, ...extra] = commandWords(ins.args);
      if (shell !== '/bin/sh' || dashC !== '-c' || extra.length) fail(`${where}: write RUN in its shell form, which is what is replayed here`);
      const firstWords = script.split(/&&|;|\|\|/).map((part) => part.trim().split(/\s+/)[0]);
      if (firstWords.every((w) => SYSTEM_SETUP.has(w))) {
        skipped.push(`line ${ins.line}: ${script.slice(0, 70)}${script.length > 70 ? '…' : ''}`);
      } else if (firstWords.every((w) => w === 'npm')) {
        const began = Date.now();
        const cwd = inImage(workdir);
        const result = await run('/bin/sh', ['-c', script], {
          cwd,
          env: cleanEnv({ ...env, npm_config_prefer_offline: 'true', npm_config_update_notifier: 'false' }),
        });
        // npm puts the reason first and its usage text after it
        const reason = result.output.split('\n').filter((line) => line.trim() && !line.startsWith('npm warn'));
        if (result.code !== 0) fail(`${where} failed (exit ${result.code ?? result.signal}):\n${reason.slice(0, 20).join('\n')}`);
        log(`${script} (${seconds(began)})`);
      } else {
        fail(`${where}: a RUN line that is neither npm nor system set-up (${[...SYSTEM_SETUP].join(', ')}); replay it here first`);
      }
    } else if (NO_FILES.has(ins.keyword)) {
      last[ins.keyword] = ins;
    } else {
      fail(`${where}: ${ins.keyword} is not replayed here`);
    }
  }
  if (skipped.length) log(`skipped the image's system set-up: ${skipped.join('; ')}`);

  if (!last.CMD) fail('the runtime stage has no CMD');
  const entrypoint = last.ENTRYPOINT ? commandWords(last.ENTRYPOINT.args) : [];
  // the init process only passes signals on; here the server is this script's own child
  if (entrypoint.length && !(path.posix.basename(entrypoint[0]) === 'tini' && entrypoint.at(-1) === '--')) {
    fail(`ENTRYPOINT ${entrypoint.join(' ')}: only tini (… --) is known here`);
  }
  const healthcheck = last.HEALTHCHECK ? commandWords(last.HEALTHCHECK.args.replace(/^CMD\s+/, '')) : undefined;
  return { cwd: inImage(workdir), env, cmd: commandWords(last.CMD.args), healthcheck };
}

/** A node command of the image, run by this node (the image's `node` is on its PATH). */
function nodeCommand(words, what) {
  if (words[0] !== 'node') fail(`${what} must start with node, got: ${words.join(' ')}`);
  return [process.execPath, words.slice(1)];
}

async function get(url, what) {
  const res = await fetch(url, { signal: AbortSignal.timeout(30_000) });
  const body = await res.text();
  if (res.status !== 200) fail(`GET ${what} answered ${res.status}: ${body.slice(0, 300)}`);
  return body;
}

async function main() {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'evbazaar-image-'));
  const image = path.join(folder, 'image');
  let server;
  const cleanUp = () => {
    if (server && server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
    fs.rmSync(folder, { recursive: true, force: true });
  };
  const interrupted = () => {
    cleanUp();
    process.exit(130);
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    const { cwd, env: imageEnv, cmd, healthcheck } = await replayRuntimeStage(image);

    const port = String(await freePort());
    const base = `http://127.0.0.1:${port}`;
    // the image's environment, with what `docker run` would be given: a secret, a port, a data volume
    const env = {
      PATH: process.env.PATH,
      HOME: os.homedir(),
      ...imageEnv,
      HOST: '127.0.0.1',
      PORT: port,
      DATA_DIR: path.join(folder, 'data'),
      JWT_SECRET: randomBytes(36).toString('base64url'),
      PUBLIC_URL: base,
    };
    const [node, args] = nodeCommand(cmd, 'CMD');
    const began = Date.now();
    server = spawn(node, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    server.stdout.on('data', (chunk) => (output += chunk));
    server.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise((resolve) => server.once('exit', (code, signal) => resolve(code ?? signal)));
    const lastLines = () => output.trim().split('\n').slice(-25).join('\n');

    for (const deadline = Date.now() + READY_TIMEOUT_MS; ;) {
      if (server.exitCode !== null) fail(`the server exited with code ${server.exitCode} before /readyz answered:\n${lastLines()}`);
      if (Date.now() > deadline) fail(`/readyz did not answer 200 within ${READY_TIMEOUT_MS / 1000} s:\n${lastLines()}`);
      const ready = await fetch(`${base}/readyz`).then(
        (res) => res.ok,
        () => false,
      );
      if (ready) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    log(`${cmd.join(' ')} ready on the embedded database (${seconds(began)})`);

    if (healthcheck) {
      const [hcNode, hcArgs] = nodeCommand(healthcheck, 'HEALTHCHECK');
      const result = await run(hcNode, hcArgs, { cwd, env });
      if (result.code !== 0) fail(`the HEALTHCHECK command exited with ${result.code ?? result.signal} while /readyz answers 200:\n${result.output}`);
    }
    const home = await get(`${base}/`, '/');
    // without the client's server renderer (client/dist-ssr) the page is still 200, with an empty root
    if (home.includes('<div id="root"></div>')) fail('GET / was not server-rendered: is client/dist-ssr in the image?');
    const brands = JSON.parse(await get(`${base}/api/brand`, '/api/brand'));
    if (!Array.isArray(brands.data) || brands.data.length === 0) fail(`GET /api/brand listed no brands: ${JSON.stringify(brands).slice(0, 300)}`);

    server.kill('SIGTERM');
    let timer;
    const code = await Promise.race([exited, new Promise((resolve) => (timer = setTimeout(() => resolve('no exit within 15 s'), 15_000)))]);
    clearTimeout(timer);
    if (code !== 0) fail(`SIGTERM did not stop the server cleanly (${code}):\n${lastLines()}`);
    log(`passed: the image's runtime stage installs, starts, answers and stops (${seconds(started)} in all)`);
  } finally {
    cleanUp();
  }
}

main().catch((error) => {
  console.error(`check-production-install: ${error instanceof CheckFailed ? error.message : (error?.stack ?? error)}`);
  process.exit(1);
});
