#pragma once

#include <QString>

#include <optional>

namespace herald::decks {

/// Where a table, deck or row comes from, so the UI can label house defaults as such.
enum class Origin
{
    Rule,         ///< given by the rules; `section` names where ("§7.5")
    HouseDefault, ///< the rules only name it; Herald ships a proposal (rules §10)
    Custom,       ///< written by the referee or the players for this campaign
};

/// The origin of a piece of content plus the rules section it answers to.
struct Provenance
{
    Origin origin = Origin::Custom;
    QString section; ///< "§7.5", "§10 #7, I-24"; required for Origin::Rule

    friend bool operator==(const Provenance &, const Provenance &) = default;
};

/// "rule", "houseDefault", "custom": the spelling used in the JSON format.
[[nodiscard]] QString originName(Origin origin);
[[nodiscard]] std::optional<Origin> originFromName(const QString &name);

/// "Rules §7.5", "House default (§10 #7, I-24)", "Custom": a label for lists and printouts.
[[nodiscard]] QString describe(const Provenance &provenance);

} // namespace herald::decks
