import { sql, type SQL } from 'drizzle-orm';
import type { Deps } from '../../deps';
import type { Database } from '../client';
import { cityPosition } from '../../modules/geo/geo.service';
import { seedDemoData } from './demo';

/**
 * The scale data set of issue 11 (docs/decisions/0018): at factor 1, 50,000 products, 100,000 users,
 * 5,000 shops and 1,000,000 test rides, on top of the demo data (the README's accounts, the demo
 * dealer's shop holding 1 % of the rides). Every row is written by set-based SQL (generate_series),
 * so factor 1 takes about a minute on PostgreSQL; ids are md5 of a stable name, so two runs at the
 * same factor give the same rows.
 */
export const SCALE_AT_FACTOR_1 = { products: 50_000, users: 100_000, shops: 5_000, rides: 1_000_000, auditEvents: 5_000_000 };

/** The audit trail's indexes (migration 0025), dropped while the generated events load and built once after. */
const AUDIT_INDEXES = [
  'CREATE INDEX IF NOT EXISTS "audit_events_occurred_idx" ON "audit_events" USING btree ("occurred_at","id")',
  'CREATE INDEX IF NOT EXISTS "audit_events_action_occurred_idx" ON "audit_events" USING btree ("action","occurred_at","id")',
  'CREATE INDEX IF NOT EXISTS "audit_events_actor_occurred_idx" ON "audit_events" USING btree ("actor_id","occurred_at","id")',
  'CREATE INDEX IF NOT EXISTS "audit_events_target_keys_idx" ON "audit_events" USING gin ("target_keys")',
];

/** A generated shop's week: open Monday to Saturday, 10:00 to 19:00 India time, closed on Sunday. */
const GENERATED_WEEK = [...Array.from({ length: 6 }, () => ({ open: '10:00', close: '19:00' })), null];

/** Products a generated shop stocks; the last two are marked not available. */
const STOCK_PER_SHOP = 20;
/** Share of all rides that go to the demo dealer's shop (about 10,000 at factor 1). */
const DEMO_SHOP_EVERY = 100;

/** Major cities (ids as in the country-state-city dataset) the generated people and shops live in. */
const CITIES: [stateCode: string, stateName: string, city: string][] = [
  ['MH', 'Maharashtra', 'Mumbai'],
  ['MH', 'Maharashtra', 'Pune'],
  ['MH', 'Maharashtra', 'Nagpur'],
  ['MH', 'Maharashtra', 'Nashik'],
  ['KA', 'Karnataka', 'Bengaluru'],
  ['KA', 'Karnataka', 'Mysuru'],
  ['KA', 'Karnataka', 'Mangaluru'],
  ['DL', 'Delhi', 'New Delhi'],
  ['TN', 'Tamil Nadu', 'Chennai'],
  ['TN', 'Tamil Nadu', 'Coimbatore'],
  ['TN', 'Tamil Nadu', 'Madurai'],
  ['GJ', 'Gujarat', 'Ahmedabad'],
  ['GJ', 'Gujarat', 'Surat'],
  ['GJ', 'Gujarat', 'Vadodara'],
  ['TG', 'Telangana', 'Hyderabad'],
  ['TG', 'Telangana', 'Warangal'],
  ['WB', 'West Bengal', 'Kolkata'],
  ['RJ', 'Rajasthan', 'Jaipur'],
  ['RJ', 'Rajasthan', 'Udaipur'],
  ['UP', 'Uttar Pradesh', 'Lucknow'],
  ['UP', 'Uttar Pradesh', 'Kanpur'],
  ['UP', 'Uttar Pradesh', 'Noida'],
  ['HR', 'Haryana', 'Gurgaon'],
  ['PB', 'Punjab', 'Ludhiana'],
  ['KL', 'Kerala', 'Cochin'],
  ['KL', 'Kerala', 'Thiruvananthapuram'],
  ['MP', 'Madhya Pradesh', 'Indore'],
  ['MP', 'Madhya Pradesh', 'Bhopal'],
  ['BR', 'Bihar', 'Patna'],
  ['OR', 'Odisha', 'Bhubaneshwar'],
  ['AP', 'Andhra Pradesh', 'Visakhapatnam'],
  ['AP', 'Andhra Pradesh', 'Vijayawada'],
  ['CH', 'Chandigarh', 'Chandigarh'],
  ['GA', 'Goa', 'Panaji'],
  ['AS', 'Assam', 'Guwahati'],
  ['JH', 'Jharkhand', 'Ranchi'],
  ['UT', 'Uttarakhand', 'Dehradun'],
  ['CT', 'Chhattisgarh', 'Raipur'],
  ['HP', 'Himachal Pradesh', 'Shimla'],
  ['JK', 'Jammu and Kashmir', 'Srinagar'],
];

