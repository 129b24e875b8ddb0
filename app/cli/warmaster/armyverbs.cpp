#include "app/cli/warmaster/armyverbs.h"

#include "app/cli/warmaster/verbsupport.h"
#include "core/warmaster/armyplacement.h"
#include "db/map/maprepository.h"
#include "db/warmaster/nationrepository.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

namespace herald::cli {

namespace {

using namespace herald::warmaster;

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::cli::ArmyVerbs)
};

/// "0407 Carrow", or the bare number of an area the map no longer has.
QString areaText(const StrategicMap &map, map::Hex hex)
{
    const auto index = map.areaAt(hex);
    return index ? areaLabel(map.areas[static_cast<std::size_t>(*index)]) : hex.toXXYY();
}

QString locationText(ArmyLocation location)
{
    switch (location) {
    case ArmyLocation::Countryside:
        return Tr::tr("countryside");
    case ArmyLocation::PopulationCentre:
        return Tr::tr("population centre");
    case ArmyLocation::Poi:
        return Tr::tr("point of interest");
    }
    return {};
}

int armyList(CliContext &c, const Words &w)
{
    const QSqlDatabase db = c.service.file()->database();
    std::optional<db::NationRecord> only;
    if (w.options.contains(QStringLiteral("nation"))) {
        only = db::findNation(db, w.options.value(QStringLiteral("nation")));
        if (!only)
            return c.usage(Tr::tr("There is no nation \"%1\".")
                               .arg(w.options.value(QStringLiteral("nation"))));
    }
    const StrategicMap map = db::loadStrategicMap(db);
    QJsonArray array;
    QStringList lines;
    for (const Army &army : map.armies) {
        if (only && army.nationId != QString::number(only->id))
            continue;
        const auto nation = map.nationIndex(army.nationId);
        const QString nationName =
            nation ? map.nations[static_cast<std::size_t>(*nation)].name : army.nationId;
        array.append(QJsonObject{{QStringLiteral("id"), army.id.toLongLong()},
                                 {QStringLiteral("nation"), nationName},
                                 {QStringLiteral("name"), army.name},
                                 {QStringLiteral("general"), army.generalName},
                                 {QStringLiteral("generalId"), army.generalId.toLongLong()},
                                 {QStringLiteral("area"), army.area.toXXYY()},
                                 {QStringLiteral("location"), keyOf(army.location)},
                                 {QStringLiteral("state"), keyOf(army.state)}});
        lines << Tr::tr("%1  %2 (%3): general %4, at %5, %6")
                     .arg(army.id, 3)
                     .arg(army.name, nationName, army.generalName, areaText(map, army.area),
                          locationText(army.location));
    }
    if (lines.isEmpty())
        lines << Tr::tr("No armies are on the map.");
    c.print({{QStringLiteral("armies"), array}}, lines.join(QLatin1Char('\n')));
    return ExitOk;
}

/// "army" as the command wants it: a number is a row id, other text a name.
QJsonValue armyReference(const QString &word)
{
    bool number = false;
    const qint64 id = word.toLongLong(&number);
    return number ? QJsonValue(id) : QJsonValue(word);
}

void addLocation(QJsonObject &args, const Words &w)
{
    if (w.options.contains(QStringLiteral("location")))
        args.insert(QStringLiteral("location"), w.options.value(QStringLiteral("location")));
}

int armyVerb(CliContext &c, QStringList words)
{
    const std::map<QString, Action> actions{
        {QStringLiteral("list"), armyList},
        {QStringLiteral("place"),
         [](CliContext &c, const Words &w) {
             if (w.positional.size() != 2 || !w.options.contains(QStringLiteral("general")) ||
                 !w.options.contains(QStringLiteral("area")))
                 return c.usage(
                     Tr::tr("army place FILE NATION NAME --general CHARACTER --area XXYY "
                            "[--location countryside|populationCentre|poi]"));
             QJsonObject args{
                 {QStringLiteral("nation"), w.positional.at(0)},
                 {QStringLiteral("name"), w.positional.at(1)},
                 {QStringLiteral("general"), w.options.value(QStringLiteral("general"))},
                 {QStringLiteral("area"), w.options.value(QStringLiteral("area"))}};
             addLocation(args, w);
             return c.report(c.service.execute(QStringLiteral("army.place"), args));
         }},
        {QStringLiteral("rename"),
         [](CliContext &c, const Words &w) {
             if (w.positional.size() != 2)
                 return c.usage(Tr::tr("army rename FILE ARMY NEW-NAME"));
             return c.report(
                 c.service.execute(QStringLiteral("army.rename"),
                                   {{QStringLiteral("army"), armyReference(w.positional.at(0))},
                                    {QStringLiteral("name"), w.positional.at(1)}}));
         }},
        {QStringLiteral("move"),
         [](CliContext &c, const Words &w) {
             if (w.positional.size() != 2)
                 return c.usage(Tr::tr("army move FILE ARMY XXYY "
                                       "[--location countryside|populationCentre|poi]"));
             QJsonObject args{{QStringLiteral("army"), armyReference(w.positional.at(0))},
                              {QStringLiteral("area"), w.positional.at(1)}};
             addLocation(args, w);
             return c.report(c.service.execute(QStringLiteral("army.move"), args));
         }},
        {QStringLiteral("remove"),
         [](CliContext &c, const Words &w) {
             if (w.positional.size() != 1)
                 return c.usage(Tr::tr("army remove FILE ARMY"));
             return c.report(
                 c.service.execute(QStringLiteral("army.remove"),
                                   {{QStringLiteral("army"), armyReference(w.positional.at(0))}}));
         }},
    };
    return dispatch(c, words, QStringLiteral("army"), actions,
                    {QStringLiteral("nation"), QStringLiteral("general"), QStringLiteral("area"),
                     QStringLiteral("location")});
}

} // namespace

void addArmyVerb(VerbTable &table)
{
    table.add({QStringLiteral("army"),
               QStringLiteral("army list|place|rename|move|remove FILE ... [--nation N] "
                              "[--general CHARACTER] [--area XXYY] [--location L]"),
               Tr::tr("army markers at the New Year: place one per general in an own town, city or "
                      "allowing POI, rename, correct or remove them (NY-7, §4.9)"),
               true, armyVerb});
}

} // namespace herald::cli
