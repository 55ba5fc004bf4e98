import { Box, Flex, Link } from '@chakra-ui/react';
import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router';
import { layoutText } from '@evbazaar/common/src/i18n/text/layout.generated';
import { useT } from '../lib/i18n';

/** Where help is: the same two links, with the same words, on every page (WCAG 3.2.6, consistent help). */
export const HELP_LINKS = [
  { label: 'help.contact', to: '/contact' },
  { label: 'help.accessibility', to: '/accessibility' },
] as const;

/**
 * The help line, after the page's content on every page: in the site footer, under the sign-in
 * pages' card and under every back-office screen (pages whose site footer the spec hides).
 * `tone`: light text for the dark footer, the brand's green on white elsewhere.
 */
export function HelpLinks({ tone = 'onLight' }: { tone?: 'onLight' | 'onDark' }) {
  const color = tone === 'onDark' ? 'gray.200' : 'brand.fg';
  const t = useT(layoutText);
  return (
    <Box as="nav" aria-label={t('help.label')} fontSize="sm" data-testid="help-links">
      <Flex as="ul" listStyleType="none" gap="1" justify="center" align="center" wrap="wrap">
        {HELP_LINKS.map(({ label, to }, i) => (
          <Fragment key={to}>
            {i > 0 && (
              <Box as="li" aria-hidden="true" color={color}>
                ·
              </Box>
            )}
            <Box as="li">
              <Link
                asChild
                color={color}
                textDecoration="underline"
                display="inline-flex"
                alignItems="center"
                minH="6"
                px="1"
                _hover={{ color: tone === 'onDark' ? 'white' : 'brand.800' }}
              >
                <RouterLink to={to}>{t(label)}</RouterLink>
              </Link>
            </Box>
          </Fragment>
        ))}
      </Flex>
    </Box>
  );
}
