import { Button, Heading, Link, Text, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
// the permissions module alone: the package index would also pull zod and every schema
import { canOpen } from '@evbazaar/common/src/permissions';
import { Loading } from '../../components/states';
import { useSession } from '../../lib/session';

const EXPLORER = '/docs/api/explorer';

/** The documentation is the server's page, not a client route: a full page load. */
const DocsLink = () => (
  <Link href="/docs/api" colorPalette="brand">
    Read the API documentation
  </Link>
);

/**
 * Who may open the explorer, from the permission table: a guest is asked to sign in (and comes
 * back here), a role the rule refuses is told so; the server checks every request it sends anyway.
 */
export function ExplorerGate({ children }: { children: ReactNode }) {
  const { user, loading } = useSession();
  if (loading) return <Loading />;
  if (!user) {
    return (
      <VStack py="16" px="4" gap="4" textAlign="center">
        <Heading as="h1" size="2xl">
          Sign in to use the API explorer
        </Heading>
        <Text color="fg.muted">The explorer runs queries as you: sign in with your dealer or admin account.</Text>
        <Button asChild colorPalette="brand">
          <RouterLink to={`/login?redirect=${encodeURIComponent(EXPLORER)}`}>Sign in</RouterLink>
        </Button>
        <DocsLink />
      </VStack>
    );
  }
  if (!canOpen(EXPLORER, user.role)) {
    return (
      <VStack py="16" px="4" gap="4" textAlign="center">
        <Heading as="h1" size="2xl">
          The API explorer is for dealers and admins
        </Heading>
        <Text color="fg.muted">Your account cannot use it. The documentation is open to everyone.</Text>
        <DocsLink />
      </VStack>
    );
  }
  return <>{children}</>;
}
