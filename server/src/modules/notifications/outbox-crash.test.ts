import { eq, sql } from 'drizzle-orm';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config';
import { openDatabase } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { createMailer, type Mailer } from '../../lib/mail';
import { useTestApp, type TestApp } from '../../../test/helpers';
import { createOutboxWorker, messageIdOf } from './outbox-worker';

const LEASE_MS = 2_000;
const POLL_MS = 50;
// the app's own worker stays out of the way: the two workers of this test are the only senders
const QUIET: Config['outbox'] = { pollMs: 3_600_000, retryBaseMs: 50, maxAttempts: 3, leaseMs: LEASE_MS };

/** On PostgreSQL, a new pool on the test file's database (as a second server process has); undefined on PGlite. */
async function secondConnection(t: TestApp) {
  if (!process.env.DATABASE_URL) return undefined;
  const result = (await t.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${result.rows[0]!.name}`;
  return openDatabase({ databaseUrl: url.toString() });
}

/** The Message-ID header of each .eml file written to `dir`, oldest first. */
const messageIds = (dir: string) =>
  (fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []).map((file) => /^Message-ID: (.*)$/im.exec(fs.readFileSync(path.join(dir, file), 'utf8'))?.[1]?.trim());

describe('a mail claimed by a worker that crashed', () => {
  const { t } = useTestApp({ config: { outbox: QUIET } });

  it('goes out within one lease through another worker, with the Message-ID of the first attempt', async () => {
    const [mail] = await t.db
      .insert(mailOutbox)
      .values({
        kind: 'ride.confirmed',
        recipient: 'rider@example.com',
        audience: 'customer',
        subject: 'Your test ride is confirmed',
        text: 'See you at the shop.',
      })
      .returning();
    const wire = path.join(t.config.dataDir, 'crash-outbox');
    const eml = createMailer({ outboxDir: wire, from: t.config.mailFrom });

    // the first worker hands the mail to the mail server, then dies before it can record `sent`
    let handedOver!: () => void;
    const firstSend = new Promise<void>((resolve) => (handedOver = resolve));
    const dying: Mailer = {
      async send(message) {
        await eml.send(message);
        handedOver();
        return new Promise<void>(() => {}); // never settles: the process is gone
      },
    };
    void createOutboxWorker({ ...t.app.deps, mailer: dying }).drain();
    await firstSend;
    const claimedAt = Date.now();
    const claimed = (await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, mail!.id)))[0]!;
    expect(claimed).toMatchObject({ status: 'waiting', attempts: 1 });

    // a second process's worker, polling as a server does
    const other = await secondConnection(t);
    const second = createOutboxWorker({ ...t.app.deps, db: other?.db ?? t.db, mailer: eml, config: { ...t.config, outbox: { ...QUIET, pollMs: POLL_MS } } });
    try {
      // still leased: nobody sends it again while the first claim holds
      expect(await second.drain()).toBe(0);
      second.start();
      let row = claimed;
      while (row.status !== 'sent' && Date.now() - claimedAt < 10 * LEASE_MS) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        row = (await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, mail!.id)))[0]!;
      }
      expect(row).toMatchObject({ status: 'sent', attempts: 2 });
      // sent again once the first claim's lease ended (the database's clock), a poll after it; a busy
      // machine may add some, but never another lease
      const lateMs = row.sentAt!.getTime() - claimed.lockedUntil!.getTime();
      expect(lateMs).toBeGreaterThanOrEqual(0);
      expect(lateMs).toBeLessThan(LEASE_MS);
      console.log(`outbox crash figures: lease ${LEASE_MS} ms, sent again ${lateMs} ms after the lease ended`);
    } finally {
      await second.stop();
      await other?.close();
    }

    // the two copies on the wire carry one Message-ID, derived from the outbox row
    const ids = messageIds(wire);
    expect(ids).toEqual([messageIdOf(mail!.id, t.config.publicUrl), messageIdOf(mail!.id, t.config.publicUrl)]);
    expect(ids[0]).toBe(`<outbox-${mail!.id}@localhost>`);
  });
});
