-- Trigram search for brand names and text (spec: substring and fuzzy search, duplicate detection).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
