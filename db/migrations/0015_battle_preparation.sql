-- Schema 15: what a pending battle's table needs that chance decides (rules §5.10, §5.3): the
-- random event card turned over for it, the POI card of a POI battle (drawn face down, revealed
-- at deployment), and which side places the first terrain piece, rolled or the referee's
-- choice. Cards are named by their deck and id (decks_deck); the deck keeps where each card is.

CREATE TABLE battle_preparation (
    battle_id    INTEGER PRIMARY KEY REFERENCES pending_battle (id),
    event_deck   TEXT,
    event_card   TEXT,
    poi_deck     TEXT,
    poi_card     TEXT,
    first_placer INTEGER NOT NULL CHECK (first_placer IN (0, 1)),
    placer_face  INTEGER CHECK (placer_face BETWEEN 1 AND 6)
);
