-- Schema 22: expeditions by sea and the fall and return of nations (rules §7.2, §7.4, NY-1,
-- NY-5, NY-7, M-0, M-2C; I-1..I-12, I-65..I-67). An expedition is an army with its own roster
-- (§1.6): its army marker (army.expedition_id, 0006) stands in its port, then on a sea area
-- while at sea, then ashore. Areas are XXYY text and landmasses their map ids, as in 0004.

CREATE TABLE expedition (
    id                 INTEGER PRIMARY KEY,
    nation_id          INTEGER NOT NULL REFERENCES nation (id),
    year               INTEGER NOT NULL CHECK (year >= 1),
    name               TEXT    NOT NULL CHECK (length(name) > 0),
    -- an ordinary expedition (§7.2), a fallen nation's exodus (§7.4.1) or a New Nation (§7.4.3)
    kind               TEXT    NOT NULL DEFAULT 'expedition'
                       CHECK (kind IN ('expedition', 'exodus', 'newNation')),
    general_id         INTEGER REFERENCES character (id),
    admiral_id         INTEGER REFERENCES character (id),   -- none for an exodus (I-65)
    port               TEXT    CHECK (port GLOB '[0-9][0-9][0-9][0-9]'),   -- home port
    home_landmass      TEXT    NOT NULL DEFAULT '',          -- the landmass it left
    destination        TEXT    NOT NULL DEFAULT '',          -- declared on sailing (§7.2.2)
    boats              INTEGER NOT NULL CHECK (boats >= 0),
    advantages         INTEGER NOT NULL DEFAULT 0 CHECK (advantages >= 0),   -- I-6
    -- inPort (NY-7), atSea, arrived (19/20+, or 18 with the port lost: the player lands it),
    -- escorted (18: home next turn), landed, dissolved or lost (NY-5, I-9)
    status             TEXT    NOT NULL DEFAULT 'inPort'
                       CHECK (status IN ('inPort', 'atSea', 'arrived', 'escorted', 'landed',
                                         'dissolved', 'lost')),
    arrival            TEXT    NOT NULL DEFAULT ''
                       CHECK (arrival IN ('', 'destination', 'newIsland', 'escortAshore')),
    sailed_turn        INTEGER CHECK (sailed_turn >= 0),     -- (year - 1) * 12 + month
    -- the player's standing orders for the chart rows that offer a choice (§7.2.5 6-7, 13)
    storm_choice       TEXT    NOT NULL DEFAULT 'advantage'
                       CHECK (storm_choice IN ('advantage', 'ship')),
    monster_fighter_id INTEGER REFERENCES character (id),
    traded             TEXT    NOT NULL DEFAULT '{}'         -- units traded for boats (§2.11)
);
CREATE INDEX expedition_by_nation ON expedition (nation_id, year);

-- The expedition roster's units, by roster line, in the order the player listed them (the
-- order they are lost in). A tamed sea monster has no line and needs no ship (§7.2.5 13).
CREATE TABLE expedition_unit (
    expedition_id  INTEGER NOT NULL REFERENCES expedition (id),
    position       INTEGER NOT NULL,
    roster_line_id INTEGER REFERENCES roster_line (id),
    label          TEXT    NOT NULL,
    category       TEXT    NOT NULL,
    count          INTEGER NOT NULL CHECK (count >= 0),
    needs_ship     INTEGER NOT NULL DEFAULT 1 CHECK (needs_ship IN (0, 1)),
    PRIMARY KEY (expedition_id, position)
);

-- The characters aboard: the general, the admiral and the others; a healer is marked by the
-- referee (§10 #12).
CREATE TABLE expedition_character (
    expedition_id INTEGER NOT NULL REFERENCES expedition (id),
    character_id  INTEGER NOT NULL REFERENCES character (id),
    role          TEXT    NOT NULL CHECK (role IN ('general', 'admiral', 'other')),
    healer        INTEGER NOT NULL DEFAULT 0 CHECK (healer IN (0, 1)),
    PRIMARY KEY (expedition_id, character_id)
);

-- One month's expedition chart roll (§7.2.3, §7.2.5): the dice are in the history with the
-- step's command; this keeps what the row did, for the log of rolls.
CREATE TABLE voyage_roll (
    expedition_id INTEGER NOT NULL REFERENCES expedition (id),
    turn          INTEGER NOT NULL CHECK (turn >= 1),
    faces         TEXT    NOT NULL,                          -- JSON array of the chart dice
    total         INTEGER NOT NULL,
    event         TEXT    NOT NULL,                          -- EnumKeys<VoyageEvent>
    boats_lost    INTEGER NOT NULL DEFAULT 0,
    units_lost    INTEGER NOT NULL DEFAULT 0,
    advantages    INTEGER NOT NULL,                          -- after the roll
    pirate_pool   INTEGER NOT NULL,                          -- after the roll
    explanation   TEXT    NOT NULL,                          -- JSON array of sentences
    PRIMARY KEY (expedition_id, turn)
);

-- The campaign's pirate pool (§1.1, §7.2.6): ships lost to mutiny by any nation.
CREATE TABLE sea (
    id          INTEGER PRIMARY KEY CHECK (id = 1),
    pirate_pool INTEGER NOT NULL DEFAULT 0 CHECK (pirate_pool >= 0)
);
INSERT INTO sea (id, pirate_pool) VALUES (1, 0);

-- A rebel nation's town and leader (§7.4.2): his capture or death ends the rebellion.
CREATE TABLE rebellion (
    nation_id INTEGER PRIMARY KEY REFERENCES nation (id),
    year      INTEGER NOT NULL CHECK (year >= 1),
    town      TEXT    NOT NULL CHECK (town GLOB '[0-9][0-9][0-9][0-9]'),
    leader_id INTEGER REFERENCES character (id)  -- NULL: the general bought at NY-6 (§7.4.2)
);
