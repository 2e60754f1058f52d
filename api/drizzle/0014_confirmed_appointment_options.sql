-- A confirmed appointment keeps only the time the client chose (the others offered are dropped), as
-- the api writes it from now on: before, a confirmed appointment kept every offered time.
UPDATE "app"."case_appointments" SET "options" = ARRAY["starts_at"] WHERE "status" = 'scheduled' AND cardinality("options") > 1;
