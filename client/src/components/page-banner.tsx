import { Box, Container, Heading, Text, type ContainerProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PageMeta } from './page-meta';

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

/** A static or customer page: its title and description for the head, the banner, then the content in a centred column. */
export function BannerPage({
  title,
  description,
  subtitle,
  maxW,
  children,
}: {
  title: string;
  description: string;
  subtitle?: string;
  maxW: ContainerProps['maxW'];
  children: ReactNode;
}) {
  return (
    <Box>
      <PageMeta title={title} description={description} />
      <PageBanner title={title} subtitle={subtitle} />
      <Container maxW={maxW} py="10">
        {children}
      </Container>
    </Box>
  );
}
