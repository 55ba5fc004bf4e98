import { Box, Button, Container, Heading, HStack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';

export const BANNERS = [
  {
    image: '/images/banners/banner-1.svg',
    title: 'Ride the Future',
    subtitle: 'Electric scooters, bikes and cars from the brands India trusts',
    to: '/e_vehicles',
  },
  {
    image: '/images/banners/banner-2.svg',
    title: 'Compare Before You Buy',
    subtitle: 'Range, charging time and price side by side',
    to: '/product-comparison',
  },
  { image: '/images/banners/banner-3.svg', title: 'Book a Test Ride', subtitle: 'Verified dealer shops in your city', to: '/e_vehicles' },
  { image: '/images/banners/banner-4.svg', title: 'Go Electric, Save More', subtitle: 'Lower running costs, zero tailpipe emissions', to: '/blogs' },
];

export const BANNER_INTERVAL_MS = 5000;

/** Four banners rotating every 5000 ms. */
export function HeroBanner() {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % BANNERS.length), BANNER_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, []);
  const banner = BANNERS[index];
  return (
    <Box position="relative" h={{ base: '64', md: '96' }} overflow="hidden" bg="brand.900" aria-roledescription="carousel">
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
        <Heading as="h1" size={{ base: '2xl', md: '5xl' }} maxW="2xl" aria-live="polite">
          {banner.title}
        </Heading>
        <Text fontSize={{ base: 'md', md: 'xl' }} maxW="xl">
          {banner.subtitle}
        </Text>
        <Button asChild colorPalette="brand" alignSelf="start">
          <RouterLink to={banner.to}>Explore</RouterLink>
        </Button>
        <HStack gap="0" mt="2">
          {BANNERS.map((b, i) => (
            // a 24 px target (WCAG 2.2 target size) around the small dot that is drawn
            <Box
              as="button"
              key={b.image}
              aria-label={`Show banner ${i + 1}`}
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
