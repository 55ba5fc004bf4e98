import { createHash } from 'node:crypto';
import { MESSAGES, productSchema, type ProductInput } from '@evbazaar/common';
import { and, asc, gt, inArray, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { brands, productColors, products, testDrives } from '../../db/schema';
import { changesBetween } from '../audit';
import type { CsvRecord } from './csv-read';
import {
  batchesOf,
  breathe,
  cellDiff,
  chunks,
  type AppliedRecord,
  type ApplyOutcome,
  type ConflictRow,
  type ImportKindHandler,
  type PlanRow,
  type UndoOutcome,
  type WorkItem,
} from './kinds';

type ProductRow = typeof products.$inferSelect;
type ColorRow = typeof productColors.$inferSelect;

/** The catalogue spreadsheet: one row per product and colour, the product's fields repeated on each. */
const PRODUCT_FIELDS = [
  ['name', 'name', 'text'],
  ['brand', 'brandId', 'ref'],
  ['vehicle_type', 'vehicleType', 'text'],
  ['description', 'description', 'text'],
  ['parent', 'parentProductId', 'ref'],
  ['images', 'images', 'list'],
  ['offer_start_date', 'offerStartDate', 'text'],
  ['offer_end_date', 'offerEndDate', 'text'],
  ['offer_text', 'offerText', 'text'],
  ['additional_features', 'additionalFeatures', 'list'],
  ['size', 'size', 'text'],
  ['range_min', 'rangeMin', 'number'],
  ['range_max', 'rangeMax', 'number'],
  ['range', 'range', 'number'],
  ['battery', 'battery', 'number'],
  ['charging', 'charging', 'number'],
  ['top_speed', 'topSpeed', 'number'],
  ['motor_power', 'motorPower', 'number'],
  ['weight', 'weight', 'number'],
  ['warranty', 'warranty', 'number'],
  ['accessories_desc', 'accessoriesDesc', 'text'],
  ['acceleration', 'acceleration', 'number'],
  ['transmission', 'transmission', 'text'],
  ['torque', 'torque', 'number'],
  ['charger_type', 'chargerType', 'text'],
  ['cruise_control', 'cruiseControl', 'bool'],
  ['navigation', 'navigation', 'bool'],
  ['mobile_app', 'mobileApp', 'bool'],
] as const;
const COLOR_FIELDS = [
  ['color_name', 'name', 'text'],
  ['color_code', 'code', 'text'],
  ['color_price', 'price', 'number'],
  ['color_stock', 'stock', 'number'],
  ['color_images', 'images', 'list'],
] as const;

const PRODUCT_COLUMNS = PRODUCT_FIELDS.map(([column]) => column);
const COLOR_COLUMNS = COLOR_FIELDS.map(([column]) => column);
export const CATALOGUE_COLUMNS = ['product_slug', ...PRODUCT_COLUMNS, ...COLOR_COLUMNS] as const;
const REQUIRED = ['product_slug', 'name', 'color_name'] as const;
/** lists (images, features) in one cell */
const LIST_SEPARATOR = '|';
const BATCH = 500;

type Cells = Record<string, string>;
type ColorCells = Cells;

/** A product as the spreadsheet writes it: its cells and each colour's, by colour name, in order. */
interface ProductCells {
  product: Cells;
  colors: ColorCells[];
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const cellOf = (kind: string, value: unknown) => {
  if (value === null || value === undefined) return '';
  if (kind === 'list') return (value as string[]).join(LIST_SEPARATOR);
  if (kind === 'bool') return value ? 'yes' : 'no';
  if (kind === 'number') return String(Number(value));
  return text(value);
};

/** The slug the database makes from a name (migration 0009's products_make_slug), without the -2 of an equal name. */
export function slugOfName(name: string): string {
  const base = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 80)
    .replace(/^-+|-+$/g, '')
    .replace(/(^|-)vs(?=-|$)/g, '$1versus');
  return base || 'vehicle';
}

/** A parsed product (the editors' schema) as spreadsheet cells; references by slug. */
function cellsOfInput(input: ProductInput, refs: { brand: string; parent: string }): ProductCells {
  const product: Cells = {};
  for (const [column, field, kind] of PRODUCT_FIELDS) {
    if (field === 'brandId') product[column] = refs.brand;
    else if (field === 'parentProductId') product[column] = refs.parent;
    else product[column] = cellOf(kind, (input as Record<string, unknown>)[field]);
  }
  const colors = input.colors.map((color) => {
    const cells: Cells = {};
    for (const [column, field, kind] of COLOR_FIELDS) cells[column] = cellOf(kind, (color as Record<string, unknown>)[field]);
    return cells;
  });
  return { product, colors };
}

/** A stored product with its colours as the editors' input, before the schema's parse. */
function inputOfRow(row: ProductRow, colors: ColorRow[]): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [, field] of PRODUCT_FIELDS) input[field] = (row as Record<string, unknown>)[field] ?? undefined;
  input.colors = colors.map((c) => ({ name: c.name, code: c.code, price: Number(c.price), stock: c.stock, images: c.images }));
  return input;
}

