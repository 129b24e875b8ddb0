#include "app/services/battleboard/frombattle.h"

#include "app/services/warmaster/battlebriefs.h"
#include "core/battleboard/boardkeys.h"
#include "core/battleboard/warmastermapping.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>

namespace herald::app::battleboard {

using namespace herald::battleboard;
using herald::warmaster::UnitCategory;

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::app::battleboard::FromBattle)
};

/// The board side a WarMaster side fights as: side 0 defends, side 1 attacks (§5.10).
Side boardSide(int warmasterSide)
{
    return warmasterSide == 1 ? Side::Attacker : Side::Defender;
}

/// One WarMaster side's rosters read for the mapping: units per category with the lines that
/// hold them, and the active generals.
struct SideRosters
{
    RosterCounts counts;
    std::array<QJsonArray, 6> lines; ///< [UnitCategory] {nation, line, units}
    QJsonArray generals;             ///< character ids
    QStringList nations;
};

SideRosters readRosters(const QJsonArray &rosters)
{
    SideRosters side;
    for (const QJsonValue &r : rosters) {
        const QJsonObject roster = r.toObject();
        const QString nation = roster.value(QStringLiteral("nation")).toString();
        side.nations << nation;
        for (const QJsonValue &c : roster.value(QStringLiteral("categories")).toArray()) {
            const auto category = warmaster::categoryFromKey(
                c.toObject().value(QStringLiteral("category")).toString());
            if (!category)
                continue;
            for (const QJsonValue &l : c.toObject().value(QStringLiteral("lines")).toArray()) {
                const int units = l.toObject().value(QStringLiteral("available")).toInt();
                if (units <= 0)
                    continue;
                side.counts.units[std::size_t(*category)] += units;
                side.lines[std::size_t(*category)].append(QJsonObject{
                    {QStringLiteral("nation"), nation},
                    {QStringLiteral("line"), l.toObject().value(QStringLiteral("line"))},
                    {QStringLiteral("units"), units}});
            }
        }
        for (const QJsonValue &c : roster.value(QStringLiteral("characters")).toArray()) {
            const QJsonObject character = c.toObject();
            if (character.value(QStringLiteral("type")).toString() == QLatin1String("general") &&
                character.value(QStringLiteral("status")).toString() == QLatin1String("active"))
                side.generals.append(character.value(QStringLiteral("id")));
        }
    }
    side.counts.generals = int(side.generals.size());
    return side;
}

/// The mapping handed in, or the bundled one.
MappingRead mappingOf(const QByteArray &given)
{
    if (!given.isEmpty())
        return readWarmasterMapping(given);
    QFile bundled(QStringLiteral(":/herald/battleboard/warmaster-mapping.json"));
    if (!bundled.open(QIODevice::ReadOnly))
        return {std::nullopt, {Tr::tr("the bundled mapping cannot be read")}};
    return readWarmasterMapping(bundled.readAll());
}

} // namespace

std::optional<QJsonObject> boardFromBattle(const CampaignService &service, int number,
                                           const QString &name, const QByteArray &mapping,
                                           QString *problem)
{
    const MappingRead read = mappingOf(mapping);
    if (!read.mapping) {
        *problem = Tr::tr("The WarMaster mapping is refused: %1")
                       .arg(read.errors.join(QStringLiteral("; ")));
        return std::nullopt;
    }
    for (const BattleBrief &brief : battleBriefs(service)) {
        if (brief.number != number)
            continue;
        if (!brief.result.isEmpty()) {
            *problem = Tr::tr("§6.1 battle %1 already has a result; undo it to fight the battle "
                              "on the board.")
                           .arg(number);
            return std::nullopt;
        }
        QJsonObject args{{QStringLiteral("name"), name}};
        QJsonArray links;
        for (int s = 0; s < 2; ++s) {
            const SideRosters rosters = readRosters(brief.sides[std::size_t(s)].rosters);
            const MappedArmy army = mapArmy(*read.mapping, rosters.counts);
            QJsonArray units;
            QJsonArray groups;
            for (const BrigadeGroup &g : army.groups) {
                units.append(QJsonObject{{QStringLiteral("type"), warmaster::keyOf(g.type)},
                                         {QStringLiteral("count"), g.brigades},
                                         {QStringLiteral("elite"), g.elite}});
                groups.append(
                    QJsonObject{{QStringLiteral("category"), warmaster::keyOf(g.category)},
                                {QStringLiteral("brigades"), g.brigades},
                                {QStringLiteral("rosterUnits"), g.rosterUnits},
                                {QStringLiteral("lines"), rosters.lines[std::size_t(g.category)]}});
            }
            QJsonArray leaders; // the general behind each board leader, in order
            for (const QJsonValue &general : rosters.generals) {
                for (int i = 0; i < read.mapping->leadersPerGeneral; ++i)
                    leaders.append(general);
            }
            if (!leaders.isEmpty())
                units.append(QJsonObject{{QStringLiteral("type"), QStringLiteral("leader")},
                                         {QStringLiteral("count"), leaders.size()}});
            args.insert(
                warmaster::keyOf(boardSide(s)),
                QJsonObject{{QStringLiteral("name"), rosters.nations.join(QStringLiteral(", "))},
                            {QStringLiteral("units"), units}});
            links.append(QJsonObject{{QStringLiteral("groups"), groups},
                                     {QStringLiteral("leaders"), leaders}});
        }
        const db::CampaignDate date = service.info().date;
        args.insert(QStringLiteral("warmaster"), QJsonObject{{QStringLiteral("battle"), number},
                                                             {QStringLiteral("year"), date.year},
                                                             {QStringLiteral("month"), date.month},
                                                             {QStringLiteral("sides"), links}});
        return args;
    }
    *problem =
        Tr::tr("§1.9 battle %1 is not a pending battle of this month's combats (M-3).").arg(number);
    return std::nullopt;
}

