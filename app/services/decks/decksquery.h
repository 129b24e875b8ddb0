#pragma once

#include "app/services/campaignservice.h"
#include "core/decks/content.h"
#include "core/decks/magicitems.h"

#include <QList>
#include <QStringList>

#include <optional>
#include <vector>

namespace herald::app::decks {

// What the Decks & Tables page reads of the open campaign (schema 0002_decks: decks_table,
// decks_deck, decks_magic_item, decks_result). Each query gives nothing when no campaign is
// open or its rows cannot be read back.

/// Every table and deck, in list order.
[[nodiscard]] std::optional<herald::decks::Content> content(const CampaignService &service,
                                                            QString *error = nullptr);
[[nodiscard]] std::optional<herald::decks::Table> table(const CampaignService &service,
                                                        const QString &id);
[[nodiscard]] std::optional<herald::decks::Deck> deck(const CampaignService &service,
                                                      const QString &id);
/// The authored magic items, in authoring order.
[[nodiscard]] std::vector<herald::decks::MagicItem> magicItems(const CampaignService &service);

/// What a roll or a draw gave, as the page shows it.
struct DecksResult
{
    QString summary;         ///< the history line
    QStringList explanation; ///< one step per line: dice, modifiers, row, effects; or the piles
    QString kind;            ///< "roll" or "deck"
};

/// The newest results first, at most `limit`.
[[nodiscard]] QList<DecksResult> recentResults(const CampaignService &service, int limit);

} // namespace herald::app::decks
