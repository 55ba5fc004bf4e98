import { screen } from '@testing-library/react';
import { renderAt } from '../test/render';
import Accessibility, { ACCESSIBILITY_EMAIL, ACCESSIBILITY_REVIEWED } from './accessibility';

describe('the accessibility statement', () => {
  beforeEach(() => renderAt('/accessibility', [{ path: '/accessibility', element: <Accessibility /> }]));

  it('says what it aims for and how that is checked', () => {
    expect(screen.getByRole('heading', { level: 1, name: 'Accessibility' })).toBeInTheDocument();
    expect(screen.getByText(/WCAG\) 2\.2 at level AA/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How we check it' })).toBeInTheDocument();
    expect(screen.getByText(/at 1366 px and at 390 px wide/)).toBeInTheDocument();
  });

  it('lists what does not work well yet', () => {
    expect(screen.getByRole('heading', { name: 'What does not work well yet' })).toBeInTheDocument();
    expect(screen.getByText(/API explorer\./)).toBeInTheDocument();
  });

  it('tells how to report a barrier, and when it was last reviewed', () => {
    expect(screen.getByRole('link', { name: ACCESSIBILITY_EMAIL })).toHaveAttribute('href', `mailto:${ACCESSIBILITY_EMAIL}`);
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    expect(screen.getByText(`Last reviewed: ${ACCESSIBILITY_REVIEWED}`)).toBeInTheDocument();
  });
});