/** Each city's centre from the places dataset: the generated shops stand around it. */
const CITY_CENTRES = CITIES.map(([stateCode, , city]) => {
  const centre = cityPosition(`IN-${stateCode}-${city}`);
  if (!centre) throw new Error(`the places dataset has no position for ${city}`);
  return centre;
});

const FIRST_NAMES = [
  'Aarav',
  'Vivaan',
  'Aditya',
  'Vihaan',
  'Arjun',
  'Sai',
  'Reyansh',
  'Krishna',
  'Ishaan',
  'Rohan',
  'Ananya',
  'Diya',
  'Saanvi',
  'Aadhya',
  'Kavya',
  'Isha',
  'Meera',
  'Pooja',
  'Sneha',
  'Nisha',
  'Farhan',
  'Imran',
  'Gurpreet',
  'Harpreet',
  'Joseph',
];
const LAST_NAMES = [
  'Sharma',
  'Verma',
  'Patel',
  'Shah',
  'Iyer',
  'Nair',
  'Reddy',
  'Rao',
  'Gupta',
  'Singh',
  'Khan',
  'Das',
  'Banerjee',
  'Mehta',
  'Joshi',
  'Kulkarni',
  'Menon',
  'Pillai',
  'Chopra',
  'Malhotra',
];
const MODEL_WORDS = ['Volt', 'Spark', 'Zip', 'Glide', 'Surge', 'Aero', 'Flux', 'Nova', 'Bolt', 'Pulse', 'Orbit', 'Drift'];

export interface ScaleTargets {
  /** events of the audit trail (issue 29) */
  auditEvents: number;
  products: number;
  users: number;
  shops: number;
  rides: number;
}

/** What `factor` asks for: every count of SCALE_AT_FACTOR_1 times the factor, at least one. */
export function scaleTargets(factor: number): ScaleTargets {
  if (!(factor > 0 && factor <= 10)) throw new Error(`factor must be a number above 0 and at most 10, got ${factor}`);
  const of = (n: number) => Math.max(1, Math.round(n * factor));
  return {
    products: of(SCALE_AT_FACTOR_1.products),
    users: of(SCALE_AT_FACTOR_1.users),
    shops: of(SCALE_AT_FACTOR_1.shops),
    rides: of(SCALE_AT_FACTOR_1.rides),
    auditEvents: of(SCALE_AT_FACTOR_1.auditEvents),
  };
}

const textArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
/** a stable 24-hex id from a name: `id('ride', g)` */
const idOf = (kind: string, g: SQL) => sql`substr(md5(${`scale-${kind}-`} || ${g}), 1, 24)`;

async function countOf(db: Database, table: string) {
  const rows = await rowsOf<{ n: number }>(db, sql.raw(`select count(*)::int as n from ${table}`));
  return rows[0].n;
}

/** Rows of a raw statement on either driver (pg answers { rows }, PGlite too). */
async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Seeds the demo data, then tops every table up to the targets of `factor`; refuses a database that
 * already has users. Returns the counts reached.
 */
