import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { BannerPage } from '../components/page-banner';

const POINTS = [
  { title: 'Every EV in one place', text: 'Scooters, bikes, four-wheelers and commercial vehicles from the brands India rides.' },
  { title: 'Compare before you buy', text: 'Specifications side by side: range, charging time, top speed, battery and price.' },
  { title: 'Test ride near you', text: 'Book a test ride with a verified dealer shop in your city in a few taps.' },
];

export default function About() {
  return (
    <BannerPage
      title="About us"
      description="EV Bazaar helps India find, compare and test ride electric vehicles."
      subtitle="India's marketplace for electric vehicles"
      maxW="5xl"
    >
      <Stack gap="6">
        <Text fontSize="lg">
          EV Bazaar brings electric vehicles, dealers and riders together. We list vehicles with honest specifications and prices in rupees, write about
          charging and ownership on our blog, and connect you with dealer shops for test rides.
        </Text>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
          {POINTS.map((p) => (
            <Box key={p.title} borderWidth="1px" rounded="lg" p="5">
              <Heading as="h2" size="md" mb="2">
                {p.title}
              </Heading>
              <Text color="fg.muted">{p.text}</Text>
            </Box>
          ))}
        </SimpleGrid>
      </Stack>
    </BannerPage>
  );
}
