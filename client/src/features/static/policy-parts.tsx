import { Link, List, Stack, Text } from '@chakra-ui/react';
import { formatLongDate } from '@evbazaar/common/src/format/date';
import type { KeyOf } from '@evbazaar/common/src/i18n/namespace';
import { legalText } from '@evbazaar/common/src/i18n/text/legal.generated';
import { Fragment, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useLocale, useT } from '../../lib/i18n';

/**
 * Who answers privacy requests and complaints. The address is a placeholder domain until the
 * business names its real one; the postal address is the Mumbai office of the footer. The pages'
 * texts carry the role and the address in each language (the `legal` catalog, grievancePostal).
 */
export const GRIEVANCE = {
  role: 'Grievance Officer',
  email: 'grievance@evbazaar.example',
  postal: 'EV Bazaar, 4th Floor, Bandra Kurla Complex, Bandra East, Mumbai, Maharashtra 400051',
  /** how soon a privacy request or complaint is answered */
  replyDays: 30,
} as const;

/** The date the privacy notice and the terms last changed (the English page's words; POLICIES_UPDATED_ON for other languages). */
export const POLICIES_UPDATED = '27 November 2026';
export const POLICIES_UPDATED_ON = '2026-11-27T12:00:00+05:30';

/** A section's paragraphs and lists, spaced alike on every policy page. */
export function Section({ children }: { children: ReactNode }) {
  return <Stack gap="3">{children}</Stack>;
}

/** A bulleted list of a section. */
export function Points({ items }: { items: ReactNode[] }) {
  return (
    <List.Root gap="2" ps="5">
      {items.map((item, i) => (
        <List.Item key={i}>{item}</List.Item>
      ))}
    </List.Root>
  );
}

/** A label in bold at the start of a point ("Account: …"). */
export const Lead = ({ children }: { children: ReactNode }) => (
  <Text as="span" fontWeight="semibold">
    {children}
  </Text>
);

/** A link to a page of the site. */
export function PageLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link asChild color="brand.fg" textDecoration="underline">
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}

/** The Grievance Officer's e-mail address as a mail link. */
export function GrievanceMail() {
  return (
    <Link href={`mailto:${GRIEVANCE.email}`} color="brand.fg" textDecoration="underline">
      {GRIEVANCE.email}
    </Link>
  );
}

/** What a tag of a legal text renders: `<b>…</b>`, `<profile>…</profile>`, or a self-closing `<mail/>`. */
export type TagRenderers = Readonly<Record<string, (children: ReactNode) => ReactNode>>;

const pageLink = (to: string) => (children: ReactNode) => <PageLink to={to}>{children}</PageLink>;

/** The tags every legal text may use: the bold lead of a point, code, pages of the site and the Grievance Officer's mail. */
const TAGS: TagRenderers = {
  b: (children) => <Lead>{children}</Lead>,
  code: (children) => <code>{children}</code>,
  mail: () => <GrievanceMail />,
  postal: () => <Legal k="grievancePostal" />,
  privacy: pageLink('/privacy-policy'),
  profile: pageLink('/profile'),
  wishlist: pageLink('/wishlist'),
  bookRide: pageLink('/book_ride'),
  contact: pageLink('/contact'),
};

const TAG = /<([a-zA-Z]+)\/>|<([a-zA-Z]+)>([\s\S]*?)<\/\2>/g;

/** A translated text with its (not nested) tags rendered: the words stay in the catalog, in each language's order. */
export function richText(text: string, tags: TagRenderers = TAGS): ReactNode[] {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const match of text.matchAll(TAG)) {
    if (match.index > at) parts.push(text.slice(at, match.index));
    const name = match[1] ?? match[2];
    const render = tags[name] ?? TAGS[name];
    parts.push(<Fragment key={match.index}>{render ? render(match[3] ?? null) : match[0]}</Fragment>);
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push(text.slice(at));
  return parts;
}

export type LegalKey = KeyOf<typeof legalText>;

/** One text of the legal pages in the page's language, its tags rendered. */
export function Legal({ k, values, tags }: { k: LegalKey; values?: Record<string, string | number>; tags?: TagRenderers }) {
  const t = useT(legalText) as (key: LegalKey, values?: Record<string, string | number>) => string;
  return <>{richText(t(k, values), tags)}</>;
}

/** A paragraph of a legal page. */
export const Para = ({ k, values }: { k: LegalKey; values?: Record<string, string | number> }) => (
  <Text>
    <Legal k={k} values={values} />
  </Text>
);

/** A bulleted list of legal texts. */
export const LegalPoints = ({ keys }: { keys: LegalKey[] }) => (
  <Points
    items={keys.map((k) => (
      <Legal key={k} k={k} />
    ))}
  />
);

/** "Last updated: 27 November 2026" under a policy's lead-in, the date in the page's language. */
export function PoliciesUpdated() {
  const t = useT(legalText);
  const locale = useLocale();
  return <Text fontSize="sm">{t('lastUpdated', { date: locale === 'en' ? POLICIES_UPDATED : formatLongDate(POLICIES_UPDATED_ON, locale) })}</Text>;
}
