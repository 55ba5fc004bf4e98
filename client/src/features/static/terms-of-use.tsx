import { Legal, LegalPoints, Para, Section } from './policy-parts';
import type { QaItem } from './qa-accordion';

/**
 * The terms of use (issue 22): accounts, bookings and cancellations, reviews, indicative prices,
 * liability. Like the privacy notice, each rule here is one the product enforces or a plain
 * statement of what EV Bazaar is; change them together with the code. Their words are in the
 * `legal` catalog, English and Hindi.
 */
export const TERMS_OF_USE: readonly QaItem[] = [
  {
    id: 'about',
    title: <Legal k="terms.about.title" />,
    desc: (
      <Section>
        <Para k="terms.about.p1" />
        <Para k="terms.about.p2" />
      </Section>
    ),
  },
  {
    id: 'accounts',
    title: <Legal k="terms.accounts.title" />,
    desc: (
      <Section>
        <LegalPoints keys={['terms.accounts.age', 'terms.accounts.password', 'terms.accounts.roles', 'terms.accounts.close']} />
      </Section>
    ),
  },
  {
    id: 'bookings',
    title: <Legal k="terms.bookings.title" />,
    desc: (
      <Section>
        <LegalPoints keys={['terms.bookings.free', 'terms.bookings.dealer', 'terms.bookings.cancel', 'terms.bookings.licence', 'terms.bookings.records']} />
      </Section>
    ),
  },
  {
    id: 'reviews',
    title: <Legal k="terms.reviews.title" />,
    desc: (
      <Section>
        <LegalPoints keys={['terms.reviews.once', 'terms.reviews.honest', 'terms.reviews.check', 'terms.reviews.allow']} />
      </Section>
    ),
  },
  {
    id: 'prices',
    title: <Legal k="terms.prices.title" />,
    desc: (
      <Section>
        <LegalPoints keys={['terms.prices.exShowroom', 'terms.prices.incentives', 'terms.prices.specs', 'terms.prices.invoice']} />
      </Section>
    ),
  },
  {
    id: 'use-of-the-site',
    title: <Legal k="terms.fair.title" />,
    desc: (
      <Section>
        <LegalPoints keys={['terms.fair.bookings', 'terms.fair.data', 'terms.fair.dealers', 'terms.fair.brands']} />
      </Section>
    ),
  },
  {
    id: 'liability',
    title: <Legal k="terms.liability.title" />,
    desc: (
      <Section>
        <Para k="terms.liability.p1" />
        <Para k="terms.liability.p2" />
      </Section>
    ),
  },
  {
    id: 'law-and-complaints',
    title: <Legal k="terms.law.title" />,
    desc: (
      <Section>
        <Para k="terms.law.complaints" />
        <Para k="terms.law.governing" />
        <Para k="terms.law.changes" />
      </Section>
    ),
  },
];
