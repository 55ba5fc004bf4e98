import { Box, Flex, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { HelpLinks } from './help-links';

const QUICK_LINKS = [
  { label: 'Home', to: '/' },
  { label: 'About us', to: '/about' },
  { label: 'E-Vehicles', to: '/e_vehicles' },
  { label: 'Find a dealer', to: '/dealers' },
  { label: 'Blogs', to: '/blogs' },
  { label: 'Contact us', to: '/contact' },
  // the spec points this Quick Links entry to / (the policies column has the real page)
  { label: 'Register as a Dealer', to: '/' },
];

const POLICY_LINKS = [
  { label: 'Terms and Conditions', to: '/terms-and-conditions' },
  { label: 'Privacy Policy', to: '/privacy-policy' },
  { label: 'FAQ', to: '/faq' },
  { label: 'Career', to: '/career' },
  { label: 'Register as a Dealer', to: '/join-as-dealer' },
];

const SOCIAL = [
  { label: 'Facebook', href: 'https://www.facebook.com/' },
  { label: 'Instagram', href: 'https://www.instagram.com/' },
  { label: 'X', href: 'https://x.com/' },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/' },
  { label: 'YouTube', href: 'https://www.youtube.com/' },
];

const MAP_LINK = 'https://www.openstreetmap.org/?mlat=19.0760&mlon=72.8777#map=13/19.0760/72.8777';

function FooterLinks({ title, links }: { title: string; links: { label: string; to: string }[] }) {
  return (
    <Stack gap="2">
      <Heading as="h2" size="md" color="white">
        {title}
      </Heading>
      {links.map((l) => (
        <Link key={`${l.label}-${l.to}`} asChild color="gray.300" _hover={{ color: 'white' }}>
          <RouterLink to={l.to}>{l.label}</RouterLink>
        </Link>
      ))}
    </Stack>
  );
}

/** Contact details, a map of the Mumbai office (a static image, no third-party fetch), links, and the help line every page has. */
export function Footer() {
  return (
    <Box as="footer" bg="gray.900" color="gray.300" mt="16">
      <SimpleGrid maxW="7xl" mx="auto" px="4" py="12" gap="8" columns={{ base: 1, md: 2, lg: 4 }}>
        <Stack gap="2">
          <Heading as="h2" size="md" color="white">
            Contact
          </Heading>
          <Link href="tel:+912212345678" color="gray.300">
            +91 22 1234 5678
          </Link>
          <Link href="mailto:support@evbazaar.in" color="gray.300">
            support@evbazaar.in
          </Link>
          <Text>EV Bazaar, 4th Floor, Bandra Kurla Complex, Bandra East, Mumbai, Maharashtra 400051</Text>
          <Flex gap="3" wrap="wrap" role="group" aria-label="Social links">
            {SOCIAL.map((s) => (
              <Link key={s.label} href={s.href} target="_blank" rel="noopener noreferrer" color="gray.300" _hover={{ color: 'white' }}>
                {s.label}
              </Link>
            ))}
          </Flex>
        </Stack>
        <FooterLinks title="Quick Links" links={QUICK_LINKS} />
        <FooterLinks title="Policies" links={POLICY_LINKS} />
        <Stack gap="2">
          <Heading as="h2" size="md" color="white">
            Find us
          </Heading>
          <a href={MAP_LINK} target="_blank" rel="noopener noreferrer" aria-label="Open our Mumbai office on OpenStreetMap">
            <img
              src="/images/map-mumbai.svg"
              alt="Map of the EV Bazaar office in Mumbai"
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
          © {new Date().getFullYear()} EV Bazaar. Designed and developed by the EV Bazaar team.
        </Text>
      </Box>
    </Box>
  );
}
