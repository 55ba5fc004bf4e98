import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { PRODUCT_PAGE_SECTIONS, statedSections, type SpecFacts } from '@evbazaar/common/src/domain/catalogue';
import { SpecTable, specTableRows } from '../../components/spec-table';
import { MESSAGES } from '../../lib/messages';

/**
 * The product page's whole specification sheet: the kernel's groups (battery and charging,
 * performance, dimensions and practicality, features and connectivity), each a heading over a
 * two-column table, with only the rows the vehicle states; a group it states nothing of is left out.
 */
export function SpecSheet({ product }: { product: SpecFacts }) {
  const sections = statedSections(PRODUCT_PAGE_SECTIONS, product);
  if (sections.length === 0) return <Text color="fg.muted">{MESSAGES.catalogue.specsEmpty}</Text>;
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '5', md: '6' }} alignItems="start">
      {sections.map((section) => (
        <Stack key={section.title} gap="2" data-spec-group={section.title}>
          <Heading as="h3" size="md">
            {section.title}
          </Heading>
          <SpecTable label={section.title} rows={specTableRows(section.rows, [product])} labelW="42%" />
        </Stack>
      ))}
    </SimpleGrid>
  );
}
