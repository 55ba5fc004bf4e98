-- The GiST trigram index read most of itself for a word no name holds (190 ms at 50,000 products, where
-- the GIN index answers in 0.2 ms); the search ranks a bounded set of GIN matches instead (docs/decisions/0050).
DROP INDEX IF EXISTS "products_name_trgm_gist_idx";
