import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Client } from 'urql';
import { fromValue, never } from 'wonka';
import { TOKEN_KEY } from '../lib/session-token';
import { fakeToken, renderAt } from '../test/render';
import { LanguageSwitch } from './language-switch';

/** A client that answers setMyLanguage and keeps the languages sent. */
function languageClient() {
  const sent: unknown[] = [];
  const client = {
    executeQuery: () => never,
    executeMutation: (operation: { variables: { language: string } }) => {
      sent.push(operation.variables.language);
      return fromValue({
        operation,
        stale: false,
        hasNext: false,
        data: { setMyLanguage: { __typename: 'User', id: 'u1', language: operation.variables.language } },
      });
    },
    executeSubscription: () => never,
  } as unknown as Client;
  return { client, sent };
}

describe('the language switch', () => {
  beforeEach(() => {
    sessionStorage.clear();
    document.cookie = 'evb_lang=; max-age=0; path=/';
  });

  it('links the same page, its filters included, in each language, each named in itself', () => {
    renderAt('/e_vehicles/scooter?sort=price_asc', [{ path: '/e_vehicles/scooter', element: <LanguageSwitch full /> }]);
    expect(screen.getByRole('link', { name: 'हिन्दी' })).toHaveAttribute('href', '/hi/e_vehicles/scooter?sort=price_asc');
    expect(screen.getByRole('link', { name: 'हिन्दी' })).toHaveAttribute('lang', 'hi');
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
  });

  it('remembers a guest’s choice and where they were, and lets the browser load the other page', async () => {
    renderAt('/e_vehicles/scooter?sort=price_asc', [{ path: '/e_vehicles/scooter', element: <LanguageSwitch full /> }]);
    window.scrollY = 640;
    const link = screen.getByRole('link', { name: 'हिन्दी' });
    link.addEventListener('click', (e) => e.preventDefault()); // jsdom does not navigate
    await userEvent.setup().click(link);
    expect(document.cookie).toContain('evb_lang=hi');
    expect(JSON.parse(sessionStorage.getItem('evb:language-switch-scroll')!)).toEqual({ target: '/hi/e_vehicles/scooter?sort=price_asc', y: 640 });
  });

  it('keeps a signed-in reader’s choice on the profile (the language of their mails) before going', async () => {
    sessionStorage.setItem(TOKEN_KEY, fakeToken({ sub: 'u1', email: 'asha@example.com', name: 'Asha', role: 'USER' }));
    const { client, sent } = languageClient();
    renderAt('/e_vehicles/scooter', [{ path: '/e_vehicles/scooter', element: <LanguageSwitch full /> }], client);
    const link = screen.getByRole('link', { name: 'हिन्दी' });
    let leftAlone = true;
    // after React's own handler (on the root), as the browser would see it
    document.addEventListener('click', (e) => (leftAlone = !e.defaultPrevented), { once: true });
    await userEvent.setup().click(link);
    // the switch holds the page until the choice is saved (it then loads the Hindi page itself)
    expect(leftAlone).toBe(false);
    await waitFor(() => expect(sent).toEqual(['HI']));
  });
});
