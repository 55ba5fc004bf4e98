import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Fragment, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { AnimatedBackground } from '../../components/animated-background';
import { BackgroundVideo } from '../../components/background-video';
import { HelpLinks } from '../../components/help-links';
import { Logo } from '../../components/header';

/**
 * The auth pages' frame: moving background, logo to /, heading, general error line above the form,
 * and the help line every page has at the end (the spec hides the site footer here).
 * `video`: the spec's background video (register, forgot and reset password); else the gradient.
 */
export function AuthCard({ heading, error, video = false, children }: { heading: string; error?: string | null; video?: boolean; children: ReactNode }) {
  const Background = video ? BackgroundVideo : AnimatedBackground;
  return (
    <Background>
      <Box bg="white" rounded="xl" shadow="xl" p={{ base: '5', md: '8' }} w="full" maxW="md">
        <Stack gap="5">
          <Box alignSelf="center">
            <Logo />
          </Box>
          <Heading as="h1" size="xl" textAlign="center">
            {heading}
          </Heading>
          {error && (
            <Text role="alert" color="red.600" bg="red.50" px="3" py="2" rounded="md" fontSize="sm">
              {error}
            </Text>
          )}
          {children}
          <HelpLinks />
        </Stack>
      </Box>
    </Background>
  );
}

/** The line of links under an auth form to the other auth pages, separated by dots. */
export function AuthLinks({ links }: { links: { to: string; label: string }[] }) {
  return (
    <Text textAlign="center" fontSize="sm">
      {links.map(({ to, label }, i) => (
        <Fragment key={to}>
          {i > 0 && ' · '}
          <Link asChild color="brand.fg">
            <RouterLink to={to}>{label}</RouterLink>
          </Link>
        </Fragment>
      ))}
    </Text>
  );
}
