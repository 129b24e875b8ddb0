#include "app/services/battleboard/frombattletext.h"

#include "core/battleboard/boardkeys.h"
#include "core/battleboard/words.h"
#include "core/warmaster/unitcategory.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace herald::app::battleboard {

using namespace herald::battleboard;

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::app::battleboard::FromBattleText)
};

/// One side's lines: its brigade groups (the army's unit entries in the same order), then the
/// generals who became leaders.
QStringList sideLines(const QJsonArray &units, const QJsonObject &link)
{
    QStringList lines;
    const QJsonArray groups = link.value(QStringLiteral("groups")).toArray();
    for (qsizetype i = 0; i < groups.size(); ++i) {
        const QJsonObject group = groups.at(i).toObject();
        const QJsonObject unit = units.at(i).toObject();
        const auto category =
            warmaster::categoryFromKey(group.value(QStringLiteral("category")).toString());
        const auto type =
            warmaster::fromKey<UnitType>(unit.value(QStringLiteral("type")).toString());
        if (!category || !type)
            continue;
        //: %1 a roster category ("Infantry"), %2 its roster units, %n board brigades, %3 their
        //: type ("elite cavalry")
        lines << Tr::tr("%1: %2 roster units make %n %3 brigade(s)", nullptr,
                        group.value(QStringLiteral("brigades")).toInt())
                     .arg(warmaster::nameOf(*category))
                     .arg(group.value(QStringLiteral("rosterUnits")).toInt())
                     .arg(typeName(*type, unit.value(QStringLiteral("elite")).toBool()));
    }
    const QJsonArray leaders = link.value(QStringLiteral("leaders")).toArray();
    QJsonArray generals;
    for (const QJsonValue &general : leaders) {
        if (!generals.contains(general))
            generals.append(general);
    }
    lines << (leaders.isEmpty()
                  ? Tr::tr("No active general: no leader on the board")
                  //: %1 active generals, %n board leaders
                  : Tr::tr("Generals: %1 active make %n leader(s)", nullptr, int(leaders.size()))
                        .arg(generals.size()));
    return lines;
}

} // namespace

std::array<MappedSide, 2> describeMapping(const QJsonObject &boardArgs)
{
    const QJsonArray links = boardArgs.value(QStringLiteral("warmaster"))
                                 .toObject()
                                 .value(QStringLiteral("sides"))
                                 .toArray();
    std::array<MappedSide, 2> sides;
    for (const Side side : {Side::Attacker, Side::Defender}) {
        const QJsonObject army = boardArgs.value(warmaster::keyOf(side)).toObject();
        // The link lists the WarMaster sides: 0 the defenders, 1 the attackers.
        const QJsonObject link = links.at(side == Side::Attacker ? 1 : 0).toObject();
        MappedSide &mapped = sides[std::size_t(sideIndex(side))];
        mapped.army = army.value(QStringLiteral("name")).toString();
        mapped.lines = sideLines(army.value(QStringLiteral("units")).toArray(), link);
    }
    return sides;
}

QStringList describeSheet(const QJsonObject &sheet, const std::array<QString, 2> &sideNames)
{
    QStringList lines;
    const QJsonArray sides = sheet.value(QStringLiteral("sides")).toArray();
    for (qsizetype s = 0; s < sides.size() && s < 2; ++s) {
        const QJsonObject side = sides.at(s).toObject();
        //: %1 the side's nations, %2 roster units destroyed, %3 generals carried off
        lines << Tr::tr("%1: roster units destroyed %2, generals fallen %3")
                     .arg(sideNames[std::size_t(s)])
                     .arg(side.value(QStringLiteral("units")).toArray().size())
                     .arg(side.value(QStringLiteral("characters")).toArray().size());
    }
    const QJsonValue objective = sheet.value(QStringLiteral("objective"));
    lines << (objective.isDouble()
                  //: %1 the side that kept the field
                  ? Tr::tr("The objective is held by %1, who kept the field (§7.4).")
                        .arg(sideNames[std::size_t(objective.toInt() == 1 ? 1 : 0)])
                  : Tr::tr("Nobody holds the objective: the battle was undecided."));
    return lines;
}

} // namespace herald::app::battleboard
