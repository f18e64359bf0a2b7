-- What a student has paid: the sum of the installments' paid amounts in the record, as
-- studentFeeSummary adds them (exact numeric; the amounts are whole paise). Immutable, so the
-- students' generated `paid` column can be built from it.
CREATE FUNCTION "installments_paid"(installments jsonb) RETURNS numeric
	LANGUAGE sql IMMUTABLE PARALLEL SAFE
	AS $$ SELECT coalesce(sum((i->>'paidAmount')::numeric), 0) FROM jsonb_array_elements(coalesce(installments, '[]'::jsonb)) i $$;
