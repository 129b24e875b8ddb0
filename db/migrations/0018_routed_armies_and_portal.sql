-- Schema 18: what is left of a battle at the end of the turn (§6.8, §6.9).

-- The last-ditch rally (§6.8). A nation whose only forces are routed armies answers at M-5 of
-- each such turn: the army it rallies, once per game, or NULL when it lets the turn pass. The
-- army is kept by name: armies leave the map at NY-1, the used rally stays.
CREATE TABLE last_ditch_rally (
    nation_id INTEGER NOT NULL REFERENCES nation (id),
    turn      INTEGER NOT NULL CHECK (turn >= 1),
    army      TEXT,
    PRIMARY KEY (nation_id, turn)
);

-- The magic portal (§6.9, I-37): a winning army that went through the portal of the POI its
-- battle was fought at, and where to. The army is no foreign key: armies leave the map at NY-1.
CREATE TABLE battle_portal_move (
    battle_id INTEGER NOT NULL REFERENCES pending_battle (id),
    army_id   INTEGER NOT NULL,
    area      TEXT    NOT NULL CHECK (area GLOB '[0-9][0-9][0-9][0-9]'),
    PRIMARY KEY (battle_id, army_id)
);
