#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>

namespace herald::app {

class CampaignService;

/// What the Lesser Races page shows (§7.7, §7.8, issue 18): each race on its track with the
/// nations' affiliation markers, the month's pick-up round, and each nation's experience.
struct LesserRacesView
{
    /// Per race: id, race, armyList, box ("0".."3" or "independent"), boxIndex (0..4) and
    /// markers, a list of {nation, colour, count}.
    QJsonArray races;
    int racesInPlay = 0; ///< §2.18: player countries - 2
    /// The army lists a race may be taken from: {id, race}; those already in play left out.
    QJsonArray armyLists;
    /// The campaign stands at M-3, where a pick-up round is played (§7.7.2).
    bool roundStep = false;
    /// db::pickupReport for the month (order, picks, next, finished, games...); only at M-3.
    QJsonObject round;
    /// Per active nation: nation, colour, earned, spent, balance.
    QJsonArray experience;
    /// Per Independent race (§7.7.6): race, placed (on the map or still to be placed), and when
    /// placed area ("0309 Ashby"), areaId, controller (a nation, or "the referee") and held.
    QJsonArray independents;
    /// At M-3, each nation's army standing with an independent army and not answered yet:
    /// race, army, area.
    QJsonArray contacts;
};

[[nodiscard]] LesserRacesView lesserRacesView(const CampaignService &service);

/// The tables lesserRacesView() reads.
[[nodiscard]] QStringList lesserRacesTables();

} // namespace herald::app
