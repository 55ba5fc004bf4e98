import { MESSAGES } from '@evbazaar/common/src/messages';
import { loadNamespace } from '@evbazaar/common/src/i18n/namespace';
import { authText } from '@evbazaar/common/src/i18n/text/auth.generated';
import { layoutText } from '@evbazaar/common/src/i18n/text/layout.generated';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { CombinedError, type Client } from 'urql';
import { fromValue, never } from 'wonka';
import Login from '../routes/login';
import { renderAt } from '../test/render';
import { failureText } from './errors';
import { LocaleProvider } from './i18n';
import { loadMessageText, messageTextReady, translateMessage } from './message-text';
import { notify, toaster } from './toaster';

const refused = { error: new CombinedError({ graphQLErrors: [{ message: MESSAGES.auth.invalidCredentials }] }) };
const refusingClient = {
  executeQuery: () => never,
  executeMutation: (operation: unknown) => fromValue({ operation, ...refused }),
  executeSubscription: () => never,
} as unknown as Client;

const loginIn = (locale: 'en' | 'hi', client?: Client) =>
  renderAt('/login', [{ path: '/login', element: <LocaleProvider value={locale}>{<Login />}</LocaleProvider> }], client);

describe('a text already in the page’s language', () => {
  it('is shown at once, without loading the messages’ translation', () => {
    window.history.pushState({}, '', '/hi/login');
    const shown = jest.spyOn(toaster, 'create');
    notify.success('सफलतापूर्वक लॉगिन हुआ!');
    expect(shown).toHaveBeenCalledWith(expect.objectContaining({ title: 'सफलतापूर्वक लॉगिन हुआ!' }));
    expect(messageTextReady('hi')).toBe(false);
    window.history.pushState({}, '', '/');
    jest.restoreAllMocks();
  });
});

describe('the messages of the forms and the server on a Hindi page', () => {
  beforeAll(() => Promise.all([loadNamespace(authText, 'hi'), loadNamespace(layoutText, 'hi')]));
  afterEach(() => {
    window.history.pushState({}, '', '/');
    jest.restoreAllMocks();
  });

  it('shows the shared schema’s field errors in Hindi, loading their translation only once the form is used', async () => {
    loginIn('hi');
    const submit = await screen.findByRole('button', { name: 'लॉगिन' });
    expect(messageTextReady('hi')).toBe(false); // a page not yet used has not loaded them
    fireEvent.click(submit);
    expect(await screen.findByText('ईमेल ज़रूरी है')).toBeInTheDocument();
    expect(screen.getByText('पासवर्ड ज़रूरी है')).toBeInTheDocument();
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
    expect(messageTextReady('hi')).toBe(true);
  });

  it('shows the server’s refusal in Hindi, on the page and in its toast', async () => {
    window.history.pushState({}, '', '/hi/login');
    const shown = jest.spyOn(toaster, 'create');
    loginIn('hi', refusingClient);
    fireEvent.change(await screen.findByLabelText(/ईमेल/), { target: { value: 'user@example.com' } });
    fireEvent.change(screen.getByLabelText(/पासवर्ड/, { selector: 'input' }), { target: { value: 'wrong-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'लॉगिन' }));
    expect(await screen.findByText('ईमेल या पासवर्ड गलत है')).toBeInTheDocument();
    await waitFor(() => expect(shown).toHaveBeenCalledWith(expect.objectContaining({ title: 'ईमेल या पासवर्ड गलत है', type: 'error' })));
  });

  it('keeps English pages, other texts and the back-office’s messages as they are', async () => {
    await loadMessageText('hi');
    expect(translateMessage(MESSAGES.auth.invalidCredentials, 'en')).toBe('Invalid email or password');
    expect(translateMessage('Ather 450X', 'hi')).toBe('Ather 450X');
    expect(translateMessage(MESSAGES.users.created, 'hi')).toBe(MESSAGES.users.created);
    window.history.pushState({}, '', '/login');
    expect(failureText(refused.error, 'Login failed. Please try again.')).toBe('Invalid email or password');
  });

  it('translates a message function with its arguments, a label among them', async () => {
    await loadMessageText('hi');
    expect(translateMessage(MESSAGES.validation.tooLong(MESSAGES.labels.landmark, 120), 'hi')).toBe('लैंडमार्क में अधिकतम 120 अक्षर हो सकते हैं');
    window.history.pushState({}, '', '/hi/login');
    expect(failureText(refused.error, 'x')).toBe('ईमेल या पासवर्ड गलत है');
    const shown = jest.spyOn(toaster, 'create');
    notify.success(MESSAGES.catalogue.addedToWishlist);
    expect(shown).toHaveBeenCalledWith(expect.objectContaining({ title: expect.not.stringContaining('Added') }));
  });
});
