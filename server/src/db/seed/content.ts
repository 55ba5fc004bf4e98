import type { Executor } from '../client';
import { blogs, enquiries, locations } from '../schema';
import { addressOf, place } from './accounts';
import { blogBannerSvg, demoImageUrl, slugify, type BannerMotif } from './images';
import { daysAgo } from './time';
import { BLOG_HINDI } from './hindi';

/** Showroom locations; city names exactly as in the country-state-city dataset. */
export const LOCATIONS = [
  { ...addressOf(place('MH', 'Maharashtra', 'Mumbai'), 'EV Bazaar Experience Centre, Linking Road, Bandra West'), address2: 'Near Bandra Station' },
  { ...addressOf(place('MH', 'Maharashtra', 'Pune'), 'Shop 4, FC Road, Shivajinagar'), address2: null },
  { ...addressOf(place('KA', 'Karnataka', 'Bengaluru'), '100 Feet Road, Indiranagar'), address2: 'Opposite HAL 2nd Stage' },
  { ...addressOf(place('DL', 'Delhi', 'New Delhi'), 'Block E, Connaught Place'), address2: null },
  { ...addressOf(place('TN', 'Tamil Nadu', 'Chennai'), 'Anna Salai, Teynampet'), address2: 'Near Gemini Flyover' },
  { ...addressOf(place('GJ', 'Gujarat', 'Ahmedabad'), 'SG Highway, Bodakdev'), address2: null },
  { ...addressOf(place('TG', 'Telangana', 'Hyderabad'), 'Road No. 36, Jubilee Hills'), address2: null },
];

const BLOGS: { title: string; tag: string; motif: BannerMotif; from: string; to: string; content: string }[] = [
  {
    title: 'PM E-DRIVE explained: how much subsidy your EV gets',
    tag: 'Subsidy',
    motif: 'rupee',
    from: '#1e3a8a',
    to: '#0ea5e9',
    content:
      'The PM E-DRIVE scheme replaced FAME II in October 2024 and continues the central demand incentive for electric two-wheelers, three-wheelers, e-ambulances and e-trucks.\n\n' +
      'For electric two-wheelers the incentive is linked to battery capacity and capped per vehicle, and it is passed on by the maker at the time of sale: the price you see at the dealer already includes it. You receive an Aadhaar-authenticated e-voucher that you sign with the dealer to claim it.\n\n' +
      'Several states add their own benefits on top, such as road-tax and registration-fee waivers in Maharashtra, Delhi, Tamil Nadu and Telangana. Ask your dealer for the on-road price after central and state incentives before you compare models.',
  },
  {
    title: 'Charging an EV at home: a practical guide for Indian homes',
    tag: 'Charging',
    motif: 'plug',
    from: '#065f46',
    to: '#10b981',
    content:
      'Most electric scooters charge from an ordinary 15 A socket with the portable charger in the box. A full charge of a 3 kWh battery takes four to six hours and uses about 3.5 units of electricity.\n\n' +
      'For cars, a 7.2 kW wall box on a single-phase connection charges a 30 kWh battery overnight. Check your sanctioned load with your DISCOM first; many households need to raise it to 7 or 10 kW.\n\n' +
      'In apartments, talk to your housing society early: a dedicated meter for the parking slot keeps the bill simple, and several states now require new buildings to provide EV-ready parking.',
  },
  {
    title: 'Battery care: make your EV battery last for years',
    tag: 'Battery',
    motif: 'battery',
    from: '#312e81',
    to: '#7c3aed',
    content:
      'Lithium-ion batteries age fastest when they sit full and hot. For daily use, charging to 80 to 90 percent and avoiding regular deep discharges below 10 percent keeps the cells healthy.\n\n' +
      'Park in the shade during Indian summers and let the battery cool for half an hour after a long ride before fast charging. Monsoon is not a worry for IP67-rated packs, but never charge from a wet socket.\n\n' +
      'Most makers now offer battery warranties of five to eight years; keep your service records, because a missed software update or service can affect a claim.',
  },
  {
    title: 'EV vs petrol: the real running cost per kilometre',
    tag: 'Ownership',
    motif: 'road',
    from: '#7c2d12',
    to: '#f97316',
    content:
      'A petrol scooter that returns 45 km per litre costs a little over two rupees per kilometre at current fuel prices. An electric scooter using 30 Wh per km costs about twenty-five paise per kilometre on a home tariff of eight rupees per unit.\n\n' +
      'At 30 km a day that is a saving of roughly 1,800 rupees a month, before counting lower servicing costs: no engine oil, no spark plugs and far fewer moving parts.\n\n' +
      'The higher purchase price is usually recovered within three years for a daily commuter, sooner for delivery riders who cover 100 km a day.',
  },
  {
    title: 'Electric three-wheelers are changing last-mile delivery',
    tag: 'Commercial',
    motif: 'bolt',
    from: '#0f172a',
    to: '#334155',
    content:
      'Electric autos and cargo three-wheelers are now the majority of new three-wheeler registrations in many Indian cities. For fleet owners the maths is simple: the energy cost per kilometre is a fraction of CNG or diesel.\n\n' +
      'Modern cargo models carry 500 to 700 kg, offer 120 to 170 km of real range and support fast charging during the lunch break. Telematics help operators track battery health and driver behaviour.\n\n' +
      'Financing has improved too, with several banks and NBFCs now offering dedicated loans for electric commercial vehicles.',
  },
  {
    title: 'Five things to check on your first EV test ride',
    tag: 'Buying guide',
    motif: 'leaf',
    from: '#14532d',
    to: '#65a30d',
    content:
      'Book a test ride at a dealer near you and try the vehicle on roads you use every day. First, feel the throttle in each riding mode: eco modes can feel very different from sport modes.\n\n' +
      'Second, test regenerative braking on a downhill. Third, check how easily you can read the display in bright sunlight. Fourth, lift the seat or open the boot and see whether your helmet fits.\n\n' +
      'Finally, ask about the charging set-up, the nearest service centre and the real-world range the dealer sees from other owners in your city.',
  },
  {
    title: 'Public charging in Indian cities: what to expect',
    tag: 'Charging',
    motif: 'plug',
    from: '#0c4a6e',
    to: '#06b6d4',
    content:
      'India now has tens of thousands of public charging points, concentrated in metros such as Delhi, Mumbai, Bengaluru and Hyderabad and along major highways.\n\n' +
      'Most car chargers use the CCS2 standard for DC fast charging and Type 2 for AC. Scooter makers run their own networks, and the new LECCS connector lets two-wheelers share public chargers.\n\n' +
      'Apps from charge-point operators show live availability and pricing. Plan long trips around fast chargers and keep a buffer of 20 percent charge in case a charger is busy.',
  },
];

