-- Schema 7: no foreign key takes an action of its own on delete (issue 23).
-- Undo and redo apply recorded changesets row by row. A cascade or SET NULL fired while a
-- changeset is applied changes rows the changeset then expects unchanged, so the undo of
-- `diplomacy.new` and the redo of `nation.remove` failed. Commands now delete and clear what
-- depends on a row themselves, where the changeset records it. The tables are rebuilt the way
-- SQLite documents for changing a constraint (foreign keys are off while a script runs, and
-- checked before it commits): new table, copy, drop, rename.

CREATE TABLE new_area (
    id              INTEGER PRIMARY KEY,
    hex             TEXT    NOT NULL UNIQUE CHECK (hex GLOB '[0-9][0-9][0-9][0-9]'),
    name            TEXT    NOT NULL DEFAULT '',
    terrain         TEXT    NOT NULL CHECK (terrain IN ('plains', 'forest', 'hills', 'mountains',
                                                        'swamp', 'desert', 'greatForest', 'sea')),
    chaos           INTEGER NOT NULL DEFAULT 0 CHECK (chaos IN (0, 1)),
    coastal         INTEGER CHECK (coastal IN (0, 1)), -- NULL: derived (land touching sea)
    major_river     INTEGER NOT NULL DEFAULT 0 CHECK (major_river IN (0, 1)),
    underwater      INTEGER NOT NULL DEFAULT 0 CHECK (underwater IN (0, 1)),
    centre          TEXT    NOT NULL CHECK (centre IN ('none', 'village', 'town', 'city')),
    landmass_id     INTEGER REFERENCES landmass (id),
    owner_nation_id INTEGER REFERENCES nation (id),
    poi_card        TEXT    NOT NULL DEFAULT '',
    poi_revealed    INTEGER NOT NULL DEFAULT 0 CHECK (poi_revealed IN (0, 1)),
    poi_crossing    TEXT    NOT NULL DEFAULT 'none' CHECK (poi_crossing IN ('none', 'pass', 'ford')),
    terrain_cards   INTEGER CHECK (terrain_cards BETWEEN 0 AND 6), -- NULL: §2.12
    CHECK ((terrain = 'sea') = (centre = 'none')),
    CHECK (terrain <> 'sea' OR (landmass_id IS NULL AND owner_nation_id IS NULL AND chaos = 0)),
    CHECK (terrain = 'sea' OR landmass_id IS NOT NULL)
);
INSERT INTO new_area SELECT * FROM area;
DROP TABLE area;
ALTER TABLE new_area RENAME TO area;
CREATE INDEX area_by_owner ON area (owner_nation_id);

CREATE TABLE new_dip_phase (
    id       INTEGER PRIMARY KEY,
    game_id  INTEGER NOT NULL REFERENCES dip_game (id),
    seq      INTEGER NOT NULL CHECK (seq >= 1),
    label    TEXT    NOT NULL,
    position TEXT    NOT NULL,           -- the position at the start of the phase
    state    TEXT    NOT NULL DEFAULT '', -- Hardbop state (JSON) for Downfall games
    results  TEXT,                        -- JSON array once adjudicated, NULL before
    UNIQUE (game_id, seq)
);
INSERT INTO new_dip_phase SELECT * FROM dip_phase;
DROP TABLE dip_phase;
ALTER TABLE new_dip_phase RENAME TO dip_phase;

CREATE TABLE new_dip_orders (
    id       INTEGER PRIMARY KEY,
    phase_id INTEGER NOT NULL REFERENCES dip_phase (id),
    power    TEXT    NOT NULL,
    orders   TEXT    NOT NULL, -- one order a line, as the power wrote them
    UNIQUE (phase_id, power)
);
INSERT INTO new_dip_orders SELECT * FROM dip_orders;
DROP TABLE dip_orders;
ALTER TABLE new_dip_orders RENAME TO dip_orders;

CREATE TABLE new_dip_note (
    id       INTEGER PRIMARY KEY,
    phase_id INTEGER NOT NULL REFERENCES dip_phase (id),
    power    TEXT    NOT NULL,
    kind     TEXT    NOT NULL CHECK (kind IN ('hint', 'encounter', 'note')),
    text     TEXT    NOT NULL
);
INSERT INTO new_dip_note SELECT * FROM dip_note;
DROP TABLE dip_note;
ALTER TABLE new_dip_note RENAME TO dip_note;
