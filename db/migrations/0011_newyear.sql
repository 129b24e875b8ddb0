-- Schema 11: the New Year's choices and what the month's end needs to remember (§2.7, §7.3,
-- §7.4.2, §4.3). Areas are referred to by their XXYY id text and landmasses by their key,
-- without a foreign key, as in 0003 and 0006.

-- NY-4 (§2.7): each new centre the owner placed and each unsupported centre he reduced, with
-- the centre the area had before, so that the year's plan is always reckoned from the map as
-- NY-4 found it and the choices made so far are counted against it.
CREATE TABLE production_choice (
    id            INTEGER PRIMARY KEY,
    nation_id     INTEGER NOT NULL REFERENCES nation (id),
    year          INTEGER NOT NULL CHECK (year >= 1),
    area          TEXT    NOT NULL CHECK (area GLOB '[0-9][0-9][0-9][0-9]'),
    kind          TEXT    NOT NULL CHECK (kind IN ('town', 'city', 'cityReduced', 'townReduced')),
    centre_before TEXT    NOT NULL,
    UNIQUE (year, area)
);
CREATE INDEX production_choice_by_year ON production_choice (year, nation_id);

-- §7.3: a nation's first centre on a landmass away from its home is declared a colony or the
-- start of another country; the answer holds for that landmass from then on.
CREATE TABLE colony_choice (
    nation_id INTEGER NOT NULL REFERENCES nation (id),
    landmass  TEXT    NOT NULL,                                  -- landmass.key
    year      INTEGER NOT NULL CHECK (year >= 1),
    area      TEXT    NOT NULL CHECK (area GLOB '[0-9][0-9][0-9][0-9]'),
    choice    TEXT    NOT NULL CHECK (choice IN ('colony', 'country')),
    PRIMARY KEY (nation_id, landmass)
);

-- §7.4.2: the areas where a nation has held a town or city, seen at NY-2, at the end of NY-4
-- and when M-5 hands an area over; a fallen nation may rise again in one that still stands.
CREATE TABLE former_town (
    nation_id INTEGER NOT NULL REFERENCES nation (id),
    area      TEXT    NOT NULL CHECK (area GLOB '[0-9][0-9][0-9][0-9]'),
    PRIMARY KEY (nation_id, area)
);

-- §4.3: armies of one nation placed in one area at NY-7, written when month 1 begins; they
-- must end month 1 in different areas. Rows of earlier years are never read again.
CREATE TABLE shared_start (
    year    INTEGER NOT NULL CHECK (year >= 1),
    army_id INTEGER NOT NULL,
    area    TEXT    NOT NULL CHECK (area GLOB '[0-9][0-9][0-9][0-9]'),
    PRIMARY KEY (year, army_id)
);
