-- Schema 5: Diplomacy games on the GM's desk (rules spec hardbop-downfall.md, parts A and C).
-- A game is a sequence of phases; each phase keeps the position it starts from (the text of
-- docs/diplomacy-position-format.md), the orders each power gave, and once adjudicated the
-- judge's results. Private notes (GM hints, hidden units met) belong to one power.

CREATE TABLE dip_game (
    id      INTEGER PRIMARY KEY,
    name    TEXT NOT NULL CHECK (length(name) > 0),
    variant TEXT NOT NULL CHECK (variant IN ('standard', 'downfall'))
);

CREATE TABLE dip_phase (
    id       INTEGER PRIMARY KEY,
    game_id  INTEGER NOT NULL REFERENCES dip_game (id) ON DELETE CASCADE,
    seq      INTEGER NOT NULL CHECK (seq >= 1),
    label    TEXT    NOT NULL,
    position TEXT    NOT NULL,           -- the position at the start of the phase
    state    TEXT    NOT NULL DEFAULT '', -- Hardbop state (JSON) for Downfall games
    results  TEXT,                        -- JSON array once adjudicated, NULL before
    UNIQUE (game_id, seq)
);

CREATE TABLE dip_orders (
    id       INTEGER PRIMARY KEY,
    phase_id INTEGER NOT NULL REFERENCES dip_phase (id) ON DELETE CASCADE,
    power    TEXT    NOT NULL,
    orders   TEXT    NOT NULL, -- one order a line, as the power wrote them
    UNIQUE (phase_id, power)
);

CREATE TABLE dip_note (
    id       INTEGER PRIMARY KEY,
    phase_id INTEGER NOT NULL REFERENCES dip_phase (id) ON DELETE CASCADE,
    power    TEXT    NOT NULL,
    kind     TEXT    NOT NULL CHECK (kind IN ('hint', 'encounter', 'note')),
    text     TEXT    NOT NULL
);
