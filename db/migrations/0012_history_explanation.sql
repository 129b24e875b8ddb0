-- Schema 12: each history entry keeps the rules decisions its command made, in order (rule
-- section, roll, numbers), as a JSON array of translated lines, for `explain` and the History
-- page. Entries recorded before schema 12 have none.
ALTER TABLE history ADD COLUMN explanation TEXT NOT NULL DEFAULT '[]';
