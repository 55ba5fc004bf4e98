import { Accordion, Box, Container, Span } from '@chakra-ui/react';
import { PageBanner } from '../../components/page-banner';
import { PageMeta } from '../../components/page-meta';
import { FAQ_ITEMS } from './faq-items';

/** A banner plus an accordion of title/desc items (FAQ, terms, privacy policy). */
export function QaPage({ banner, title, description }: { banner: string; title: string; description: string }) {
  return (
    <Box>
      <PageMeta title={title} description={description} />
      <PageBanner title={banner} />
      <Container maxW="4xl" py="10">
        <Accordion.Root collapsible variant="enclosed" defaultValue={['0']}>
          {FAQ_ITEMS.map((item, index) => (
            <Accordion.Item key={index} value={String(index)}>
              <Accordion.ItemTrigger>
                <Span flex="1" fontWeight="semibold">
                  {item.title}
                </Span>
                <Accordion.ItemIndicator />
              </Accordion.ItemTrigger>
              <Accordion.ItemContent>
                <Accordion.ItemBody>{item.desc}</Accordion.ItemBody>
              </Accordion.ItemContent>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      </Container>
    </Box>
  );
}
