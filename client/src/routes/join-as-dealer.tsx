import { Button, List, Stack, Text } from '@chakra-ui/react';
import type { KeyOf } from '@evbazaar/common/src/i18n/namespace';
import { pagesText } from '@evbazaar/common/src/i18n/text/pages.generated';
import { Link as RouterLink } from 'react-router';
import { BannerPage } from '../components/page-banner';
import { useT } from '../lib/i18n';

const POLICY = ['joinAsDealer.policy.address', 'joinAsDealer.policy.stock', 'joinAsDealer.policy.answer', 'joinAsDealer.policy.customers'] satisfies KeyOf<
  typeof pagesText
>[];

export default function JoinAsDealer() {
  const t = useT(pagesText);
  return (
    <BannerPage title={t('joinAsDealer.title')} description={t('joinAsDealer.description')} subtitle={t('joinAsDealer.subtitle')} maxW="4xl">
      <Stack gap="5">
        <Text>{t('joinAsDealer.agree')}</Text>
        <List.Root gap="2" ps="5">
          {POLICY.map((p) => (
            <List.Item key={p}>{t(p)}</List.Item>
          ))}
        </List.Root>
        <Button asChild colorPalette="brand" alignSelf="start">
          <RouterLink to="/register/?role=dealer">{t('joinAsDealer.register')}</RouterLink>
        </Button>
      </Stack>
    </BannerPage>
  );
}
