import { MESSAGES } from '../messages';
import { outboxListSchema } from '../validation/reviews';
import { MAIL_FILTERS, MAIL_ROW_STATUSES, MAIL_STATUSES, MAIL_STATUS_LABELS, NEW_MAIL_ROW_STATUS, mailStatusOf } from './outbox';

describe('the outbox kernel', () => {
  it('stores a mail waiting, sent or failed, and writes it waiting', () => {
    expect(MAIL_ROW_STATUSES).toEqual(['waiting', 'sent', 'failed']);
    expect(NEW_MAIL_ROW_STATUS).toBe('waiting');
  });

  it('shows a row as sent, waiting for its first try, or failing once a try failed, retried or given up', () => {
    const shown = MAIL_ROW_STATUSES.flatMap((status) =>
      [null, 'connect ECONNREFUSED'].map((lastError) => [status, lastError, mailStatusOf({ status, lastError })]),
    );
    expect(shown).toEqual([
      ['waiting', null, 'waiting'],
      ['waiting', 'connect ECONNREFUSED', 'failing'],
      ['sent', null, 'sent'],
      // a sent mail's last error is cleared; were one left, it still reads sent
      ['sent', 'connect ECONNREFUSED', 'sent'],
      ['failed', null, 'waiting'],
      ['failed', 'connect ECONNREFUSED', 'failing'],
    ]);
    expect([...new Set(shown.map(([, , status]) => status))].sort()).toEqual([...MAIL_STATUSES].sort());
  });

  it('labels every shown status, and filters the outbox by all of them, failing first', () => {
    expect(MAIL_STATUSES.map((s) => MAIL_STATUS_LABELS[s])).toEqual(['sent', 'waiting', 'failing']);
    expect(MAIL_FILTERS.map((f) => f.status)).toEqual(['', 'failing', 'waiting', 'sent']);
    expect(MAIL_FILTERS.map((f) => f.label)).toEqual(['All mails', 'Failing', 'Waiting', 'Sent']);
  });

  it('the list schema takes the shown statuses, in any case, and names them when it refuses one', () => {
    for (const status of MAIL_STATUSES) expect(outboxListSchema.parse({ status: status.toUpperCase() })).toEqual({ status });
    expect(outboxListSchema.safeParse({ status: 'failed' }).error?.issues[0]?.message).toBe(MESSAGES.outbox.statusInvalid);
    expect(MESSAGES.outbox.statusInvalid).toBe(`Status must be ${MAIL_STATUSES.slice(0, -1).join(', ')} or ${MAIL_STATUSES.at(-1)}`);
  });
});