std::optional<Board> boardOfBattle(const CampaignService &service, int number)
{
    const db::CampaignDate date = service.info().date;
    std::optional<Board> newest;
    for (const QString &name : battleNames(service)) {
        auto b = board(service, name);
        if (b && !b->warmaster.isEmpty() &&
            b->warmaster.value(QStringLiteral("battle")).toInt() == number &&
            b->warmaster.value(QStringLiteral("year")).toInt() == date.year &&
            b->warmaster.value(QStringLiteral("month")).toInt() == date.month)
            newest = std::move(b);
    }
    return newest;
}

std::optional<QJsonObject> resultSheet(const Board &board, QString *problem)
{
    if (board.warmaster.isEmpty()) {
        *problem =
            Tr::tr("Battle board \"%1\" was not made from a WarMaster battle.").arg(board.name);
        return std::nullopt;
    }
    if (!board.state || board.state->stage != Stage::Finished) {
        *problem = Tr::tr("Battle board \"%1\" is not over yet: play it (pursuit included, §7.5) "
                          "to its end first.")
                       .arg(board.name);
        return std::nullopt;
    }
    const QJsonArray links = board.warmaster.value(QStringLiteral("sides")).toArray();
    QJsonArray sides;
    for (int s = 0; s < 2; ++s) {
        const QJsonObject link = links.at(s).toObject();
        std::vector<bool> fallen;
        for (const Unit &u : board.state->units) {
            if (u.side == boardSide(s))
                fallen.push_back(u.eliminated);
        }
        std::size_t next = 0; // the side's units in army order: brigade groups, then leaders
        QJsonArray units;
        for (const QJsonValue &g : link.value(QStringLiteral("groups")).toArray()) {
            const QJsonObject group = g.toObject();
            BrigadeGroup brigades;
            brigades.brigades = group.value(QStringLiteral("brigades")).toInt();
            brigades.rosterUnits = group.value(QStringLiteral("rosterUnits")).toInt();
            int eliminated = 0;
            for (int i = 0; i < brigades.brigades && next < fallen.size(); ++i, ++next)
                eliminated += fallen[next] ? 1 : 0;
            const QJsonArray lines = group.value(QStringLiteral("lines")).toArray();
            std::vector<int> held;
            for (const QJsonValue &l : lines)
                held.push_back(l.toObject().value(QStringLiteral("units")).toInt());
            const std::vector<int> shares =
                shareLosses(rosterUnitsLost(brigades, eliminated), held);
            for (std::size_t i = 0; i < shares.size(); ++i) {
                const QJsonObject line = lines.at(qsizetype(i)).toObject();
                for (int k = 0; k < shares[i]; ++k)
                    units.append(QJsonObject{
                        {QStringLiteral("nation"), line.value(QStringLiteral("nation"))},
                        {QStringLiteral("line"), line.value(QStringLiteral("line"))},
                        {QStringLiteral("destroyed"), true}});
            }
        }
        // A general falls with any of his leaders; a general on the sheet is listed once.
        QJsonArray generals;
        QJsonArray fell;
        for (const QJsonValue &general : link.value(QStringLiteral("leaders")).toArray()) {
            if (!generals.contains(general))
                generals.append(general);
            if (next < fallen.size() && fallen[next] && !fell.contains(general))
                fell.append(general);
            ++next;
        }
        QJsonArray removed;
        QJsonArray present;
        for (const QJsonValue &general : generals) {
            if (fell.contains(general))
                removed.append(QJsonObject{{QStringLiteral("character"), general}});
            else
                present.append(general);
        }
        sides.append(QJsonObject{{QStringLiteral("units"), units},
                                 {QStringLiteral("characters"), removed},
                                 {QStringLiteral("present"), present}});
    }
    // The side that kept the field holds the objective (§2.13: 200 VP); undecided, nobody does.
    const auto winner = board.state->end ? board.state->end->winner() : std::nullopt;
    const QJsonValue objective =
        winner ? QJsonValue(*winner == Side::Attacker ? 1 : 0) : QJsonValue(QStringLiteral("none"));
    return QJsonObject{{QStringLiteral("sides"), sides}, {QStringLiteral("objective"), objective}};
}

} // namespace herald::app::battleboard