export async function seedScaleData(
  deps: Pick<Deps, 'db' | 'config'>,
  factor: number,
  log: (line: string) => void = () => {},
  overrides: Partial<Pick<ScaleTargets, 'shops'>> = {},
) {
  const target = { ...scaleTargets(factor), ...Object.fromEntries(Object.entries(overrides).filter(([, n]) => n !== undefined)) };
  const { db } = deps;
  if ((await countOf(db, 'users')) > 0) throw new Error('seed:scale needs a migrated, empty database (users exist)');
  await seedDemoData(deps);
  log('demo data seeded');

  await db.transaction(async (tx) => {
    const run = async (label: string, query: SQL) => {
      const started = Date.now();
      await tx.execute(query);
      log(`${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    };
    const have = {
      products: await countOf(tx as Database, 'products'),
      users: await countOf(tx as Database, 'users'),
      shops: await countOf(tx as Database, 'shops'),
      rides: await countOf(tx as Database, 'test_drives'),
      auditEvents: await countOf(tx as Database, 'audit_events'),
    };
    const add = {
      auditEvents: Math.max(0, target.auditEvents - have.auditEvents),
      products: Math.max(0, target.products - have.products),
      shops: Math.max(0, target.shops - have.shops),
      rides: Math.max(0, target.rides - have.rides),
      users: 0,
    };
    // generated dealers are users too: the user total includes them
    add.users = Math.max(add.shops, target.users - have.users);

    await run(
      'cities',
      sql`
      create temp table scale_cities on commit drop as
      select (k - 1)::int as k, 'IN-' || state_code as state_id, state_name, 'IN-' || state_code || '-' || city as city_id, city,
        lat::float8 as lat, lng::float8 as lng
      from unnest(${textArray(CITIES.map((c) => c[0]))}, ${textArray(CITIES.map((c) => c[1]))}, ${textArray(CITIES.map((c) => c[2]))},
          ${textArray(CITY_CENTRES.map((p) => String(p.lat)))}, ${textArray(CITY_CENTRES.map((p) => String(p.lng)))})
        with ordinality as c(state_code, state_name, city, lat, lng, k)`,
    );
    // one showroom location per city, unless the demo data has one there already
    await run(
      'locations',
      sql`
      insert into locations (id, country_id, country_name, state_id, state_name, city_id, city_name, address1, created_at)
      select ${idOf('location', sql`c.k`)}, 'IN', 'India', c.state_id, c.state_name, c.city_id, c.city, 'EV Bazaar Experience Centre, ' || c.city, now() - interval '400 days'
      from scale_cities c
      where not exists (select 1 from locations l where l.city_id = c.city_id)`,
    );

    // products: round the brands, the four vehicle types, prices by type; two colours each (the price is the lower)
    await run(
      `${add.products} products`,
      sql`
      create temp table scale_new_products on commit drop as
      select g, ${idOf('product', sql`g`)} as id,
        (array['scooter','bike','four-wheeler','commercial'])[1 + g % 4] as vehicle_type,
        (case g % 4 when 0 then 60000 when 1 then 110000 when 2 then 700000 else 250000 end + (g * 7919) % 200 * 1000)::numeric(12,2) as price
      from generate_series(1, ${add.products}::int) g`,
    );
    await run(
      'products',
      sql`
      with b as (select (row_number() over (order by id) - 1)::int as k, id, name from brands),
        nb as (select count(*)::int as n from brands),
        pictures as (select vehicle_type, (array_agg(images[1] order by id))[1] as image from products where cardinality(images) > 0 group by vehicle_type)
      insert into products (id, name, description, vehicle_type, brand_id, images, price, range, battery, charging, top_speed, motor_power, weight, warranty, created_at, updated_at)
      select p.id,
        coalesce(b.name, 'EV') || ' ' || (${textArray(MODEL_WORDS)})[1 + p.g % ${MODEL_WORDS.length}] || ' ' || p.g,
        'A generated ' || p.vehicle_type || ' of the scale data set.',
        p.vehicle_type, b.id, coalesce(array[pictures.image], '{}'::text[]), p.price,
        80 + p.g % 300, 2 + p.g % 40, 3 + p.g % 8, 45 + p.g % 120, 1 + p.g % 150, 80 + p.g % 1500, 3 + p.g % 5,
        now() - (p.g % 730) * interval '1 day', now() - (p.g % 30) * interval '1 day'
      from scale_new_products p
        cross join nb
        left join b on b.k = p.g % greatest(nb.n, 1)
        left join pictures on pictures.vehicle_type = p.vehicle_type`,
    );
    await run(
      'product colours',
      sql`
      insert into product_colors (id, product_id, position, name, code, price, stock)
      select ${idOf('color', sql`p.g || '-' || c`)}, p.id, c, (array['Midnight Black','Pearl White'])[c + 1], (array['#111111','#f5f5f5'])[c + 1], p.price + c * 2000, 5 + p.g % 20
      from scale_new_products p cross join generate_series(0, 1) c`,
    );

    // people: the first `shops` generated users are dealers; every 500th other one an agent
    await run(
      `${add.users} users`,
      sql`
      insert into users (id, name, username, email, contact, password_hash, role, is_verified, country_id, country_name, state_id, state_name, city_id, city_name, address1, created_at, updated_at)
      select ${idOf('user', sql`g`)},
        (${textArray(FIRST_NAMES)})[1 + g % ${FIRST_NAMES.length}] || ' ' || (${textArray(LAST_NAMES)})[1 + (g / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}],
        'scaleuser' || g, 'scale.user' || g || '@example.com', '9' || lpad((g * 7919 % 1000000000)::text, 9, '0'),
        (select password_hash from users order by created_at limit 1),
        case when g <= ${add.shops}::int then 'DEALER' when g % 500 = 0 then 'AGENT' else 'USER' end,
        true, 'IN', 'India', c.state_id, c.state_name, c.city_id, c.city, (1 + g % 200) || ', Main Road',
        now() - (g % 730) * interval '1 day', now() - (g % 730) * interval '1 day'
      from generate_series(1, ${add.users}::int) g join scale_cities c on c.k = g % ${CITIES.length}`,
    );
    await run(
      `${add.shops} shops`,
      sql`
      insert into shops (id, user_id, shop_name, country_id, country_name, state_id, state_name, city_id, city_name, address1,
        lat, lng, position_pinned, created_at, updated_at)
      select ${idOf('shop', sql`g`)}, ${idOf('user', sql`g`)}, c.city || ' EV Point ' || g, 'IN', 'India', c.state_id, c.state_name, c.city_id, c.city,
        'Shop ' || (1 + g % 90) || ', Station Road',
        -- spread over about 15 km around the city's centre, as a city's shops are (the dealer finder's scale case)
        c.lat + ((g * 7919) % 3001 - 1500) / 10000.0, c.lng + ((g * 104729) % 3001 - 1500) / 10000.0, true,
        now() - (g % 700) * interval '1 day', now() - (g % 700) * interval '1 day'
      from generate_series(1, ${add.shops}::int) g join scale_cities c on c.k = g % ${CITIES.length}`,
    );
    await run(
      'stock',
      sql`
      with p as (select (row_number() over (order by id) - 1)::int as n, id from products), np as (select count(*)::int as n from products)
      insert into shop_products (id, shop_id, product_id, is_available, created_at, updated_at)
      select ${idOf('stock', sql`g || '-' || j`)}, ${idOf('shop', sql`g`)}, p.id, j < ${STOCK_PER_SHOP - 2}, now() - (g % 300) * interval '1 day', now() - (g % 300) * interval '1 day'
      from generate_series(1, ${add.shops}::int) g cross join generate_series(0, ${STOCK_PER_SHOP - 1}) j cross join np
        join p on p.n = (g * ${STOCK_PER_SHOP} + j) % np.n
      on conflict (shop_id, product_id) do nothing`,
    );

    // the generated shops' ride calendars: Monday to Saturday, 10:00 to 19:00, as the demo shops' (the finder reads them)
    await run(
      'ride hours',
      sql`
      insert into shop_ride_hours (shop_id, weekly)
      select ${idOf('shop', sql`g`)}, ${JSON.stringify(GENERATED_WEEK)}::jsonb
      from generate_series(1, ${add.shops}::int) g
      on conflict (shop_id) do nothing`,
    );

    // rides: only of products available at a shop with a location in its city, as booking requires
    await run(
      'ride sources',
      sql`
      create temp table scale_shops on commit drop as
      with located as (
        select s.id as shop_id, s.user_id, min(l.id) as location_id from shops s join locations l on l.city_id = s.city_id group by s.id, s.user_id
      ), stocked as (
        select shop_id, array_agg(product_id order by product_id) as products from shop_products where is_available group by shop_id
      )
      select (row_number() over (order by x.shop_id) - 1)::int as n, x.shop_id, x.location_id, s.products, cardinality(s.products) as stock,
        exists (select 1 from users u where u.id = x.user_id and u.email = 'dealer@example.com') as demo
      from located x join stocked s on s.shop_id = x.shop_id`,
    );
    await run(
      'customers',
      sql`
      create temp table scale_customers on commit drop as
      select (row_number() over (order by id) - 1)::int as n, id from users where role = 'USER'`,
    );
    await run(
      `${add.rides} rides`,
      sql`
      with counts as (select (select count(*) from scale_shops)::int as shops, (select count(*) from scale_customers)::int as customers,
          coalesce((select n from scale_shops where demo), 0) as demo_shop),
        drawn as (
          select g, s.shop_id, s.location_id, s.products[1 + (g * 31) % s.stock] as product_id, c.id as user_id,
            (array['completed','completed','completed','completed','completed','completed','completed','confirmed','confirmed','confirmed',
                   'confirmed','confirmed','pending','pending','pending','pending','pending','cancelled','cancelled','cancelled'])[1 + g % 20] as status,
            now() - ((g * 37) % 525600) * interval '1 minute' as created_at
          from generate_series(1, ${add.rides}::int) g cross join counts
            join scale_shops s on s.n = case
              when g % ${DEMO_SHOP_EVERY} = 0 then counts.demo_shop
              -- the other shops share the rest; the demo shop's slot is skipped
              else (g::bigint * 7919 % greatest(counts.shops - 1, 1))::int + case when (g::bigint * 7919 % greatest(counts.shops - 1, 1))::int >= counts.demo_shop and counts.shops > 1 then 1 else 0 end end
            join scale_customers c on c.n = (g::bigint * 104729 % counts.customers)::int
        ),
        keyed as (select d.*, row_number() over (partition by user_id, product_id, shop_id, status order by g) as nth from drawn d)
      insert into test_drives (id, user_id, product_id, location_id, shop_id, status, removed_by_dealer_at, created_at, updated_at)
      select ${idOf('ride', sql`g`)}, user_id, product_id, location_id, shop_id,
        -- one pending request per customer, product and shop: later draws of the same key are done rides
        case when status = 'pending' and (nth > 1 or exists (
          select 1 from test_drives t where t.user_id = k.user_id and t.product_id = k.product_id and t.shop_id = k.shop_id and t.status = 'pending'
        )) then 'completed' else status end,
        case when status = 'cancelled' and g % 3 = 0 then least(now(), created_at + interval '3 days') end,
        created_at, least(now(), created_at + case when status = 'pending' then interval '0' else interval '2 days' end)
      from keyed k`,
    );

    // the audit trail: 40 % admins' price changes, 20 % dealers' stock, 20 % ride status changes (each
    // with its shop as a target), 20 % logins; spread over the last 700 days, inside the retention
    if (add.auditEvents > 0) {
      for (const name of ['audit_events_occurred_idx', 'audit_events_action_occurred_idx', 'audit_events_actor_occurred_idx', 'audit_events_target_keys_idx']) {
        await tx.execute(sql.raw(`drop index if exists "${name}"`));
      }
      await run(
        'audit sources',
        sql`
        create temp table scale_audit_products on commit drop as
        select (row_number() over (order by id) - 1)::int as n, id, name from products`,
      );
      await run(
        `${add.auditEvents} audit events`,
        sql`
        with counts as (
            select (select count(*) from scale_shops)::int as shops, (select count(*) from scale_customers)::int as customers,
              (select count(*) from scale_audit_products)::int as products,
              (select array_agg(id order by id) from users where role in ('ADMIN', 'SUPERADMIN')) as admins
          ),
          drawn as (
            select g, g % 10 as kind, counts.admins,
              p.id as product_id, p.name as product_name, s.shop_id, sh.user_id as dealer_id, sh.shop_name, c.id as customer_id,
              now() - ((g::bigint * 7919) % (700 * 1440)) * interval '1 minute' as occurred_at
            from generate_series(1, ${add.auditEvents}::int) g cross join counts
              join scale_audit_products p on p.n = (g::bigint * 31 % counts.products)::int
              join scale_shops s on s.n = (g::bigint * 7919 % counts.shops)::int
              join shops sh on sh.id = s.shop_id
              join scale_customers c on c.n = (g::bigint * 104729 % counts.customers)::int
          )
        insert into audit_events (id, action, occurred_at, actor_type, actor_id, actor_name, actor_role, targets, target_keys, changes, context)
        select ${idOf('audit', sql`g`)},
          case when kind < 4 then 'product.updated' when kind < 6 then 'shop.stock_changed' when kind < 8 then 'test_ride.status_changed'
            when kind = 8 then 'login.succeeded' else 'login.failed' end,
          occurred_at, 'user',
          case when kind < 4 then admins[1 + g % cardinality(admins)] when kind < 8 then dealer_id when kind = 8 then customer_id end,
          case when kind < 4 then 'Admin' when kind < 8 then shop_name when kind = 8 then 'Customer' end,
          case when kind < 4 then 'ADMIN' when kind < 8 then 'DEALER' when kind = 8 then 'USER' end,
          case when kind < 4 then jsonb_build_array(jsonb_build_object('type', 'product', 'id', product_id, 'label', product_name))
            when kind < 6 then jsonb_build_array(jsonb_build_object('type', 'shop', 'id', shop_id, 'label', shop_name), jsonb_build_object('type', 'product', 'id', product_id, 'label', product_name))
            when kind < 8 then jsonb_build_array(jsonb_build_object('type', 'test_ride', 'id', ${idOf('ride', sql`g`)}, 'label', null), jsonb_build_object('type', 'shop', 'id', shop_id, 'label', null), jsonb_build_object('type', 'product', 'id', product_id, 'label', null))
            else jsonb_build_array(jsonb_build_object('type', 'user', 'id', customer_id, 'label', 'Customer')) end,
          case when kind < 4 then array['product:' || product_id]
            when kind < 6 then array['shop:' || shop_id, 'product:' || product_id]
            when kind < 8 then array['test_ride:' || ${idOf('ride', sql`g`)}, 'shop:' || shop_id, 'product:' || product_id]
            else array['user:' || customer_id] end,
          case when kind < 4 then jsonb_build_object('colors.Midnight Black.price', jsonb_build_object('from', 100000 + g % 500 * 100, 'to', 101000 + g % 500 * 100))
            when kind < 6 then jsonb_build_object('isAvailable', jsonb_build_object('from', g % 2 = 0, 'to', g % 2 = 1))
            when kind < 8 then jsonb_build_object('status', jsonb_build_object('from', 'pending', 'to', 'confirmed'))
            else '{}'::jsonb end,
          jsonb_build_object('ip', '203.0.113.' || (g % 250), 'userAgent', null, 'requestId', 'scale-' || g)
        from drawn`,
      );
      for (const statement of AUDIT_INDEXES) await run(statement.replace(/ ON .*/, ''), sql.raw(statement));
    }
  });
  // vacuum too: it sets the visibility map, so counts are answered from the indexes alone
  await db.execute(sql`vacuum analyze`);
  log('analysed');
  return {
    products: await countOf(db, 'products'),
    users: await countOf(db, 'users'),
    shops: await countOf(db, 'shops'),
    rides: await countOf(db, 'test_drives'),
    auditEvents: await countOf(db, 'audit_events'),
  };
}
