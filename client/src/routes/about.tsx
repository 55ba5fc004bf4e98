import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { KeyOf } from '@evbazaar/common/src/i18n/namespace';
import { pagesText } from '@evbazaar/common/src/i18n/text/pages.generated';
import { BannerPage } from '../components/page-banner';
import { useT } from '../lib/i18n';

const POINTS = [
  { title: 'about.everyEv.title', text: 'about.everyEv.text' },
  { title: 'about.compare.title', text: 'about.compare.text' },
  { title: 'about.testRide.title', text: 'about.testRide.text' },
] satisfies { title: KeyOf<typeof pagesText>; text: KeyOf<typeof pagesText> }[];

export default function About() {
  const t = useT(pagesText);
  return (
    <BannerPage title={t('about.title')} description={t('about.description')} subtitle={t('about.subtitle')} maxW="5xl">
      <Stack gap="6">
        <Text fontSize="lg">{t('about.lead')}</Text>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
          {POINTS.map((p) => (
            <Box key={p.title} borderWidth="1px" rounded="lg" p="5">
              <Heading as="h2" size="md" mb="2">
                {t(p.title)}
              </Heading>
              <Text color="fg.muted">{t(p.text)}</Text>
            </Box>
          ))}
        </SimpleGrid>
      </Stack>
    </BannerPage>
  );
}
