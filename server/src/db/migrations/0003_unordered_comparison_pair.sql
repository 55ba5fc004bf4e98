-- a pair saved in both orders before this index keeps only its older comparison
DELETE FROM "comparisons" AS "later" USING "comparisons" AS "earlier"
WHERE least("later"."product1_id", "later"."product2_id") = least("earlier"."product1_id", "earlier"."product2_id")
  AND greatest("later"."product1_id", "later"."product2_id") = greatest("earlier"."product1_id", "earlier"."product2_id")
  AND ("later"."created_at", "later"."id") > ("earlier"."created_at", "earlier"."id");--> statement-breakpoint
DROP INDEX "comparisons_pair_key";--> statement-breakpoint
CREATE UNIQUE INDEX "comparisons_pair_key" ON "comparisons" USING btree (least("product1_id", "product2_id"),greatest("product1_id", "product2_id"));
