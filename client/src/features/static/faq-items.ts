/** Placeholder EV text, repeated four times as the spec shows it. */
const BASE = [
  {
    title: 'What is an electric vehicle (EV)?',
    desc: 'An electric vehicle runs on one or more electric motors powered by a rechargeable battery pack instead of a petrol or diesel engine.',
  },
  {
    title: 'How long does it take to charge an EV?',
    desc: 'Charging takes from 30 minutes to several hours depending on the battery size and the type of charger used.',
  },
  {
    title: 'Are EVs more expensive than fuel cars?',
    desc: 'EVs usually have a higher upfront cost, but their running cost is lower: electricity is cheaper than fuel and there is less maintenance.',
  },
];

export const FAQ_ITEMS: readonly { title: string; desc: string }[] = Array.from({ length: 4 }, () => BASE).flat();
