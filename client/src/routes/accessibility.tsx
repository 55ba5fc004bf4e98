import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { formatLongDate } from '@evbazaar/common/src/format/date';
import { legalText } from '@evbazaar/common/src/i18n/text/legal.generated';
import { BannerPage } from '../components/page-banner';
import { Legal, LegalPoints, Para, Points, Section, type TagRenderers } from '../features/static/policy-parts';
import { useLocale, useT } from '../lib/i18n';

/** Where barriers are reported, besides the contact form. */
export const ACCESSIBILITY_EMAIL = 'accessibility@evbazaar.in';

/** The date the site was last checked against this statement (and the statement last changed). */
export const ACCESSIBILITY_REVIEWED = '28 November 2026';
/** The same date, for the pages in other languages. */
const ACCESSIBILITY_REVIEWED_ON = '2026-11-28T12:00:00+05:30';

/** The report section's links: the accessibility mail and the phone line. */
const REPORT_TAGS: TagRenderers = {
  mail: () => (
    <Link href={`mailto:${ACCESSIBILITY_EMAIL}`} color="brand.fg" textDecoration="underline">
      {ACCESSIBILITY_EMAIL}
    </Link>
  ),
  phone: () => (
    <Link href="tel:+912212345678" color="brand.fg" textDecoration="underline">
      +91 22 1234 5678
    </Link>
  ),
};

export default function Accessibility() {
  const t = useT(legalText);
  const locale = useLocale();
  const reviewed = locale === 'en' ? ACCESSIBILITY_REVIEWED : formatLongDate(ACCESSIBILITY_REVIEWED_ON, locale);
  return (
    <BannerPage title={t('accessibility.title')} description={t('accessibility.description')} subtitle={t('accessibility.subtitle')} maxW="4xl">
      <Stack gap="8">
        <Section>
          <Para k="accessibility.intro" />
          <Text fontSize="sm">{t('accessibility.lastReviewed', { date: reviewed })}</Text>
        </Section>

        <Section>
          <Heading as="h2" size="lg">
            {t('accessibility.aim.title')}
          </Heading>
          <Para k="accessibility.aim.intro" />
          <LegalPoints
            keys={[
              'accessibility.aim.keyboard',
              'accessibility.aim.zoom',
              'accessibility.aim.contrast',
              'accessibility.aim.targets',
              'accessibility.aim.drag',
              'accessibility.aim.signIn',
              'accessibility.aim.errors',
              'accessibility.aim.charts',
              'accessibility.aim.motion',
              'accessibility.aim.help',
            ]}
          />
        </Section>

        <Section>
          <Heading as="h2" size="lg">
            {t('accessibility.check.title')}
          </Heading>
          <LegalPoints keys={['accessibility.check.axe', 'accessibility.check.keyboard', 'accessibility.check.components']} />
        </Section>

        <Section>
          <Heading as="h2" size="lg">
            {t('accessibility.gaps.title')}
          </Heading>
          <Para k="accessibility.gaps.intro" />
          {/* what is known not to work well yet: each stays listed until it is fixed */}
          <LegalPoints
            keys={[
              'accessibility.gaps.explorer',
              'accessibility.gaps.charts',
              'accessibility.gaps.video',
              'accessibility.gaps.screenReaders',
              'accessibility.gaps.mails',
              'accessibility.gaps.heading',
              'accessibility.gaps.images',
            ]}
          />
        </Section>

        <Section>
          <Heading as="h2" size="lg">
            {t('accessibility.report.title')}
          </Heading>
          <Para k="accessibility.report.intro" />
          <Points
            items={[
              <Legal key="email" k="accessibility.report.email" tags={REPORT_TAGS} />,
              <Legal key="form" k="accessibility.report.form" />,
              <Legal key="phone" k="accessibility.report.phone" tags={REPORT_TAGS} />,
            ]}
          />
        </Section>
      </Stack>
    </BannerPage>
  );
}
