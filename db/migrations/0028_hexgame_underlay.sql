-- Schema 28: a hex game keeps the scanned map shown under its hexes on the Game tab (issue 20),
-- as an edited map does (schema 27): the image and how strongly the hexes are drawn over it. A
-- game started on an edited map gets a copy of that map's, as it gets a copy of the map.
ALTER TABLE hexgame ADD COLUMN underlay BLOB; -- a PNG or JPEG image, or NULL
ALTER TABLE hexgame ADD COLUMN underlay_opacity REAL NOT NULL DEFAULT 0.3
    CHECK (underlay_opacity BETWEEN 0 AND 1);
