import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LINE_APPLIES_TO, RATE_KINDS } from '@evbazaar/common';
import { buildSchema, type GraphQLEnumType } from 'graphql';
import { useTestApp } from '../../../test/helpers';
import { toGraphQLEnum } from '../../graphql/enums';
import { seedPricing } from '../../db/seed/pricing';

// issue 20.3 / decision 0030 changed these on purpose: each line says where it applies, the central
// incentive is INCLUDED in ex-showroom (no longer subtracted), Maharashtra's subsidy is reimbursed
// after purchase (the effective cost), so the on-road price is ex-showroom plus the counter lines

const MH_SCOOTER_LINES = (price: number) => [
  {
    label: 'Road tax / RTO',
    amount: 0,
    appliesTo: 'COUNTER',
    source: 'Maharashtra Electric Vehicle Policy 2025: road tax exempt for EVs',
    verifiedOn: '2026-11-01',
  },
  { label: 'Registration', amount: 400, appliesTo: 'COUNTER', source: expect.stringContaining('registration fee waived'), verifiedOn: '2026-11-01' },
  { label: 'Insurance', amount: price * 0.05, appliesTo: 'COUNTER', source: expect.any(String), verifiedOn: '2026-11-01' },
  { label: 'State EV subsidy', amount: -10_000, appliesTo: 'AFTER_PURCHASE', source: 'Maharashtra Electric Vehicle Policy 2025', verifiedOn: '2026-11-01' },
  { label: 'Central incentive', amount: -5000, appliesTo: 'INCLUDED', source: expect.stringContaining('PM E-DRIVE'), verifiedOn: '2026-11-01' },
];

const RULE = { kind: 'percent', value: 2, source: 'Test notification 2026', verifiedOn: '2026-11-20' };
const RATES_BODY = {
  roadTax: RULE,
  registration: { ...RULE, kind: 'fixed', value: 700 },
  insurance: { ...RULE, value: 4 },
  stateSubsidy: { ...RULE, kind: 'per-kwh', value: 4000, cap: 8000 },
  centralIncentive: null,
  petrolMileage: 48,
  petrolMileageSource: 'Test mileage',
};
const STATE_BODY = {
  policy: 'Goa Electric Mobility Promotion Policy 2021',
  electricityTariff: 4.5,
  tariffSource: 'JERC tariff order',
  tariffVerifiedOn: '2026-11-20',
  petrolPrice: 96.5,
  petrolSource: 'IOCL retail price, Panaji',
  petrolVerifiedOn: '2026-11-20',
};

