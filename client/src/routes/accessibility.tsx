import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { BannerPage } from '../components/page-banner';
import { Lead, PageLink, Points, Section } from '../features/static/policy-parts';

/** Where barriers are reported, besides the contact form. */
export const ACCESSIBILITY_EMAIL = 'accessibility@evbazaar.in';

/** The date the site was last checked against this statement (and the statement last changed). */
export const ACCESSIBILITY_REVIEWED = '28 November 2026';

/** What is known not to work well yet: each stays listed until it is fixed. */
const KNOWN_GAPS = [
  <>
    <Lead>API explorer.</Lead> The interactive API explorer for integrators (<code>/docs/api/explorer</code>) is a third-party editor; it is not part of the
    automated checks and its code editor is hard to use with a screen reader. The written API documentation at <code>/docs/api</code> is checked, at desktop
    width only.
  </>,
  <>
    <Lead>Charts.</Lead> The back-office charts show exact values on hover only; each chart has a table of the same figures under it (&quot;Show … as a
    table&quot;), which is the accessible way to read them.
  </>,
  <>
    <Lead>Background video.</Lead> The sign-up and password pages play a silent background video (no information in it); it can be paused with the button in the
    corner, and it does not play when your system asks for reduced motion or to save data.
  </>,
  <>
    <Lead>Screen reader testing.</Lead> Our checks are automated plus keyboard journeys; we have not yet tested every journey with each screen reader (NVDA,
    JAWS, VoiceOver, TalkBack). Tell us what does not work and we will fix it.
  </>,
  <>
    <Lead>E-mails and calendar files.</Lead> The e-mails we send (test-ride confirmations and changes, offers) and their calendar invitations have not yet been
    checked against these guidelines.
  </>,
  <>
    <Lead>Home page heading.</Lead> The home page&apos;s main heading is the title of the banner on show, so it changes as the banners rotate (it is not read
    out each time; pause the banners to keep it).
  </>,
  <>
    <Lead>Vehicle images and blog posts.</Lead> Photos uploaded by dealers and admins get the vehicle&apos;s or post&apos;s name as their text alternative,
    which does not describe what the photo shows.
  </>,
];

export default function Accessibility() {
  return (
    <BannerPage
      title="Accessibility"
      description="How EV Bazaar meets WCAG 2.2 AA, how we check it, what does not work yet and how to report a barrier."
      subtitle="EV Bazaar for everyone"
      maxW="4xl"
    >
      <Stack gap="8">
        <Section>
          <Text>
            We want everyone to be able to find, compare and test ride an electric vehicle on EV Bazaar, whatever device, browser or assistive technology they
            use. This statement covers the whole site: the public pages, sign-in and registration, the customer&apos;s pages and the back-office of dealers,
            agents and admins.
          </Text>
          <Text fontSize="sm">Last reviewed: {ACCESSIBILITY_REVIEWED}</Text>
        </Section>

        <Section>
          <Heading as="h2" size="lg">
            What we aim for
          </Heading>
          <Text>The site aims to conform to the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. Among other things, this means you can:</Text>
          <Points
            items={[
              'use every page with the keyboard alone, with the focus always visible, and skip straight to the content;',
              'zoom to 200 % and use the site on a 360 px wide phone without losing content;',
              'read text with a contrast of at least 4.5:1, our brand colours included;',
              'hit every button and link easily: targets are at least 24 by 24 pixels, or well spaced;',
              'do everything that can be dragged with a single tap or click too;',
              'sign in without a puzzle or a memory test, and paste your password from a password manager;',
              'hear form errors as they appear, each linked to its field, and hear messages such as "saved" or an error;',
              'read the figures of every chart as a table;',
              'pause the moving home banners and backgrounds; with reduced motion set in your system nothing moves by itself;',
              'find help in the same place on every page: the "Help / Contact" and "Accessibility" links at the bottom.',
            ]}
          />
        </Section>

        <Section>
          <Heading as="h2" size="lg">
            How we check it
          </Heading>
          <Points
            items={[
              'Before every release, an automated checker (axe-core, with the WCAG 2.0, 2.1 and 2.2 A and AA rules) opens every public page, every sign-in page, the customer’s pages and every back-office screen of each role, at 1366 px and at 390 px wide, with their dialogs and form errors open; any serious or critical failure stops the release.',
              'Keyboard journeys in a real browser go through main tasks with the keyboard only.',
              'Component tests check that form errors are linked to their fields, that messages are announced and that charts have their table.',
            ]}
          />
        </Section>

        <Section>
          <Heading as="h2" size="lg">
            What does not work well yet
          </Heading>
          <Text>We know of these gaps, and are working on them:</Text>
          <Points items={KNOWN_GAPS} />
        </Section>

        <Section>
          <Heading as="h2" size="lg">
            Report a barrier
          </Heading>
          <Text>
            If something on EV Bazaar is hard or impossible for you to use, please tell us: what you tried to do, on which page, and the device, browser and
            assistive technology you use, if any. We usually answer within a working day, and we can send you the information you need in another way meanwhile.
          </Text>
          <Points
            items={[
              <>
                <Lead>E-mail:</Lead>{' '}
                <Link href={`mailto:${ACCESSIBILITY_EMAIL}`} color="brand.fg" textDecoration="underline">
                  {ACCESSIBILITY_EMAIL}
                </Link>
              </>,
              <>
                <Lead>Contact form:</Lead> the <PageLink to="/contact">Contact us</PageLink> page.
              </>,
              <>
                <Lead>Phone:</Lead>{' '}
                <Link href="tel:+912212345678" color="brand.fg" textDecoration="underline">
                  +91 22 1234 5678
                </Link>
              </>,
            ]}
          />
        </Section>
      </Stack>
    </BannerPage>
  );
}
