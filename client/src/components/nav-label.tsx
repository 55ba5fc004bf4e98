import { layoutText } from '@evbazaar/common/src/i18n/text/layout.generated';
import { useT } from '../lib/i18n';
import type { NavItem } from '../lib/roles';

// the menus' entries are defined once with the permissions (common/src/permissions); their words by path
const KEYS = {
  '/': 'nav.home',
  '/about': 'nav.about',
  '/e_vehicles': 'nav.eVehicles',
  '/blogs': 'nav.blogs',
  '/dealers': 'nav.dealers',
  '/contact': 'nav.contact',
  '/book_ride': 'nav.bookingRide',
  '/agent/leads': 'nav.leads',
  '/admin/users': 'nav.userManagement',
  '/wishlist': 'nav.wishlist',
  '/dashboard': 'nav.dashboard',
} as const;

/** A menu entry's label in the page's language (an entry without a translation keeps its own words). */
export function useNavLabel(): (item: NavItem) => string {
  const t = useT(layoutText);
  return (item) => (item.to in KEYS ? t(KEYS[item.to as keyof typeof KEYS]) : item.label);
}
