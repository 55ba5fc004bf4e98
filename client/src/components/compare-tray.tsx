import { Box, Button, CloseButton, Flex, HStack, Text } from '@chakra-ui/react';
import { COMPARE_MAX, compareAddress } from '@evbazaar/common/src/search-limits';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { clearTray, removeFromTray, useCompareTray } from '../lib/compare-tray';
import { useStickyInset } from '../lib/sticky-inset';
import { compareTrayText } from '@evbazaar/common/src/i18n/text/compare-tray.generated';
import { formatPriceCompact } from '@evbazaar/common/src/format/price';
import { useLocale, useT } from '../lib/i18n';
import { focusMain } from './skip-link';

/**
 * The compare tray: a bar at the bottom of every page while vehicles are chosen (local storage,
 * so it follows the visitor across pages and visits), with remove buttons and "Compare".
 */
export function CompareTray() {
  const { vehicles } = useCompareTray();
  const { pathname } = useLocation();
  const t = useT(compareTrayText);
  const locale = useLocale();
  // focused elements scroll clear of the tray
  const stuckToBottom = useStickyInset('bottom');
  // a removed vehicle's button is gone: the focus goes to the next one left, or to the page once the tray empties
  const chips = useRef<HTMLDivElement>(null);
  const refocusAt = useRef<number | null>(null);
  useEffect(() => {
    const at = refocusAt.current;
    if (at === null) return;
    refocusAt.current = null;
    const buttons = chips.current?.querySelectorAll<HTMLElement>('button');
    if (buttons?.length) buttons[Math.min(at, buttons.length - 1)].focus();
    else focusMain({ preventScroll: true });
  }, [vehicles]);
  const remove = (index: number, id: string) => {
    refocusAt.current = index;
    removeFromTray(id);
  };
  const clear = () => {
    refocusAt.current = 0;
    clearTray();
  };
  if (!vehicles.length || pathname.startsWith('/compare/')) return null;
  return (
    <>
      {/* room below the footer, so the bar never hides the end of a page */}
      <Box h="16" aria-hidden="true" />
      <Box
        as="aside"
        ref={stuckToBottom}
        aria-label={t('label')}
        position="fixed"
        bottom="0"
        insetX="0"
        zIndex="docked"
        bg="white"
        borderTopWidth="1px"
        boxShadow="0 -4px 12px rgba(0,0,0,0.08)"
        px={{ base: '2', md: '4' }}
        py="2"
      >
        <Flex maxW="7xl" mx="auto" gap="2" align="center" wrap={{ base: 'wrap', md: 'nowrap' }}>
          <Text fontWeight="semibold" fontSize="sm" flexShrink={0}>
            {t('heading', { count: String(vehicles.length), max: String(COMPARE_MAX) })}
          </Text>
          <HStack as="ul" ref={chips} listStyleType="none" gap="2" flex="1" minW="0" overflowX="auto" py="1">
            {vehicles.map((v, i) => (
              <HStack as="li" key={v.id} borderWidth="1px" rounded="full" ps="3" pe="1" gap="1" flexShrink={0} bg="gray.50">
                <Text fontSize="sm" maxW={{ base: '32', md: '48' }} truncate>
                  {v.name}
                </Text>
                {/* Hindi pages show each vehicle's price compact (issue 26); English pages keep the spec's tray */}
                {locale !== 'en' && v.price != null && (
                  <Text fontSize="xs" color="fg.muted" flexShrink={0}>
                    {formatPriceCompact(v.price, locale)}
                  </Text>
                )}
                <CloseButton size="2xs" aria-label={t('remove', { name: v.name })} onClick={() => remove(i, v.id)} />
              </HStack>
            ))}
          </HStack>
          <HStack gap="2" flexShrink={0} ms="auto">
            <Button size="sm" variant="ghost" onClick={clear}>
              {t('clear')}
            </Button>
            {vehicles.length >= 2 ? (
              <Button asChild size="sm" colorPalette="brand">
                <RouterLink to={compareAddress(vehicles.map((v) => v.slug))}>{t('compare')}</RouterLink>
              </Button>
            ) : (
              <Button size="sm" colorPalette="brand" disabled title={t('needOneMore')}>
                {t('compare')}
              </Button>
            )}
          </HStack>
        </Flex>
      </Box>
    </>
  );
}
