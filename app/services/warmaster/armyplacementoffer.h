#pragma once

#include <QString>
#include <QStringList>

#include <vector>

namespace herald::app {

class CampaignService;

/// What the referee may choose from to place one more army for a nation this year (NY-7,
/// §1.5, §4.9): only valid choices, or why there is none.
struct ArmyPlacementOffer
{
    struct Choice
    {
        QString id;    ///< as the army.place command takes it: a character id, an area XXYY
        QString label; ///< as the referee reads it: "Aldric", "0407 Carrow"
    };
    std::vector<Choice> generals; ///< the nation's free generals
    std::vector<Choice> areas;    ///< where the nation may muster an army
    QString blocked; ///< why no army can be placed, naming the rule; empty when one can
};

[[nodiscard]] ArmyPlacementOffer armyPlacementOffer(const CampaignService &service,
                                                    qint64 nationId);

/// The tables armyPlacementOffer() reads (the campaign's date among them: year 1 allows one
/// army, and the generals are the year's roster's).
[[nodiscard]] QStringList armyPlacementTables();

} // namespace herald::app
