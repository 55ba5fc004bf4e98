import type { products, VehicleType } from '../schema';
import type { VehicleShape } from './images';

/** The demo catalogue: brands and models sold in India, with specs close to the makers' own figures. */

export interface BrandSeed {
  name: string;
  website: string;
  description: string;
  /** colour of the wordmark */
  color: string;
}

export const BRANDS: BrandSeed[] = [
  { name: 'Ola Electric', color: '#111827', website: 'https://www.olaelectric.com', description: 'Bengaluru maker of the S1 scooter range and Roadster motorcycles, built at the Futurefactory in Krishnagiri, Tamil Nadu.' },
  { name: 'Ather Energy', color: '#16a34a', website: 'https://www.atherenergy.com', description: 'Smart electric scooters designed in Bengaluru, with the Ather Grid fast-charging network across Indian cities.' },
  { name: 'TVS Motor', color: '#1d4ed8', website: 'https://www.tvsmotor.com', description: 'Hosur-based two-wheeler major whose iQube is one of the best-selling electric scooters in India.' },
  { name: 'Bajaj Auto', color: '#0c4a6e', website: 'https://www.bajajauto.com', description: 'Pune manufacturer that revived the Chetak name as a metal-bodied electric scooter and builds electric three-wheelers.' },
  { name: 'Vida', color: '#ea580c', website: 'https://www.vidaworld.com', description: 'The electric brand of Hero MotoCorp, with removable batteries you can charge at home.' },
  { name: 'Hero Electric', color: '#b91c1c', website: 'https://heroelectric.in', description: 'One of the oldest electric two-wheeler makers in India, known for city scooters at accessible prices.' },
  { name: 'Okinawa', color: '#0369a1', website: 'https://okinawascooters.com', description: 'Gurugram maker of budget electric scooters with removable lithium-ion batteries.' },
  { name: 'Simple Energy', color: '#7c3aed', website: 'https://www.simpleenergy.in', description: 'Bengaluru start-up building the long-range Simple One scooter.' },
  { name: 'River', color: '#ca8a04', website: 'https://rideriver.com', description: 'Makers of the Indie, a practical "SUV of scooters" designed for Indian roads and loads.' },
  { name: 'Revolt Motors', color: '#dc2626', website: 'https://www.revoltmotors.com', description: 'AI-enabled electric motorcycles with swappable batteries and artificial exhaust sounds.' },
  { name: 'Ultraviolette', color: '#4338ca', website: 'https://www.ultraviolette.com', description: 'Bengaluru performance-motorcycle maker behind the F77, inspired by aerospace engineering.' },
  { name: 'Oben Electric', color: '#0f766e', website: 'https://www.obenev.com', description: 'Electric motorcycles with in-house LFP batteries, starting with the Rorr naked street bike.' },
  { name: 'Tork Motors', color: '#9f1239', website: 'https://www.torkmotors.com', description: 'Pune electric-motorcycle pioneer with the Kratos R.' },
  { name: 'Matter', color: '#0891b2', website: 'https://matter.in', description: 'Ahmedabad company behind the Aera, the first geared electric motorcycle in India.' },
  { name: 'Tata Motors', color: '#1e40af', website: 'https://ev.tatamotors.com', description: 'The market leader in electric cars in India: Nexon EV, Punch EV, Tiago EV, Tigor EV and the Ace EV mini truck.' },
  { name: 'MG Motor', color: '#991b1b', website: 'https://www.mgmotor.co.in', description: 'JSW MG Motor India, makers of the ZS EV, the compact Comet EV and the Windsor EV.' },
  { name: 'Mahindra', color: '#b91c1c', website: 'https://www.mahindraelectricsuv.com', description: 'Mahindra builds electric SUVs such as the XUV400 and BE 6, and the Treo range of electric three-wheelers.' },
  { name: 'Hyundai', color: '#1e3a8a', website: 'https://www.hyundai.com/in', description: 'Hyundai Motor India sells the Ioniq 5 and the Creta Electric.' },
  { name: 'BYD', color: '#0f172a', website: 'https://www.bydautoindia.com', description: 'Chinese EV and battery giant selling the Atto 3 with its Blade battery in India.' },
  { name: 'Euler Motors', color: '#059669', website: 'https://www.eulermotors.com', description: 'Delhi maker of heavy-duty electric cargo three-wheelers for last-mile delivery.' },
  { name: 'Piaggio', color: '#2563eb', website: 'https://www.piaggio-cv.co.in', description: 'Piaggio Vehicles, makers of the Ape, the three-wheeler Indian cities run on, now electric.' },
];

export interface ColourSeed {
  name: string;
  code: string;
  /** rupees */
  price: number;
  stock: number;
}

type Specs = Omit<
  typeof products.$inferInsert,
  'id' | 'name' | 'description' | 'vehicleType' | 'brandId' | 'parentProductId' | 'images' | 'price' | 'offerStartDate' | 'offerEndDate' | 'createdAt' | 'updatedAt'
>;

export interface ProductSeed {
  name: string;
  brand: string;
  vehicleType: VehicleType;
  /** drawing used for the demo images; defaults from the vehicle type */
  shape?: VehicleShape;
  /** name of the variant group's parent */
  parent?: string;
  description: string;
  colours: ColourSeed[];
  /** running offer: days from today to its start and end */
  offer?: [number, number];
  specs: Specs;
}

const scooterApp = { cruiseControl: false, navigation: true, mobileApp: true, transmission: 'Automatic' };

