-- Schema 19: hex-and-counter games on the toolkit desk (rules spec fall-of-the-black-eagle.md).
-- A campaign file keeps any number of games, each by its own name. The position is one JSON
-- value (docs/cli-hexgame.md, "Stored position") so every command rewrites one row and undo restores it
-- whole; the order of battle, the map and the victory rules come from the shipped scenario the
-- game was created from. Every referee action on a game is also kept as an action row, with
-- the faces its dice showed, so a player turn can be sent by mail and replayed on the other
-- side (docs/cli-hexgame.md).

CREATE TABLE hexgame (
    id       INTEGER PRIMARY KEY,
    name     TEXT NOT NULL UNIQUE CHECK (length(name) > 0),
    scenario TEXT NOT NULL,               -- key of a shipped scenario, 'black-eagle'
    settings TEXT NOT NULL DEFAULT '{}',  -- the referee's settings by configuration key (spec 16)
    hexsets  TEXT NOT NULL DEFAULT '{}',  -- hex sets the referee filled in (spec A4), by set name
    state    TEXT NOT NULL                -- the position now
);

-- seq counts a game's actions from 1; turn and side are the game turn and the player whose
-- turn it was; before is the fingerprint of the position the action was made in.
CREATE TABLE hexgame_action (
    id       INTEGER PRIMARY KEY,
    game_id  INTEGER NOT NULL REFERENCES hexgame (id) ON DELETE CASCADE,
    seq      INTEGER NOT NULL CHECK (seq >= 1),
    turn     INTEGER NOT NULL CHECK (turn >= 1),
    side     TEXT    NOT NULL CHECK (side IN ('blackEagle', 'karameikan')),
    kind     TEXT    NOT NULL,
    args     TEXT    NOT NULL,              -- the action's arguments (JSON object)
    dice     TEXT    NOT NULL DEFAULT '[]', -- the faces rolled, in order (JSON array)
    before   TEXT    NOT NULL,
    line     TEXT    NOT NULL,              -- the readable line of the history
    imported INTEGER NOT NULL DEFAULT 0 CHECK (imported IN (0, 1)),
    UNIQUE (game_id, seq)
);
