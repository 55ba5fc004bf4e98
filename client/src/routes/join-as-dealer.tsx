import { Button, List, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { BannerPage } from '../components/page-banner';

const POLICY = [
  'Dealers register with their shop name and full address; the shop must be in a city served by EV Bazaar.',
  'Only vehicles you actually stock should be marked as available for test rides.',
  'Answer test-ride requests promptly and keep their status up to date.',
  'Customer details shared with you are used only to arrange the test ride.',
];

export default function JoinAsDealer() {
  return (
    <BannerPage
      title="Join as Dealer"
      description="Register your shop on EV Bazaar and receive test-ride requests."
      subtitle="Grow your EV business with EV Bazaar"
      maxW="4xl"
    >
      <Stack gap="5">
        <Text>By joining as a dealer you agree to this policy:</Text>
        <List.Root gap="2" ps="5">
          {POLICY.map((p) => (
            <List.Item key={p}>{p}</List.Item>
          ))}
        </List.Root>
        <Button asChild colorPalette="brand" alignSelf="start">
          <RouterLink to="/register/?role=dealer">Register as Dealer</RouterLink>
        </Button>
      </Stack>
    </BannerPage>
  );
}
