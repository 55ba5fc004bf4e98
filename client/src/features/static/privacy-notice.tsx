import { Text } from '@chakra-ui/react';
import { GRIEVANCE, GrievanceMail, Lead, PageLink, Points, Section } from './policy-parts';
import type { QaItem } from './qa-accordion';

/**
 * The privacy notice (issue 22): what this product collects, why, on what basis, for how long, who
 * sees it, and the rights of the person under the Digital Personal Data Protection Act, 2023. Every
 * statement describes what the code does; change the notice with the code it describes
 * (docs/decisions/0045).
 */
export const PRIVACY_NOTICE: readonly QaItem[] = [
  {
    id: 'who-we-are',
    title: 'Who we are and what this notice covers',
    desc: (
      <Section>
        <Text>
          EV Bazaar runs this website, a marketplace and catalogue of electric vehicles in India where you can compare vehicles, keep a wishlist and book test
          rides with dealer shops. For the personal data described here EV Bazaar is the Data Fiduciary under the Digital Personal Data Protection Act, 2023
          (the DPDP Act).
        </Text>
        <Text>
          This notice covers the website, its accounts for customers, dealers and agents, and the e-mails we send. Dealers are independent businesses: what a
          dealer does with your details outside EV Bazaar (for example when you buy a vehicle at the shop) is covered by that dealer&apos;s own notice.
        </Text>
      </Section>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'What personal data we collect',
    desc: (
      <Section>
        <Points
          items={[
            <>
              <Lead>Your account:</Lead> name, username, e-mail address and phone number, and your role (customer, dealer or agent). If you fill them in on your
              profile, also your country, state, city and address lines.
            </>,
            <>
              <Lead>Your password:</Lead> only as a bcrypt hash. Nobody at EV Bazaar can read your password.
            </>,
            <>
              <Lead>Password resets:</Lead> the link we mail you carries a random token that we store only as a hash; it works once and expires after 1 hour.
            </>,
            <>
              <Lead>Test-ride bookings:</Lead> the vehicle, the shop and location, the time you chose, the status of the ride, and any reason given when you or
              the dealer cancel it.
            </>,
            <>
              <Lead>Your wishlist:</Lead> the vehicles you save.
            </>,
            <>
              <Lead>Reviews:</Lead> the ratings and text you write after a completed test ride.
            </>,
            <>
              <Lead>Contact and career forms:</Lead> your name, e-mail address, phone number and message.
            </>,
            <>
              <Lead>E-mails we send:</Lead> mails about your test rides pass through our mail outbox (a send queue), which keeps a copy of each mail, its
              recipient and whether it was delivered.
            </>,
            <>
              <Lead>Dealers:</Lead> also the shop&apos;s name, address, phone number, stock and test-ride hours. Customers see the shop&apos;s name, address,
              stock and hours, and its phone number once they book there.
            </>,
            <>
              <Lead>Technical data:</Lead> your network (IP) address, to count sign-in attempts and form submissions against abuse and in our server logs; and
              the cookies and browser storage described under &quot;Cookies and browser storage&quot;.
            </>,
          ]}
        />
        <Text>We do not ask for Aadhaar, PAN, bank or card details, and we collect no location from your device.</Text>
      </Section>
    ),
  },
  {
    id: 'why-and-basis',
    title: 'Why we use it, and on what basis',
    desc: (
      <Section>
        <Points
          items={[
            <>To create and secure your account, sign you in, and let you reset a forgotten password.</>,
            <>To book, change and cancel test rides with the shop you choose, and to mail you and the shop about each change.</>,
            <>To keep your wishlist, and to show reviews of vehicles and shops to other shoppers.</>,
            <>To answer your contact message or consider your job application.</>,
            <>To verify dealer and agent accounts, and to keep the site safe from abuse.</>,
          ]}
        />
        <Text>
          We process your data on the basis of your consent, which you give when you create an account, send a form or post a review, and which you can withdraw
          at any time (see &quot;Your rights and how to use them&quot;). The details of a booking you make are data you give us voluntarily for that booking,
          which the DPDP Act allows us to use for it (section 7(a)). We also keep or disclose data where a law of India requires it.
        </Text>
        <Text>We do not sell your personal data, we do not use it for advertising, and the site loads no third-party trackers or analytics.</Text>
      </Section>
    ),
  },
  {
    id: 'who-sees-it',
    title: 'Who can see your data, and who we share it with',
    desc: (
      <Section>
        <Points
          items={[
            <>
              <Lead>The dealer you book with</Lead> sees your name and e-mail address with each booking at its own shop, and your phone number only while that
              ride is pending or confirmed. A dealer never sees your address or username, and never sees bookings at other shops. The shop is also named to you,
              with its phone number, so you can reach it.
            </>,
            <>
              <Lead>Other visitors</Lead> see only your first name next to a review of yours that we have approved, with its ratings and text. Nothing else
              about you is public.
            </>,
            <>
              <Lead>EV Bazaar&apos;s administrators</Lead> can see account details, bookings, reviews and form submissions, to verify dealers, moderate reviews,
              answer messages and help you with your account.
            </>,
            <>
              <Lead>Service providers</Lead> that host the site or deliver our e-mails process data only on our instructions and only to provide that service.
            </>,
            <>
              <Lead>Authorities</Lead>, when a law of India requires us to disclose data.
            </>,
          ]}
        />
      </Section>
    ),
  },
  {
    id: 'how-long',
    title: 'How long we keep it',
    desc: (
      <Section>
        <Points
          items={[
            <>
              <Lead>Your account</Lead>, wishlist and reviews: for as long as your account exists. When you ask us to erase your account we delete them, except
              what a law requires us to keep.
            </>,
            <>
              <Lead>Test-ride records</Lead> and the mails about them: for as long as your account exists. A booking is never silently deleted, because both you
              and the shop rely on its history. When you ask us to erase your account, we erase or anonymise your bookings too, unless a law requires us to keep
              them.
            </>,
            <>
              <Lead>Contact and career messages:</Lead> until we no longer need them to answer you or consider your application, or until you ask us to erase
              them.
            </>,
            <>
              <Lead>Password-reset tokens:</Lead> they stop working after 1 hour or once used.
            </>,
            <>
              <Lead>Sign-in protection:</Lead> counts of failed sign-ins and form submissions from an address last from 15 minutes to an hour. After a
              successful sign-in we remember, as a one-way hash together with your e-mail address, the network address you signed in from for 30 days, so that
              others&apos; wrong guesses do not lock you out.
            </>,
            <>
              <Lead>Server logs</Lead> record each request with its network address, but never passwords, tokens, e-mail addresses or phone numbers: one
              redaction step removes them before anything is written.
            </>,
          ]}
        />
      </Section>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and browser storage',
    desc: (
      <Section>
        <Text>We set only cookies the site needs to work; none of them is used for advertising or tracking.</Text>
        <Points
          items={[
            <>
              <Lead>Device cookie</Lead> (set when you sign in; lasts 180 days): holds a random device id and a signature, and its name carries a keyed hash of
              your e-mail address. It lets your own browser sign in even while strangers&apos; wrong guesses have locked your account for everyone else. It is
              HttpOnly, so no script on the page can read it.
            </>,
            <>
              <Lead>Sign-in cookie</Lead> (set when you sign in): keeps you signed in across tabs and restarts. It holds a random token that we store only as a
              hash, is HttpOnly and is sent only to the site&apos;s sign-in address. It lasts 30 days from your last visit (at most 180 days from signing in)
              when you choose to stay signed in, otherwise until you close the browser. Logout ends it, and a password reset or a change of your role ends it on
              every device.
            </>,
            <>
              <Lead>Session storage:</Lead> your short-lived sign-in token and your place in a vehicle list, in the tab you use the site in.
            </>,
            <>
              <Lead>Local storage:</Lead> the vehicles you put in the compare tray or add to a comparison, the state you chose for prices, and a flag that this
              browser is signed in (so a new tab knows to use the sign-in cookie). These hold no personal details and are never sent to us.
            </>,
          ]}
        />
      </Section>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights and how to use them',
    desc: (
      <Section>
        <Text>Under the DPDP Act you have these rights, and this is how you use them:</Text>
        <Points
          items={[
            <>
              <Lead>Access:</Lead> your <PageLink to="/profile">Profile</PageLink> page shows the details of your account; your{' '}
              <PageLink to="/wishlist">Wishlist</PageLink> and your test rides (<PageLink to="/book_ride">Booking ride</PageLink>) show what you saved and
              booked. For a summary of all the personal data we hold about you, how we use it and whom we have shared it with, write to the {GRIEVANCE.role}.
            </>,
            <>
              <Lead>Correction and updating:</Lead> change your phone number and address on your <PageLink to="/profile">Profile</PageLink> page at any time. To
              correct your name, username or e-mail address, which the profile shows but does not let you change, write to the {GRIEVANCE.role}.
            </>,
            <>
              <Lead>Erasure (deleting your account):</Lead> write to the {GRIEVANCE.role} from the e-mail address of your account and ask us to delete it. There
              is no delete button on the site. We erase your account with its wishlist, reviews and bookings, and your contact or career messages if you ask,
              and tell you what, if anything, a law requires us to keep and for how long.
            </>,
            <>
              <Lead>Withdrawing consent:</Lead> write to the {GRIEVANCE.role}. We then stop processing your data for the purposes you consented to and erase it
              as above; we can no longer keep an account for you.
            </>,
            <>
              <Lead>Grievance redressal:</Lead> if you are unhappy with how we handle your data or a request, write to the {GRIEVANCE.role}.
            </>,
            <>
              <Lead>Nomination:</Lead> you can name another person to use these rights for you if you die or become unable to; write to the {GRIEVANCE.role}{' '}
              with their name and contact details.
            </>,
          ]}
        />
        <Text>
          We may ask you to confirm that a request is yours, for example by writing from your account&apos;s e-mail address. We reply within{' '}
          {GRIEVANCE.replyDays} days. If you are not satisfied with our answer, you can complain to the Data Protection Board of India.
        </Text>
      </Section>
    ),
  },
  {
    id: 'grievance-officer',
    title: 'Grievance Officer',
    desc: (
      <Section>
        <Text>Questions, requests and complaints about your personal data go to our {GRIEVANCE.role}:</Text>
        <Points
          items={[
            <>
              E-mail: <GrievanceMail />
            </>,
            <>Post: {GRIEVANCE.postal}</>,
          ]}
        />
        <Text>We reply within {GRIEVANCE.replyDays} days of receiving your message.</Text>
      </Section>
    ),
  },
  {
    id: 'safety-children-changes',
    title: 'Security, children and changes to this notice',
    desc: (
      <Section>
        <Text>
          Every request is checked on the server for who may make it. Passwords, password-reset tokens and the tokens of sign-in cookies are stored only as
          hashes. If a breach affects your personal data, we will tell you and the Data Protection Board of India as the DPDP Act requires.
        </Text>
        <Text>
          EV Bazaar is meant for adults. If you are under 18, please ask a parent or guardian to create the account and book the test ride; we do not knowingly
          keep accounts of children.
        </Text>
        <Text>When we change this notice we publish the new version on this page with its date.</Text>
      </Section>
    ),
  },
];