/** A stored product as cells, read as stored (no schema: an old row the editors would now refuse still exports). */
function cellsOfRow(row: ProductRow, colors: ColorRow[], refs: { brand: string; parent: string }): ProductCells {
  return cellsOfInput(inputOfRow(row, colors) as unknown as ProductInput, refs);
}

const fingerprintOf = (cells: ProductCells, slug: string) =>
  createHash('sha1')
    .update(JSON.stringify([slug, cells]))
    .digest('base64url');

/** A spreadsheet row's cells as the editors' input fields. */
function fieldValue(kind: string, value: string): unknown {
  if (kind === 'list')
    return value === ''
      ? []
      : value
          .split(LIST_SEPARATOR)
          .map((s) => s.trim())
          .filter(Boolean);
  if (kind === 'bool') {
    const v = value.toLowerCase();
    return v === '' ? undefined : ['yes', 'true', '1', 'y'].includes(v) ? 'true' : ['no', 'false', '0', 'n'].includes(v) ? 'false' : value;
  }
  return value;
}

const BOOL_CELL = /^(|yes|no|true|false|1|0|y|n)$/i;

/** Where a schema issue goes: the column and, for a colour, which colour. */
function columnOfIssue(path: readonly PropertyKey[]): { column: string; color?: number } {
  if (path[0] === 'colors' && typeof path[1] === 'number') {
    const entry = COLOR_FIELDS.find(([, field]) => field === path[2]);
    return { column: entry?.[0] ?? 'color_name', color: path[1] };
  }
  if (path[0] === 'colors') return { column: 'color_name' };
  const entry = PRODUCT_FIELDS.find(([, field]) => field === path[0]);
  return { column: entry?.[0] ?? 'name' };
}

interface ProductWork {
  /** row values for the products table, references resolved to ids */
  values: Record<string, unknown>;
  colors: { name: string; code: string; price: number; stock: number; images: string[] }[];
}

/** The rows of one product in the file, in file order. */
interface Group {
  key: string;
  records: CsvRecord[];
}

/** The colours of these products, by product, in their order. */
async function colorsByProduct(db: Executor, productIds: string[]) {
  const colors = productIds.length
    ? await db
        .select()
        .from(productColors)
        .where(inArray(productColors.productId, productIds))
        .orderBy(asc(productColors.productId), asc(productColors.position))
    : [];
  const colorsOf = new Map<string, ColorRow[]>();
  for (const c of colors) {
    const list = colorsOf.get(c.productId);
    if (list) list.push(c);
    else colorsOf.set(c.productId, [c]);
  }
  return colorsOf;
}

async function loadProducts(db: Executor, slugs: string[]) {
  const rows = slugs.length ? await db.select().from(products).where(inArray(products.slug, slugs)) : [];
  return {
    rows,
    colorsOf: await colorsByProduct(
      db,
      rows.map((r) => r.id),
    ),
  };
}

async function loadByIds(db: Executor, ids: string[]) {
  const rows = ids.length ? await db.select().from(products).where(inArray(products.id, ids)) : [];
  return {
    rows,
    colorsOf: await colorsByProduct(
      db,
      rows.map((r) => r.id),
    ),
  };
}

