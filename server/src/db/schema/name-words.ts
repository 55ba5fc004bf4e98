import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { foreignId } from './columns';
import { products } from './catalogue';

/**
 * The words product names are made of, once each (issue 28, decision 0071): typed text is matched
 * against these, a vocabulary that grows with the language of the catalogue, not with its size.
 * Kept by the triggers of migration 0030; a word whose products are gone stays, and matches nothing.
 */
export const nameWords = pgTable('name_words', { word: text('word').primaryKey() }, (t) => [
  // written straight into the index (new words are rare): a read never scans a pending list
  index('name_words_trgm_idx')
    .using('gin', sql`${t.word} gin_trgm_ops`)
    .with({ fastupdate: false }),
]);

/** Which product's name holds which word (lower case, split where pg_trgm splits words). */
export const productNameWords = pgTable(
  'product_name_words',
  { word: text('word').notNull(), productId: foreignId('product_id', () => products.id, 'cascade') },
  (t) => [primaryKey({ columns: [t.word, t.productId] }), index('product_name_words_product_idx').on(t.productId)],
);
