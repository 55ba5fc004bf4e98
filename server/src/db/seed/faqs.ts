import type { Executor } from '../client';
import { faqs } from '../schema';
import { daysAgo } from './time';
import { FAQ_HINDI } from './hindi';

/**
 * The FAQ page's questions as the demo data starts them (issue 22): what shoppers in India ask
 * before buying an EV. Written in general terms on purpose: amounts, dates and model figures
 * change, so the answers point to the maker's and the government's own pages for them. Admins
 * edit the page at /dashboard/faqs. Paragraphs are separated by a blank line.
 */
export const DEMO_FAQS: readonly { title: string; desc: string }[] = [
  {
    title: 'What is an electric vehicle (EV)?',
    desc:
      'An electric vehicle is driven by one or more electric motors that draw power from a rechargeable battery pack, instead of a petrol or diesel engine. It has no tailpipe, usually no gears to shift, and far fewer moving parts.\n\n' +
      'In India you will find electric scooters and motorcycles, three-wheelers (autos and cargo carriers), cars and SUVs, and light commercial vehicles. You charge them from a socket at home, a charger at work or a public charging station.',
  },
  {
    title: 'Can I charge an EV from a normal socket at home?',
    desc:
      'Most electric scooters and motorcycles come with a portable charger that plugs into an ordinary 15 A three-pin socket, the kind used for a geyser or an air conditioner. Do not use a small 5 A or 6 A socket, a multi-plug adapter or an extension board.\n\n' +
      'Have an electrician check the socket first: it should have a proper earth connection and sit on a circuit protected by an MCB and an RCCB. Charge in a dry, ventilated place, and use only the charger the maker supplies or approves.\n\n' +
      'Many electric cars can also top up slowly from a 15 A socket with a portable charger, but most owners have the maker install a wall-mounted AC charger (commonly 3.3 kW or 7.2 kW). A larger charger may need a higher sanctioned load from your electricity distribution company (DISCOM).',
  },
  {
    title: 'How long does it take to charge an EV?',
    desc:
      'It depends on the size of the battery and the power of the charger. A rough rule: hours to charge ≈ battery capacity in kWh ÷ charger power in kW, plus some extra time, because charging slows down as the battery gets close to full.\n\n' +
      'An electric scooter on its standard home charger usually needs a few hours for a full charge. An electric car on a 7.2 kW home wall charger usually fills up overnight. On a public DC fast charger many cars go from about 10 to 80 percent in under an hour.\n\n' +
      'The maker states the charging times of each model, and our product pages show them.',
  },
  {
    title: 'Why is the real-world range lower than the certified range?',
    desc:
      'The range in a brochure is measured in a laboratory on a standard test cycle (in India, at a government-approved testing agency such as ARAI or ICAT). The test uses fixed, fairly gentle speeds, so it is useful for comparing models but it is not a promise of what you will get on the road.\n\n' +
      'On the road, range falls with higher speeds, a pillion or full load, climbs, stop-and-go traffic, the air conditioner, low tyre pressure and the sportier riding modes. It rises in eco mode and in steady city riding where regenerative braking recovers energy.\n\n' +
      'Ask owners or the dealer what range they see in your city. The running-cost estimate on our product pages uses the range the maker states as its minimum, or three quarters of the claimed range when the maker states no minimum.',
  },
  {
    title: 'What warranty does an EV battery have?',
    desc:
      'Each maker sets its own battery warranty, usually with a limit in years and a limit in kilometres, whichever comes first. For electric two-wheelers it is commonly at least 3 years or 30,000 km, and many makers offer more or sell an extended warranty. Electric cars usually come with a longer battery warranty, often 8 years with a distance limit.\n\n' +
      'Read what the warranty covers: most cover manufacturing defects and a fall in battery capacity below a level the maker states (often 70 percent of the original). Physical damage, water entry caused by misuse, unauthorised repairs and unapproved chargers are usually excluded.\n\n' +
      'Keep your service records, and ask whether the battery warranty passes to the next owner when you sell.',
  },
  {
    title: 'What subsidies and incentives can I get on an EV?',
    desc:
      "The central government's PM E-DRIVE scheme, which started in October 2024, gives a demand incentive on eligible electric two-wheelers, three-wheelers and some commercial vehicles. It depends on the battery size, has a cap per vehicle and is cut from the price when you buy: the maker's price already includes it, and you confirm the purchase with an Aadhaar-authenticated e-voucher at the dealer. Private electric cars are not covered by this incentive.\n\n" +
      'Many states add their own benefits under their EV policies, such as a purchase subsidy, a waiver of road tax or a waiver of registration fees. These differ from state to state and change over time. GST on electric vehicles is 5 percent, lower than on petrol and diesel vehicles.\n\n' +
      'Amounts, eligible models and end dates change, so check the Ministry of Heavy Industries PM E-DRIVE portal and your state transport department before you buy. On EV Bazaar the on-road price shows the central incentive as part of the ex-showroom price, and a state subsidy that is paid back after purchase as the effective cost.',
  },
  {
    title: 'Do I need insurance for an electric vehicle?',
    desc:
      'Yes. Under the Motor Vehicles Act every vehicle used on a public road, electric or not, needs at least third-party insurance. A new two-wheeler is sold with five years of third-party cover and a new car with three years.\n\n' +
      "The third-party premium of an EV depends on its motor's power in kilowatts rather than on engine size. A comprehensive policy also covers damage to your own vehicle, theft, fire and floods.\n\n" +
      'Useful add-ons for an EV include zero depreciation, roadside assistance and cover for the battery, the motor and the charger. Check what the policy says about water damage to the battery if you live in a flood-prone area.',
  },
  {
    title: 'How often does an EV need servicing, and what does it cost?',
    desc:
      'An EV needs less servicing than a petrol vehicle: there is no engine oil, oil filter, spark plug, clutch or exhaust to look after. Most makers still ask for a periodic service, usually once a year or at a set distance, whichever comes first.\n\n' +
      'A service typically checks the brakes, tyres, suspension, lights, the 12 V battery (in cars), the coolant of a liquid-cooled battery, the cabin air filter, and installs software updates. Brake pads also last longer, because regenerative braking does part of the slowing down.\n\n' +
      'Servicing at an authorised centre on schedule keeps the battery warranty valid. Before you buy, ask the dealer where the nearest service centre is and what a periodic service costs.',
  },
  {
    title: 'What is the resale value of an EV?',
    desc:
      'The used-EV market in India is still young, so resale prices vary more than for petrol vehicles. The biggest factor is the battery: its health, how much of its warranty is left, and whether that warranty passes to the next owner.\n\n' +
      "The brand's service network, software support and how fast the model is being updated also matter. Changes in new-vehicle prices and subsidies move used prices too.\n\n" +
      'To get a better price when you sell, keep all service records, get a battery health report from an authorised service centre, and keep the charger and documents. Some makers and dealers offer buyback or exchange programmes.',
  },
  {
    title: 'Are EVs more expensive than petrol or diesel vehicles?',
    desc:
      'An EV usually costs more to buy than a similar petrol model, mainly because of the battery. It costs much less to run: electricity for a kilometre costs a fraction of petrol for the same distance, and maintenance is lower.\n\n' +
      'The more you ride or drive, the sooner the lower running cost makes up for the higher price. Each product page on EV Bazaar shows an indicative on-road price for your state, an EMI calculator and a running-cost estimate that compares the EV with a petrol vehicle.',
  },
  {
    title: 'How much does it cost to charge an EV?',
    desc:
      'Multiply the units (kWh) a full charge takes by your electricity tariff. A scooter battery holds a few kWh and a car battery a few tens of kWh; some energy is lost while charging, so a full charge takes a little more than the battery holds.\n\n' +
      'Home charging is billed at your home tariff, which depends on your state and your monthly slab; several DISCOMs also offer a separate tariff for EV charging. Public fast charging usually costs more per unit than charging at home.\n\n' +
      "Choose your state on a product page to see an estimate of the monthly cost at that state's tariff.",
  },
  {
    title: 'What is the difference between AC and DC charging?',
    desc:
      "Battery packs store direct current (DC). With AC charging, at home or at many workplaces, the vehicle's own on-board charger converts the mains supply, so the speed is limited by that on-board charger. It is slower and kind to the battery.\n\n" +
      'A DC fast charger does the conversion itself and feeds the battery directly, so it is much faster. It is found at public stations and along highways. Most new electric cars in India use a Type 2 connector for AC and a CCS2 connector for DC. Two-wheelers mostly charge at home; public charging for them depends on the brand, and a common connector for light EVs (LECCS) is being adopted.',
  },
  {
    title: 'Can I take an EV on a long trip?',
    desc:
      'Yes, with a little planning. Public fast chargers are spreading along national highways and in and between cities. Charge-point operator apps show where the chargers are, whether they are working and free, and what they cost.\n\n' +
      'Plan stops before the battery runs low, keep a margin of about 20 percent for a charger that is busy or out of order, and remember that high highway speeds use more energy than city riding. Electric scooters are best suited to city use; check the range and the charger network before planning a long ride on one.',
  },
  {
    title: 'Is it safe to ride or charge an EV in the rain?',
    desc:
      'Yes. Battery packs, motors and connectors are sealed, and many batteries carry an IP67 rating against dust and water; check the rating of your model. Riding or driving in the rain is as safe as in any vehicle.\n\n' +
      'Avoid deep water on flooded roads, as you would with any vehicle: water above the battery or the floor can damage it. Do not charge with a wet plug or socket, or with the charger standing in water, and keep a home charger under cover.',
  },
  {
    title: 'How can I make my EV battery last longer?',
    desc:
      "All lithium-ion batteries lose some capacity over the years; how you charge and park affects how fast. For daily use, many makers suggest not keeping the battery at 100 percent for long and not running it down to empty often. Follow your maker's advice on charging limits.\n\n" +
      'Park in the shade in summer, let the battery cool after a long ride before fast charging, and use DC fast charging when you need it rather than every day. If you leave the vehicle unused for weeks, leave it partly charged, not full or empty.',
  },
  {
    title: 'Do I need a driving licence and registration for an electric scooter?',
    desc:
      'Yes, for most of them. Only low-speed electric two-wheelers, with a top speed of up to 25 km/h and a motor of up to 250 W, are exempt from registration and a driving licence. All other electric scooters and motorcycles must be registered and insured, and the rider needs a valid licence and a helmet.\n\n' +
      'Battery-operated vehicles carry green number plates: white letters on green for private vehicles, yellow letters on green for commercial ones.',
  },
  {
    title: 'Can I install a charger in my apartment or housing society parking?',
    desc:
      "Start with your housing society's managing committee: explain where the charger will go and how the electricity will be billed. The simplest set-up is a charger on your own meter, or a separate meter or sub-meter for your parking spot.\n\n" +
      'The maker or the dealer usually arranges a site survey and the installation of a wall charger. Your DISCOM can tell you whether you need a higher sanctioned load or a separate connection, and whether it has a tariff for EV charging. Many states now ask new buildings to provide charging points or wiring for them in parking areas.',
  },
  {
    title: 'What is regenerative braking?',
    desc:
      'When you lift off the throttle or brake, the motor works as a generator: it slows the vehicle down and sends some of the energy back into the battery. It adds a little range, most of all in stop-and-go city traffic, and saves wear on the brake pads.\n\n' +
      'Many EVs let you choose how strong it is. It does not replace the brakes: always use them to stop.',
  },
  {
    title: 'How do I book a test ride on EV Bazaar?',
    desc:
      'Open the vehicle you like, choose your location and a dealer shop that has it available, pick a time if the shop offers slots, and press Book Test Drive. You need to be signed in with a customer account; the site asks you to log in or register first.\n\n' +
      'Your bookings are listed under Booking ride, where you can see whether the dealer has confirmed them and cancel one you no longer need. The shop sees your name, e-mail and, while the ride is open, your phone number, so it can reach you about the ride.',
  },
];

/** The demo FAQ, in the order above, each question with its Hindi twin (seed/hindi.ts). */
export async function seedFaqs(db: Executor) {
  return db
    .insert(faqs)
    .values(
      DEMO_FAQS.map((faq, i) => ({
        ...faq,
        titleHi: FAQ_HINDI[faq.title]?.title ?? null,
        descHi: FAQ_HINDI[faq.title]?.desc ?? null,
        position: i + 1,
        createdAt: daysAgo(60),
        updatedAt: daysAgo(60),
      })),
    )
    .returning();
}
