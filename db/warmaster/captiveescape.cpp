#include "db/warmaster/captiveescape.h"

#include "core/warmaster/characterfate.h"
#include "db/warmaster/calendarrepository.h"
#include "db/warmaster/commandsupport.h"
#include "db/warmaster/fatecharts.h"

#include <QCoreApplication>
#include <QSqlQuery>

namespace herald::db {

using namespace herald::warmaster;

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::db::CaptiveEscape)
};

struct Captive
{
    qint64 id = 0;
    QString name;
    qint64 nationId = 0;
    QString nation;
    qint64 captorId = 0;
    QString captor;
    int year = 0;
    int month = 0;
};

} // namespace

StepWork rollCaptiveEscapes(const CommandContext &context)
{
    StepWork work;
    QSqlQuery q(context.db);
    if (!q.exec(QStringLiteral(
            "SELECT c.id, c.name, c.nation_id, n.name, c.captor_nation_id, k.name, "
            "c.captured_year, c.captured_month FROM character c JOIN nation n ON n.id = "
            "c.nation_id JOIN nation k ON k.id = c.captor_nation_id WHERE c.status = 'captured' "
            "ORDER BY c.id"))) {
        work.failure = CommandOutcome::storageFailed(q);
        return work;
    }
    std::vector<Captive> captives;
    while (q.next())
        captives.push_back({q.value(0).toLongLong(), q.value(1).toString(), q.value(2).toLongLong(),
                            q.value(3).toString(), q.value(4).toLongLong(), q.value(5).toString(),
                            q.value(6).toInt(), q.value(7).toInt()});
    const QSet<qint64> absent = absentNationIds(context.db);
    const int year = context.date.year;
    const int month = context.date.month;
    const std::optional<FateChart> chart =
        campaignFateChart(context.db, QStringLiteral("captiveEscape"), QStringLiteral("escaped"));
    for (const Captive &c : captives) {
        if (!captiveRollsThisMonth(c.year, c.month, year, month)) {
            work.lines << Tr::tr("§6.4 %1 of %2 was taken this month: his first escape roll is "
                                 "at the end of next month (I-25).")
                              .arg(c.name, c.nation);
            continue;
        }
        if (absent.contains(c.nationId)) {
            work.lines << Tr::tr("§7.6 %1 of %2 does not roll to escape: his player is absent.")
                              .arg(c.name, c.nation);
            continue;
        }
        //: why a die is rolled, shown in the dice log; %1 a character, %2 his nation, %3 captor
        const QString purpose =
            Tr::tr("Captive escape: %1 of %2 (held by %3)").arg(c.name, c.nation, c.captor);
        const int face = chart && !chart->rows.empty()
                             ? context.dice.roll(chart->dice, purpose.toStdString()).total
                             : context.dice.d(6, purpose.toStdString());
        // The referee's chart when it names the row (I-25), else the default: a 6 escapes.
        const QString word = chart ? chart->fateFor(face) : QString();
        const bool escaped =
            word.isEmpty() ? captiveEscapeChart(face) : word == QLatin1String("true");
        q.prepare(QStringLiteral("INSERT INTO captive_escape (character_id, year, month, "
                                 "captor_nation_id, face, escaped) VALUES (?, ?, ?, ?, ?, ?)"));
        if (!nations::run(q, {c.id, year, month, c.captorId, face, escaped ? 1 : 0})) {
            work.failure = CommandOutcome::storageFailed(q);
            return work;
        }
        if (escaped) {
            q.prepare(QStringLiteral("UPDATE character SET status = 'active', captor_nation_id = "
                                     "NULL, captured_year = NULL, captured_month = NULL WHERE id "
                                     "= ?"));
            if (!nations::run(q, {c.id})) {
                work.failure = CommandOutcome::storageFailed(q);
                return work;
            }
        }
        work.lines << (escaped ? Tr::tr("§6.4 %1 of %2, held by %3, rolls %4 on the escape chart "
                                        "(I-25): he escapes and is back on %2's roster.")
                               : Tr::tr("§6.4 %1 of %2, held by %3, rolls %4 on the escape chart "
                                        "(I-25): he stays captive."))
                          .arg(c.name, c.nation, c.captor, QString::number(face));
    }
    return work;
}

} // namespace herald::db
