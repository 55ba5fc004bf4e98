// Runs the browser journeys (e2e/*.spec.ts) with Node's test runner; TypeScript through tsx.
// Expects a build (npm run test:e2e builds first).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.dirname(fileURLToPath(import.meta.url));
const chrome = process.env.CHROME_PATH || '/usr/bin/chromium';
if (!fs.existsSync(chrome)) {
  console.error(`No Chromium at ${chrome}: install it (apt-get install -y chromium) or set CHROME_PATH.`);
  process.exit(1);
}
const specs = fs.readdirSync(dir).filter((f) => f.endsWith('.spec.ts')).map((f) => path.join(dir, f));
const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', ...specs], { stdio: 'inherit' });
process.exit(result.status ?? 1);
