import { Accordion, Box, Container, Span, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState, type ReactNode } from 'react';
import { PageBanner } from '../../components/page-banner';
import { PageMeta } from '../../components/page-meta';
import type { Locale } from '@evbazaar/common/src/format/locale';

/** One question (or section) and its answer: the spec's FAQ item is title and desc. */
export interface QaItem {
  /** the item's anchor: /privacy-policy#your-rights opens it */
  id: string;
  /** a string (an FAQ question) or a translated text */
  title: ReactNode;
  desc: ReactNode;
}

/** Plain text with a blank line between paragraphs (an FAQ answer as admins write it), as paragraphs. */
export function Paragraphs({ text }: { text: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <Stack gap="3">
      {paragraphs.map((p, i) => (
        <Text key={i} whiteSpace="pre-line">
          {p}
        </Text>
      ))}
    </Stack>
  );
}

/**
 * The spec's accordion of title/desc items; several may be open at once, the first is open at
 * first. Closed answers stay in the page (hidden), so the server-rendered page carries every
 * answer. An item named by the address's #anchor is opened and scrolled to once the page is live.
 */
export function QaAccordion({ items }: { items: readonly QaItem[] }) {
  const [open, setOpen] = useState<string[]>(items.length ? [items[0].id] : []);
  // the ids as one value: the effect runs when the items change, not on every render of a mapped list
  const ids = items.map((item) => item.id).join('\n');
  useEffect(() => {
    const anchor = decodeURIComponent(window.location.hash.slice(1));
    if (!anchor || !ids.split('\n').includes(anchor)) return;
    setOpen((current) => (current.includes(anchor) ? current : [...current, anchor]));
    document.getElementById(anchor)?.scrollIntoView();
  }, [ids]);
  return (
    <Accordion.Root multiple collapsible variant="enclosed" value={open} onValueChange={(e) => setOpen(e.value)}>
      {items.map((item) => (
        <Accordion.Item key={item.id} value={item.id}>
          {/* the anchor (the accordion names its own elements' ids) */}
          <Box as="span" id={item.id} display="block" scrollMarginTop={{ base: '32', lg: '20' }} />
          <Accordion.ItemTrigger>
            <Span flex="1" fontWeight="semibold" textAlign="start">
              {item.title}
            </Span>
            <Accordion.ItemIndicator />
          </Accordion.ItemTrigger>
          <Accordion.ItemContent>
            <Accordion.ItemBody lineHeight="tall">{typeof item.desc === 'string' ? <Paragraphs text={item.desc} /> : item.desc}</Accordion.ItemBody>
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}

/** A banner plus an accordion of title/desc items (FAQ, terms, privacy policy), with an optional lead-in above it. */
export function QaPage({
  banner,
  title,
  description,
  intro,
  locales,
  children,
}: {
  banner: string;
  title: string;
  description: string;
  intro?: ReactNode;
  /** the languages the page's content is complete in (FAQ answers not all written in Hindi: ['en']) */
  locales?: readonly Locale[];
  children: ReactNode;
}) {
  return (
    <Box>
      <PageMeta title={title} description={description} locales={locales} />
      <PageBanner title={banner} />
      <Container maxW="4xl" py="10">
        {intro && (
          <Stack gap="3" mb="6" color="fg.muted">
            {intro}
          </Stack>
        )}
        {children}
      </Container>
    </Box>
  );
}
