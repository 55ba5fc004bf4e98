// the admin screens' search boxes share the one debounce of every search box
export { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../lib/use-debounced-value';
