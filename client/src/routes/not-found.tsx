import { Button, Heading, Text, VStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { PageMeta } from '../components/page-meta';

export default function NotFound() {
  return (
    <VStack py="20" px="4" gap="4" textAlign="center">
      <PageMeta title="Page Not Found" description="The page you are looking for does not exist." />
      <Heading as="h1" fontSize="7xl" color="brand.fg">
        404
      </Heading>
      <Heading as="h2" size="2xl">
        Page Not Found
      </Heading>
      <Text color="fg.muted">Sorry, the page you are looking for does not exist.</Text>
      <Button asChild colorPalette="brand">
        <RouterLink to="/">Back To Home</RouterLink>
      </Button>
    </VStack>
  );
}