/** Slugs of brands and parent products by id, and ids by slug, for the references the rows make. */
async function referenceMaps(db: Executor, brandIds: string[], productIds: string[]) {
  const brandRows = brandIds.length ? await db.select({ id: brands.id, slug: brands.slug }).from(brands).where(inArray(brands.id, brandIds)) : [];
  const parentRows = productIds.length ? await db.select({ id: products.id, slug: products.slug }).from(products).where(inArray(products.id, productIds)) : [];
  return { brandSlug: new Map(brandRows.map((b) => [b.id, b.slug])), productSlug: new Map(parentRows.map((p) => [p.id, p.slug])) };
}

const refsOf = (row: ProductRow, maps: { brandSlug: Map<string, string>; productSlug: Map<string, string> }) => ({
  brand: row.brandId ? (maps.brandSlug.get(row.brandId) ?? '') : '',
  parent: row.parentProductId ? (maps.productSlug.get(row.parentProductId) ?? '') : '',
});

/** The current cells of stored products, by id: what fingerprints and diffs compare. */
async function currentCells(db: Executor, ids: string[]) {
  const out = new Map<string, { row: ProductRow; colors: ColorRow[]; cells: ProductCells; fingerprint: string }>();
  for (const batch of chunks(ids, BATCH)) {
    const { rows, colorsOf } = await loadByIds(db, batch);
    const maps = await referenceMaps(
      db,
      [...new Set(rows.map((r) => r.brandId).filter((v): v is string => !!v))],
      [...new Set(rows.map((r) => r.parentProductId).filter((v): v is string => !!v))],
    );
    for (const row of rows) {
      const colors = colorsOf.get(row.id) ?? [];
      const cells = cellsOfRow(row, colors, refsOf(row, maps));
      out.set(row.id, { row, colors, cells, fingerprint: fingerprintOf(cells, row.slug) });
    }
  }
  return out;
}

/** A product's values for the audit's diff: its fields and `colors.<name>.<field>`. */
const auditView = (cells: ProductCells | null): Record<string, unknown> | null =>
  cells && {
    ...Object.fromEntries(Object.entries(cells.product).filter(([, v]) => v !== '')),
    colors: Object.fromEntries(
      cells.colors.map((c) => [c.color_name, { code: c.color_code, price: c.color_price, stock: c.color_stock, images: c.color_images }]),
    ),
  };

