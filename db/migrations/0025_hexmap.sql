-- Schema 25: hex maps the referee edits on the hex game desk's map editor (issue 20; rules spec
-- fall-of-the-black-eagle.md section 15). Each map is kept whole in Herald's hexwar map format
-- (docs/hexwar-map-format.md), so every edit rewrites one row and undo restores it whole.
CREATE TABLE hexmap (
    id   INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE CHECK (length(name) > 0),
    map  TEXT NOT NULL -- the map as a herald-hexwar-map JSON object
);
