-- Schema 3: players, nations, the campaign's army lists, yearly rosters, characters and the
-- magic items bound to them (rules §1.2, §1.4, §2.1-§2.6, §8).
-- Every table has a primary key (undo records changes per row). Areas arrive in 0004: an area
-- is referred to by its XXYY id text, without a foreign key.

-- A person at the club table (§1.2). A player may run more than one nation.
CREATE TABLE player (
    id                   INTEGER PRIMARY KEY,
    name                 TEXT    NOT NULL UNIQUE CHECK (length(name) > 0),
    colour               TEXT    NOT NULL DEFAULT '',            -- label, e.g. "Red"
    present              INTEGER NOT NULL DEFAULT 1 CHECK (present IN (0, 1)),
    consecutive_absences INTEGER NOT NULL DEFAULT 0 CHECK (consecutive_absences >= 0)
);

-- The army lists of this campaign, stored in the herald-army-list JSON format
-- (docs/army-list-format.md): the shipped samples copied in at creation, lists the referee
-- imports, and created races (§2.4, created = 1).
CREATE TABLE army_list (
    id      TEXT    PRIMARY KEY CHECK (length(id) > 0),
    race    TEXT    NOT NULL CHECK (length(race) > 0),
    sample  INTEGER NOT NULL DEFAULT 0 CHECK (sample IN (0, 1)),
    created INTEGER NOT NULL DEFAULT 0 CHECK (created IN (0, 1)),
    json    TEXT    NOT NULL
);

-- A player country (§1.2).
CREATE TABLE nation (
    id                INTEGER PRIMARY KEY,
    name              TEXT    NOT NULL UNIQUE CHECK (length(name) > 0),
    colour            TEXT    NOT NULL,                          -- "#rrggbb"
    player_id         INTEGER REFERENCES player (id),
    army_list_id      TEXT    REFERENCES army_list (id),         -- a list or a created race
    capital           TEXT,                                      -- area XXYY id (0004), no FK
    npp               INTEGER NOT NULL DEFAULT 0 CHECK (npp IN (0, 1)),
    status            TEXT    NOT NULL DEFAULT 'active'
                      CHECK (status IN ('active', 'rebel', 'atSea', 'defunct')),
    kind              TEXT    NOT NULL DEFAULT 'major'
                      CHECK (kind IN ('major', 'separate', 'underwater')),
    parent_nation_id  INTEGER REFERENCES nation (id),
    experience        INTEGER NOT NULL DEFAULT 0 CHECK (experience >= 0),
    rally_used        INTEGER NOT NULL DEFAULT 0 CHECK (rally_used IN (0, 1))
);
CREATE INDEX nation_by_player ON nation (player_id);

-- Population ("population") or character points ("character") a nation gets beyond its
-- population centres: POI bonuses, chaos results, referee grants (§2.1 other, §2.3).
CREATE TABLE tally_grant (
    id        INTEGER PRIMARY KEY,
    nation_id INTEGER NOT NULL REFERENCES nation (id),
    year      INTEGER NOT NULL CHECK (year >= 1),
    kind      TEXT    NOT NULL CHECK (kind IN ('population', 'character')),
    area      TEXT,                                              -- XXYY id or NULL
    points    INTEGER NOT NULL,
    reason    TEXT    NOT NULL
);
CREATE INDEX tally_grant_by_year ON tally_grant (year, nation_id);

-- One nation's roster for one year (§1.4, §8): the figures of the New Year tally it was
-- opened with.
CREATE TABLE roster (
    id                INTEGER PRIMARY KEY,
    nation_id         INTEGER NOT NULL REFERENCES nation (id),
    year              INTEGER NOT NULL CHECK (year >= 1),
    population_total  INTEGER NOT NULL CHECK (population_total >= 0),
    army_points       INTEGER NOT NULL CHECK (army_points >= 0),
    character_points  INTEGER NOT NULL,
    mob_limit         INTEGER NOT NULL CHECK (mob_limit >= 0),
    wizards_allowed   INTEGER NOT NULL DEFAULT 0 CHECK (wizards_allowed IN (0, 1)),
    UNIQUE (nation_id, year)
);

-- One roster line (I-15): units of one category and one cost.
CREATE TABLE roster_line (
    id          INTEGER PRIMARY KEY,
    roster_id   INTEGER NOT NULL REFERENCES roster (id),
    position    INTEGER NOT NULL,
    category    TEXT    NOT NULL,                                -- unit category key
    cost_tenths INTEGER NOT NULL CHECK (cost_tenths >= 0),       -- Cost in tenths of a point
    unit_types  TEXT    NOT NULL,                                -- JSON array of type names
    purchased   INTEGER NOT NULL CHECK (purchased >= 0),
    lost        INTEGER NOT NULL DEFAULT 0 CHECK (lost >= 0 AND lost <= purchased),
    free        INTEGER NOT NULL DEFAULT 0 CHECK (free >= 0 AND free <= purchased),
    UNIQUE (roster_id, position)
);

-- A character of a nation (§1.4). Characters are bought for a year (roster_character), but a
-- character and the items bound to him outlive the year (I-27), and a captive stays one (§6.4).
CREATE TABLE character (
    id                INTEGER PRIMARY KEY,
    nation_id         INTEGER NOT NULL REFERENCES nation (id),
    name              TEXT    NOT NULL CHECK (length(name) > 0),
    type              TEXT    NOT NULL,                          -- character type key
    list_entry        TEXT    NOT NULL DEFAULT '',               -- the army list's entry
    status            TEXT    NOT NULL DEFAULT 'active'
                      CHECK (status IN ('active', 'captured', 'killed', 'onExpedition', 'envoy')),
    captor_nation_id  INTEGER REFERENCES nation (id),            -- while captured (§6.4)
    captured_year     INTEGER,
    captured_month    INTEGER CHECK (captured_month BETWEEN 0 AND 12)
);
CREATE INDEX character_by_nation ON character (nation_id);

-- The characters on one year's roster, bought with that year's character points (§2.3), or
-- free (a Wizards Tower wizard, I-29).
CREATE TABLE roster_character (
    roster_id    INTEGER NOT NULL REFERENCES roster (id),
    character_id INTEGER NOT NULL REFERENCES character (id),
    free         INTEGER NOT NULL DEFAULT 0 CHECK (free IN (0, 1)),
    PRIMARY KEY (roster_id, character_id)
);

-- A magic item card (the magic item deck) given to a character for good (§1.4, §6.5). The
-- card id is the key: one item is never on two characters.
CREATE TABLE magic_item_binding (
    card_id      TEXT    PRIMARY KEY CHECK (length(card_id) > 0),
    character_id INTEGER NOT NULL REFERENCES character (id),
    bound_year   INTEGER NOT NULL CHECK (bound_year >= 1)
);
CREATE INDEX magic_item_by_character ON magic_item_binding (character_id);
