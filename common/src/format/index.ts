export * from './locale';
export { formatPrice, formatPriceCompact } from './price';
export { formatDistanceKm, formatEnergyKwh, formatHours } from './units';
export * from './date';
