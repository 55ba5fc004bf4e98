import { Box, Button, Flex, Heading, HStack, IconButton } from '@chakra-ui/react';
import { useRef, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { cardText } from '@evbazaar/common/src/i18n/text/card.generated';
import { useT } from '../lib/i18n';
import { scrollBehavior } from '../lib/motion';

/**
 * A titled row of slides that scrolls sideways: `perView` slides at large, medium and
 * small widths (4/2/1 for vehicles, 6/4/2 for brands), with a View All button.
 */
export function Carousel({
  title,
  viewAllTo,
  viewAllLabel,
  perView = [4, 2, 1],
  children,
}: {
  title: string;
  viewAllTo?: string;
  viewAllLabel?: string;
  perView?: [number, number, number];
  children: ReactNode[];
}) {
  const track = useRef<HTMLDivElement>(null);
  const t = useT(cardText);
  const scroll = (direction: 1 | -1) => track.current?.scrollBy({ left: direction * track.current.clientWidth, behavior: scrollBehavior() });
  const [lg, md, sm] = perView;
  const basis = (n: number) => `calc((100% - ${(n - 1) * 16}px) / ${n})`;
  return (
    <Box as="section" py="6" aria-label={title}>
      <Flex justify="space-between" align="center" mb="4" gap="2" wrap="wrap">
        <Heading as="h2" size={{ base: 'lg', md: 'xl' }}>
          {title}
        </Heading>
        <HStack>
          <IconButton aria-label={t('carousel.previous', { title })} size="sm" variant="outline" onClick={() => scroll(-1)}>
            ‹
          </IconButton>
          <IconButton aria-label={t('carousel.next', { title })} size="sm" variant="outline" onClick={() => scroll(1)}>
            ›
          </IconButton>
          {viewAllTo && (
            <Button asChild size="sm" colorPalette="brand">
              <RouterLink to={viewAllTo}>{viewAllLabel ?? t('carousel.viewAll')}</RouterLink>
            </Button>
          )}
        </HStack>
      </Flex>
      {/* focusable, so a keyboard can scroll a row whose slides hold no link (the brands) */}
      <Flex
        ref={track}
        tabIndex={0}
        role="group"
        aria-label={title}
        gap="4"
        overflowX="auto"
        scrollSnapType="x mandatory"
        pb="2"
        css={{ scrollbarWidth: 'thin' }}
      >
        {children.map((child, i) => (
          <Box key={i} flexShrink={0} scrollSnapAlign="start" flexBasis={{ base: basis(sm), md: basis(md), lg: basis(lg) }}>
            {child}
          </Box>
        ))}
      </Flex>
    </Box>
  );
}
