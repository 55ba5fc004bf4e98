// A compared vehicle for the compare tests: every field the compare query reads, specs left blank.
import { effectiveRange } from '@evbazaar/common/src/domain/catalogue';
import type { ComparedVehicle } from './compare-rows';

const withEffectiveRange = (v: ComparedVehicle): ComparedVehicle => ({ ...v, effectiveRange: effectiveRange(v) });

// the server answers effectiveRange; the fixture stands in for it with the kernel's definition
export const vehicle = (overrides: Partial<ComparedVehicle>): ComparedVehicle =>
  withEffectiveRange({
    id: 'p',
    slug: 'p',
    name: 'P',
    images: [],
    price: 100000,
    vehicleType: 'SCOOTER',
    brand: { id: 'b', name: 'Brand' },
    topSpeed: 90,
    rangeMin: null,
    rangeMax: null,
    range: 100,
    effectiveRange: null,
    charging: 5,
    battery: 3,
    motorPower: null,
    weight: 110,
    warranty: 3,
    acceleration: null,
    torque: null,
    chargerType: null,
    transmission: null,
    size: null,
    accessoriesDesc: null,
    cruiseControl: null,
    navigation: null,
    mobileApp: null,
    additionalFeatures: [],
    ...overrides,
  });
