import { Box, Button, Container, Heading, HStack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { homeText } from '@evbazaar/common/src/i18n/text/home.generated';
import { translator, type KeyOf } from '@evbazaar/common/src/i18n/namespace';
import { useT } from '../../lib/i18n';
import { prefersReducedMotion } from '../../lib/motion';

type HomeKey = KeyOf<typeof homeText>;

const BANNER_KEYS = [
  { image: '/images/banners/banner-1.svg', key: 'rideFuture', to: '/e_vehicles' },
  { image: '/images/banners/banner-2.svg', key: 'compare', to: '/product-comparison' },
  { image: '/images/banners/banner-3.svg', key: 'testRide', to: '/e_vehicles' },
  { image: '/images/banners/banner-4.svg', key: 'goElectric', to: '/blogs' },
] as const;

const english = translator(homeText, 'en');

/** The four banners; their words are the `home` catalog's (`title` and `subtitle` are the English ones). */
export const BANNERS = BANNER_KEYS.map((b) => {
  const titleKey: HomeKey = `banners.${b.key}.title`;
  const subtitleKey: HomeKey = `banners.${b.key}.subtitle`;
  return { ...b, titleKey, subtitleKey, title: english(titleKey), subtitle: english(subtitleKey) };
});

export const BANNER_INTERVAL_MS = 5000;

/**
 * Four banners rotating every 5000 ms. The rotation can be paused (WCAG 2.2.2) with the button
 * beside the dots, stops while the pointer or the focus is on the banner, and does not start for a
 * visitor who asked for less motion; the title is announced only when the visitor changes it.
 */
export function HeroBanner() {
  const [index, setIndex] = useState(0);
  // null until the browser says whether its visitor wants less motion (the server renders it rotating)
  const [paused, setPaused] = useState<boolean | null>(null);
  const [held, setHeld] = useState(false);
  useEffect(() => setPaused((p) => p ?? prefersReducedMotion()), []);
  const rotating = paused === false && !held;
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % BANNERS.length), BANNER_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [rotating]);
  const banner = BANNERS[index];
  const t = useT(homeText);
  return (
    <Box
      position="relative"
      h={{ base: '64', md: '96' }}
      overflow="hidden"
      bg="brand.900"
      aria-roledescription="carousel"
      aria-label={t('banners.label')}
      role="region"
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      <img
        key={banner.image}
        src={banner.image}
        alt=""
        width={1600}
        height={600}
        fetchPriority={index === 0 ? 'high' : undefined}
        decoding="async"
        style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
      />
      <Container maxW="7xl" position="relative" h="full" display="flex" flexDirection="column" justifyContent="center" color="white" gap="3">
        {/* a title that changes by itself is not read out every five seconds; one the visitor picks is */}
        <Heading as="h1" size={{ base: '2xl', md: '5xl' }} maxW="2xl" aria-live={rotating ? 'off' : 'polite'}>
          {t(banner.titleKey)}
        </Heading>
        <Text fontSize={{ base: 'md', md: 'xl' }} maxW="xl">
          {t(banner.subtitleKey)}
        </Text>
        <Button asChild colorPalette="brand" alignSelf="start">
          <RouterLink to={banner.to}>{t('banners.explore')}</RouterLink>
        </Button>
        <HStack gap="0" mt="2">
          <Box
            as="button"
            aria-label={paused === true ? t('banners.play') : t('banners.pause')}
            minW="6"
            h="6"
            me="1"
            display="flex"
            alignItems="center"
            justifyContent="center"
            cursor="pointer"
            rounded="full"
            onClick={() => setPaused(paused !== true)}
          >
            {paused === true ? <PlayIcon /> : <PauseIcon />}
          </Box>
          {BANNERS.map((b, i) => (
            // a 24 px target (WCAG 2.2 target size) around the small dot that is drawn
            <Box
              as="button"
              key={b.image}
              aria-label={t('banners.show', { number: String(i + 1) })}
              aria-current={i === index}
              minW="6"
              h="6"
              display="flex"
              alignItems="center"
              justifyContent="center"
              cursor="pointer"
              onClick={() => setIndex(i)}
            >
              <Box w={i === index ? '6' : '2.5'} h="2.5" rounded="full" bg={i === index ? 'white' : 'whiteAlpha.600'} transition="width 0.2s" />
            </Box>
          ))}
        </HStack>
      </Container>
    </Box>
  );
}

function PauseIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <path d="M6 4h4v16H6zM14 4h4v16h-4z" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <path d="M7 4l13 8-13 8z" />
    </svg>
  );
}
