-- Issue 48 (audit G7): a straight-lined Big Five test (all answers the same, "Resultado pouco
-- informativo") no longer counts in the norms. Every consent row is computed again at the next
-- refresh: its counted scores come out and its latest test goes in only if it is informative.
UPDATE "norms_consents" SET "dirty" = true;
