#pragma once

#include "core/warmaster/armylist.h"
#include "core/warmaster/campaignsettings.h"
#include "core/warmaster/population.h"
#include "core/warmaster/roster.h"

#include <QJsonObject>
#include <QSqlDatabase>
#include <QString>

#include <optional>
#include <vector>

namespace herald::db {

/// A player as stored (§1.2).
struct PlayerRecord
{
    qint64 id = 0;
    QString name;
    QString colour;
    bool present = true;
};

/// A nation as stored (§1.2); the race is an army list or a created race of this campaign.
struct NationRecord
{
    qint64 id = 0;
    QString name;
    QString colour;
    qint64 playerId = 0; ///< 0: no player yet
    QString playerName;
    QString armyListId;
    QString race; ///< the army list's race name, empty without a list
    bool createdRace = false;
    QString capital; ///< area XXYY id, empty when not set
    bool npp = false;
    int experience = 0;
};

/// An army list stored in the campaign: the sample lists, imported lists, created races.
struct ArmyListRecord
{
    QString id;
    QString race;
    bool sample = false;
    bool created = false;
    QByteArray json;
};

/// A character as stored, with the year's roster membership when there is one.
struct CharacterRecord
{
    qint64 id = 0;
    qint64 nationId = 0;
    warmaster::RosterCharacter character;
    QString captor; ///< the captor nation's name while captured
};

[[nodiscard]] std::vector<PlayerRecord> loadPlayers(const QSqlDatabase &db);
[[nodiscard]] std::vector<NationRecord> loadNations(const QSqlDatabase &db);
[[nodiscard]] std::vector<ArmyListRecord> loadArmyLists(const QSqlDatabase &db);
/// The parsed list; nullopt when the campaign has no list of that id (or it does not parse).
[[nodiscard]] std::optional<warmaster::ArmyList> loadArmyList(const QSqlDatabase &db,
                                                              const QString &id);

/// A nation named by its id ("3") or its name (any case).
[[nodiscard]] std::optional<NationRecord> findNation(const QSqlDatabase &db, const QString &ref);
/// A player named by id or name.
[[nodiscard]] std::optional<PlayerRecord> findPlayer(const QSqlDatabase &db, const QString &ref);

/// The setting table as written: key to JSON value (text that is not JSON comes back as a
/// string), unchecked. The settings list reads it to report bad values.
[[nodiscard]] QJsonObject loadStoredSettings(const QSqlDatabase &db);
/// The campaign's rule settings (§11.S): the one typed accessor every rule reads. Defaults for
/// unset keys; a bad stored value falls back to its own default only.
[[nodiscard]] warmaster::CampaignSettings loadSettings(const QSqlDatabase &db);

/// The stored roster of a nation for a year, with its database row id; nullopt when none.
struct StoredRoster
{
    qint64 id = 0;
    warmaster::Roster roster;
    std::vector<qint64> lineIds;      ///< parallel to roster.lines
    std::vector<qint64> characterIds; ///< parallel to roster.characters
};
[[nodiscard]] std::optional<StoredRoster> loadRoster(const QSqlDatabase &db, qint64 nationId,
                                                     int year);

/// The map the tally counts: the stored strategic map (loadStrategicMap()). Map nations are in
/// the order of loadNations(), with Nation::id the nation's row id as text.
[[nodiscard]] warmaster::StrategicMap loadTallyMap(const QSqlDatabase &db);

/// The year's tally (§2.1-§2.3): the map's population centres plus the grants stored for the
/// year (tally_grant), per nation in the map's nation order.
[[nodiscard]] warmaster::Tally tallyCampaign(const QSqlDatabase &db,
                                             const warmaster::StrategicMap &map, int year);

} // namespace herald::db
