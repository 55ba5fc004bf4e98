import { useSyncExternalStore } from 'react';
import { COMPARE_MAX } from '@evbazaar/common/src/search-limits';

/** A vehicle in the compare tray: enough to show it and to build the compare address. */
export interface TrayVehicle {
  id: string;
  slug: string;
  name: string;
  image?: string | null;
  /** ex-showroom price in rupees: the tray shows it compact on Hindi pages ("₹1.25 लाख") */
  price?: number | null;
}

export const COMPARE_TRAY_KEY = 'compare-tray';

const isVehicle = (v: unknown): v is TrayVehicle =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as TrayVehicle).id === 'string' &&
  typeof (v as TrayVehicle).slug === 'string' &&
  typeof (v as TrayVehicle).name === 'string' &&
  // trays stored before prices were kept have none; a price that is not a number is not ours
  ((v as TrayVehicle).price == null || Number.isFinite((v as TrayVehicle).price));

/** The stored tray; anything unreadable counts as empty, and never more than COMPARE_MAX. */
export function readTray(): TrayVehicle[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(COMPARE_TRAY_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isVehicle).slice(0, COMPARE_MAX) : [];
  } catch {
    return [];
  }
}

let current: TrayVehicle[] | null = null;
const listeners = new Set<() => void>();

function snapshot() {
  current ??= readTray();
  return current;
}

function write(next: TrayVehicle[]) {
  current = next;
  try {
    if (next.length) localStorage.setItem(COMPARE_TRAY_KEY, JSON.stringify(next));
    else localStorage.removeItem(COMPARE_TRAY_KEY);
  } catch {
    // storage full or blocked: the tray then lasts for this visit only
  }
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // another tab changed the tray
  const onStorage = (e: StorageEvent) => {
    if (e.key !== COMPARE_TRAY_KEY && e.key !== null) return;
    current = readTray();
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const EMPTY: TrayVehicle[] = [];

/** What is kept of a vehicle: only the tray's own fields, never a whole product. */
const stored = (v: TrayVehicle): TrayVehicle => ({ id: v.id, slug: v.slug, name: v.name, image: v.image ?? null, price: v.price ?? null });

/** Adds a vehicle; false (and no change) when the tray already holds COMPARE_MAX. */
export function addToTray(vehicle: TrayVehicle): boolean {
  const tray = snapshot();
  if (tray.some((v) => v.id === vehicle.id)) return true;
  if (tray.length >= COMPARE_MAX) return false;
  write([...tray, stored(vehicle)]);
  return true;
}

/** The tray holds exactly these (the first COMPARE_MAX): a shared compare page's vehicles, so more can be added to them. */
export const replaceTray = (vehicles: readonly TrayVehicle[]) => write(vehicles.slice(0, COMPARE_MAX).map(stored));

export const removeFromTray = (id: string) => write(snapshot().filter((v) => v.id !== id));
export const clearTray = () => write([]);

/** The compare tray, shared by every card, button and the tray bar, kept in local storage across pages and visits. */
export function useCompareTray() {
  const vehicles = useSyncExternalStore(subscribe, snapshot, () => EMPTY);
  return { vehicles, full: vehicles.length >= COMPARE_MAX, has: (id: string) => vehicles.some((v) => v.id === id) };
}

/** For tests: forget the cached tray so the next read comes from local storage. */
export function resetTrayCache() {
  current = null;
}
