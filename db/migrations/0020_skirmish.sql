-- Schema 20: Dragon Noir skirmishes on the umpire's desk (rules dragon-noir.md, issue 22).
-- Several skirmishes live in one campaign file, each known by its name. A skirmish keeps the
-- texts it was set up from (character tables, scenario, map), so an edited resource file never
-- changes a game in progress; the state of each counter, the spells in force and where the
-- game turn stands change through the skirmish.* commands. Their history lines are the log.
-- No foreign key acts on delete (schema 7: undo applies changesets row by row).

CREATE TABLE skirmish (
    id          INTEGER PRIMARY KEY,
    name        TEXT    NOT NULL UNIQUE CHECK (length(name) > 0),
    game        TEXT    NOT NULL CHECK (game IN ('DN1', 'DN2')),
    underground INTEGER NOT NULL DEFAULT 0 CHECK (underground IN (0, 1)),
    title       TEXT    NOT NULL,
    homemade    INTEGER NOT NULL DEFAULT 0 CHECK (homemade IN (0, 1)),
    roster      TEXT    NOT NULL,            -- docs/skirmish-roster-format.md
    scenario    TEXT    NOT NULL,            -- docs/skirmish-scenario-format.md (JSON)
    map         TEXT    NOT NULL DEFAULT '', -- the map file's JSON, '' when there is none
    turn_limit  INTEGER NOT NULL DEFAULT 0 CHECK (turn_limit >= 0),
    game_turn   INTEGER NOT NULL DEFAULT 1 CHECK (game_turn >= 1),
    step        INTEGER NOT NULL DEFAULT 0 CHECK (step >= 0) -- index into the game turn's steps
);

CREATE TABLE skirmish_side (
    id          INTEGER PRIMARY KEY,
    skirmish_id INTEGER NOT NULL REFERENCES skirmish (id),
    key         TEXT    NOT NULL,
    name        TEXT    NOT NULL,
    player      TEXT    NOT NULL CHECK (player IN ('A', 'B', 'Adventurers', 'Krobs')),
    UNIQUE (skirmish_id, key)
);

CREATE TABLE skirmish_character (
    id           INTEGER PRIMARY KEY,
    skirmish_id  INTEGER NOT NULL REFERENCES skirmish (id),
    seq          INTEGER NOT NULL,          -- the scenario's order
    key          TEXT    NOT NULL,          -- "konrad", "warrior-2"
    profile      TEXT    NOT NULL,          -- the roster id whose values it has
    side         TEXT    NOT NULL,          -- a skirmish_side key
    health       TEXT    NOT NULL CHECK (health IN ('healthy', 'stunned', 'wounded', 'dead')),
    wounds       INTEGER NOT NULL DEFAULT 0 CHECK (wounds >= 0),
    horse        TEXT    NOT NULL DEFAULT 'none'
                         CHECK (horse IN ('none', 'with-rider', 'riderless', 'dead')),
    baby         INTEGER NOT NULL DEFAULT 0 CHECK (baby IN (0, 1)),
    hexes        TEXT    NOT NULL DEFAULT '', -- map labels, head first, space-separated
    stunned_at   INTEGER,                   -- the player turn (index) it was stunned in
    attacks_made INTEGER NOT NULL DEFAULT 0, -- this player turn (§4.1)
    moved        INTEGER NOT NULL DEFAULT 0, -- moved in its side's latest movement phase (§5.2)
    fired_own    INTEGER NOT NULL DEFAULT 0, -- shot in its side's latest offensive fire phase
    fired_phase  INTEGER NOT NULL DEFAULT 0, -- shot in the current fire phase
    level        INTEGER,                   -- spellcasters only (§7.1)
    ep           INTEGER CHECK (ep >= 0),
    cast_turn    INTEGER,                   -- player turn (index) of its latest spell
    cast_game_turn INTEGER,                 -- game turn of its latest spell (DN2: one a turn)
    counter_turn INTEGER,                   -- player turn (index) of its latest counterspell
    UNIQUE (skirmish_id, key)
);

-- Spells in force on a character (§7.4.1, §7.4.4) until the player turn `until` has ended.
CREATE TABLE skirmish_spell (
    id           INTEGER PRIMARY KEY,
    character_id INTEGER NOT NULL REFERENCES skirmish_character (id),
    spell        TEXT    NOT NULL,
    amount       INTEGER NOT NULL DEFAULT 0, -- points of an increase, or of a shooting bonus
    cast_at      INTEGER NOT NULL,           -- player turn (index) it was cast in
    until        INTEGER NOT NULL            -- the last player turn (index) it lasts through
);
