import { MESSAGES } from '../messages';
import { matchMessage, messageSources, TRANSLATED_MESSAGES } from './message-text';

describe('the messages a public page shows in its language', () => {
  it('are every text of the listed groups, each an ICU message, with no message left unmatched', () => {
    const { sources, problems } = messageSources();
    expect(problems).toEqual([]);
    expect(TRANSLATED_MESSAGES.length).toBeGreaterThan(10);
    expect(sources.get('people.nameRequired')).toEqual({ icu: 'Name is required' });
    // an apostrophe is ICU's escape character: written twice
    expect(sources.get('auth.awaitingVerification')?.icu).toBe("Your {0} account is waiting for an admin''s verification.");
    expect(sources.get('validation.tooLong')?.icu).toBe('{0} must be at most {1} characters');
    // the back-office's messages are not among them
    expect(sources.has('users.created')).toBe(false);
    expect(sources.has('auth.rolePurpose.USER')).toBe(false);
  });

  it('find a message by its English text, and a message function with its arguments', () => {
    expect(matchMessage(MESSAGES.auth.invalidCredentials)).toEqual({ key: 'auth.invalidCredentials', values: {} });
    expect(matchMessage(MESSAGES.validation.tooLong(MESSAGES.labels.landmark, 120))).toEqual({
      key: 'validation.tooLong',
      values: { 0: 'Landmark', 1: '120' },
    });
    expect(matchMessage(MESSAGES.testDrives.bookedFor('Fri 4 Dec, 11:00 – 11:30 IST'))).toEqual({
      key: 'testDrives.bookedFor',
      values: { 0: 'Fri 4 Dec, 11:00 – 11:30 IST' },
    });
    // the plain booking toast is not taken for the one with a time
    expect(matchMessage(MESSAGES.testDrives.booked)?.key).toBe('testDrives.booked');
  });

  it('find nothing for any other text: a message of the back-office, a translated one, a name', () => {
    expect(matchMessage(MESSAGES.users.created)).toBeUndefined();
    expect(matchMessage('ईमेल आवश्यक है')).toBeUndefined();
    expect(matchMessage('Ather 450X')).toBeUndefined();
    expect(matchMessage('')).toBeUndefined();
  });
});
