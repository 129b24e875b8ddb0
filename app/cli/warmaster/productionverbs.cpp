#include "app/cli/warmaster/productionverbs.h"

#include "app/cli/warmaster/verbsupport.h"
#include "db/warmaster/productionstep.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

namespace herald::cli {

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::cli::ProductionVerbs)
};

/// `production FILE`: every present nation's plan, what is left to do, and the arithmetic.
int productionShow(CliContext &c, QStringList words)
{
    int code = ExitOk;
    if (!c.openCampaign(words, &code))
        return code;
    if (!words.isEmpty())
        return c.usage(Tr::tr("production FILE takes no further words."));
    const QJsonObject status =
        db::productionStatus(c.service.file()->database(), c.service.info().date.year);
    QStringList lines;
    for (const QJsonValue &value : status.value(QStringLiteral("nations")).toArray()) {
        const QJsonObject n = value.toObject();
        const auto number = [&n](const char *key) { return n.value(QLatin1String(key)).toInt(); };
        //: %1 nation, %2 counts "V=15 T=3 C=1", then towns and cities left to place, cities
        //: and towns left to reduce
        lines << Tr::tr("%1 (%2): to place %3 town(s), %4 city(-ies); to reduce %5 city(-ies), "
                        "%6 town(s)")
                     .arg(n.value(QStringLiteral("nation")).toString(),
                          n.value(QStringLiteral("counts")).toString())
                     .arg(number("townsLeft"))
                     .arg(number("citiesLeft"))
                     .arg(number("cityReductionsLeft"))
                     .arg(number("townReductionsLeft"));
        for (const QJsonValue &line : n.value(QStringLiteral("explanation")).toArray())
            lines << QStringLiteral("  ") + line.toString();
        for (const QJsonValue &d : n.value(QStringLiteral("colonyDecisions")).toArray())
            lines << QStringLiteral("  ") + d[QStringLiteral("text")].toString();
    }
    if (lines.isEmpty())
        lines << Tr::tr("No nation produces anything this year.");
    c.print(status, lines.join(QLatin1Char('\n')));
    return ExitOk;
}

int productionVerb(CliContext &c, QStringList words)
{
    std::map<QString, Action> actions{
        {QStringLiteral("place"),
         [](CliContext &c, const Words &w) {
             const QString centre = w.positional.value(2);
             if (w.positional.size() != 3 ||
                 (centre != QLatin1String("town") && centre != QLatin1String("city")))
                 return c.usage(Tr::tr("production place FILE NATION AREA town|city"));
             return c.report(c.service.execute(QStringLiteral("production.place"),
                                               {{QStringLiteral("nation"), w.positional.at(0)},
                                                {QStringLiteral("area"), w.positional.at(1)},
                                                {QStringLiteral("centre"), centre}}));
         }},
        {QStringLiteral("remove"),
         [](CliContext &c, const Words &w) {
             if (w.positional.size() != 2)
                 return c.usage(Tr::tr("production remove FILE NATION AREA"));
             return c.report(c.service.execute(QStringLiteral("production.remove"),
                                               {{QStringLiteral("nation"), w.positional.at(0)},
                                                {QStringLiteral("area"), w.positional.at(1)}}));
         }},
        {QStringLiteral("colony"),
         [](CliContext &c, const Words &w) {
             const QString choice = w.positional.value(2);
             if (w.positional.size() != 3 ||
                 (choice != QLatin1String("colony") && choice != QLatin1String("country")))
                 return c.usage(Tr::tr("production colony FILE NATION AREA colony|country"));
             return c.report(c.service.execute(QStringLiteral("production.colony"),
                                               {{QStringLiteral("nation"), w.positional.at(0)},
                                                {QStringLiteral("area"), w.positional.at(1)},
                                                {QStringLiteral("choice"), choice}}));
         }},
    };
    actions.emplace(QStringLiteral("done"), [](CliContext &c, const Words &w) {
        if (w.positional.size() != 1)
            return c.usage(Tr::tr("production done FILE NATION"));
        return c.report(c.service.execute(QStringLiteral("production.done"),
                                          {{QStringLiteral("nation"), w.positional.at(0)}}));
    });
    if (words.isEmpty() || actions.find(words.first()) == actions.end())
        return productionShow(c, std::move(words));
    return dispatch(c, std::move(words), QStringLiteral("production"), actions, {});
}

} // namespace

void addProductionVerbs(VerbTable &table)
{
    table.add({QStringLiteral("production"),
               QStringLiteral("production [place|remove|colony|done] FILE [NATION [AREA "
                              "[town|city|colony|country]]]"),
               Tr::tr("NY-4: show each nation's production plan with its arithmetic; place a new "
                      "town or city, reduce an unsupported centre, answer colony or new country, "
                      "or place no more this year (§2.7, §7.3)"),
               true, productionVerb});
}

} // namespace herald::cli
