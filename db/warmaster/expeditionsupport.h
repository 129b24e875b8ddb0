#pragma once

#include "core/warmaster/strategicmap.h"
#include "db/command.h"
#include "db/warmaster/expeditionstore.h"

#include <QJsonArray>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>

#include <optional>

namespace herald::db::expeditions {

/// The expedition an "expedition" argument names, or the refusal to return.
struct ExpeditionArgument
{
    std::optional<ExpeditionRecord> expedition;
    CommandOutcome refusal;
};
[[nodiscard]] ExpeditionArgument expeditionArgument(const CommandContext &context);

/// The refusal for a list of rules issues, one sentence each (each type has its describe()).
template <typename Issues> [[nodiscard]] CommandOutcome refusalOf(const Issues &issues)
{
    QStringList reasons;
    for (const auto &issue : issues)
        reasons << describe(issue);
    return CommandOutcome::refused(reasons.join(QLatin1Char('\n')));
}

/// The landmass a reference names: its map id or its name (any case); noIndex when none.
[[nodiscard]] int findLandmass(const warmaster::StrategicMap &map, const QString &ref);

/// A JSON argument that may be a number or text, as text ("3" or "Duke Aldric").
[[nodiscard]] QString reference(const QJsonValue &value);

/// Inserts the expedition row with its units and characters (roles "general", "admiral",
/// "other"; healers marked) and returns its id, or 0 with `error` set.
struct NewExpedition
{
    qint64 nationId = 0;
    int year = 1;
    QString name;
    QString kind;
    qint64 generalId = 0;
    qint64 admiralId = 0;
    QString port;
    QString homeLandmass;
    QString destination;
    int boats = 0;
    QString status;
    std::optional<int> sailedTurn;
    QJsonObject traded;
    warmaster::Fleet fleet; ///< units and characters (FleetCharacter::id is the row id)
};
[[nodiscard]] qint64 insertExpedition(const QSqlDatabase &db, const NewExpedition &e,
                                      QString *error);

/// Puts the expedition's marker on the map: a new army row led by its general at `area`.
[[nodiscard]] QString placeMarker(const QSqlDatabase &db, qint64 nationId, const QString &name,
                                  qint64 generalId, qint64 expeditionId, const QString &area,
                                  const QString &location);

/// Sets a nation's status (schema 3: active, rebel, atSea, defunct); empty string, or the
/// database's message.
[[nodiscard]] QString setNationStatus(const QSqlDatabase &db, qint64 nationId,
                                      const QString &status);

} // namespace herald::db::expeditions
