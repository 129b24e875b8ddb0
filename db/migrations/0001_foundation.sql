-- Schema 1: the campaign record, its settings and the command history.
-- Every table has a primary key: SQLite's session extension (undo/redo) only tracks those.

CREATE TABLE campaign (
    id          INTEGER PRIMARY KEY CHECK (id = 1),
    name        TEXT    NOT NULL CHECK (length(name) > 0),
    game_system TEXT    NOT NULL DEFAULT 'warmaster',
    year        INTEGER NOT NULL DEFAULT 1 CHECK (year >= 1),
    month       INTEGER NOT NULL DEFAULT 0 CHECK (month BETWEEN 0 AND 12), -- 0: New Year phase
    phase       TEXT    NOT NULL DEFAULT 'setup',
    dice_seed   INTEGER NOT NULL,
    dice_draws  INTEGER NOT NULL DEFAULT 0 CHECK (dice_draws >= 0),
    created_utc TEXT    NOT NULL
);

-- Referee's per-campaign rule settings (rules files §11.S); value is JSON text.
CREATE TABLE setting (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
);

-- One row per command. Not tracked by the undo session itself: undo flips `undone`.
CREATE TABLE history (
    id           INTEGER PRIMARY KEY,
    command      TEXT    NOT NULL,
    args         TEXT    NOT NULL,            -- JSON object
    dice         TEXT    NOT NULL DEFAULT '[]', -- JSON array of rolls, in order
    year         INTEGER NOT NULL,
    month        INTEGER NOT NULL,
    summary      TEXT    NOT NULL,
    changeset    BLOB,                        -- NULL for entries that cannot be undone (imports)
    undone       INTEGER NOT NULL DEFAULT 0 CHECK (undone IN (0, 1)),
    recorded_utc TEXT    NOT NULL
);
CREATE INDEX history_by_state ON history (undone, id);
