#pragma once

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <vector>

namespace herald::app {

class CampaignService;

/// One nation as the Nations page lists it: who runs it, what its areas give now (§2.1-§2.3)
/// and the year's roster when one is open.
struct NationOverview
{
    qint64 id = 0;
    QString name;
    QString colour;
    QString player; ///< empty without a player
    QString race;   ///< empty without an army list
    /// What the nation's areas and grants give now (the live tally).
    int populationTotal = 0;
    int armyPoints = 0;
    int characterPoints = 0;
    QStringList tallyLines;       ///< each term with the areas behind it
    QStringList unitTypes;        ///< of the nation's army list
    QStringList characterEntries; ///< of the nation's army list
    /// The year's roster as rosterToJson() gives it, with the figures it was opened with
    /// (NY-3); empty when none is open.
    QJsonObject roster;
};

/// Every nation of the campaign with the current year's tally and roster.
[[nodiscard]] std::vector<NationOverview> nationOverviews(const CampaignService &service);

/// The army list ids of the campaign, for the race choice.
[[nodiscard]] QStringList armyListIds(const CampaignService &service);

/// The players' names, whether they run a nation or not.
[[nodiscard]] QStringList playerNames(const CampaignService &service);

/// The tables nationOverviews(), armyListIds() and playerNames() read (the campaign's date
/// among them: a new year means another tally and roster).
[[nodiscard]] QStringList nationOverviewTables();

} // namespace herald::app
