import { Button, Heading, Text, VStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { PageMeta } from './page-meta';

/** What a signed-in user sees on a page their role may not open: the reason and a way home. */
export function NoAccess() {
  return (
    <VStack py="20" px="4" gap="4" textAlign="center">
      <PageMeta title="No Access" description="Your account cannot open this page." />
      <Heading as="h1" size="2xl">
        You don&apos;t have access to this page
      </Heading>
      <Text color="fg.muted">This page belongs to another kind of account.</Text>
      <Button asChild colorPalette="brand">
        <RouterLink to="/">Back To Home</RouterLink>
      </Button>
    </VStack>
  );
}
