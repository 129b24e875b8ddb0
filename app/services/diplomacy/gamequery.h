#pragma once

#include "app/services/campaignservice.h"
#include "db/diplomacy/gamestore.h"

namespace herald::app::diplomacy {

// What the Diplomacy desk reads of the open campaign (schema 0005_diplomacy: dip_game,
// dip_phase, dip_orders, dip_note), and the variants a game can be played on.

using Game = db::diplomacy::Game;
using Phase = db::diplomacy::Phase;
using ShippedVariant = db::diplomacy::ShippedVariant;

/// The campaign's games, oldest first; none when no campaign is open.
[[nodiscard]] QList<Game> games(const CampaignService &service);
/// Phase `seq` of `game`, or its newest phase when `seq` is 0.
[[nodiscard]] std::optional<Phase> phase(const CampaignService &service, const Game &game,
                                         int seq = 0);
/// "Spring 1901 Movement" in the language shown: the variant's own month and season names
/// (its rules text), the year, and the kind of phase translated. The label stored with a
/// phase is the English one, for the files and the CLI's JSON.
[[nodiscard]] QString phaseLabel(const herald::diplomacy::Position &position);
/// Every variant Herald ships, standard first (no campaign needed).
[[nodiscard]] const QList<ShippedVariant> &shippedVariants();

} // namespace herald::app::diplomacy
