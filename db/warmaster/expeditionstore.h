#pragma once

#include "core/warmaster/voyage.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QSet>
#include <QSqlDatabase>
#include <QString>

#include <optional>
#include <vector>

namespace herald::db {

/// An expedition as stored (schema 22, §1.6) with its roster as the voyage rules see it.
struct ExpeditionRecord
{
    qint64 id = 0;
    qint64 nationId = 0;
    QString nationName;
    int year = 1;
    QString kind;   ///< "expedition", "exodus", "newNation"
    QString status; ///< "inPort", "atSea", "arrived", "escorted", "landed", "dissolved", "lost"
    QString arrival;
    qint64 armyId = 0; ///< its marker, 0 when none
    qint64 generalId = 0;
    qint64 admiralId = 0;
    QString port;
    QString homeLandmass;
    QString destination;
    std::optional<int> sailedTurn;
    QJsonObject traded;
    warmaster::VoyageChoices choices;
    warmaster::Fleet fleet; ///< name, boats, advantages, units, characters, exodus, ally

    /// Still afloat: neither ashore nor ended (NY-1 keeps its marker, NY-5 dissolves it).
    [[nodiscard]] bool afloat() const;
};

[[nodiscard]] std::vector<ExpeditionRecord> loadExpeditions(const QSqlDatabase &db);
/// An expedition named by its id ("2") or its name (any case) when only one has it.
[[nodiscard]] std::optional<ExpeditionRecord> findExpedition(const QSqlDatabase &db,
                                                             const QString &ref);
/// The army ids (as text) of expeditions still afloat, for NY-1 (§3.1).
[[nodiscard]] QSet<QString> expeditionsAfloat(const QSqlDatabase &db);

[[nodiscard]] int piratePool(const QSqlDatabase &db);

/// Units of each roster line (by row id) aboard the nation's expeditions of the year that have
/// not ended: they are on an expedition roster, not free for another (§7.2.1).
[[nodiscard]] QHash<qint64, int> unitsAboard(const QSqlDatabase &db, qint64 nationId, int year);

/// The rolls of an expedition, oldest first, as JSON rows for the log.
[[nodiscard]] QJsonArray voyageLog(const QSqlDatabase &db, qint64 expeditionId);

/// The expedition for --json and the page: its fields, roster, characters and log.
[[nodiscard]] QJsonObject expeditionJson(const QSqlDatabase &db, const ExpeditionRecord &e);

/// Writes what a month at sea changed: boats, advantages, units (lost ones struck from the
/// year's roster lines too), characters lost (killed), the tamed monster, the pirate pool and
/// the roll's row. Empty string, or the database's message.
[[nodiscard]] QString saveVoyage(const QSqlDatabase &db, const ExpeditionRecord &e, int turn,
                                 const warmaster::VoyageOutcome &outcome);

/// Sets one column of the expedition row; empty string, or the database's message.
[[nodiscard]] QString setExpeditionField(const QSqlDatabase &db, qint64 id, const QString &column,
                                         const QVariant &value);
/// Sets the status of each character aboard who is active or on expedition (not the killed,
/// the captured or an envoy).
[[nodiscard]] QString setCrewStatus(const QSqlDatabase &db, qint64 expeditionId,
                                    const QString &status);

} // namespace herald::db
