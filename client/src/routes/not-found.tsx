import { Button, Heading, HStack, Text, VStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { notFoundText } from '@evbazaar/common/src/i18n/text/not-found.generated';
import { PageMeta } from '../components/page-meta';
import { useT } from '../lib/i18n';
import { useHttpStatus } from '../lib/ssr-context';

/** Where a missing item's page leads back to (the list it came from). */
export interface BackLink {
  to: string;
  label: string;
}

/** The not-found page; the server answers it with HTTP 404. */
export default function NotFound({ backTo }: { backTo?: BackLink }) {
  useHttpStatus(404);
  const t = useT(notFoundText);
  return (
    <VStack py="20" px="4" gap="4" textAlign="center">
      <PageMeta title={t('title')} description={t('description')} noIndex />
      <Heading as="h1" fontSize="7xl" color="brand.fg">
        404
      </Heading>
      <Heading as="h2" size="2xl">
        {t('title')}
      </Heading>
      <Text color="fg.muted">{t('text')}</Text>
      <HStack gap="3" wrap="wrap" justify="center">
        {backTo && (
          <Button asChild colorPalette="brand">
            <RouterLink to={backTo.to}>{backTo.label}</RouterLink>
          </Button>
        )}
        <Button asChild colorPalette="brand" variant={backTo ? 'outline' : 'solid'}>
          <RouterLink to="/">{t('home')}</RouterLink>
        </Button>
      </HStack>
    </VStack>
  );
}
