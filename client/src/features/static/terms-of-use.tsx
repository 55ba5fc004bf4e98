import { Text } from '@chakra-ui/react';
import { GRIEVANCE, GrievanceMail, PageLink, Points, Section } from './policy-parts';
import type { QaItem } from './qa-accordion';

/**
 * The terms of use (issue 22): accounts, bookings and cancellations, reviews, indicative prices,
 * liability. Like the privacy notice, each rule here is one the product enforces or a plain
 * statement of what EV Bazaar is; change them together with the code.
 */
export const TERMS_OF_USE: readonly QaItem[] = [
  {
    id: 'about',
    title: 'About EV Bazaar and these terms',
    desc: (
      <Section>
        <Text>
          EV Bazaar is a marketplace and catalogue of electric vehicles in India. We show vehicles, indicative prices and reviews, and we pass your test-ride
          bookings to dealer shops. We do not sell vehicles ourselves: a purchase is a contract between you and the dealer.
        </Text>
        <Text>
          By using the site you accept these terms. Our <PageLink to="/privacy-policy">Privacy Policy</PageLink> explains how we handle your personal data.
        </Text>
      </Section>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account',
    desc: (
      <Section>
        <Points
          items={[
            <>You must be 18 or older to create an account. Give your real name, e-mail address and phone number, and keep them up to date.</>,
            <>Keep your password to yourself. You are responsible for what is done with your account; tell us at once if you think someone else has used it.</>,
            <>
              You can register as a customer, a dealer or an agent. Dealer and agent accounts can sign in only after an EV Bazaar administrator has verified
              them.
            </>,
            <>
              We may suspend or close an account that breaks these terms, for example one that makes false bookings, posts abusive reviews or tries to get
              around the site&apos;s security. To close your own account, write to the {GRIEVANCE.role} at <GrievanceMail />.
            </>,
          ]}
        />
      </Section>
    ),
  },
  {
    id: 'bookings',
    title: 'Test-ride bookings and cancellations',
    desc: (
      <Section>
        <Points
          items={[
            <>Booking a test ride is free. A booking is a request to the shop you choose; it stays pending until the dealer confirms it.</>,
            <>
              The dealer may confirm your ride, move it to another time, or cancel it with a reason. You get an e-mail about every change and can see the status
              in <PageLink to="/book_ride">Booking ride</PageLink>.
            </>,
            <>
              You can cancel your own ride while it is pending or confirmed, in Booking ride, and move it to another free slot of the shop. Please cancel if you
              cannot come, so the slot goes to someone else.
            </>,
            <>
              Bring a valid driving licence for the class of vehicle, wear a helmet on a two-wheeler, and follow the dealer&apos;s instructions. The dealer may
              ask for identification and may refuse a ride for safety reasons.
            </>,
            <>
              Bookings are kept as a record for you and the shop; a cancelled ride stays in the list marked as cancelled. Repeated bookings you do not turn up
              for may lead us to close your account.
            </>,
          ]}
        />
      </Section>
    ),
  },
  {
    id: 'reviews',
    title: 'Reviews',
    desc: (
      <Section>
        <Points
          items={[
            <>You can review a vehicle and a shop once for each test ride that took place, so every review comes from a real rider.</>,
            <>
              Write about your own experience, honestly. Do not post abuse, advertising, someone else&apos;s personal details such as a phone number, or
              anything unlawful.
            </>,
            <>
              We check reviews before they appear and may hide one that breaks these rules, with a reason. An approved review shows your first name, its ratings
              and its text.
            </>,
            <>By posting a review you allow EV Bazaar to show it on the site.</>,
          ]}
        />
      </Section>
    ),
  },
  {
    id: 'prices',
    title: 'Prices and vehicle information are indicative',
    desc: (
      <Section>
        <Points
          items={[
            <>
              Ex-showroom prices come from makers and dealers and can change without notice. The on-road price we show is an estimate: road tax, registration,
              insurance and subsidies are indicative figures for your state, each with its source and the date it was last checked.
            </>,
            <>
              Central and state incentives depend on the scheme&apos;s rules, the model and your eligibility, and can change or end. EMI and running-cost
              figures are estimates from the numbers you enter.
            </>,
            <>
              Range, charging time, speed and other specifications are the maker&apos;s claims; what you get on the road depends on how and where you ride.
              Pictures and colours are for illustration.
            </>,
            <>The price you pay is the one the dealer quotes and invoices. Check it, and the vehicle&apos;s details, with the dealer before you buy.</>,
          ]}
        />
      </Section>
    ),
  },
  {
    id: 'use-of-the-site',
    title: 'Using the site fairly',
    desc: (
      <Section>
        <Points
          items={[
            <>Do not make bookings you do not intend to keep, or send forms on someone else&apos;s behalf without their permission.</>,
            <>
              Do not try to reach data that is not yours, get around the limits on sign-in attempts and forms, or overload the site with automated requests.
              Developers are welcome to use our public API within its documented limits.
            </>,
            <>
              Dealers must keep their shop details and stock up to date, answer test-ride requests promptly, and use customers&apos; details only to arrange the
              test ride.
            </>,
            <>Vehicle names, brand names and logos belong to their owners; the site&apos;s own text and design belong to EV Bazaar.</>,
          ]}
        />
      </Section>
    ),
  },
  {
    id: 'liability',
    title: 'Our liability',
    desc: (
      <Section>
        <Text>
          We work to keep the site available and its information correct, but we provide it as it is, without a promise that it is always available, complete or
          free of errors. We are not a party to the sale of a vehicle, and the dealer is responsible for the vehicle, the test ride it gives and what it sells
          you.
        </Text>
        <Text>
          As far as the law allows, EV Bazaar is not liable for indirect or consequential loss, or for loss caused by relying on indicative prices or a
          maker&apos;s specifications. Nothing in these terms limits a liability that cannot be limited under Indian law, or your rights under the Consumer
          Protection Act, 2019.
        </Text>
      </Section>
    ),
  },
  {
    id: 'law-and-complaints',
    title: 'Complaints, governing law and changes',
    desc: (
      <Section>
        <Text>
          For a complaint about the site, a booking or a review, write to our {GRIEVANCE.role} at <GrievanceMail /> or to {GRIEVANCE.postal}. We acknowledge it
          within 48 hours and aim to resolve it within one month.
        </Text>
        <Text>These terms are governed by the laws of India, and the courts at Mumbai have jurisdiction over disputes about them.</Text>
        <Text>When we change these terms we publish the new version on this page with its date; using the site after that means you accept it.</Text>
      </Section>
    ),
  },
];