export const catalogueKind: ImportKindHandler = {
  columns: CATALOGUE_COLUMNS,
  required: REQUIRED,
  cacheKinds: ['products'],

  async *exportRows(db) {
    let after = '';
    for (;;) {
      const rows = await db.select().from(products).where(gt(products.slug, after)).orderBy(asc(products.slug)).limit(BATCH);
      if (!rows.length) return;
      after = rows[rows.length - 1].slug;
      const colorsOf = await colorsByProduct(
        db,
        rows.map((r) => r.id),
      );
      const maps = await referenceMaps(
        db,
        [...new Set(rows.map((r) => r.brandId).filter((v): v is string => !!v))],
        [...new Set(rows.map((r) => r.parentProductId).filter((v): v is string => !!v))],
      );
      for (const row of rows) {
        const cells = cellsOfRow(row, colorsOf.get(row.id) ?? [], refsOf(row, maps));
        const colors = cells.colors.length ? cells.colors : [Object.fromEntries(COLOR_COLUMNS.map((c) => [c, '']))];
        for (const color of colors) yield [row.slug, ...PRODUCT_COLUMNS.map((c) => cells.product[c]), ...COLOR_COLUMNS.map((c) => color[c])];
      }
    }
  },

  async plan(db, records) {
    // 1. read the file, grouping rows by product (the slug, or the one a new product's name makes)
    const groups = new Map<string, Group>();
    const slugsSeen: string[] = [];
    for await (const batch of batchesOf(records, 1000)) {
      for (const record of batch) {
        const slug = record.cells.product_slug || slugOfName(record.cells.name ?? '');
        let group = groups.get(slug);
        if (!group) {
          group = { key: slug, records: [] };
          groups.set(slug, group);
          slugsSeen.push(slug);
        }
        group.records.push(record);
      }
    }
    // 2. the stored products by slug, a batch at a time; the brands and parents the rows name
    const stored = new Map<string, { row: ProductRow; colors: ColorRow[] }>();
    for (const batch of chunks(slugsSeen, BATCH)) {
      const { rows, colorsOf } = await loadProducts(db, batch);
      for (const row of rows) stored.set(row.slug, { row, colors: colorsOf.get(row.id) ?? [] });
    }
    const brandSlugs = new Set<string>();
    const parentSlugs = new Set<string>();
    for (const group of groups.values()) {
      const first = group.records[0].cells;
      if (first.brand) brandSlugs.add(first.brand);
      if (first.parent) parentSlugs.add(first.parent);
    }
    const brandBySlug = new Map<string, string>();
    for (const batch of chunks([...brandSlugs], BATCH)) {
      for (const b of await db.select({ id: brands.id, slug: brands.slug }).from(brands).where(inArray(brands.slug, batch))) brandBySlug.set(b.slug, b.id);
    }
    const parentBySlug = new Map<string, { id: string; parentProductId: string | null }>();
    for (const batch of chunks([...parentSlugs], BATCH)) {
      const rows = await db
        .select({ id: products.id, slug: products.slug, parentProductId: products.parentProductId })
        .from(products)
        .where(inArray(products.slug, batch));
      for (const p of rows) parentBySlug.set(p.slug, p);
    }
    // the stored products' current references, as slugs
    const storedMaps = await referenceMaps(
      db,
      [...new Set([...stored.values()].map((s) => s.row.brandId).filter((v): v is string => !!v))],
      [...new Set([...stored.values()].map((s) => s.row.parentProductId).filter((v): v is string => !!v))],
    );

    // 3. each product: merge its rows into the stored one, validate with the editors' schema, diff
    const rows: PlanRow[] = [];
    const work: WorkItem[] = [];
    let done = 0;
    for (const group of groups.values()) {
      if (++done % 250 === 0) await breathe();
      const existing = stored.get(group.key) ?? null;
      const first = group.records[0];
      const rowErrors = new Map<number, { column: string; message: string }[]>();
      const addError = (row: number, column: string, message: string) => rowErrors.set(row, [...(rowErrors.get(row) ?? []), { column, message }]);

      if (!existing && first.cells.product_slug && first.cells.product_slug !== slugOfName(first.cells.name ?? '')) {
        addError(first.row, 'product_slug', first.cells.name ? MESSAGES.imports.slugMismatch(slugOfName(first.cells.name)) : MESSAGES.imports.productNotFound);
      }
      // the product's fields are repeated on each row: they must agree
      for (const record of group.records.slice(1)) {
        const differing = PRODUCT_COLUMNS.find((c) => c in record.cells && (record.cells[c] ?? '') !== (first.cells[c] ?? ''));
        if (differing) addError(record.row, differing, MESSAGES.imports.differsFrom(first.row));
      }
      const seenColors = new Map<string, number>();
      for (const record of group.records) {
        const name = record.cells.color_name ?? '';
        if (!name) addError(record.row, 'color_name', MESSAGES.imports.required('color_name'));
        const earlier = seenColors.get(name.toLowerCase());
        if (name && earlier) addError(record.row, 'color_name', MESSAGES.imports.repeats(earlier));
        if (name) seenColors.set(name.toLowerCase(), record.row);
        for (const [column, , kind] of [...PRODUCT_FIELDS, ...COLOR_FIELDS]) {
          if (kind === 'bool' && column in record.cells && !BOOL_CELL.test(record.cells[column])) addError(record.row, column, MESSAGES.imports.yesNo);
        }
      }
      // references by slug
      const brandId = first.cells.brand ? brandBySlug.get(first.cells.brand) : undefined;
      if (first.cells.brand && !brandId) addError(first.row, 'brand', MESSAGES.imports.brandNotFound);
      const parent = first.cells.parent ? parentBySlug.get(first.cells.parent) : undefined;
      if (first.cells.parent && !parent) addError(first.row, 'parent', MESSAGES.imports.parentNotFound);
      if (parent && existing && parent.id === existing.row.id) addError(first.row, 'parent', MESSAGES.catalogue.parentIsSelf);
      else if (parent?.parentProductId) addError(first.row, 'parent', MESSAGES.catalogue.parentIsVariant);

      // the merged input: the product's fields from its first row (a column left out keeps the stored value), colours merged by name
      const base = existing ? inputOfRow(existing.row, existing.colors) : { colors: [] };
      const input: Record<string, unknown> = { ...base };
      for (const [column, field, kind] of PRODUCT_FIELDS) {
        if (!(column in first.cells)) continue;
        if (field === 'brandId') input.brandId = brandId ?? (first.cells.brand ? 'missing' : '');
        else if (field === 'parentProductId') input.parentProductId = parent?.id ?? '';
        else input[field] = fieldValue(kind, first.cells[column]);
      }
      const colors = [...(base.colors as Record<string, unknown>[])];
      const colorIndexOfRow = new Map<number, number>();
      for (const record of group.records) {
        const name = record.cells.color_name ?? '';
        let index = colors.findIndex((c) => String(c.name).toLowerCase() === name.toLowerCase());
        const merged: Record<string, unknown> = index >= 0 ? { ...colors[index] } : {};
        for (const [column, field, kind] of COLOR_FIELDS) if (column in record.cells) merged[field] = fieldValue(kind, record.cells[column]);
        if (index >= 0) colors[index] = merged;
        else index = colors.push(merged) - 1;
        colorIndexOfRow.set(record.row, index);
      }
      input.colors = colors;
      const parsed = productSchema.safeParse(input);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          const { column, color } = columnOfIssue(issue.path);
          const record = color === undefined ? first : (group.records.find((r) => colorIndexOfRow.get(r.row) === color) ?? first);
          addError(record.row, column, issue.message);
        }
      }

      const failing = group.records.find((r) => rowErrors.has(r.row));
      if (failing || !parsed.success) {
        const firstBad = failing?.row ?? first.row;
        for (const record of group.records) {
          const errors = rowErrors.get(record.row) ?? [{ column: 'product_slug', message: MESSAGES.imports.groupHasErrors(firstBad) }];
          rows.push({ row: record.row, action: 'error', key: `${group.key} / ${record.cells.color_name ?? ''}`, changes: {}, errors });
        }
        continue;
      }

      // 4. the diff, on the cells the stored and the new product write
      const after = cellsOfInput(parsed.data, { brand: first.cells.brand ?? '', parent: first.cells.parent ?? '' });
      const before = existing ? cellsOfRow(existing.row, existing.colors, refsOf(existing.row, storedMaps)) : null;
      let touched = !existing;
      group.records.forEach((record, i) => {
        const index = colorIndexOfRow.get(record.row)!;
        const colorBefore = before?.colors.find((c) => c.color_name.toLowerCase() === (record.cells.color_name ?? '').toLowerCase()) ?? null;
        // a creation's cells are the row itself: only updates carry a diff
        const changes =
          existing && colorBefore
            ? { ...(i === 0 ? cellDiff(before!.product, after.product, PRODUCT_COLUMNS) : {}), ...cellDiff(colorBefore, after.colors[index], COLOR_COLUMNS) }
            : existing && i === 0
              ? cellDiff(before!.product, after.product, PRODUCT_COLUMNS)
              : {};
        const action = !existing || !colorBefore ? 'create' : Object.keys(changes).length ? 'update' : 'unchanged';
        if (action !== 'unchanged') touched = true;
        rows.push({ row: record.row, action, key: `${group.key} / ${record.cells.color_name}`, changes, errors: [] });
      });
      if (!touched) continue;
      const { colors: parsedColors, ...fields } = parsed.data;
      const values: Record<string, unknown> = {
        ...Object.fromEntries(PRODUCT_FIELDS.map(([, field]) => [field, (fields as Record<string, unknown>)[field] ?? null])),
      };
      values.price = Math.min(...parsedColors.map((c) => c.price));
      const data: ProductWork = { values, colors: parsedColors.map((c) => ({ name: c.name, code: c.code, price: c.price, stock: c.stock, images: c.images })) };
      work.push({
        key: group.key,
        rows: group.records.map((r) => r.row),
        id: existing?.row.id ?? null,
        fingerprint: existing ? fingerprintOf(before!, existing.row.slug) : null,
        label: parsed.data.name,
        data,
      });
    }
    rows.sort((a, b) => a.row - b.row);
    return { rows, work };
  },

  async conflicts(tx, work) {
    const out: ConflictRow[] = [];
    const updates = work.filter((w) => w.id);
    const current = await currentCells(
      tx,
      updates.map((w) => w.id!),
    );
    for (const item of updates) {
      const now = current.get(item.id!);
      if (!now) out.push({ row: item.rows[0], key: item.key, reason: MESSAGES.imports.deletedSinceRow });
      else if (now.fingerprint !== item.fingerprint) out.push({ row: item.rows[0], key: item.key, reason: MESSAGES.imports.changedSinceRow });
    }
    const creates = work.filter((w) => !w.id);
    for (const batch of chunks(creates, BATCH)) {
      const taken = new Set(
        (
          await tx
            .select({ slug: products.slug })
            .from(products)
            .where(
              inArray(
                products.slug,
                batch.map((w) => w.key),
              ),
            )
        ).map((r) => r.slug),
      );
      for (const item of batch) if (taken.has(item.key)) out.push({ row: item.rows[0], key: item.key, reason: MESSAGES.imports.createdSinceRow });
    }
    return out.sort((a, b) => a.row - b.row);
  },

  async apply(tx, work) {
    const before = await currentCells(
      tx,
      work.filter((w) => w.id).map((w) => w.id!),
    );
    const ids = new Map<WorkItem, string>();
    // updates: one statement per batch (UPDATE … FROM VALUES), so the products table's per-statement work is paid once a batch
    await updateProductsBatch(
      tx,
      work.filter((w) => w.id).map((w) => ({ id: w.id!, values: (w.data as ProductWork).values })),
    );
    for (const item of work) if (item.id) ids.set(item, item.id);
    // creations: multi-row inserts (the database makes each slug from the name)
    for (const batch of chunks(
      work.filter((w) => !w.id),
      BATCH,
    )) {
      const inserted = await tx
        .insert(products)
        .values(batch.map((w) => (w.data as ProductWork).values as typeof products.$inferInsert))
        .returning({ id: products.id });
      batch.forEach((w, i) => ids.set(w, inserted[i].id));
    }
    // colours of every touched product replaced as a whole, as the editor does
    await replaceColorsOf(
      tx,
      work.map((w) => ({ productId: ids.get(w)!, colors: (w.data as ProductWork).colors })),
    );
    const after = await currentCells(tx, [...ids.values()]);
    const outcome: ApplyOutcome = { records: [], events: [], productIds: [] };
    for (const item of work) {
      const id = ids.get(item)!;
      const now = after.get(id)!;
      const old = item.id ? before.get(item.id)! : null;
      outcome.records.push({
        key: now.row.slug,
        id,
        label: now.row.name,
        created: !item.id,
        before: old ? { values: rowValues(old.row), colors: old.colors.map(colorValues) } : null,
        fingerprint: now.fingerprint,
      });
      outcome.events.push({
        action: item.id ? 'product.updated' : 'product.created',
        targets: [{ type: 'product', id, label: now.row.name }],
        changes: changesBetween(auditView(old?.cells ?? null), auditView(now.cells)),
      });
      outcome.productIds.push({ id, event: item.id ? 'updated' : 'created' });
    }
    return outcome;
  },

  async undo(tx, records, _scope, beforeDelete) {
    const outcome: UndoOutcome = { removed: 0, restored: 0, kept: [], events: [], productIds: [] };
    const current = await currentCells(
      tx,
      records.map((r) => r.id),
    );
    const createdIds = records.filter((r) => r.created).map((r) => r.id);
    const ridden = new Set<string>();
    for (const batch of chunks(createdIds, BATCH)) {
      for (const r of await tx.selectDistinct({ id: testDrives.productId }).from(testDrives).where(inArray(testDrives.productId, batch))) ridden.add(r.id);
    }
    const toDelete: AppliedRecord[] = [];
    const toRestore: AppliedRecord[] = [];
    for (const record of records) {
      const now = current.get(record.id);
      if (!now) outcome.kept.push({ key: record.key, reason: MESSAGES.imports.keptDeleted });
      else if (now.fingerprint !== record.fingerprint) outcome.kept.push({ key: record.key, reason: MESSAGES.imports.keptChanged });
      else if (record.created && ridden.has(record.id)) outcome.kept.push({ key: record.key, reason: MESSAGES.imports.keptInUse });
      else (record.created ? toDelete : toRestore).push(record);
    }
    await beforeDelete?.(toDelete.map((r) => r.id));
    for (const batch of chunks(toDelete, BATCH)) {
      await tx.delete(products).where(
        inArray(
          products.id,
          batch.map((r) => r.id),
        ),
      );
    }
    for (const record of toDelete) {
      outcome.events.push({
        action: 'product.deleted',
        targets: [{ type: 'product', id: record.id, label: record.label }],
        changes: changesBetween(auditView(current.get(record.id)!.cells), null),
      });
    }
    outcome.removed = toDelete.length;
    await updateProductsBatch(
      tx,
      toRestore.map((r) => ({ id: r.id, values: (r.before as { values: Record<string, unknown> }).values })),
    );
    await replaceColorsOf(
      tx,
      toRestore.map((r) => ({ productId: r.id, colors: (r.before as { colors: ProductWork['colors'] }).colors })),
    );
    const restored = await currentCells(
      tx,
      toRestore.map((r) => r.id),
    );
    for (const record of toRestore) {
      outcome.events.push({
        action: 'product.updated',
        targets: [{ type: 'product', id: record.id, label: record.label }],
        changes: changesBetween(auditView(current.get(record.id)!.cells), auditView(restored.get(record.id)!.cells)),
      });
      outcome.productIds.push({ id: record.id, event: 'updated' });
    }
    outcome.restored = toRestore.length;
    return outcome;
  },
};

