-- Schema 23: the Gharvs in a Dragon Noir skirmish (rules dragon-noir.md §2.3, §9.6, issue 22).
-- A scenario may give the Gharvs a side of their own (player 'Gharvs'), whose counters act in
-- the Gharv interphases. A Gharv that appears notes the player turn (index) of the interphase
-- it appeared in and the appearance table's column shift, which replaces the terrain shift of
-- the attack it makes in that interphase (§12 B6; no shift on a boat, which it capsizes).
-- SQLite cannot change a CHECK constraint, so skirmish_side is rebuilt; no table refers to it
-- by id (characters name their side by key).

CREATE TABLE skirmish_side_new (
    id          INTEGER PRIMARY KEY,
    skirmish_id INTEGER NOT NULL REFERENCES skirmish (id),
    key         TEXT    NOT NULL,
    name        TEXT    NOT NULL,
    player      TEXT    NOT NULL CHECK (player IN ('A', 'B', 'Adventurers', 'Krobs', 'Gharvs')),
    UNIQUE (skirmish_id, key)
);

INSERT INTO skirmish_side_new (id, skirmish_id, key, name, player)
    SELECT id, skirmish_id, key, name, player FROM skirmish_side;

DROP TABLE skirmish_side;

ALTER TABLE skirmish_side_new RENAME TO skirmish_side;

ALTER TABLE skirmish_character ADD COLUMN appeared_at INTEGER;

ALTER TABLE skirmish_character ADD COLUMN appearance_shift INTEGER;
