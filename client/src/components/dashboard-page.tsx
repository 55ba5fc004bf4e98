import { Flex, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PageMeta } from './page-meta';

/** A back-office screen: its title, optional actions on the right, then the content. */
export function DashboardPage({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="5" maxW="7xl" mx="auto" w="full">
      <PageMeta title={title} description={`EV Bazaar back-office: ${title}`} />
      <Flex justify="space-between" align={{ base: 'stretch', sm: 'center' }} gap="3" direction={{ base: 'column', sm: 'row' }}>
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
          {title}
        </Heading>
        {actions && (
          <Flex gap="2" wrap="wrap">
            {actions}
          </Flex>
        )}
      </Flex>
      {children}
    </Stack>
  );
}