/** The stored values of a product, as undo writes them back (the slug follows the name: the database's trigger). */
function rowValues(row: ProductRow): Record<string, unknown> {
  return { ...Object.fromEntries(PRODUCT_FIELDS.map(([, field]) => [field, (row as Record<string, unknown>)[field] ?? null])), price: row.price };
}
const colorValues = (c: ColorRow) => ({ name: c.name, code: c.code, price: Number(c.price), stock: c.stock, images: c.images });

/** Replaces the colours of many products: one delete and multi-row inserts. */
async function replaceColorsOf(tx: Transaction, items: { productId: string; colors: ProductWork['colors'] }[]) {
  for (const batch of chunks(items, BATCH)) {
    await tx.delete(productColors).where(
      and(
        inArray(
          productColors.productId,
          batch.map((i) => i.productId),
        ),
      ),
    );
    const rows = batch.flatMap((item) => item.colors.map((c, position) => ({ ...c, productId: item.productId, position })));
    for (const part of chunks(rows, 1000)) if (part.length) await tx.insert(productColors).values(part);
  }
}

/** The columns an import writes on a product, with their SQL types (the casts of a VALUES list). */
const UPDATED_COLUMNS = [...PRODUCT_FIELDS.map(([, field]) => field), 'price'] as const;

/** A JS value as a parameter of its column's type: arrays as PostgreSQL array text. */
function parameterOf(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (Array.isArray(value)) return `{${value.map((v) => `"${String(v).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
  return value;
}

/** Updates many products in one statement per batch: `UPDATE products SET … FROM (VALUES …) WHERE id = v.id`. */
async function updateProductsBatch(tx: Transaction, items: { id: string; values: Record<string, unknown> }[]) {
  const columns = UPDATED_COLUMNS.map((field) => {
    const column = (products as unknown as Record<string, { name: string; getSQLType(): string }>)[field];
    return { field, name: column.name, type: column.getSQLType() };
  });
  for (const batch of chunks(items, 300)) {
    const tuples = batch.map(
      (item) => sql`(${sql.join([sql`${item.id}::text`, ...columns.map((c) => sql`${parameterOf(item.values[c.field])}::${sql.raw(c.type)}`)], sql`, `)})`,
    );
    await tx.execute(sql`
      update ${products} as p set ${sql.join(
        columns.map((c) => sql`${sql.identifier(c.name)} = v.${sql.identifier(c.name)}`),
        sql`, `,
      )}, updated_at = now()
      from (values ${sql.join(tuples, sql`, `)}) as v(id, ${sql.join(
        columns.map((c) => sql.identifier(c.name)),
        sql`, `,
      )})
      where p.id = v.id`);
  }
}
