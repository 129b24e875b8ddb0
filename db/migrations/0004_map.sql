-- Schema 4: the strategic map (rules §1.3; boundaries §4.4 and I-52; POI locations I-68).
-- One hex layout per campaign; each area is one hex cell, named by its printed "XXYY" number.

CREATE TABLE map (
    id                 INTEGER PRIMARY KEY CHECK (id = 1),
    name               TEXT    NOT NULL DEFAULT '',
    columns            INTEGER NOT NULL DEFAULT 0 CHECK (columns BETWEEN 0 AND 99),
    rows               INTEGER NOT NULL DEFAULT 0 CHECK (rows BETWEEN 0 AND 99),
    background         BLOB,                       -- a scanned map (PNG/JPEG bytes) under the grid
    background_opacity REAL    NOT NULL DEFAULT 0.6 CHECK (background_opacity BETWEEN 0 AND 1)
);
INSERT INTO map (id) VALUES (1);

CREATE TABLE landmass (
    id   INTEGER PRIMARY KEY,
    key  TEXT NOT NULL UNIQUE CHECK (length(key) > 0),
    name TEXT NOT NULL
);

CREATE TABLE area (
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
    owner_nation_id INTEGER REFERENCES nation (id) ON DELETE SET NULL,
    poi_card        TEXT    NOT NULL DEFAULT '',
    poi_revealed    INTEGER NOT NULL DEFAULT 0 CHECK (poi_revealed IN (0, 1)),
    poi_crossing    TEXT    NOT NULL DEFAULT 'none' CHECK (poi_crossing IN ('none', 'pass', 'ford')),
    terrain_cards   INTEGER CHECK (terrain_cards BETWEEN 0 AND 6), -- NULL: §2.12
    CHECK ((terrain = 'sea') = (centre = 'none')),
    CHECK (terrain <> 'sea' OR (landmass_id IS NULL AND owner_nation_id IS NULL AND chaos = 0)),
    CHECK (terrain = 'sea' OR landmass_id IS NOT NULL)
);
CREATE INDEX area_by_owner ON area (owner_nation_id);

-- What the referee marked on a hexside; unmarked hexsides take the I-52 default barrier.
CREATE TABLE boundary (
    hex_a    TEXT    NOT NULL REFERENCES area (hex),
    hex_b    TEXT    NOT NULL REFERENCES area (hex),
    river    INTEGER NOT NULL DEFAULT 0 CHECK (river IN (0, 1)),
    barrier  TEXT CHECK (barrier IN ('none', 'mountains', 'swamp', 'greatForest', 'majorRiver')),
    crossing TEXT    NOT NULL DEFAULT 'none' CHECK (crossing IN ('none', 'pass', 'ford')),
    PRIMARY KEY (hex_a, hex_b)
);
