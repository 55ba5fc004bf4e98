import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import supertest from 'supertest';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase, type DatabaseHandle } from '../client';
import { testDrives, users } from '../schema';
import { signToken } from '../../lib/auth';
import { createFactories } from '../../../test/factories';
import { PNG } from '../../../test/images';
import { lockDataDir } from '../../lib/data-dir-lock';
import { createBackup, restoreBackup } from './archive';
import { serveControlSocket } from './control-socket';

/** A server as main.ts runs it on an embedded DATA_DIR: its database in DATA_DIR/db, its secret in DATA_DIR/jwt-secret, the control socket. */
async function startServer(dataDir: string) {
  const release = lockDataDir(dataDir);
  const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
  await database.migrate();
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, PUBLIC_URL: 'http://localhost:3000' });
  const app = await buildApp(config, database);
  await app.ready();
  const stopControl = serveControlSocket(dataDir, database.dump!, app.log);
  return {
    app,
    database,
    api: supertest(app.server),
    stop: async () => {
      await app.close();
      await stopControl();
      await database.close();
      release();
    },
  };
}

type Server = Awaited<ReturnType<typeof startServer>>;

const SLOW_MS = 180_000;

describe('backup and restore of the embedded database (npm run backup / npm run restore)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'evb-backup-src-'));
  const restoredDir = fs.mkdtempSync(path.join(os.tmpdir(), 'evb-backup-dst-'));
  const archive = path.join(os.tmpdir(), `evb-backup-${process.pid}.tar.gz`);
  let server: Server | undefined;
  let restored: Server | undefined;
  afterAll(async () => {
    await server?.stop();
    await restored?.stop();
    for (const dir of [dataDir, restoredDir]) fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(archive, { force: true });
  });

  // each step starts a process of its own (server, backup, restore): minutes on a machine busy with other suites
  it(
    'copies a server while it serves writes; the copy restores with every acknowledged row, file and session',
    async () => {
      server = await startServer(dataDir);
      const seed = createFactories(server.database.db);
      const admin = await seed.user({ role: 'ADMIN' });
      const dealer = await seed.dealer();
      const product = await seed.product();
      await seed.availability(dealer.shop.id, product.id, true);
      const customers = await Promise.all(Array.from({ length: 12 }, () => seed.user({ role: 'USER' })));
      const token = signToken(customers[0]!, server.app.deps.config.jwtSecret, '1h');
      const book = (customer: (typeof customers)[number]) =>
        server!.api
          .post('/api/test-drive')
          .set('authorization', `Bearer ${signToken(customer, server!.app.deps.config.jwtSecret, '1h')}`)
          .send({ productId: product.id, locationId: dealer.location.id, shopId: dealer.shop.id });

      // acknowledged before the backup starts
      const before = [];
      for (const customer of customers.slice(0, 6)) before.push(((await book(customer).expect(201)).body as { data: { _id: string } }).data._id);
      const upload = await server.api
        .post('/api/product/upload')
        .set('authorization', `Bearer ${signToken(admin, server.app.deps.config.jwtSecret, '1h')}`)
        .attach('images', PNG, 'front.png')
        .expect(200);
      const imagePath = new URL((upload.body as { imageUrls: string[] }).imageUrls[0]!).pathname;

      // the backup runs while more bookings come in
      const during = Promise.all(customers.slice(6).map((customer) => book(customer)));
      const { manifest, from } = await createBackup(dataDir, archive);
      // the server made the copy: the folder is locked, nobody else may open its database
      expect(from).toBe('server');
      const duringAnswers = await during;
      expect(duringAnswers.map((r) => r.status)).toEqual(duringAnswers.map(() => 201));
      expect(fs.statSync(archive).mode & 0o777).toBe(0o600);
      expect(manifest.rows.test_drives).toBeGreaterThanOrEqual(6);
      expect(manifest.files.map((f) => f.path)).toEqual(expect.arrayContaining(['database.tar.gz', 'jwt-secret', `uploads/${path.basename(imagePath)}`]));

      // the original is gone; a restore into a non-empty folder is refused
      await server.stop();
      server = undefined;
      fs.rmSync(dataDir, { recursive: true, force: true });
      fs.writeFileSync(path.join(restoredDir, 'note.txt'), 'something');
      await expect(restoreBackup(archive, restoredDir)).rejects.toThrow(/is not empty/);
      fs.rmSync(path.join(restoredDir, 'note.txt'));
      await restoreBackup(archive, restoredDir);

      restored = await startServer(restoredDir);
      const rides = await restored.database.db.select({ id: testDrives.id }).from(testDrives);
      expect(rides.map((r) => r.id)).toEqual(expect.arrayContaining(before));
      expect(rides.length).toBe(manifest.rows.test_drives);
      expect((await restored.database.db.select({ id: users.id }).from(users).where(eq(users.id, admin.id))).length).toBe(1);
      // the uploaded image is served again
      const image = await restored.api.get(imagePath).buffer(true).expect(200);
      expect(Buffer.compare(image.body as Buffer, PNG)).toBe(0);
      // a session issued before the backup still works: the secret came back with the data
      await restored.api.get('/api/test-drive').set('authorization', `Bearer ${token}`).expect(200);
    },
    SLOW_MS,
  );

  it(
    'backs up a stopped DATA_DIR by opening it under the lock, and refuses a folder without a database',
    async () => {
      const stoppedDir = fs.mkdtempSync(path.join(os.tmpdir(), 'evb-backup-stopped-'));
      const out = path.join(os.tmpdir(), `evb-backup-stopped-${process.pid}.tar.gz`);
      try {
        const database: DatabaseHandle = await openDatabase({ dataDir: path.join(stoppedDir, 'db') });
        await database.migrate();
        await createFactories(database.db).user({ role: 'USER' });
        await database.close();
        const { manifest, from } = await createBackup(stoppedDir, out);
        expect(from).toBe('folder');
        expect(manifest.rows.users).toBe(1);
        await expect(createBackup(fs.mkdtempSync(path.join(os.tmpdir(), 'evb-empty-')), out)).rejects.toThrow(/no embedded database/);
      } finally {
        fs.rmSync(stoppedDir, { recursive: true, force: true });
        fs.rmSync(out, { force: true });
      }
    },
    SLOW_MS,
  );
});
