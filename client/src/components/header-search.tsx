import { Box, chakra, Input, Spinner, Text } from '@chakra-ui/react';
import { vehicleTypeOf } from '@evbazaar/common/src/domain/catalogue';
import { formatPriceCompact } from '@evbazaar/common/src/format';
import { searchText } from '@evbazaar/common/src/i18n/text/search.generated';
import { SUGGEST_MIN_CHARS } from '@evbazaar/common/src/search-limits';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useProductSuggestionsQuery } from './header-search.generated';
import { formatPrice } from '../lib/format';
import { useLocale, useT } from '../lib/i18n';
import { useDebouncedValue } from '../lib/use-debounced-value';

const TYPE_KEYS = { scooter: 'type.scooter', bike: 'type.bike', 'four-wheeler': 'type.fourWheeler', commercial: 'type.commercial' } as const;

/** Where Enter takes the typed text: the results list (the product list's `q` filter). */
export const searchResultsAddress = (text: string) => `/search-results?q=${encodeURIComponent(text.trim())}`;

/**
 * The header's search box: suggestions while typing (500 ms after the last key), forgiving typos
 * and partial words. A combobox in the ARIA pattern: Arrow keys move through the suggestions,
 * Enter opens the highlighted vehicle (or the results list), Escape closes the list.
 */
export function HeaderSearch() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const listId = useId();
  const t = useT(searchText);
  const locale = useLocale();
  // a suggestion's type in the page's language (the type's own word when the catalogue has no such type)
  const typeName = (word: string) => {
    const type = vehicleTypeOf(word);
    return type ? t(TYPE_KEYS[type.value]) : word;
  };
  // compact on Hindi pages (₹1.25 लाख); the spec's full price on English ones
  const price = (value: number | null) => (locale === 'en' ? formatPrice(value) : value === null ? t('box.noPrice') : formatPriceCompact(value, locale));
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const settled = useDebouncedValue(text.trim());
  const asking = settled.length >= SUGGEST_MIN_CHARS;
  const [{ data, fetching }] = useProductSuggestionsQuery({ variables: { query: settled }, pause: !asking });
  const suggestions = asking ? (data?.productSuggestions ?? []) : [];
  const showList = open && asking && (suggestions.length > 0 || !fetching);

  // a new page closes the list (the box keeps its text on the results page only)
  useEffect(() => {
    setOpen(false);
    setActive(-1);
  }, [pathname]);
  useEffect(() => setActive(-1), [settled]);

  const openProduct = (slug: string) => {
    setOpen(false);
    setText('');
    inputRef.current?.blur();
    navigate(`/products/${slug}`);
  };

  const submit = () => {
    if (active >= 0 && suggestions[active]) return openProduct(suggestions[active].slug);
    if (!text.trim()) return;
    setOpen(false);
    navigate(searchResultsAddress(text));
  };

  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) setOpen(true);
      if (!suggestions.length) return;
      const last = suggestions.length - 1;
      setActive((i) => (e.key === 'ArrowDown' ? (i >= last ? 0 : i + 1) : i <= 0 ? last : i - 1));
    } else if (e.key === 'Escape') {
      if (open) {
        e.preventDefault();
        setOpen(false);
        setActive(-1);
      } else setText('');
    }
  };

  return (
    // action and name: before the page's scripts have started, Enter still opens the results
    <chakra.form
      role="search"
      action="/search-results"
      method="get"
      position="relative"
      w="full"
      onSubmit={(e: React.FormEvent) => (e.preventDefault(), submit())}
    >
      <Input
        ref={inputRef}
        type="search"
        size="sm"
        rounded="full"
        bg="gray.50"
        name="q"
        placeholder={t('box.placeholder')}
        aria-label={t('box.label')}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={100}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      {open && asking && fetching && !suggestions.length && <Spinner size="xs" position="absolute" right="3" top="2" aria-label={t('box.looking')} />}
      <Box
        as="ul"
        id={listId}
        role="listbox"
        aria-label={t('box.suggestions')}
        hidden={!showList}
        position="absolute"
        top="calc(100% + 4px)"
        insetX="0"
        zIndex="dropdown"
        bg="white"
        borderWidth="1px"
        rounded="md"
        boxShadow="lg"
        py="1"
        listStyleType="none"
        maxH="70dvh"
        overflowY="auto"
      >
        {suggestions.map((s, i) => (
          <Box
            as="li"
            key={s.id}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            px="3"
            py="2"
            minH="11"
            cursor="pointer"
            bg={i === active ? 'brand.subtle' : undefined}
            _hover={{ bg: 'gray.100' }}
            // keeps the focus in the box, so the click is not lost to its blur
            onMouseDown={(e: React.MouseEvent) => e.preventDefault()}
            onClick={() => openProduct(s.slug)}
            onMouseEnter={() => setActive(i)}
          >
            <Text fontWeight="medium" fontSize="sm">
              {s.name}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {[s.brand?.name, typeName(s.vehicleType), price(s.price)].filter(Boolean).join(' · ')}
            </Text>
          </Box>
        ))}
        {!suggestions.length && (
          <Box as="li" role="option" aria-disabled="true" aria-selected="false" px="3" py="2" fontSize="sm" color="fg.muted">
            {t('box.noSuggestions')}
          </Box>
        )}
      </Box>
    </chakra.form>
  );
}
