#pragma once

#include "app/services/campaignservice.h"
#include "db/skirmish/skirmishstore.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace herald::app::skirmish {

// What the skirmish umpire's desk reads of the open campaign (schema 0021_skirmish: skirmish,
// skirmish_side, skirmish_character, skirmish_spell; the log from history).

using Skirmish = db::skirmish::Skirmish;
using LogLine = db::skirmish::LogLine;

/// One counter as the roster shows it.
struct RosterRow
{
    QString key;
    QString name;
    QString side;       ///< the side's key
    QString sideName;   ///< as the scenario names it
    QString player;     ///< the side's §10.3 player word: "A", "Adventurers", "Gharvs"...
    QString health;     ///< "healthy", "stunned", "wounded", "dead"
    QString state;      ///< the core's description: "Konrad the Just, mounted: 30/(28)-12"
    QString values;     ///< attack/defence-move now, spells included ("60/(28)-12"); "" if dead
    QString hexes;      ///< "B4 A4"; "" off the map
    QStringList spells; ///< the spells in force on it, by name
    bool caster = false;
    int level = 0;
    int ep = 0;
};

/// The tables the desk reads: a front end reloads when one of them changed.
[[nodiscard]] const QStringList &skirmishTables();

/// The campaign's skirmishes by name, oldest first; none when no campaign is open.
[[nodiscard]] QStringList skirmishNames(const CampaignService &service);
/// The skirmish called `name`; nullopt with *error when there is none.
[[nodiscard]] std::optional<Skirmish> openSkirmish(const CampaignService &service,
                                                   const QString &name, QString *error);
/// Every counter, in the scenario's order.
[[nodiscard]] QList<RosterRow> rosterRows(const Skirmish &skirmish);
/// Where the game turn stands, in words: "Game turn 2, Player B: combat".
[[nodiscard]] QString positionText(const Skirmish &skirmish);
/// The skirmish's log, newest first.
[[nodiscard]] QList<LogLine> skirmishLog(const CampaignService &service, const QString &name,
                                         int limit = 200);

} // namespace herald::app::skirmish
