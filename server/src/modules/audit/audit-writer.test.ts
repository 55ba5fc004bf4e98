import { eq, sql } from 'drizzle-orm';
import { auditEvents } from '../../db/schema';
import { freshDatabase } from '../../../test/helpers';
import { changesBetween, recordAudit } from './audit-writer';
import { callerFor, SYSTEM_CALLER } from './caller';

describe('the audit trail kernel: events written with the change, never edited', () => {
  let handle: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    handle = await freshDatabase();
    await handle.database.migrate();
  });
  afterAll(async () => {
    await handle.database.close();
    await handle.drop();
  });
  const db = () => handle.database.db;
  const admin = callerFor(
    { id: 'u1', role: 'ADMIN', email: 'admin@example.com', name: 'Asha' },
    { ip: '203.0.113.9', userAgent: 'Firefox', requestId: 'req-7' },
  );

  it('records the actor, targets, changes and context of a change in its transaction', async () => {
    await db().transaction(async (tx) => {
      await recordAudit(tx, admin, {
        action: 'product.updated',
        targets: [{ type: 'product', id: 'p1', label: 'Ather 450X' }],
        changes: { price: { from: 100, to: 120 } },
      });
    });
    const [row] = await db().select().from(auditEvents).where(eq(auditEvents.action, 'product.updated'));
    expect(row).toMatchObject({
      actorType: 'user',
      actorId: 'u1',
      actorName: 'Asha',
      actorRole: 'ADMIN',
      targets: [{ type: 'product', id: 'p1', label: 'Ather 450X' }],
      targetKeys: ['product:p1'],
      changes: { price: { from: 100, to: 120 } },
      context: { ip: '203.0.113.9', userAgent: 'Firefox', requestId: 'req-7' },
    });
  });

  it('rolls the event back with a change that fails', async () => {
    await expect(
      db().transaction(async (tx) => {
        await recordAudit(tx, SYSTEM_CALLER, { action: 'brand.deleted', targets: [{ type: 'brand', id: 'b1', label: null }] });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await db().select().from(auditEvents).where(eq(auditEvents.action, 'brand.deleted'))).toHaveLength(0);
  });

  it('refuses to edit an event in the database itself', async () => {
    await expect(db().execute(sql`update audit_events set action = 'nothing.happened'`)).rejects.toThrow();
    const [row] = await db().select().from(auditEvents).where(eq(auditEvents.actorId, 'u1'));
    expect(row.action).toBe('product.updated');
  });

  it('a key is the actor when a person comes with one', () => {
    const viaKey = callerFor({ id: 'u2', role: 'DEALER', email: 'd@example.com', name: null }, {}, 'key9');
    expect(viaKey.actor).toEqual({ type: 'api_key', id: 'key9', name: 'd@example.com', role: 'DEALER' });
  });
});

describe('changesBetween: the fields that differ, personal values hidden', () => {
  it('walks nested objects to dotted names and leaves equal fields out', () => {
    const before = { name: 'Ather 450X', colors: { Red: { price: 100 }, Blue: { price: 90 } }, range: 110 };
    const after = { name: 'Ather 450X', colors: { Red: { price: 120 }, Blue: { price: 90 } }, range: 110 };
    expect(changesBetween(before, after)).toEqual({ 'colors.Red.price': { from: 100, to: 120 } });
  });

  it('records a creation from nothing, and a personal field as changed without its values', () => {
    expect(changesBetween(null, { name: 'Shop', contact: '9876543210' }, { personal: ['contact'] })).toEqual({
      name: { from: null, to: 'Shop' },
      contact: { from: 'changed', to: 'changed' },
    });
  });

  it('never copies ignored fields, and bounds long texts', () => {
    const changes = changesBetween({ password: 'a', body: 'x' }, { password: 'b', body: 'y'.repeat(600) }, { ignore: ['password'] });
    expect(changes).toEqual({ body: { from: 'x', to: 'changed' } });
  });

  it('compares dates by their instant', () => {
    expect(changesBetween({ at: new Date(5) }, { at: new Date(5) })).toEqual({});
    expect(changesBetween({ at: new Date(5) }, { at: new Date(6) })).toEqual({ at: { from: new Date(5).toISOString(), to: new Date(6).toISOString() } });
  });
});
