#include "db/warmaster/monthsupply.h"

#include "core/warmaster/supply.h"
#include "db/warmaster/monthstore.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace herald::db {

using namespace herald::warmaster;

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::db::MonthSupply)
};

QString sourceKey(SupplySource source)
{
    switch (source) {
    case SupplySource::None:
        return QStringLiteral("none");
    case SupplySource::TownOrCity:
        return QStringLiteral("townOrCity");
    case SupplySource::Coast:
        return QStringLiteral("coast");
    case SupplySource::Occupation:
        return QStringLiteral("occupation");
    }
    return {};
}

} // namespace

StepWork computeSupply(const CommandContext &context)
{
    StepWork work;
    MonthMap month = loadMonthMap(context.db);
    const std::vector<Army> before = month.map.armies;
    const SupplyTrace trace(month.map, month.graph, before, month.settings);
    trace.apply(month.map.armies);
    for (int i = 0; i < static_cast<int>(before.size()); ++i)
        work.lines << trace.explain(i);
    if (const QString error = saveArmyChanges(context.db, before, month.map.armies);
        !error.isEmpty())
        work.failure = CommandOutcome::storageFailed(error);
    return work;
}

QJsonObject supplyReport(const QSqlDatabase &db, const QString &army)
{
    const MonthMap month = loadMonthMap(db);
    const std::vector<Army> &armies = month.map.armies;
    const SupplyTrace trace(month.map, month.graph, armies, month.settings);
    QJsonArray list;
    for (int i = 0; i < static_cast<int>(armies.size()); ++i) {
        const Army &a = armies[static_cast<std::size_t>(i)];
        if (!army.isEmpty() && a.id != army && a.name.compare(army.trimmed(), Qt::CaseInsensitive))
            continue;
        QJsonArray path;
        for (const int area : trace.path(i))
            path.append(month.map.areas[static_cast<std::size_t>(area)].id());
        const ArmySupply &s = trace.armies()[static_cast<std::size_t>(i)];
        QString explanation = trace.explain(i);
        // inSupply is what M-0 worked out; an army that has moved since traces from elsewhere
        // now, and its status must not be printed over a reason that says the opposite.
        if (a.inSupply != s.inSupply())
            //: %1 the area the army stands in now, %2 the trace from there
            explanation = Tr::tr("§4.5 That is as worked out at M-0; traced again from %1 now: %2")
                              .arg(a.area.toXXYY(), explanation);
        list.append(QJsonObject{{QStringLiteral("id"), a.id.toLongLong()},
                                {QStringLiteral("name"), a.name},
                                {QStringLiteral("nation"), month.nationName(a.nationId)},
                                {QStringLiteral("area"), a.area.toXXYY()},
                                {QStringLiteral("inSupply"), a.inSupply},
                                {QStringLiteral("tracedInSupply"), s.inSupply()},
                                {QStringLiteral("source"), sourceKey(s.source)},
                                {QStringLiteral("path"), path},
                                {QStringLiteral("explanation"), explanation}});
    }
    if (list.isEmpty() && !army.isEmpty())
        return {};
    return {{QStringLiteral("armies"), list}};
}

} // namespace herald::db
