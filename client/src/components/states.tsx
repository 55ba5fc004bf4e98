import { Box, Center, Spinner, Text, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { layoutText } from '@evbazaar/common/src/i18n/text/layout.generated';
import { useLocale, useT } from '../lib/i18n';
import { useMessageText } from '../lib/message-text';

export function Loading({ label }: { label?: string }) {
  const t = useT(layoutText);
  return (
    <Center py="12" role="status" aria-live="polite">
      <VStack>
        <Spinner size="lg" color="brand.solid" />
        <Text color="fg.muted" fontSize="sm">
          {label ?? t('loading')}
        </Text>
      </VStack>
    </Center>
  );
}

/** A failure line; one of MESSAGES (the server's refusal, the spec's fallback) in the page's language, announced once in it. */
export function ErrorState({ message }: { message: string }) {
  const shown = useMessageText(message, useLocale());
  return (
    <Box py="10" textAlign="center" role="alert" color="red.600">
      {shown}
    </Box>
  );
}

/** The spec's empty state for lists: a Coming Soon image. */
export function ComingSoon({ children }: { children?: ReactNode }) {
  const t = useT(layoutText);
  return (
    <VStack py="10" gap="3">
      <img src="/images/coming-soon.svg" alt={t('comingSoon')} width={320} height={200} loading="lazy" decoding="async" />
      {children}
    </VStack>
  );
}

/** An empty list's message; one of MESSAGES (a dealer with nothing to ride, a shop without reviews) in the page's language. */
export function EmptyState({ message }: { message: string }) {
  const shown = useMessageText(message, useLocale());
  return (
    <Box py="10" textAlign="center" color="fg.muted">
      {shown}
    </Box>
  );
}
