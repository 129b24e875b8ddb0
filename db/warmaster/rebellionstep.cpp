#include "db/warmaster/rebellionstep.h"

#include "core/warmaster/characterstatus.h"
#include "core/warmaster/nationloss.h"
#include "db/warmaster/commandsupport.h"

#include <QCoreApplication>
#include <QSqlQuery>

namespace herald::db {

using namespace herald::warmaster;
using nations::run;

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::db::RebellionStep)
};

} // namespace

StepWork collapseRebellions(const CommandContext &context)
{
    StepWork work;
    QSqlQuery q(context.db);
    q.exec(QStringLiteral("SELECT r.nation_id, n.name, c.name, c.status FROM rebellion r JOIN "
                          "nation n ON n.id = r.nation_id JOIN character c ON c.id = "
                          "r.leader_id WHERE n.status = 'rebel' ORDER BY r.nation_id"));
    QList<qint64> fallen;
    while (q.next()) {
        const auto status = fromKey<CharacterStatus>(q.value(3).toString());
        if (!status || !rebellionCollapses(*status))
            continue;
        fallen << q.value(0).toLongLong();
        //: %1 leader, %2 nation, %3 the leader's status ("Captured", "Killed")
        work.lines << Tr::tr("§7.4.2 %1, leader of %2, is out of the fight (%3): the rebellion "
                             "collapses and its areas fall uncontrolled; only a New Nation brings "
                             "its player back.")
                          .arg(q.value(2).toString(), q.value(1).toString(), nameOf(*status));
    }
    for (const qint64 nation : fallen) {
        QSqlQuery change(context.db);
        change.prepare(QStringLiteral("UPDATE nation SET status = 'defunct' WHERE id = ?"));
        bool ok = run(change, {nation});
        change.prepare(
            QStringLiteral("UPDATE area SET owner_nation_id = NULL WHERE owner_nation_id = ?"));
        ok = ok && run(change, {nation});
        if (!ok) {
            work.failure = CommandOutcome::storageFailed(change);
            return work;
        }
    }
    return work;
}

} // namespace herald::db
