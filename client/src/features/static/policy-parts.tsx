import { Link, List, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/**
 * Who answers privacy requests and complaints. The address is a placeholder domain until the
 * business names its real one; the postal address is the Mumbai office of the footer.
 */
export const GRIEVANCE = {
  role: 'Grievance Officer',
  email: 'grievance@evbazaar.example',
  postal: 'EV Bazaar, 4th Floor, Bandra Kurla Complex, Bandra East, Mumbai, Maharashtra 400051',
  /** how soon a privacy request or complaint is answered */
  replyDays: 30,
} as const;

/** The date the privacy notice and the terms last changed. */
export const POLICIES_UPDATED = '27 November 2026';

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