const CONTACTS = [
  {
    name: 'Sneha Joshi',
    email: 'sneha.joshi@example.com',
    phone: '9876501234',
    message: 'I want to know the on-road price of the Ather Rizta in Pune after the state subsidy.',
  },
  {
    name: 'Imran Qureshi',
    email: 'imran.q@example.com',
    phone: '9876512345',
    message: 'Do you offer financing for a fleet of ten Euler HiLoad EVs for our delivery business in Hyderabad?',
  },
  {
    name: 'Ananya Bose',
    email: 'ananya.bose@example.com',
    phone: '9876523456',
    message: 'Is there a dealer in Chennai who can arrange a test ride of the Tata Punch EV this weekend?',
  },
  {
    name: 'Gurpreet Kaur',
    email: 'gurpreet.kaur@example.com',
    phone: '9876534567',
    message: 'Can a 7.2 kW wall box be installed in a society parking in New Delhi? Please call me back.',
  },
];

const CAREERS = [
  {
    name: 'Nikhil Verma',
    email: 'nikhil.verma@example.com',
    phone: '9988776655',
    message: 'Full-stack developer with four years of React and Node.js experience, interested in the product engineering role in Mumbai.',
  },
  {
    name: 'Pooja Menon',
    email: 'pooja.menon@example.com',
    phone: '9988665544',
    message: 'EV service technician certified on two-wheeler battery systems, looking for a workshop role in Bengaluru.',
  },
  {
    name: 'Siddharth Rao',
    email: 'siddharth.rao@example.com',
    phone: '9988554433',
    message: 'Sales executive with automobile dealership experience; would like to join your dealer partnerships team.',
  },
];

/** Locations, blog posts with banners, and contact and career enquiries. Returns the locations. */
export async function seedContent(db: Executor, images: Map<string, string>) {
  const locationRows = await db
    .insert(locations)
    .values(LOCATIONS.map((l, i) => ({ ...l, createdAt: daysAgo(230 - i * 5) })))
    .returning();
  await db.insert(blogs).values(
    BLOGS.map((b, i) => {
      const slug = `blog-${slugify(b.title)}`;
      images.set(slug, blogBannerSvg({ title: b.title, motif: b.motif, from: b.from, to: b.to }));
      const createdAt = daysAgo(90 - i * 12);
      const hindi = BLOG_HINDI[b.title];
      return {
        title: b.title,
        content: b.content,
        titleHi: hindi?.title ?? null,
        contentHi: hindi?.content ?? null,
        image: demoImageUrl(slug),
        createdAt,
        updatedAt: createdAt,
      };
    }),
  );
  await db
    .insert(enquiries)
    .values([
      ...CONTACTS.map((c, i) => ({ ...c, kind: 'contact' as const, createdAt: daysAgo(20 - i * 4) })),
      ...CAREERS.map((c, i) => ({ ...c, kind: 'career' as const, createdAt: daysAgo(30 - i * 8) })),
    ]);
  return locationRows;
}
