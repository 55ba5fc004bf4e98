import { screen, within } from '@testing-library/react';
import { AuthCard } from '../features/auth/auth-card';
import { DashboardShell } from '../features/dashboard/dashboard-shell';
import { renderAt } from '../test/render';
import { Footer } from './footer';

/** The help line's links, as a screen reader lists them. */
function helpLinks() {
  const nav = screen.getByRole('navigation', { name: 'Help' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

const expected = [
  ['Help / Contact', '/contact'],
  ['Accessibility', '/accessibility'],
];

// WCAG 3.2.6: the same help, with the same words, after the content of every kind of page
describe('consistent help', () => {
  it('the site footer of the public pages has the help line', () => {
    renderAt('/', [{ path: '/', element: <Footer /> }]);
    expect(helpLinks()).toEqual(expected);
  });

  it('the sign-in pages, which have no site footer, have it under their form', () => {
    renderAt('/login', [{ path: '/login', element: <AuthCard heading="Login to the product">form</AuthCard> }]);
    expect(helpLinks()).toEqual(expected);
  });

  it('the back-office, which has no site footer, has it under every screen', () => {
    renderAt('/dashboard', [{ path: '/dashboard', element: <DashboardShell /> }]);
    expect(helpLinks()).toEqual(expected);
  });
});
