import { GRIEVANCE, Legal, LegalPoints, Para, Points, Section } from './policy-parts';
import type { QaItem } from './qa-accordion';

/**
 * The privacy notice (issue 22): what this product collects, why, on what basis, for how long, who
 * sees it, and the rights of the person under the Digital Personal Data Protection Act, 2023. Every
 * statement describes what the code does; change the notice with the code it describes
 * (docs/decisions/0045). Its words are in the `legal` catalog, English and Hindi.
 */
export const PRIVACY_NOTICE: readonly QaItem[] = [
  {
    id: 'who-we-are',
    title: <Legal k="privacy.whoWeAre.title" />,
    desc: (
      <Section>
        <Para k="privacy.whoWeAre.p1" />
        <Para k="privacy.whoWeAre.p2" />
      </Section>
    ),
  },
  {
    id: 'what-we-collect',
    title: <Legal k="privacy.collect.title" />,
    desc: (
      <Section>
        <LegalPoints
          keys={[
            'privacy.collect.account',
            'privacy.collect.password',
            'privacy.collect.resets',
            'privacy.collect.bookings',
            'privacy.collect.wishlist',
            'privacy.collect.reviews',
            'privacy.collect.forms',
            'privacy.collect.mails',
            'privacy.collect.dealers',
            'privacy.collect.technical',
          ]}
        />
        <Para k="privacy.collect.notAsked" />
      </Section>
    ),
  },
  {
    id: 'why-and-basis',
    title: <Legal k="privacy.why.title" />,
    desc: (
      <Section>
        <LegalPoints keys={['privacy.why.account', 'privacy.why.rides', 'privacy.why.wishlist', 'privacy.why.forms', 'privacy.why.verify']} />
        <Para k="privacy.why.basis" />
        <Para k="privacy.why.noSale" />
      </Section>
    ),
  },
  {
    id: 'who-sees-it',
    title: <Legal k="privacy.who.title" />,
    desc: (
      <Section>
        <LegalPoints keys={['privacy.who.dealer', 'privacy.who.visitors', 'privacy.who.admins', 'privacy.who.providers', 'privacy.who.authorities']} />
      </Section>
    ),
  },
  {
    id: 'how-long',
    title: <Legal k="privacy.howLong.title" />,
    desc: (
      <Section>
        <LegalPoints
          keys={[
            'privacy.howLong.account',
            'privacy.howLong.rides',
            'privacy.howLong.messages',
            'privacy.howLong.tokens',
            'privacy.howLong.signIn',
            'privacy.howLong.logs',
          ]}
        />
      </Section>
    ),
  },
  {
    id: 'cookies',
    title: <Legal k="privacy.cookies.title" />,
    desc: (
      <Section>
        <Para k="privacy.cookies.intro" />
        <LegalPoints keys={['privacy.cookies.device', 'privacy.cookies.signIn', 'privacy.cookies.session', 'privacy.cookies.local']} />
      </Section>
    ),
  },
  {
    id: 'your-rights',
    title: <Legal k="privacy.rights.title" />,
    desc: (
      <Section>
        <Para k="privacy.rights.intro" />
        <LegalPoints
          keys={[
            'privacy.rights.access',
            'privacy.rights.correction',
            'privacy.rights.erasure',
            'privacy.rights.withdraw',
            'privacy.rights.grievance',
            'privacy.rights.nomination',
          ]}
        />
        <Para k="privacy.rights.confirm" values={{ days: GRIEVANCE.replyDays }} />
      </Section>
    ),
  },
  {
    id: 'grievance-officer',
    title: <Legal k="privacy.officer.title" />,
    desc: (
      <Section>
        <Para k="privacy.officer.intro" />
        <Points items={[<Legal key="email" k="privacy.officer.email" />, <Legal key="post" k="privacy.officer.post" />]} />
        <Para k="privacy.officer.reply" values={{ days: GRIEVANCE.replyDays }} />
      </Section>
    ),
  },
  {
    id: 'safety-children-changes',
    title: <Legal k="privacy.safety.title" />,
    desc: (
      <Section>
        <Para k="privacy.safety.security" />
        <Para k="privacy.safety.children" />
        <Para k="privacy.safety.changes" />
      </Section>
    ),
  },
];
