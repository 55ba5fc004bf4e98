import { Box, Flex, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { KeyOf } from '@evbazaar/common/src/i18n/namespace';
import { layoutText } from '@evbazaar/common/src/i18n/text/layout.generated';
import { useT } from '../lib/i18n';
import { HelpLinks } from './help-links';

type LayoutKey = KeyOf<typeof layoutText>;

const QUICK_LINKS = [
  { label: 'nav.home', to: '/' },
  { label: 'nav.about', to: '/about' },
  { label: 'nav.eVehicles', to: '/e_vehicles' },
  { label: 'nav.dealers', to: '/dealers' },
  { label: 'nav.blogs', to: '/blogs' },
  { label: 'nav.contact', to: '/contact' },
  // the spec points this Quick Links entry to / (the policies column has the real page)
  { label: 'footer.registerDealer', to: '/' },
] satisfies FooterLink[];

const POLICY_LINKS = [
  { label: 'footer.terms', to: '/terms-and-conditions' },
  { label: 'footer.privacy', to: '/privacy-policy' },
  { label: 'footer.faq', to: '/faq' },
  { label: 'footer.career', to: '/career' },
  { label: 'footer.registerDealer', to: '/join-as-dealer' },
] satisfies FooterLink[];

const SOCIAL = [
  { label: 'Facebook', href: 'https://www.facebook.com/' },
  { label: 'Instagram', href: 'https://www.instagram.com/' },
  { label: 'X', href: 'https://x.com/' },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/' },
  { label: 'YouTube', href: 'https://www.youtube.com/' },
];

const MAP_LINK = 'https://www.openstreetmap.org/?mlat=19.0760&mlon=72.8777#map=13/19.0760/72.8777';

interface FooterLink {
  label: LayoutKey;
  to: string;
}

function FooterLinks({ title, links }: { title: string; links: FooterLink[] }) {
  const t = useT(layoutText);
  return (
    <Stack gap="2">
      <Heading as="h2" size="md" color="white">
        {title}
      </Heading>
      {links.map((l) => (
        <Link key={`${l.label}-${l.to}`} asChild color="gray.300" _hover={{ color: 'white' }}>
          <RouterLink to={l.to}>{t(l.label)}</RouterLink>
        </Link>
      ))}
    </Stack>
  );
}

/** Contact details, a map of the Mumbai office (a static image, no third-party fetch), links, and the help line every page has. */
export function Footer() {
  const t = useT(layoutText);
  return (
    <Box as="footer" bg="gray.900" color="gray.300" mt="16">
      <SimpleGrid maxW="7xl" mx="auto" px="4" py="12" gap="8" columns={{ base: 1, md: 2, lg: 4 }}>
        <Stack gap="2">
          <Heading as="h2" size="md" color="white">
            {t('footer.contact')}
          </Heading>
          <Link href="tel:+912212345678" color="gray.300">
            +91 22 1234 5678
          </Link>
          <Link href="mailto:support@evbazaar.in" color="gray.300">
            support@evbazaar.in
          </Link>
          <Text>{t('footer.address')}</Text>
          <Flex gap="3" wrap="wrap" role="group" aria-label={t('footer.social')}>
            {SOCIAL.map((s) => (
              <Link key={s.label} href={s.href} target="_blank" rel="noopener noreferrer" color="gray.300" _hover={{ color: 'white' }}>
                {s.label}
              </Link>
            ))}
          </Flex>
        </Stack>
        <FooterLinks title={t('footer.quickLinks')} links={QUICK_LINKS} />
        <FooterLinks title={t('footer.policies')} links={POLICY_LINKS} />
        <Stack gap="2">
          <Heading as="h2" size="md" color="white">
            {t('footer.findUs')}
          </Heading>
          <a href={MAP_LINK} target="_blank" rel="noopener noreferrer" aria-label={t('footer.mapLink')}>
            <img
              src="/images/map-mumbai.svg"
              alt={t('footer.mapAlt')}
              width={320}
              height={200}
              loading="lazy"
              decoding="async"
              style={{ borderRadius: 8, width: '100%', height: 'auto' }}
            />
          </a>
        </Stack>
      </SimpleGrid>
      <Box py="4" borderTopWidth="1px" borderColor="gray.700">
        <HelpLinks tone="onDark" />
        <Text textAlign="center" fontSize="sm" mt="2">
          {t('footer.copyright', { year: String(new Date().getFullYear()) })}
        </Text>
      </Box>
    </Box>
  );
}
