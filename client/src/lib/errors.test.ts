import { CombinedError } from 'urql';
import { failureText, readFailure, RestError } from './errors';

const texts = { addFailed: 'Failed to add location', network: 'Network error. Please check your connection.' };
const answered = (status: number) => ({ status }) as Response;

describe('reading a failure', () => {
  it('reads the GraphQL message, code and field errors', () => {
    const error = new CombinedError({
      graphQLErrors: [{ message: 'Email already exists', extensions: { code: 'CONFLICT', fields: { email: 'Email already exists', bogus: 3 } } }],
    });
    expect(readFailure(error)).toEqual({ message: 'Email already exists', code: 'CONFLICT', fields: { email: 'Email already exists' }, unanswered: false });
  });

  it('reads a REST error body with its field errors', () => {
    const error = new RestError(400, { message: 'Validation failed', errors: { title: 'Title is required' } });
    expect(readFailure(error)).toMatchObject({ message: 'Validation failed', fields: { title: 'Title is required' }, unanswered: false });
  });

  it('tells a network error without an answer from one with an answer', () => {
    expect(readFailure(new CombinedError({ networkError: new Error('Failed to fetch') }))).toMatchObject({
      unanswered: true,
      transportMessage: 'Failed to fetch',
    });
    expect(readFailure(new CombinedError({ networkError: new Error('Bad gateway'), response: answered(502) }))).toMatchObject({ unanswered: false });
    expect(readFailure(new TypeError('Failed to fetch'))).toMatchObject({ unanswered: true, fields: {} });
  });
});

describe('the text of a failure', () => {
  it('shows the server message when the server refused', () => {
    const error = new CombinedError({ graphQLErrors: [{ message: 'City is required' }] });
    expect(failureText(error, texts.addFailed, { network: texts.network })).toBe('City is required');
  });

  it('shows the network text when no answer came', () => {
    const error = new CombinedError({ networkError: new Error('Failed to fetch') });
    expect(failureText(error, texts.addFailed, { network: texts.network })).toBe(texts.network);
    expect(failureText(error, texts.addFailed)).toBe(texts.addFailed);
  });

  it('shows the fallback when an answer came without a message, or nothing failed', () => {
    const error = new CombinedError({ networkError: new Error('Internal Server Error'), response: answered(500) });
    expect(failureText(error, texts.addFailed, { network: texts.network })).toBe(texts.addFailed);
    expect(failureText(undefined, texts.addFailed)).toBe(texts.addFailed);
  });

  it('appends the detail for the catalogue toasts', () => {
    const error = new CombinedError({ graphQLErrors: [{ message: 'Location not found' }] });
    expect(failureText(error, 'Error deleting location', { detail: true })).toBe('Error deleting location: Location not found');
    expect(failureText(new CombinedError({ networkError: new Error('Failed to fetch') }), 'Error fetching locations', { detail: true })).toBe(
      'Error fetching locations: Failed to fetch',
    );
  });

  it("keeps the spec's own text when asked to, but still tells a missing answer apart", () => {
    const refused = new CombinedError({ graphQLErrors: [{ message: 'Forbidden' }] });
    expect(failureText(refused, 'Failed to fetch contacts', { network: 'Error fetching contacts', serverMessage: false })).toBe('Failed to fetch contacts');
    const offline = new CombinedError({ networkError: new Error('Failed to fetch') });
    expect(failureText(offline, 'Failed to fetch contacts', { network: 'Error fetching contacts', serverMessage: false })).toBe('Error fetching contacts');
  });
});
