import { Box, Heading, Text } from '@chakra-ui/react';

/** The coloured banner that heads static and customer pages. */
export function PageBanner({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <Box bgGradient="to-r" gradientFrom="brand.800" gradientTo="teal.500" color="white" py={{ base: '10', md: '16' }} px="4" textAlign="center">
      <Heading as="h1" size={{ base: '2xl', md: '4xl' }}>
        {title}
      </Heading>
      {subtitle && (
        <Text mt="2" opacity={0.9}>
          {subtitle}
        </Text>
      )}
    </Box>
  );
}
