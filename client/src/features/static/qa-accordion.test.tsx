import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { PRIVACY_NOTICE } from './privacy-notice';
import { QaAccordion, type QaItem } from './qa-accordion';
import { TERMS_OF_USE } from './terms-of-use';

const ITEMS: readonly QaItem[] = [
  { id: 'a', title: 'Can I charge at home?', desc: 'Yes, from a 15 A socket.\n\nHave an electrician check it first.' },
  { id: 'b', title: 'What is the range?', desc: 'It depends on how you ride.' },
];

/** Lets the collapsibles finish the measuring they schedule for the next frames. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

async function show(items = ITEMS) {
  render(
    <ChakraProvider value={defaultSystem}>
      <MemoryRouter>
        <QaAccordion items={items} />
      </MemoryRouter>
    </ChakraProvider>,
  );
  await settle();
}

describe('QaAccordion', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('opens the first item, keeps the others closed, and shows an answer as its paragraphs', async () => {
    await show();
    expect(screen.getByRole('button', { name: 'Can I charge at home?' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'What is the range?' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Yes, from a 15 A socket.').tagName).toBe('P');
    expect(screen.getByText('Have an electrician check it first.').tagName).toBe('P');
  });

  it('lets several items be open at once, and closes one again', async () => {
    await show();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'What is the range?' }));
    await settle();
    expect(screen.getByRole('button', { name: 'What is the range?' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Can I charge at home?' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Can I charge at home?' }));
    await settle();
    expect(screen.getByRole('button', { name: 'Can I charge at home?' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the item the address names after #', async () => {
    window.history.replaceState(null, '', '/privacy-policy#b');
    Element.prototype.scrollIntoView = jest.fn();
    await show();
    expect(screen.getByRole('button', { name: 'What is the range?' })).toHaveAttribute('aria-expanded', 'true');
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
  });
});

describe('the policy texts', () => {
  it('give every section of the privacy notice and the terms its own anchor and title', () => {
    for (const items of [PRIVACY_NOTICE, TERMS_OF_USE]) {
      expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
      expect(new Set(items.map((i) => i.title)).size).toBe(items.length);
      for (const item of items) expect(item.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
    }
  });

  it('tell in the privacy notice what is kept, for how long, who sees it, and how to have it erased', async () => {
    await show(PRIVACY_NOTICE);
    const text = document.body.textContent ?? '';
    for (const fact of [
      'name, username, e-mail address and phone number',
      'bcrypt',
      'expires after 1 hour',
      'your phone number only while that ride is pending or confirmed',
      'never sees your address',
      'first name',
      'mail outbox',
      '180 days',
      'HttpOnly',
      'Erasure (deleting your account):',
      'There is no delete button on the site',
      'Nomination:',
      'Grievance Officer',
      'grievance@evbazaar.example',
      'We reply within 30 days',
      'Data Protection Board of India',
    ]) {
      expect([fact, text.includes(fact)]).toEqual([fact, true]);
    }
  });
});
