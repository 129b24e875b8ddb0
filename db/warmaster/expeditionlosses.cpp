#include "db/warmaster/expeditionlosses.h"

#include "db/warmaster/commandsupport.h"

#include <QCoreApplication>
#include <QSqlError>
#include <QSqlQuery>

namespace herald::db {

using nations::run;

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::db::ExpeditionLosses)
};

} // namespace

AboardLoss strikeAboard(const QSqlDatabase &db, qint64 battleId, qint64 nationId, qint64 lineId)
{
    AboardLoss out;
    QSqlQuery q(db);
    // The nation's armies in the battle: with a land army among them, the loss is its own.
    q.prepare(QStringLiteral(
        "SELECT e.id, e.name FROM pending_battle_army ba JOIN army a ON a.id = ba.army_id LEFT "
        "JOIN expedition e ON e.id = a.expedition_id WHERE ba.battle_id = ? AND a.nation_id = ? "
        "ORDER BY e.id IS NULL DESC, e.id"));
    if (!run(q, {battleId, nationId})) {
        out.error = q.lastError().text();
        return out;
    }
    if (!q.next() || q.value(0).isNull())
        return out;
    const qint64 expedition = q.value(0).toLongLong();
    const QString name = q.value(1).toString();
    q.prepare(QStringLiteral("SELECT position, label FROM expedition_unit WHERE expedition_id = ? "
                             "AND roster_line_id = ? AND count > 0 ORDER BY position LIMIT 1"));
    if (!run(q, {expedition, lineId})) {
        out.error = q.lastError().text();
        return out;
    }
    if (!q.next()) {
        out.refusal = Tr::tr("I-71 %1 fights from its expedition roster, which has no unit of "
                             "that roster line left aboard: the sheet names a unit it does not "
                             "have.")
                          .arg(name);
        return out;
    }
    const int position = q.value(0).toInt();
    const QString label = q.value(1).toString();
    q.prepare(QStringLiteral("UPDATE expedition_unit SET count = count - 1 WHERE expedition_id = "
                             "? AND position = ?"));
    if (!run(q, {expedition, position})) {
        out.error = q.lastError().text();
        return out;
    }
    //: %1 the unit type(s), %2 the expedition
    out.line = Tr::tr("I-71 one %1 is struck from the roster of %2, which fights from it until "
                      "the New Year.")
                   .arg(label, name);
    return out;
}

} // namespace herald::db
