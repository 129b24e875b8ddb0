#include "db/warmaster/expeditionsupport.h"

#include "db/warmaster/commandsupport.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>

namespace herald::db::expeditions {

using namespace herald::warmaster;
using nations::run;

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::db::ExpeditionSupport)
};

const char *roleKey(FleetRole role)
{
    switch (role) {
    case FleetRole::General:
        return "general";
    case FleetRole::Admiral:
        return "admiral";
    case FleetRole::Other:
        break;
    }
    return "other";
}

/// A null QString binds as NULL; the text columns hold '' for none.
QString notNull(const QString &text)
{
    return text.isNull() ? QStringLiteral("") : text;
}

QVariant idOrNull(qint64 id)
{
    return id ? QVariant(id) : QVariant(QMetaType(QMetaType::LongLong));
}

} // namespace

QString reference(const QJsonValue &value)
{
    return value.isDouble() ? QString::number(value.toInteger()) : value.toString().trimmed();
}

ExpeditionArgument expeditionArgument(const CommandContext &context)
{
    const QJsonValue value = context.args.value(QStringLiteral("expedition"));
    if (value.isUndefined())
        return {std::nullopt,
                CommandOutcome::badArguments(Tr::tr("The argument \"expedition\" is missing."))};
    const QString ref = reference(value);
    if (auto e = findExpedition(context.db, ref))
        return {e, {}};
    return {std::nullopt,
            CommandOutcome::refused(
                Tr::tr("§7.2 There is no expedition \"%1\" (or several have that name: give its "
                       "number).")
                    .arg(ref))};
}

int findLandmass(const StrategicMap &map, const QString &ref)
{
    for (int i = 0; i < static_cast<int>(map.landmasses.size()); ++i) {
        const Landmass &l = map.landmasses[static_cast<std::size_t>(i)];
        if (l.id == ref || l.name.compare(ref, Qt::CaseInsensitive) == 0)
            return i;
    }
    return noIndex;
}

qint64 insertExpedition(const QSqlDatabase &db, const NewExpedition &e, QString *error)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral(
        "INSERT INTO expedition (nation_id, year, name, kind, general_id, admiral_id, port, "
        "home_landmass, destination, boats, status, sailed_turn, traded) VALUES (?, ?, ?, ?, ?, "
        "?, ?, ?, ?, ?, ?, ?, ?)"));
    const QVariant port =
        e.port.isEmpty() ? QVariant(QMetaType(QMetaType::QString)) : QVariant(e.port);
    const QVariant sailed =
        e.sailedTurn ? QVariant(*e.sailedTurn) : QVariant(QMetaType(QMetaType::Int));
    if (!run(q, {e.nationId, e.year, e.name, e.kind, idOrNull(e.generalId), idOrNull(e.admiralId),
                 port, notNull(e.homeLandmass), notNull(e.destination), e.boats, e.status, sailed,
                 QJsonDocument(e.traded).toJson(QJsonDocument::Compact)})) {
        *error = q.lastError().text();
        return 0;
    }
    const qint64 id = q.lastInsertId().toLongLong();
    int position = 1;
    for (const FleetUnits &u : e.fleet.units) {
        q.prepare(QStringLiteral("INSERT INTO expedition_unit (expedition_id, position, "
                                 "roster_line_id, label, category, count, needs_ship) VALUES (?, "
                                 "?, ?, ?, ?, ?, ?)"));
        if (!run(q, {id, position++, idOrNull(u.line.toLongLong()), u.label, keyOf(u.category),
                     u.count, u.needsShip ? 1 : 0})) {
            *error = q.lastError().text();
            return 0;
        }
    }
    for (const FleetCharacter &c : e.fleet.characters) {
        q.prepare(QStringLiteral("INSERT INTO expedition_character (expedition_id, character_id, "
                                 "role, healer) VALUES (?, ?, ?, ?)"));
        if (!run(q,
                 {id, c.id.toLongLong(), QString::fromLatin1(roleKey(c.role)), c.healer ? 1 : 0})) {
            *error = q.lastError().text();
            return 0;
        }
    }
    return id;
}

QString placeMarker(const QSqlDatabase &db, qint64 nationId, const QString &name, qint64 generalId,
                    qint64 expeditionId, const QString &area, const QString &location)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral("INSERT INTO army (nation_id, name, general_id, area, location, "
                             "expedition_id) VALUES (?, ?, ?, ?, ?, ?)"));
    return run(q, {nationId, name, generalId, area, location, expeditionId}) ? QString()
                                                                             : q.lastError().text();
}

QString setNationStatus(const QSqlDatabase &db, qint64 nationId, const QString &status)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral("UPDATE nation SET status = ? WHERE id = ?"));
    return run(q, {status, nationId}) ? QString() : q.lastError().text();
}

} // namespace herald::db::expeditions