describe('pricing', () => {
  const { t, admin, customer } = useTestApp({ cast: ['admin', 'customer'] });
  let scooter: Awaited<ReturnType<typeof t.seed.product>>;
  let car: Awaited<ReturnType<typeof t.seed.product>>;

  beforeAll(async () => {
    await seedPricing(t.db);
    scooter = await t.seed.product({
      battery: 3,
      colors: [
        { name: 'Red', code: '#ff0000', price: 130_000, stock: 1, images: [] },
        { name: 'White', code: '#ffffff', price: 120_000, stock: 1, images: [] },
      ],
    });
    car = await t.seed.product({
      vehicleType: 'four-wheeler',
      battery: 30,
      colors: [{ name: 'Grey', code: '#888888', price: 1_400_000, stock: 1, images: [] }],
    });
  });

  describe('on-road price', () => {
    it("REST: adds Maharashtra's counter lines to the cheapest colour; the subsidy reimbursed later gives the effective cost", async () => {
      const res = await t.api.get(`/api/pricing/on-road?productId=${scooter.id}&stateId=IN-MH`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        stateId: 'IN-MH',
        stateName: 'Maharashtra',
        exShowroom: 120_000,
        lines: MH_SCOOTER_LINES(120_000),
        onRoad: 120_000 + 400 + 6000,
        effectiveCost: 120_000 + 400 + 6000 - 10_000,
      });
    });

    it('REST: prices the chosen colour', async () => {
      const red = scooter.colors.find((c) => c.name === 'Red')!;
      const res = await t.api.get(`/api/pricing/on-road?productId=${scooter.id}&stateId=IN-MH&colorId=${red.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        exShowroom: 130_000,
        lines: MH_SCOOTER_LINES(130_000),
        onRoad: 130_000 + 400 + 6500,
        effectiveCost: 130_000 + 400 + 6500 - 10_000,
      });
    });

    it('GraphQL: gives the same lines, and no central incentive for a four-wheeler', async () => {
      const query = `query($p: ID!, $s: ID!, $c: ID) { onRoadPrice(productId: $p, stateId: $s, colorId: $c) { stateId stateName productId colorId exShowroom onRoad effectiveCost indicative lines { label amount appliesTo source verifiedOn } } }`;
      const res = await t.gql(query, { p: scooter.id, s: 'IN-MH' });
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data.onRoadPrice).toEqual({
        stateId: 'IN-MH',
        stateName: 'Maharashtra',
        productId: scooter.id,
        colorId: scooter.colors.find((c) => c.name === 'White')!.id,
        exShowroom: 120_000,
        onRoad: 120_000 + 400 + 6000,
        effectiveCost: 120_000 + 400 + 6000 - 10_000,
        indicative: true,
        lines: MH_SCOOTER_LINES(120_000),
      });
      const rest = await t.api.get(`/api/pricing/on-road?productId=${scooter.id}&stateId=IN-MH`);
      expect(rest.body.lines).toEqual(res.body.data.onRoadPrice.lines);
      const delhiCar = await t.gql(query, { p: car.id, s: 'IN-DL' });
      // Delhi: ₹10,000/kWh × 30 kWh capped at ₹1,50,000; insurance 3.5 %
      expect(delhiCar.body.data.onRoadPrice.lines.map((l: { label: string; amount: number; appliesTo: string }) => [l.label, l.amount, l.appliesTo])).toEqual([
        ['Road tax / RTO', 0, 'COUNTER'],
        ['Registration', 800, 'COUNTER'],
        ['Insurance', 49_000, 'COUNTER'],
        ['State EV subsidy', -150_000, 'AFTER_PURCHASE'],
      ]);
      expect(delhiCar.body.data.onRoadPrice.onRoad).toBe(1_400_000 + 800 + 49_000);
      expect(delhiCar.body.data.onRoadPrice.effectiveCost).toBe(1_400_000 + 800 + 49_000 - 150_000);
    });

    it('prices the Ather 450X in Maharashtra above its ex-showroom ₹1,46,999 through both doors (it was ₹1,39,749)', async () => {
      const ather = await t.seed.product({
        name: 'Ather 450X',
        battery: 3.7,
        colors: [{ name: 'Space Grey', code: '#4b5563', price: 146_999, stock: 1, images: [] }],
      });
      const rest = await t.api.get(`/api/pricing/on-road?productId=${ather.id}&stateId=IN-MH`);
      expect(rest.status).toBe(200);
      expect(rest.body.exShowroom).toBe(146_999);
      expect(rest.body.onRoad).toBeGreaterThan(146_999);
      // 0 % road tax, ₹400 plate and card, 5 % insurance; the 10 % subsidy (cap ₹10,000) paid later
      expect(rest.body.onRoad).toBe(146_999 + 400 + 7350);
      expect(rest.body.effectiveCost).toBe(146_999 + 400 + 7350 - 10_000);
      expect(rest.body.lines).toContainEqual(expect.objectContaining({ label: 'Central incentive', amount: -5000, appliesTo: 'INCLUDED' }));
      const gql = await t.gql(
        'query($p: ID!) { onRoadPrice(productId: $p, stateId: "IN-MH") { onRoad effectiveCost lines { label amount appliesTo source verifiedOn } } }',
        { p: ather.id },
      );
      expect(gql.body.data.onRoadPrice).toEqual({ onRoad: rest.body.onRoad, effectiveCost: rest.body.effectiveCost, lines: rest.body.lines });
    });

    it('declares the GraphQL enums of pricing as the kernel lists them', () => {
      const schema = buildSchema(readFileSync(path.resolve(__dirname, '../../../../schema.graphql'), 'utf8'), { assumeValidSDL: true });
      const values = (name: string) =>
        (schema.getType(name) as GraphQLEnumType)
          .getValues()
          .map((v) => v.name)
          .sort();
      expect(values('LineAppliesTo')).toEqual([...LINE_APPLIES_TO].sort());
      expect(values('RateKind')).toEqual(RATE_KINDS.map((k) => toGraphQLEnum(k)).sort());
    });

    it('answers 404 / NOT_FOUND for an unknown product, colour or state, and 400 for missing input', async () => {
      expect((await t.api.get(`/api/pricing/on-road?productId=missing&stateId=IN-MH`)).body).toEqual({ message: 'Product not found' });
      const colour = await t.api.get(`/api/pricing/on-road?productId=${scooter.id}&stateId=IN-MH&colorId=nope`);
      expect(colour.status).toBe(404);
      expect(colour.body.message).toBe('Colour not found');
      const state = await t.api.get(`/api/pricing/on-road?productId=${scooter.id}&stateId=IN-AN`);
      expect(state.status).toBe(404);
      expect(state.body.message).toBe('No rates for this state yet');
      const missing = await t.api.get('/api/pricing/on-road');
      expect(missing.status).toBe(400);
      expect(missing.body.errors).toEqual({ productId: 'Product is required', stateId: 'State is required' });
      const tooLong = await t.api.get(`/api/pricing/on-road?productId=${'x'.repeat(65)}&stateId=IN-MH`);
      expect(tooLong.status).toBe(400);

      const gql = await t.gql('query($p: ID!) { onRoadPrice(productId: $p, stateId: "IN-AN") { onRoad } }', { p: scooter.id });
      expect(gql.body.errors[0]).toMatchObject({ message: 'No rates for this state yet', extensions: { code: 'NOT_FOUND' } });
    });
  });

  describe('rates', () => {
    it('lists at least 10 states with every vehicle type, sources and dates, marked indicative', async () => {
      const rest = await t.api.get('/api/pricing/rates');
      expect(rest.status).toBe(200);
      expect(rest.body.data.length).toBeGreaterThanOrEqual(10);
      for (const state of rest.body.data) {
        expect(state).toMatchObject({ policy: expect.any(String), electricityTariff: expect.any(Number), petrolPrice: expect.any(Number), indicative: true });
        expect(state.rates.map((r: { vehicleType: string }) => r.vehicleType).sort()).toEqual(['bike', 'commercial', 'four-wheeler', 'scooter']);
        expect(state.rates[0].roadTax).toMatchObject({ source: expect.any(String), verifiedOn: '2026-11-01' });
      }
      const gql = await t.gql(
        '{ pricingStates { stateId stateName indicative tariffSource rates { vehicleType petrolMileage roadTax { kind value source verifiedOn } centralIncentive { kind cap maxExShowroom } } } }',
      );
      expect(gql.body.errors).toBeUndefined();
      const mh = gql.body.data.pricingStates.find((s: { stateId: string }) => s.stateId === 'IN-MH');
      expect(mh.rates.find((r: { vehicleType: string }) => r.vehicleType === 'SCOOTER')).toMatchObject({
        petrolMileage: 45,
        roadTax: { kind: 'PERCENT', value: 0 },
        centralIncentive: { kind: 'PER_KWH', cap: 5000, maxExShowroom: 150_000 },
      });
      const one = await t.gql('{ pricingState(stateId: "IN-KA") { stateName rates { vehicleType } } none: pricingState(stateId: "IN-AN") { stateName } }');
      expect(one.body.data).toEqual({ pricingState: { stateName: 'Karnataka', rates: expect.any(Array) }, none: null });
    });

    it('REST: lets an admin add a state and its scooter rates, then prices with them', async () => {
      const state = await t.api.as(admin).put('/api/pricing/rates/IN-GA').send(STATE_BODY);
      expect(state.status).toBe(200);
      expect(state.body).toMatchObject({ message: 'State rates saved', data: { stateId: 'IN-GA', stateName: 'Goa', ...STATE_BODY, rates: [] } });
      const rates = await t.api.as(admin).put('/api/pricing/rates/IN-GA/scooter').send(RATES_BODY);
      expect(rates.status).toBe(200);
      expect(rates.body.data.rates).toEqual([expect.objectContaining({ vehicleType: 'scooter', petrolMileage: 48, centralIncentive: null })]);
      const price = await t.api.get(`/api/pricing/on-road?productId=${scooter.id}&stateId=IN-GA`);
      // 2 % tax, ₹700, 4 % insurance, ₹4,000/kWh × 3 capped at ₹8,000
      // the subsidy's payment left out: reimbursed after purchase
      expect(price.body.onRoad).toBe(120_000 + 2400 + 700 + 4800);
      expect(price.body.effectiveCost).toBe(120_000 + 2400 + 700 + 4800 - 8000);
      const atCounter = await t.api
        .as(admin)
        .put('/api/pricing/rates/IN-GA/scooter')
        .send({ ...RATES_BODY, stateSubsidyAppliesTo: 'COUNTER' });
      expect(atCounter.body.data.rates).toEqual([expect.objectContaining({ stateSubsidyAppliesTo: 'COUNTER' })]);
      const deducted = await t.api.get(`/api/pricing/on-road?productId=${scooter.id}&stateId=IN-GA`);
      expect(deducted.body.lines).toContainEqual(expect.objectContaining({ label: 'State EV subsidy', amount: -8000, appliesTo: 'COUNTER' }));
      expect(deducted.body.onRoad).toBe(120_000 + 2400 + 700 + 4800 - 8000);
      expect(deducted.body.effectiveCost).toBe(deducted.body.onRoad);
      expect((await t.api.get(`/api/pricing/on-road?productId=${car.id}&stateId=IN-GA`)).body.message).toBe('No rates for this vehicle type in this state yet');
    });

    it("GraphQL: lets an admin update a state and a vehicle type's rates", async () => {
      const saveState = await t.gql.as(admin)('mutation($i: PricingStateInput!) { savePricingState(stateId: "IN-KA", input: $i) { stateName petrolPrice } }', {
        i: { ...STATE_BODY, policy: 'Karnataka Clean Mobility Policy 2025-30', petrolPrice: 103.2 },
      });
      expect(saveState.body.data.savePricingState).toEqual({ stateName: 'Karnataka', petrolPrice: 103.2 });
      const input = {
        ...RATES_BODY,
        roadTax: { ...RULE, kind: 'PERCENT' },
        registration: { ...RULE, kind: 'FIXED', value: 700 },
        insurance: { ...RULE, kind: 'PERCENT', value: 4 },
        stateSubsidy: { ...RULE, kind: 'PER_KWH', value: 1000 },
        stateSubsidyAppliesTo: 'COUNTER',
      };
      const saved = await t.gql.as(admin)(
        'mutation($i: VehicleRatesInput!) { savePricingRates(stateId: "IN-KA", vehicleType: BIKE, input: $i) { rates { vehicleType stateSubsidy { kind value } stateSubsidyAppliesTo } } }',
        { i: input },
      );
      expect(saved.body.errors).toBeUndefined();
      expect(saved.body.data.savePricingRates.rates).toContainEqual({
        vehicleType: 'BIKE',
        stateSubsidy: { kind: 'PER_KWH', value: 1000 },
        stateSubsidyAppliesTo: 'COUNTER',
      });
      const included = await t.gql.as(admin)(
        'mutation($i: VehicleRatesInput!) { savePricingRates(stateId: "IN-KA", vehicleType: BIKE, input: $i) { stateId } }',
        { i: { ...input, stateSubsidyAppliesTo: 'INCLUDED' } },
      );
      expect(included.body.errors[0]).toMatchObject({
        extensions: {
          code: 'BAD_USER_INPUT',
          fields: { stateSubsidyAppliesTo: 'Choose whether the subsidy is deducted at the counter or reimbursed after purchase' },
        },
      });
    });

    it('refuses guests and customers, and bad input with field messages, through both doors', async () => {
      expect((await t.api.put('/api/pricing/rates/IN-MH').send(STATE_BODY)).status).toBe(401);
      expect((await t.api.as(customer).put('/api/pricing/rates/IN-MH/scooter').send(RATES_BODY)).status).toBe(403);
      const gqlDenied = await t.gql.as(customer)('mutation($i: PricingStateInput!) { savePricingState(stateId: "IN-MH", input: $i) { stateId } }', {
        i: STATE_BODY,
      });
      expect(gqlDenied.body.errors[0].extensions.code).toBe('FORBIDDEN');

      const bad = await t.api
        .as(admin)
        .put('/api/pricing/rates/IN-MH/scooter')
        .send({ ...RATES_BODY, roadTax: { ...RULE, value: 150 }, insurance: { ...RULE, source: '' }, stateSubsidyAppliesTo: 'LATER', petrolMileage: 0 });
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toMatchObject({
        'roadTax.value': 'A percent must be at most 100',
        'insurance.source': 'Source is required',
        stateSubsidyAppliesTo: 'Choose whether the subsidy is deducted at the counter or reimbursed after purchase',
        petrolMileage: 'Petrol mileage is required',
      });
      const badType = await t.api.as(admin).put('/api/pricing/rates/IN-MH/rocket').send(RATES_BODY);
      expect(badType.status).toBe(400);
      const unknown = await t.api.as(admin).put('/api/pricing/rates/XX-YY').send(STATE_BODY);
      expect(unknown.status).toBe(400);
      expect(unknown.body.message).toBe('Unknown state');
      const noState = await t.api.as(admin).put('/api/pricing/rates/IN-AN/scooter').send(RATES_BODY);
      expect(noState.status).toBe(404);
      const badDate = await t.gql.as(admin)('mutation($i: PricingStateInput!) { savePricingState(stateId: "IN-MH", input: $i) { stateId } }', {
        i: { ...STATE_BODY, electricityTariff: -1 },
      });
      expect(badDate.body.errors[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', fields: { electricityTariff: 'Electricity tariff is required' } } });
    });
  });

  describe('junk input', () => {
    const JUNK: unknown[] = [
      null,
      'x',
      42,
      [],
      [RULE],
      { kind: {} },
      { value: 'NaN' },
      { source: 'a\u0000b' },
      { source: 'x'.repeat(10_000) },
      { verifiedOn: '2026-02-31' },
    ];

    it('answers 4xx, never 500, for junk rates and states', async () => {
      for (const junk of JUNK) {
        const asRule = { ...RATES_BODY, roadTax: junk && typeof junk === 'object' && !Array.isArray(junk) ? { ...RULE, ...junk } : junk };
        const rates = await t.api
          .as(admin)
          .put('/api/pricing/rates/IN-MH/scooter')
          .send(asRule as object);
        expect([400, 404]).toContain(rates.status);
      }
      for (const junk of [null, 42, [], {}, 'a\u0000b', 'x'.repeat(10_000), '2026-02-31']) {
        const state = await t.api
          .as(admin)
          .put('/api/pricing/rates/IN-MH')
          .send({ ...STATE_BODY, tariffSource: junk, petrolVerifiedOn: junk });
        expect(state.status).toBe(400);
      }
      const nul = await t.api
        .as(admin)
        .put('/api/pricing/rates/IN-MH')
        .send({ ...STATE_BODY, policy: 'a\u0000b' });
      expect(nul.status).toBe(400);
      const twice = await t.api.get(`/api/pricing/on-road?productId=${scooter.id}&productId=x&stateId=IN-MH`);
      expect(twice.status).toBe(400);
    });
  });
});
