-- Schema 27: hex maps the referee edits on the hex game desk's map editor (issue 20; rules spec
-- fall-of-the-black-eagle.md section 15). Each map is kept whole in Herald's hexwar map format
-- (docs/hexwar-map-format.md), so every edit rewrites one row and undo restores it whole. A
-- scanned map may be kept with it to trace over, and how strongly the hexes are drawn over it.
CREATE TABLE hexmap (
    id               INTEGER PRIMARY KEY,
    name             TEXT NOT NULL UNIQUE CHECK (length(name) > 0),
    map              TEXT NOT NULL, -- the map as a herald-hexwar-map JSON object
    underlay         BLOB,          -- a PNG or JPEG image, or NULL
    underlay_opacity REAL NOT NULL DEFAULT 0.3 CHECK (underlay_opacity BETWEEN 0 AND 1)
);

-- A game may be played on one of these maps instead of its scenario's own (a map traced from the
-- real one): the map is copied into the game when it starts, so later edits never change a game
-- under way. NULL: the scenario's shipped map.
ALTER TABLE hexgame ADD COLUMN map TEXT;