export const PRODUCTS: ProductSeed[] = [
  // ------------------------------------------------------------ scooters
  {
    name: 'Ola S1 Pro',
    brand: 'Ola Electric',
    vehicleType: 'scooter',
    description: 'The flagship of the Ola S1 range: a 4 kWh battery, 195 km of certified range, hill hold, cruise control and MoveOS on a 7-inch touchscreen.',
    offer: [-7, 21],
    colours: [
      { name: 'Jet Black', code: '#111827', price: 129999, stock: 14 },
      { name: 'Midnight Blue', code: '#1e3a8a', price: 129999, stock: 9 },
      { name: 'Coral Glam', code: '#f97316', price: 131499, stock: 6 },
      { name: 'Porcelain White', code: '#f5f5f4', price: 129999, stock: 11 },
    ],
    specs: { ...scooterApp, cruiseControl: true, topSpeed: 120, rangeMin: 150, rangeMax: 195, range: 195, battery: 4, charging: 6.5, motorPower: 11000, weight: 116, warranty: 8, acceleration: 2.6, torque: 58, chargerType: 'Portable 750 W home charger', size: '1860 x 850 x 1160 mm', additionalFeatures: ['Hill hold', 'Reverse mode', 'Proximity unlock', '34 litres boot'], accessoriesDesc: 'Ola Care, fast charger and scooter cover sold separately' },
  },
  {
    name: 'Ola S1 Air',
    brand: 'Ola Electric',
    parent: 'Ola S1 Pro',
    vehicleType: 'scooter',
    description: 'A lighter S1 for the daily commute, with a 3 kWh battery, a flat floorboard and the same MoveOS software.',
    colours: [
      { name: 'Liquid Silver', code: '#9ca3af', price: 104999, stock: 12 },
      { name: 'Neo Mint', code: '#6ee7b7', price: 104999, stock: 8 },
      { name: 'Stellar Blue', code: '#2563eb', price: 105999, stock: 5 },
    ],
    specs: { ...scooterApp, topSpeed: 90, rangeMin: 120, rangeMax: 151, range: 151, battery: 3, charging: 5, motorPower: 6000, weight: 108, warranty: 8, acceleration: 3.3, torque: 33, chargerType: 'Portable 500 W home charger', additionalFeatures: ['Reverse mode', 'Party mode', '34 litres boot'] },
  },
  {
    name: 'Ola S1 X',
    brand: 'Ola Electric',
    parent: 'Ola S1 Pro',
    vehicleType: 'scooter',
    description: 'The most affordable Ola, offered with 2, 3 or 4 kWh batteries and a 5-inch digital display.',
    offer: [-3, 27],
    colours: [
      { name: 'Jet Black', code: '#111827', price: 74999, stock: 20 },
      { name: 'Marshmallow', code: '#fde2e4', price: 79999, stock: 10 },
      { name: 'Ceramic White', code: '#f3f4f6', price: 89999, stock: 12 },
    ],
    specs: { ...scooterApp, navigation: false, topSpeed: 90, rangeMin: 95, rangeMax: 190, range: 151, battery: 3, charging: 7.4, motorPower: 6000, weight: 112, warranty: 8, acceleration: 3.3, torque: 26, chargerType: 'Portable 500 W home charger', additionalFeatures: ['Physical key', 'Eco, Normal and Sports modes'] },
  },
  {
    name: 'Ather 450X',
    brand: 'Ather Energy',
    vehicleType: 'scooter',
    description: 'The sporty Ather with a 7-inch touchscreen, Google Maps navigation, Magic Twist regenerative braking and a 3.7 kWh battery.',
    colours: [
      { name: 'Space Grey', code: '#4b5563', price: 146999, stock: 10 },
      { name: 'Cosmic Black', code: '#0f172a', price: 146999, stock: 7 },
      { name: 'Salt Green', code: '#a7f3d0', price: 148499, stock: 4 },
    ],
    specs: { ...scooterApp, topSpeed: 90, rangeMin: 110, rangeMax: 150, range: 150, battery: 3.7, charging: 5.7, motorPower: 6400, weight: 111.6, warranty: 5, acceleration: 3.3, torque: 26, chargerType: 'Ather Dot home charger, Ather Grid fast charging', additionalFeatures: ['Magic Twist', 'Auto hold', 'Fall safe', 'Theft and tow detection'] },
  },
  {
    name: 'Ather 450S',
    brand: 'Ather Energy',
    parent: 'Ather 450X',
    vehicleType: 'scooter',
    description: 'The 450 experience for less: a 2.9 kWh battery, a DeepView display and the same rigid chassis.',
    colours: [
      { name: 'Still White', code: '#f8fafc', price: 129999, stock: 9 },
      { name: 'Lunar Grey', code: '#6b7280', price: 129999, stock: 6 },
    ],
    specs: { ...scooterApp, navigation: false, topSpeed: 90, rangeMin: 90, rangeMax: 122, range: 122, battery: 2.9, charging: 8.6, motorPower: 5400, weight: 108, warranty: 5, acceleration: 3.9, torque: 22, chargerType: 'Ather Dot home charger', additionalFeatures: ['Auto hold', 'Reverse mode'] },
  },
  {
    name: 'Ather 450 Apex',
    brand: 'Ather Energy',
    parent: 'Ather 450X',
    vehicleType: 'scooter',
    description: 'The fastest Ather yet, with Warp+ mode, 100 km/h top speed and a translucent Indium Blue body.',
    colours: [{ name: 'Indium Blue', code: '#3b82f6', price: 189999, stock: 3 }],
    specs: { ...scooterApp, cruiseControl: true, topSpeed: 100, rangeMin: 110, rangeMax: 157, range: 157, battery: 3.7, charging: 5.7, motorPower: 7000, weight: 111.6, warranty: 5, acceleration: 2.9, torque: 26, chargerType: 'Ather Dot home charger, Ather Grid fast charging', additionalFeatures: ['Warp+ mode', 'Magic Twist', 'Transparent side panels'] },
  },
  {
    name: 'Ather Rizta',
    brand: 'Ather Energy',
    vehicleType: 'scooter',
    description: 'A family scooter with the biggest seat in its class, 56 litres of storage and skid control.',
    offer: [-10, 20],
    colours: [
      { name: 'Pangong Blue', code: '#0ea5e9', price: 109999, stock: 15 },
      { name: 'Siachen White', code: '#f1f5f9', price: 109999, stock: 12 },
      { name: 'Cyan Mono', code: '#06b6d4', price: 112999, stock: 6 },
    ],
    specs: { ...scooterApp, topSpeed: 80, rangeMin: 105, rangeMax: 160, range: 123, battery: 2.9, charging: 8.3, motorPower: 4300, weight: 119, warranty: 5, acceleration: 4.7, torque: 22, chargerType: 'Ather Dot home charger', additionalFeatures: ['56 litres storage', 'Skid control', 'Fall safe'] },
  },
  {
    name: 'TVS iQube',
    brand: 'TVS Motor',
    vehicleType: 'scooter',
    description: 'A comfortable and well-built city scooter with SmartXonnect, turn-by-turn navigation and 32 litres of storage.',
    colours: [
      { name: 'Pearl White', code: '#f5f5f4', price: 94999, stock: 18 },
      { name: 'Titanium Grey', code: '#57534e', price: 94999, stock: 12 },
    ],
    specs: { ...scooterApp, topSpeed: 75, rangeMin: 75, rangeMax: 100, range: 94, battery: 2.2, charging: 5, motorPower: 4400, weight: 117, warranty: 3, acceleration: 4.2, torque: 33, chargerType: '650 W portable charger', additionalFeatures: ['Q-Park assist', 'Geo-fencing', 'USB charging'] },
  },
  {
    name: 'TVS iQube S',
    brand: 'TVS Motor',
    parent: 'TVS iQube',
    vehicleType: 'scooter',
    description: 'The iQube with a 3.4 kWh battery and a 7-inch TFT screen with music and call control.',
    colours: [
      { name: 'Mint Blue', code: '#5eead4', price: 119000, stock: 9 },
      { name: 'Lucid Yellow', code: '#facc15', price: 119000, stock: 5 },
      { name: 'Copper Bronze', code: '#b45309', price: 121500, stock: 4 },
    ],
    specs: { ...scooterApp, topSpeed: 78, rangeMin: 100, rangeMax: 145, range: 100, battery: 3.4, charging: 4.5, motorPower: 4400, weight: 118, warranty: 3, acceleration: 4.2, torque: 33, chargerType: '950 W portable charger', additionalFeatures: ['7-inch TFT', 'Music control', 'Q-Park assist'] },
  },
  {
    name: 'TVS iQube ST',
    brand: 'TVS Motor',
    parent: 'TVS iQube',
    vehicleType: 'scooter',
    description: 'The long-range iQube: a 5.1 kWh battery, 82 km/h top speed and voice assist.',
    colours: [
      { name: 'Starlight Blue', code: '#1d4ed8', price: 159000, stock: 4 },
      { name: 'Corall Sand', code: '#fb923c', price: 159000, stock: 3 },
    ],
    specs: { ...scooterApp, cruiseControl: true, topSpeed: 82, rangeMin: 120, rangeMax: 150, range: 150, battery: 5.1, charging: 4.2, motorPower: 4400, weight: 128, warranty: 3, acceleration: 4.1, torque: 33, chargerType: '950 W portable charger', additionalFeatures: ['Voice assist', 'Alexa skills', 'OTA updates'] },
  },
  {
    name: 'TVS X',
    brand: 'TVS Motor',
    vehicleType: 'scooter',
    description: 'A crossover scooter with an aluminium frame, a 10.2-inch tilting screen and three riding modes up to 105 km/h.',
    colours: [{ name: 'Moonlight Grey', code: '#475569', price: 249990, stock: 2 }],
    specs: { ...scooterApp, topSpeed: 105, rangeMin: 110, rangeMax: 140, range: 140, battery: 4.44, charging: 4.5, motorPower: 11000, weight: 123, warranty: 3, acceleration: 2.6, torque: 40, chargerType: '3 kW Smart X Home charger', additionalFeatures: ['10.2-inch tilting screen', 'Aluminium frame', 'Smart helmet connectivity'] },
  },
  {
    name: 'Bajaj Chetak Premium',
    brand: 'Bajaj Auto',
    vehicleType: 'scooter',
    description: 'The classic Chetak shape in metal, with a 3.2 kWh battery, a colour TFT display and hill hold.',
    colours: [
      { name: 'Indigo Metallic', code: '#312e81', price: 135000, stock: 8 },
      { name: 'Matte Coarse Grey', code: '#6b7280', price: 135000, stock: 7 },
      { name: 'Brooklyn Black', code: '#18181b', price: 137000, stock: 5 },
    ],
    specs: { ...scooterApp, topSpeed: 73, rangeMin: 110, rangeMax: 126, range: 126, battery: 3.2, charging: 5.5, motorPower: 4200, weight: 134, warranty: 3, acceleration: 4.5, torque: 20, chargerType: '650 W home charger', additionalFeatures: ['Metal body', 'Hill hold', 'Reverse assist', 'Sequential indicators'] },
  },
  {
    name: 'Bajaj Chetak Urbane',
    brand: 'Bajaj Auto',
    parent: 'Bajaj Chetak Premium',
    vehicleType: 'scooter',
    description: 'The city Chetak: a 2.9 kWh battery, 113 km of range and the same metal body at a lower price.',
    offer: [-5, 25],
    colours: [
      { name: 'Cyber White', code: '#fafafa', price: 115000, stock: 10 },
      { name: 'Hazelnut', code: '#92400e', price: 115000, stock: 6 },
    ],
    specs: { ...scooterApp, navigation: false, topSpeed: 63, rangeMin: 95, rangeMax: 113, range: 113, battery: 2.9, charging: 4.8, motorPower: 4200, weight: 132, warranty: 3, acceleration: 4.9, torque: 20, chargerType: '650 W home charger', additionalFeatures: ['Metal body', 'Digital console'] },
  },
  {
    name: 'Vida V1 Pro',
    brand: 'Vida',
    vehicleType: 'scooter',
    description: 'Two removable batteries that charge from any home socket, 165 km of certified range and a 7-inch touchscreen.',
    colours: [
      { name: 'Matte Sports Red', code: '#dc2626', price: 125900, stock: 9 },
      { name: 'Matte Abrax Orange', code: '#ea580c', price: 125900, stock: 7 },
      { name: 'Matte White', code: '#f5f5f5', price: 125900, stock: 6 },
    ],
    specs: { ...scooterApp, cruiseControl: true, topSpeed: 80, rangeMin: 110, rangeMax: 165, range: 165, battery: 3.94, charging: 5.9, motorPower: 6000, weight: 125, warranty: 5, acceleration: 3.2, torque: 25, chargerType: 'Portable charger, removable batteries', additionalFeatures: ['Removable batteries', 'Two-way throttle', 'SOS alerts'] },
  },
  {
    name: 'Vida V1 Plus',
    brand: 'Vida',
    parent: 'Vida V1 Pro',
    vehicleType: 'scooter',
    description: 'The V1 with a 3.44 kWh pair of removable batteries and 143 km of certified range.',
    colours: [
      { name: 'Matte Nexus Blue', code: '#1e40af', price: 115000, stock: 8 },
      { name: 'Glossy Black', code: '#0a0a0a', price: 115000, stock: 9 },
    ],
    specs: { ...scooterApp, topSpeed: 80, rangeMin: 100, rangeMax: 143, range: 143, battery: 3.44, charging: 5.2, motorPower: 6000, weight: 124, warranty: 5, acceleration: 3.4, torque: 25, chargerType: 'Portable charger, removable batteries', additionalFeatures: ['Removable batteries', 'Follow-me-home lights'] },
  },
  {
    name: 'Hero Electric Optima CX5.0',
    brand: 'Hero Electric',
    vehicleType: 'scooter',
    description: 'A practical dual-battery city scooter with a digital console and cruise control.',
    colours: [
      { name: 'Charcoal Black', code: '#1c1917', price: 85000, stock: 12 },
      { name: 'Dark Matte Blue', code: '#1e3a8a', price: 85000, stock: 9 },
    ],
    specs: { ...scooterApp, cruiseControl: true, navigation: false, topSpeed: 48, rangeMin: 85, rangeMax: 113, range: 113, battery: 3, charging: 5, motorPower: 1900, weight: 105, warranty: 3, acceleration: 7.5, torque: 16, chargerType: 'Portable charger', additionalFeatures: ['Dual battery', 'Walk assist'] },
  },
  {
    name: 'Simple One',
    brand: 'Simple Energy',
    vehicleType: 'scooter',
    description: 'The longest-range electric scooter in India: 212 km certified from a 5 kWh fixed plus removable battery.',
    colours: [
      { name: 'Brazen Black', code: '#0c0a09', price: 145999, stock: 5 },
      { name: 'Namma Red', code: '#b91c1c', price: 145999, stock: 4 },
      { name: 'Azure Blue', code: '#0284c7', price: 147999, stock: 3 },
    ],
    specs: { ...scooterApp, topSpeed: 105, rangeMin: 150, rangeMax: 212, range: 212, battery: 5, charging: 5.9, motorPower: 8500, weight: 134, warranty: 3, acceleration: 2.77, torque: 72, chargerType: '750 W home charger', additionalFeatures: ['Removable battery', '30 litres boot', 'Ride modes'] },
  },
  {
    name: 'River Indie',
    brand: 'River',
    vehicleType: 'scooter',
    description: 'A rugged scooter with 14-inch wheels, 55 litres of storage and a 4 kWh battery, built for loads and bad roads.',
    colours: [
      { name: 'Monsoon Blue', code: '#2563eb', price: 138000, stock: 6 },
      { name: 'Summer Red', code: '#ef4444', price: 138000, stock: 5 },
      { name: 'Spring Yellow', code: '#eab308', price: 138000, stock: 4 },
    ],
    specs: { ...scooterApp, topSpeed: 90, rangeMin: 120, rangeMax: 161, range: 161, battery: 4, charging: 5, motorPower: 6700, weight: 123, warranty: 5, acceleration: 3.9, torque: 26, chargerType: '750 W home charger', additionalFeatures: ['55 litres storage', '14-inch wheels', 'Dual disc brakes'] },
  },
  {
    name: 'Okinawa PraisePro',
    brand: 'Okinawa',
    vehicleType: 'scooter',
    description: 'A budget-friendly commuter with a removable lithium-ion battery and keyless entry.',
    colours: [{ name: 'Glossy Sparkle Black', code: '#262626', price: 99645, stock: 7 }],
    specs: { ...scooterApp, mobileApp: false, navigation: false, topSpeed: 56, rangeMin: 70, rangeMax: 81, range: 81, battery: 2.08, charging: 3, motorPower: 1000, weight: 99, warranty: 3, acceleration: 8, torque: 12, chargerType: 'Portable charger', additionalFeatures: ['Removable battery', 'Keyless entry'] },
  },
  // ------------------------------------------------------------ motorcycles
  {
    name: 'Revolt RV400',
    brand: 'Revolt Motors',
    vehicleType: 'bike',
    description: 'The AI-enabled commuter motorcycle with a swappable 3.24 kWh battery, three riding modes and selectable exhaust sounds.',
    offer: [-4, 26],
    colours: [
      { name: 'Rebel Red', code: '#dc2626', price: 138950, stock: 8 },
      { name: 'Cosmic Black', code: '#111827', price: 138950, stock: 7 },
      { name: 'Mist Grey', code: '#9ca3af', price: 139950, stock: 4 },
    ],
    specs: { topSpeed: 85, rangeMin: 80, rangeMax: 150, range: 150, battery: 3.24, charging: 4.5, motorPower: 3000, weight: 108, warranty: 5, acceleration: 3.5, torque: 170, transmission: 'Automatic (belt drive)', chargerType: 'Portable charger, battery swap', cruiseControl: false, navigation: true, mobileApp: true, additionalFeatures: ['Swappable battery', 'Artificial exhaust sounds', 'Geo-fencing'] },
  },
  {
    name: 'Revolt RV400 BRZ',
    brand: 'Revolt Motors',
    parent: 'Revolt RV400',
    vehicleType: 'bike',
    description: 'A simpler RV400 without app-connected features, with the same battery and motor.',
    colours: [
      { name: 'Lunar Green', code: '#15803d', price: 134950, stock: 6 },
      { name: 'Dark Silver', code: '#52525b', price: 134950, stock: 5 },
    ],
    specs: { topSpeed: 85, rangeMin: 80, rangeMax: 150, range: 150, battery: 3.24, charging: 4.5, motorPower: 3000, weight: 108, warranty: 5, acceleration: 3.5, torque: 170, transmission: 'Automatic (belt drive)', chargerType: 'Portable charger', cruiseControl: false, navigation: false, mobileApp: false, additionalFeatures: ['Three riding modes'] },
  },
  {
    name: 'Revolt RV1',
    brand: 'Revolt Motors',
    vehicleType: 'bike',
    description: 'An affordable commuter motorcycle with a 2.2 kWh battery and a 6-inch digital display.',
    colours: [
      { name: 'Titanium Red', code: '#b91c1c', price: 84990, stock: 10 },
      { name: 'Black', code: '#0a0a0a', price: 84990, stock: 9 },
    ],
    specs: { topSpeed: 70, rangeMin: 80, rangeMax: 100, range: 100, battery: 2.2, charging: 2.25, motorPower: 2800, weight: 108, warranty: 5, acceleration: 4.5, torque: 95, transmission: 'Automatic (chain drive)', chargerType: 'Fast charger included', cruiseControl: false, navigation: false, mobileApp: false, additionalFeatures: ['Reverse mode', 'Disc brakes'] },
  },
  {
    name: 'Revolt RV1+',
    brand: 'Revolt Motors',
    parent: 'Revolt RV1',
    vehicleType: 'bike',
    description: 'The RV1 with a 3.24 kWh battery for 160 km of range and fast charging in about 80 minutes.',
    colours: [{ name: 'Cosmic Black Red', code: '#7f1d1d', price: 99990, stock: 7 }],
    specs: { topSpeed: 70, rangeMin: 120, rangeMax: 160, range: 160, battery: 3.24, charging: 1.3, motorPower: 2800, weight: 110, warranty: 5, acceleration: 4.5, torque: 95, transmission: 'Automatic (chain drive)', chargerType: 'Fast charger included', cruiseControl: false, navigation: false, mobileApp: false, additionalFeatures: ['Fast charging', 'Reverse mode'] },
  },
  {
    name: 'Ultraviolette F77 Mach 2',
    brand: 'Ultraviolette',
    vehicleType: 'bike',
    description: 'A fully faired electric sports motorcycle: 27 kW, 155 km/h and 211 km of certified range.',
    colours: [
      { name: 'Turbo Red', code: '#e11d48', price: 299000, stock: 3 },
      { name: 'Stellar White', code: '#f8fafc', price: 299000, stock: 2 },
      { name: 'Afterburner Yellow', code: '#facc15', price: 304000, stock: 2 },
    ],
    specs: { topSpeed: 155, rangeMin: 160, rangeMax: 211, range: 211, battery: 7.1, charging: 5, motorPower: 27000, weight: 197, warranty: 8, acceleration: 1.8, torque: 100, transmission: 'Single speed (chain drive)', chargerType: 'Standard 1.3 kW charger, Boost charger', cruiseControl: false, navigation: true, mobileApp: true, additionalFeatures: ['Ten levels of regeneration', 'Dual-channel ABS', 'Traction control'] },
  },
  {
    name: 'Ultraviolette F77 SuperStreet',
    brand: 'Ultraviolette',
    parent: 'Ultraviolette F77 Mach 2',
    vehicleType: 'bike',
    description: 'The F77 as an upright street bike with a flat handlebar and a more relaxed riding position.',
    colours: [{ name: 'Banshee Black', code: '#18181b', price: 299000, stock: 2 }],
    specs: { topSpeed: 155, rangeMin: 160, rangeMax: 211, range: 211, battery: 7.1, charging: 5, motorPower: 27000, weight: 197, warranty: 8, acceleration: 1.8, torque: 100, transmission: 'Single speed (chain drive)', chargerType: 'Standard 1.3 kW charger', cruiseControl: false, navigation: true, mobileApp: true, additionalFeatures: ['Flat handlebar', 'Dual-channel ABS'] },
  },
  {
    name: 'Oben Rorr',
    brand: 'Oben Electric',
    vehicleType: 'bike',
    description: 'A naked street bike with a heat-resistant LFP battery, 100 km/h top speed and 187 km of certified range.',
    colours: [
      { name: 'Electro Amber', code: '#f59e0b', price: 149999, stock: 5 },
      { name: 'Surge Cyan', code: '#22d3ee', price: 149999, stock: 4 },
      { name: 'Lumina Red', code: '#ef4444', price: 149999, stock: 4 },
      { name: 'Photon White', code: '#f5f5f5', price: 149999, stock: 3 },
    ],
    specs: { topSpeed: 100, rangeMin: 150, rangeMax: 187, range: 187, battery: 4.4, charging: 2, motorPower: 8000, weight: 130, warranty: 3, acceleration: 3, torque: 62, transmission: 'Single speed (chain drive)', chargerType: 'Fast charger', cruiseControl: false, navigation: true, mobileApp: true, additionalFeatures: ['LFP battery', 'Geo-fencing', 'Three riding modes'] },
  },
  {
    name: 'Tork Kratos R',
    brand: 'Tork Motors',
    vehicleType: 'bike',
    description: 'A sporty motorcycle with 9 kW peak power, a 4 kWh IP67 battery and track-inspired styling.',
    colours: [
      { name: 'Lightning Red', code: '#dc2626', price: 167499, stock: 4 },
      { name: 'Stealth Black', code: '#171717', price: 167499, stock: 3 },
    ],
    specs: { topSpeed: 105, rangeMin: 120, rangeMax: 180, range: 180, battery: 4, charging: 1, motorPower: 9000, weight: 140, warranty: 3, acceleration: 3.5, torque: 38, transmission: 'Single speed (belt drive)', chargerType: 'Fast charging up to 80% in 1 hour', cruiseControl: false, navigation: true, mobileApp: true, additionalFeatures: ['Geo-fencing', 'Crash alert', 'Fast charging'] },
  },
  {
    name: 'Matter Aera 5000+',
    brand: 'Matter',
    vehicleType: 'bike',
    description: 'The first electric motorcycle in India with a 4-speed hyper-shift gearbox and a liquid-cooled battery.',
    colours: [
      { name: 'Blaze Red', code: '#b91c1c', price: 183999, stock: 3 },
      { name: 'Bronze Green', code: '#365314', price: 183999, stock: 3 },
    ],
    specs: { topSpeed: 105, rangeMin: 125, rangeMax: 172, range: 172, battery: 5, charging: 5, motorPower: 10500, weight: 168, warranty: 3, acceleration: 2.8, torque: 520, transmission: '4-speed manual (hyper-shift)', chargerType: 'On-board 1.5 kW charger', cruiseControl: false, navigation: true, mobileApp: true, additionalFeatures: ['Liquid-cooled battery', '7-inch touchscreen', 'Park assist'] },
  },
  {
    name: 'Ola Roadster X',
    brand: 'Ola Electric',
    vehicleType: 'bike',
    description: 'The entry Ola motorcycle with batteries from 2.5 to 4.5 kWh and up to 200 km of certified range.',
    offer: [2, 30],
    colours: [
      { name: 'Anthracite', code: '#3f3f46', price: 74999, stock: 11 },
      { name: 'Ceramic White', code: '#f4f4f5', price: 84999, stock: 8 },
      { name: 'Industrial Silver', code: '#a1a1aa', price: 99999, stock: 6 },
    ],
    specs: { topSpeed: 118, rangeMin: 140, rangeMax: 200, range: 200, battery: 4.5, charging: 5.9, motorPower: 7000, weight: 120, warranty: 8, acceleration: 3.1, torque: 105, transmission: 'Single speed (chain drive)', chargerType: 'Portable 750 W charger', cruiseControl: true, navigation: true, mobileApp: true, additionalFeatures: ['Single-channel ABS', 'Cruise control', 'Reverse mode'] },
  },
  // ------------------------------------------------------------ cars
  {
    name: 'Tata Nexon EV',
    brand: 'Tata Motors',
    vehicleType: 'four-wheeler',
    description: 'The best-selling electric SUV in India: a 30 kWh battery, five-star Bharat NCAP safety, ventilated seats and a 12.3-inch touchscreen.',
    offer: [-14, 16],
    colours: [
      { name: 'Empowered Oxide', code: '#7c2d12', price: 1249000, stock: 5 },
      { name: 'Creative Ocean', code: '#0e7490', price: 1249000, stock: 4 },
      { name: 'Pristine White', code: '#f8fafc', price: 1259000, stock: 6 },
    ],
    specs: { topSpeed: 120, rangeMin: 230, rangeMax: 325, range: 325, battery: 30, charging: 4.3, motorPower: 95000, weight: 1400, warranty: 8, acceleration: 3.2, torque: 215, transmission: 'Single speed automatic', chargerType: '7.2 kW AC wall box, 50 kW DC fast', cruiseControl: true, navigation: true, mobileApp: true, size: '3994 x 1811 x 1616 mm', additionalFeatures: ['Six airbags', 'Vehicle-to-load', 'Ventilated front seats', '360 degree camera'] },
  },
  {
    name: 'Tata Nexon EV Long Range',
    brand: 'Tata Motors',
    parent: 'Tata Nexon EV',
    vehicleType: 'four-wheeler',
    description: 'The Nexon EV with a 40.5 kWh battery, 465 km of certified range and 106 kW of power.',
    colours: [
      { name: 'Empowered Oxide', code: '#7c2d12', price: 1599000, stock: 3 },
      { name: 'Intensi-Teal', code: '#115e59', price: 1609000, stock: 2 },
    ],
    specs: { topSpeed: 150, rangeMin: 330, rangeMax: 465, range: 465, battery: 40.5, charging: 6, motorPower: 106400, weight: 1480, warranty: 8, acceleration: 3, torque: 215, transmission: 'Single speed automatic', chargerType: '7.2 kW AC wall box, 50 kW DC fast', cruiseControl: true, navigation: true, mobileApp: true, size: '3994 x 1811 x 1616 mm', additionalFeatures: ['Six airbags', 'Vehicle-to-vehicle charging', 'JBL audio'] },
  },
  {
    name: 'Tata Punch EV',
    brand: 'Tata Motors',
    vehicleType: 'four-wheeler',
    description: 'A micro SUV on the acti.ev platform with up to 421 km of range and a front boot.',
    colours: [
      { name: 'Empowered Oxide', code: '#9a3412', price: 999000, stock: 6 },
      { name: 'Seaweed', code: '#166534', price: 999000, stock: 5 },
      { name: 'Fearless Red', code: '#dc2626', price: 1009000, stock: 4 },
    ],
    specs: { topSpeed: 140, rangeMin: 250, rangeMax: 421, range: 315, battery: 25, charging: 3.6, motorPower: 60000, weight: 1280, warranty: 8, acceleration: 3.5, torque: 114, transmission: 'Single speed automatic', chargerType: '7.2 kW AC wall box, 50 kW DC fast', cruiseControl: true, navigation: true, mobileApp: true, additionalFeatures: ['Frunk', 'Six airbags', 'Sunroof'] },
  },
  {
    name: 'Tata Tiago EV',
    brand: 'Tata Motors',
    vehicleType: 'four-wheeler',
    description: 'The most affordable Tata EV, a city hatchback with 19.2 or 24 kWh batteries.',
    offer: [-2, 28],
    colours: [
      { name: 'Teal Blue', code: '#0f766e', price: 799000, stock: 8 },
      { name: 'Tropical Mist', code: '#a8a29e', price: 799000, stock: 6 },
      { name: 'Daytona Grey', code: '#52525b', price: 809000, stock: 5 },
    ],
    specs: { topSpeed: 120, rangeMin: 190, rangeMax: 315, range: 250, battery: 19.2, charging: 6.9, motorPower: 45000, weight: 1150, warranty: 8, acceleration: 2.6, torque: 110, transmission: 'Single speed automatic', chargerType: '3.3 kW AC, 7.2 kW AC, 50 kW DC', cruiseControl: true, navigation: true, mobileApp: true, additionalFeatures: ['Multi-mode regeneration', 'Harman audio'] },
  },
  {
    name: 'Tata Tigor EV',
    brand: 'Tata Motors',
    vehicleType: 'four-wheeler',
    description: 'A compact electric sedan with a 26 kWh battery, 315 km of certified range and a 316-litre boot.',
    colours: [
      { name: 'Magnetic Red', code: '#991b1b', price: 1249000, stock: 4 },
      { name: 'Signature Teal', code: '#0d9488', price: 1249000, stock: 3 },
    ],
    specs: { topSpeed: 120, rangeMin: 230, rangeMax: 315, range: 315, battery: 26, charging: 9.4, motorPower: 55000, weight: 1235, warranty: 8, acceleration: 2.8, torque: 170, transmission: 'Single speed automatic', chargerType: '3.3 kW AC, 25 kW DC', cruiseControl: false, navigation: true, mobileApp: true, additionalFeatures: ['316 litres boot', 'Four-star Global NCAP'] },
  },
  {
    name: 'MG ZS EV',
    brand: 'MG Motor',
    vehicleType: 'four-wheeler',
    description: 'A spacious electric SUV with a 50.3 kWh battery, 461 km of range, a panoramic sunroof and Level 2 ADAS.',
    colours: [
      { name: 'Glaze Red', code: '#b91c1c', price: 1898000, stock: 3 },
      { name: 'Aurora Silver', code: '#cbd5e1', price: 1898000, stock: 3 },
      { name: 'Starry Black', code: '#0f172a', price: 1918000, stock: 2 },
    ],
    specs: { topSpeed: 175, rangeMin: 350, rangeMax: 461, range: 461, battery: 50.3, charging: 8.5, motorPower: 130000, weight: 1620, warranty: 8, acceleration: 2.5, torque: 280, transmission: 'Single speed automatic', chargerType: '7.4 kW AC wall box, 50 kW DC', cruiseControl: true, navigation: true, mobileApp: true, additionalFeatures: ['Level 2 ADAS', 'Panoramic sunroof', 'i-SMART connected car'] },
  },
  {
    name: 'MG Comet EV',
    brand: 'MG Motor',
    vehicleType: 'four-wheeler',
    description: 'A tiny two-door city car, under three metres long, with a 17.3 kWh battery and twin 10.25-inch screens.',
    offer: [-6, 24],
    colours: [
      { name: 'Apple Green', code: '#84cc16', price: 699000, stock: 7 },
      { name: 'Candy White', code: '#fafafa', price: 699000, stock: 6 },
      { name: 'Aurora Silver', code: '#94a3b8', price: 699000, stock: 5 },
      { name: 'Starry Black', code: '#111827', price: 709000, stock: 4 },
    ],
    specs: { topSpeed: 100, rangeMin: 170, rangeMax: 230, range: 230, battery: 17.3, charging: 7, motorPower: 31500, weight: 815, warranty: 8, acceleration: 4.2, torque: 110, transmission: 'Single speed automatic', chargerType: '3.3 kW AC', cruiseControl: false, navigation: true, mobileApp: true, size: '2974 x 1505 x 1640 mm', additionalFeatures: ['Twin 10.25-inch screens', 'Keyless entry'] },
  },
  {
    name: 'MG Windsor EV',
    brand: 'MG Motor',
    vehicleType: 'four-wheeler',
    description: 'A crossover with airline-style reclining rear seats, a 15.6-inch screen and battery-as-a-service pricing.',
    colours: [
      { name: 'Clay Beige', code: '#d6c7a1', price: 1350000, stock: 5 },
      { name: 'Turquoise Green', code: '#0d9488', price: 1350000, stock: 4 },
    ],
    specs: { topSpeed: 170, rangeMin: 250, rangeMax: 331, range: 331, battery: 38, charging: 6.5, motorPower: 100000, weight: 1550, warranty: 8, acceleration: 2.9, torque: 200, transmission: 'Single speed automatic', chargerType: '7.4 kW AC wall box, 45 kW DC', cruiseControl: true, navigation: true, mobileApp: true, additionalFeatures: ['Aero lounge seats', 'Infinity glass roof', '15.6-inch screen'] },
  },
  {
    name: 'Mahindra XUV400',
    brand: 'Mahindra',
    vehicleType: 'four-wheeler',
    description: 'A roomy electric SUV with a 39.4 kWh battery, 456 km of certified range and 310 Nm of torque.',
    colours: [
      { name: 'Infinity Blue', code: '#1d4ed8', price: 1549000, stock: 4 },
      { name: 'Napoli Black', code: '#09090b', price: 1549000, stock: 3 },
      { name: 'Galaxy Grey', code: '#64748b', price: 1559000, stock: 3 },
    ],
    specs: { topSpeed: 150, rangeMin: 300, rangeMax: 456, range: 456, battery: 39.4, charging: 6.5, motorPower: 110000, weight: 1578, warranty: 8, acceleration: 2.8, torque: 310, transmission: 'Single speed automatic', chargerType: '7.2 kW AC wall box, 50 kW DC', cruiseControl: true, navigation: true, mobileApp: true, additionalFeatures: ['Adrenox connected car', 'Six airbags', 'Sunroof'] },
  },
  {
    name: 'Mahindra BE 6',
    brand: 'Mahindra',
    vehicleType: 'four-wheeler',
    description: 'A born-electric SUV coupe on the INGLO platform, with up to 79 kWh, 682 km of certified range and a fighter-jet cockpit.',
    colours: [
      { name: 'Tango Red', code: '#be123c', price: 1890000, stock: 3 },
      { name: 'Firestorm Orange', code: '#ea580c', price: 1890000, stock: 2 },
      { name: 'Desert Myst', code: '#a8a29e', price: 1910000, stock: 2 },
    ],
    specs: { topSpeed: 202, rangeMin: 450, rangeMax: 682, range: 535, battery: 59, charging: 6, motorPower: 170000, weight: 1900, warranty: 10, acceleration: 2.4, torque: 380, transmission: 'Single speed automatic', chargerType: '11 kW AC wall box, 175 kW DC', cruiseControl: true, navigation: true, mobileApp: true, additionalFeatures: ['Level 2+ ADAS', 'Augmented-reality head-up display', 'Auto park'] },
  },
  {
    name: 'Hyundai Ioniq 5',
    brand: 'Hyundai',
    vehicleType: 'four-wheeler',
    description: 'A retro-futuristic crossover on the E-GMP platform with 800 V fast charging and 631 km of certified range.',
    colours: [
      { name: 'Gravity Gold Matte', code: '#a16207', price: 4605000, stock: 1 },
      { name: 'Optic White', code: '#f8fafc', price: 4605000, stock: 2 },
      { name: 'Midnight Black', code: '#020617', price: 4605000, stock: 1 },
    ],
    specs: { topSpeed: 185, rangeMin: 450, rangeMax: 631, range: 631, battery: 72.6, charging: 6.5, motorPower: 160000, weight: 1830, warranty: 8, acceleration: 2.3, torque: 350, transmission: 'Single speed automatic', chargerType: '11 kW AC wall box, 350 kW DC', cruiseControl: true, navigation: true, mobileApp: true, additionalFeatures: ['Vehicle-to-load', 'Sliding centre console', 'ADAS'] },
  },
  {
    name: 'Hyundai Creta Electric',
    brand: 'Hyundai',
    vehicleType: 'four-wheeler',
    description: 'The Creta, electric: 42 or 51.4 kWh batteries, up to 473 km and vehicle-to-load.',
    colours: [
      { name: 'Ocean Blue Matte', code: '#1e40af', price: 1799000, stock: 4 },
      { name: 'Atlas White', code: '#f5f5f5', price: 1799000, stock: 4 },
    ],
    specs: { topSpeed: 160, rangeMin: 320, rangeMax: 473, range: 390, battery: 42, charging: 4, motorPower: 99000, weight: 1535, warranty: 8, acceleration: 2.9, torque: 255, transmission: 'Single speed automatic', chargerType: '11 kW AC wall box, 50 kW DC', cruiseControl: true, navigation: true, mobileApp: true, additionalFeatures: ['Vehicle-to-load', 'Level 2 ADAS', 'Bose audio'] },
  },
  {
    name: 'BYD Atto 3',
    brand: 'BYD',
    vehicleType: 'four-wheeler',
    description: 'An electric SUV with the cobalt-free Blade battery, 521 km of certified range and a rotating 12.8-inch screen.',
    colours: [
      { name: 'Surf Blue', code: '#0369a1', price: 3399000, stock: 2 },
      { name: 'Boulder Grey', code: '#78716c', price: 3399000, stock: 2 },
    ],
    specs: { topSpeed: 160, rangeMin: 400, rangeMax: 521, range: 521, battery: 60.48, charging: 9.5, motorPower: 150000, weight: 1750, warranty: 8, acceleration: 2.5, torque: 310, transmission: 'Single speed automatic', chargerType: '7 kW AC wall box, 80 kW DC', cruiseControl: true, navigation: true, mobileApp: true, additionalFeatures: ['Blade battery', 'Rotating screen', 'Panoramic sunroof'] },
  },
  // ------------------------------------------------------------ commercial
  {
    name: 'Euler HiLoad EV',
    brand: 'Euler Motors',
    vehicleType: 'commercial',
    shape: 'three-wheeler',
    description: 'A heavy-duty cargo three-wheeler with a 688 kg payload, a liquid-cooled 12.4 kWh battery and fast charging.',
    offer: [-8, 22],
    colours: [
      { name: 'Euler Green', code: '#16a34a', price: 378000, stock: 6 },
      { name: 'Fleet White', code: '#f5f5f5', price: 378000, stock: 4 },
    ],
    specs: { topSpeed: 42, rangeMin: 120, rangeMax: 170, range: 151, battery: 12.4, charging: 4, motorPower: 10960, weight: 550, warranty: 3, acceleration: 8, torque: 88.55, transmission: 'Automatic', chargerType: '3.3 kW AC, 12 kW DC fast', cruiseControl: false, navigation: true, mobileApp: true, size: 'Cargo deck 6 x 5 ft', additionalFeatures: ['688 kg payload', 'Liquid-cooled battery', 'Telematics'] },
  },
  {
    name: 'Piaggio Ape E-City FX Maxx',
    brand: 'Piaggio',
    vehicleType: 'commercial',
    shape: 'three-wheeler',
    description: 'The electric Ape passenger auto with a fixed 8 kWh battery and a 3 + 1 seating layout.',
    colours: [
      { name: 'Canary Yellow', code: '#facc15', price: 305000, stock: 8 },
      { name: 'Auto Green', code: '#15803d', price: 305000, stock: 6 },
    ],
    specs: { topSpeed: 50, rangeMin: 100, rangeMax: 145, range: 145, battery: 8, charging: 4, motorPower: 7500, weight: 430, warranty: 5, acceleration: 9, torque: 45, transmission: 'Automatic', chargerType: 'On-board 2 kW charger', cruiseControl: false, navigation: false, mobileApp: true, additionalFeatures: ['3 + 1 seating', 'Hill hold'] },
  },
  {
    name: 'Piaggio Ape E-Xtra FX',
    brand: 'Piaggio',
    parent: 'Piaggio Ape E-City FX Maxx',
    vehicleType: 'commercial',
    shape: 'three-wheeler',
    description: 'The cargo version of the electric Ape, with a 506 kg payload for last-mile delivery.',
    colours: [{ name: 'Piaggio Blue', code: '#1d4ed8', price: 312000, stock: 5 }],
    specs: { topSpeed: 50, rangeMin: 80, rangeMax: 115, range: 115, battery: 8, charging: 4, motorPower: 7500, weight: 470, warranty: 5, acceleration: 9.5, torque: 45, transmission: 'Automatic', chargerType: 'On-board 2 kW charger', cruiseControl: false, navigation: false, mobileApp: true, additionalFeatures: ['506 kg payload', 'Steel cargo box'] },
  },
  {
    name: 'Mahindra Treo',
    brand: 'Mahindra',
    vehicleType: 'commercial',
    shape: 'three-wheeler',
    description: 'The best-selling electric passenger auto in India, with a 7.37 kWh lithium-ion battery and a metal body.',
    colours: [
      { name: 'Deep Blue', code: '#1e3a8a', price: 358000, stock: 7 },
      { name: 'Sunshine Yellow', code: '#eab308', price: 358000, stock: 6 },
    ],
    specs: { topSpeed: 55, rangeMin: 110, rangeMax: 141, range: 141, battery: 7.37, charging: 4, motorPower: 8000, weight: 466, warranty: 5, acceleration: 8.5, torque: 42, transmission: 'Automatic', chargerType: 'Portable 15 A charger', cruiseControl: false, navigation: false, mobileApp: true, additionalFeatures: ['Metal body', 'Telematics', 'Reverse mode'] },
  },
  {
    name: 'Mahindra Treo Zor',
    brand: 'Mahindra',
    parent: 'Mahindra Treo',
    vehicleType: 'commercial',
    shape: 'three-wheeler',
    description: 'The cargo Treo, available as a pickup, delivery van or flat bed, with 550 kg payload.',
    colours: [{ name: 'Arctic White', code: '#f1f5f9', price: 342000, stock: 6 }],
    specs: { topSpeed: 50, rangeMin: 90, rangeMax: 125, range: 125, battery: 7.37, charging: 4, motorPower: 8000, weight: 490, warranty: 5, acceleration: 9, torque: 42, transmission: 'Automatic', chargerType: 'Portable 15 A charger', cruiseControl: false, navigation: false, mobileApp: true, additionalFeatures: ['550 kg payload', 'Pickup, van or flat bed'] },
  },
  {
    name: 'Bajaj RE E-TEC 9.0',
    brand: 'Bajaj Auto',
    vehicleType: 'commercial',
    shape: 'three-wheeler',
    description: 'The electric version of the Bajaj RE passenger auto, with an 8.9 kWh battery and 178 km of certified range.',
    colours: [
      { name: 'Green and Yellow', code: '#65a30d', price: 307000, stock: 6 },
      { name: 'Black and Yellow', code: '#1c1917', price: 307000, stock: 5 },
    ],
    specs: { topSpeed: 45, rangeMin: 140, rangeMax: 178, range: 178, battery: 8.9, charging: 4.5, motorPower: 5500, weight: 505, warranty: 5, acceleration: 10, torque: 36, transmission: 'Automatic', chargerType: 'Portable charger', cruiseControl: false, navigation: false, mobileApp: false, additionalFeatures: ['Hill hold', 'Regenerative braking'] },
  },
  {
    name: 'Tata Ace EV',
    brand: 'Tata Motors',
    vehicleType: 'commercial',
    shape: 'mini-truck',
    description: 'A four-wheel small commercial vehicle with a 600 kg payload, 154 km of range and fleet telematics.',
    offer: [-1, 29],
    colours: [
      { name: 'Arctic White', code: '#f8fafc', price: 872000, stock: 4 },
      { name: 'Ocean Blue', code: '#1d4ed8', price: 879000, stock: 3 },
    ],
    specs: { topSpeed: 60, rangeMin: 120, rangeMax: 154, range: 154, battery: 21.3, charging: 7, motorPower: 27000, weight: 1450, warranty: 7, acceleration: 7, torque: 130, transmission: 'Single speed automatic', chargerType: '3.3 kW AC, 25 kW DC', cruiseControl: false, navigation: true, mobileApp: true, size: 'Deck 2160 x 1490 mm', additionalFeatures: ['600 kg payload', 'Fleet Edge telematics'] },
  },
];
