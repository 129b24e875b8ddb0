-- Schema 6: army markers on the strategic map (rules §1.5, §4.3, §4.9, NY-1, NY-7).
-- An army owns no troops: it is a named marker led by a general, standing at one location of
-- an area. The columns cover the whole §1.5 entity so that the monthly turn only fills them
-- in. Areas are referred to by their XXYY id text without a foreign key, as in 0003.

CREATE TABLE army (
    id            INTEGER PRIMARY KEY,
    nation_id     INTEGER NOT NULL REFERENCES nation (id),
    name          TEXT    NOT NULL CHECK (length(name) > 0),
    general_id    INTEGER NOT NULL REFERENCES character (id),
    area          TEXT    NOT NULL CHECK (area GLOB '[0-9][0-9][0-9][0-9]'),
    location      TEXT    NOT NULL DEFAULT 'populationCentre'
                  CHECK (location IN ('countryside', 'populationCentre', 'poi')),
    origin_area   TEXT    CHECK (origin_area GLOB '[0-9][0-9][0-9][0-9]'), -- this turn's start
    moved         INTEGER NOT NULL DEFAULT 0 CHECK (moved IN (0, 1)),
    state         TEXT    NOT NULL DEFAULT 'normal'
                  CHECK (state IN ('normal', 'delayed', 'besieging', 'besieged', 'preEngaged',
                                   'routed')),
    -- The state's details as a JSON object: delayed {turnsLeft, destination}, preEngaged
    -- {with}, routed {turnsStationary}.
    state_detail  TEXT    NOT NULL DEFAULT '{}',
    occupation    INTEGER NOT NULL DEFAULT 0 CHECK (occupation >= 0),    -- §4.7 counter
    in_supply     INTEGER NOT NULL DEFAULT 1 CHECK (in_supply IN (0, 1)), -- §4.5
    interdict     INTEGER NOT NULL DEFAULT 0 CHECK (interdict IN (0, 1)), -- §4.8 order
    expedition_id INTEGER,                     -- the expedition it is (§7.2); table to come
    UNIQUE (nation_id, name)
);
CREATE INDEX army_by_nation ON army (nation_id);
-- §1.5: a general leads one army.
CREATE UNIQUE INDEX army_by_general ON army (general_id);
