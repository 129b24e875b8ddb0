#include "core/warmaster/battlelist.h"

#include "core/warmaster/mobs.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>

namespace herald::warmaster {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::warmaster::BattleList)
};

bool sameName(const QString &a, const QString &b)
{
    return a.compare(b, Qt::CaseInsensitive) == 0;
}

const UnitType *unitNamed(const ArmyList &list, const QString &name)
{
    const auto it = std::find_if(list.units.begin(), list.units.end(),
                                 [&](const UnitType &u) { return sameName(u.name, name); });
    return it == list.units.end() ? nullptr : &*it;
}

const CharacterEntry *entryOf(const ArmyList &list, const RosterCharacter &character)
{
    if (const CharacterEntry *entry = list.character(character.listEntry))
        return entry;
    const auto it = std::find_if(list.characters.begin(), list.characters.end(),
                                 [&](const CharacterEntry &e) { return e.type == character.type; });
    return it == list.characters.end() ? nullptr : &*it;
}

/// How many of a per-1,000 limit a battle of `points` allows: the limit for each full 1,000
/// points, and at least once.
int scaled(int perThousand, int points)
{
    return perThousand * std::max(1, points / 1000);
}

} // namespace

QString BattleListIssue::explain() const
{
    QString text;
    switch (problem) {
    case BattleListProblem::Unreadable:
        text = Tr::tr("\"%1\" is neither a count and a unit type (\"3 Spearmen\"), a number of "
                      "mobs (\"2 mobs\") nor a character's name")
                   .arg(subject);
        break;
    case BattleListProblem::UnknownUnit:
        text = Tr::tr("%1 is not a unit type of the nation's army list").arg(subject);
        break;
    case BattleListProblem::NotOnRoster:
        text = Tr::tr("%1 is not on this year's roster (§2.5)").arg(subject);
        break;
    case BattleListProblem::OverRoster:
        //: %1 count, %2 unit type, %3 units left on the roster
        text =
            Tr::tr("%1 %2, but the roster has %3 left (§2.5)").arg(number).arg(subject).arg(limit);
        // A roster line shared by two types (I-15): say where the rest went.
        if (sharedTaken > 0)
            //: %1 units of the shared roster line(s), %2 those other types of the list take
            text +=
                Tr::tr("; its roster line(s) hold %1, and other types above in this list take %2")
                    .arg(limit + sharedTaken)
                    .arg(sharedTaken);
        break;
    case BattleListProblem::OverListMaximum:
        //: %1 count, %2 unit type or character entry, %3 the maximum for the battle's size
        text = Tr::tr("%1 %2, but the army list allows at most %3 in an army of this size (§2.5)")
                   .arg(number)
                   .arg(subject)
                   .arg(limit);
        break;
    case BattleListProblem::UnderListMinimum:
        //: %1 count, %2 unit type, %3 the minimum for the battle's size
        text = Tr::tr("%1 %2, but the army list asks for at least %3 in an army of this size "
                      "(§2.5)")
                   .arg(number)
                   .arg(subject)
                   .arg(limit);
        break;
    case BattleListProblem::UnknownCharacter:
        text = Tr::tr("%1 is no active character of the roster (killed, captured or away "
                      "characters cannot fight)")
                   .arg(subject);
        break;
    case BattleListProblem::CharacterTwice:
        text = Tr::tr("%1 is listed twice").arg(subject);
        break;
    case BattleListProblem::TooManyMobs:
        //: %1 mobs listed, %2 the year's mob limit
        text = Tr::tr("%1 mobs, but the year's limit is %2 (§2.6)").arg(number).arg(limit);
        break;
    case BattleListProblem::OverPoints:
        //: %1 the list's points, %2 the battle's allowance
        text = Tr::tr("the army costs %1 points, over the %2 the battle allows (§5.10)")
                   .arg(number)
                   .arg(limit);
        break;
    }
    //: a problem of a typed battle list; %1 the line number, %2 the problem
    return line > 0 ? Tr::tr("Line %1: %2").arg(line).arg(text) : text;
}

BattleList parseBattleList(const QString &text, std::vector<BattleListIssue> *unreadable)
{
    static const QRegularExpression counted(QStringLiteral("^(\\d+)\\s*[x×]?\\s+(\\S.*)$"),
                                            QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression mobWord(QStringLiteral("^mobs?$"),
                                            QRegularExpression::CaseInsensitiveOption);
    BattleList list;
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (int i = 0; i < lines.size(); ++i) {
        const QString line = lines[i].trimmed();
        if (line.isEmpty())
            continue;
        const QRegularExpressionMatch match = counted.match(line);
        if (match.hasMatch()) {
            const int count = match.captured(1).toInt();
            const QString name = match.captured(2).trimmed();
            if (mobWord.match(name).hasMatch())
                list.mobs += count;
            else
                list.units.push_back({name, count, i + 1});
        } else if (line.front().isDigit()) {
            if (unreadable)
                unreadable->push_back({BattleListProblem::Unreadable, line, 0, 0, i + 1});
        } else {
            list.characters << line;
        }
    }
    return list;
}

BattleListCheck checkBattleList(const BattleList &list, const Roster &roster,
                                const ArmyList &armyList, int pointsAllowed,
                                const QHash<QString, int> &itemPoints)
{
    BattleListCheck check;
    std::vector<int> left;
    for (const RosterLine &line : roster.lines)
        left.push_back(line.available());
    QHash<QString, int> typed; // by the army list's spelling
    for (const BattleList::Units &entry : list.units) {
        const UnitType *type = unitNamed(armyList, entry.type);
        if (!type) {
            check.issues.push_back(
                {BattleListProblem::UnknownUnit, entry.type, entry.count, 0, entry.line});
            continue;
        }
        typed[type->name] += entry.count;
        // The roster lines of the type, in roster order (I-15: one per cost).
        int capacity = 0;
        int onLines = 0; // the lines' units before this list took any
        int wanted = entry.count;
        Cost cost;
        bool onRoster = false;
        for (std::size_t l = 0; l < roster.lines.size(); ++l) {
            const RosterLine &line = roster.lines[l];
            if (!std::any_of(line.unitTypes.begin(), line.unitTypes.end(),
                             [&](const QString &t) { return sameName(t, type->name); }))
                continue;
            onRoster = true;
            capacity += left[l];
            onLines += line.available();
            const int taken = std::min(wanted, left[l]);
            left[l] -= taken;
            wanted -= taken;
            cost += line.cost * taken;
        }
        if (!onRoster) {
            check.issues.push_back(
                {BattleListProblem::NotOnRoster, type->name, entry.count, 0, entry.line});
            continue;
        }
        if (wanted > 0) {
            check.issues.push_back({BattleListProblem::OverRoster, type->name, entry.count,
                                    capacity, entry.line, onLines - capacity});
            cost += type->points * wanted;
        }
        check.units += cost;
        //: %1 count, %2 unit type, %3 their cost
        check.lines << Tr::tr("%1 %2: %3 points").arg(entry.count).arg(type->name, cost.toString());
    }
    for (const UnitType &type : armyList.units) {
        const int count = typed.value(type.name);
        if (type.maximumPer1000 && count > scaled(*type.maximumPer1000, pointsAllowed))
            check.issues.push_back({BattleListProblem::OverListMaximum, type.name, count,
                                    scaled(*type.maximumPer1000, pointsAllowed), 0});
        if (type.minimum > 0 && count < scaled(type.minimum, pointsAllowed))
            check.issues.push_back({BattleListProblem::UnderListMinimum, type.name, count,
                                    scaled(type.minimum, pointsAllowed), 0});
    }

    QStringList taken;
    QHash<QString, int> perEntry;
    for (const QString &name : list.characters) {
        const auto character = std::find_if(
            roster.characters.begin(), roster.characters.end(), [&](const RosterCharacter &c) {
                return c.status == CharacterStatus::Active && sameName(c.name, name);
            });
        if (character == roster.characters.end()) {
            check.issues.push_back({BattleListProblem::UnknownCharacter, name, 0, 0, 0});
            continue;
        }
        if (taken.contains(character->id)) {
            check.issues.push_back({BattleListProblem::CharacterTwice, character->name, 0, 0, 0});
            continue;
        }
        taken << character->id;
        const CharacterEntry *entry = entryOf(armyList, *character);
        Cost cost = entry ? entry->points : Cost{};
        if (entry)
            ++perEntry[entry->name];
        for (const QString &item : character->magicItems)
            cost += Cost::points(itemPoints.value(item));
        check.characters += cost;
        //: %1 character, %2 his cost with his magic items
        check.lines << Tr::tr("%1: %2 points").arg(character->name, cost.toString());
    }
    for (const CharacterEntry &entry : armyList.characters) {
        const int count = perEntry.value(entry.name);
        if (entry.maximumPer1000 && count > scaled(*entry.maximumPer1000, pointsAllowed))
            check.issues.push_back({BattleListProblem::OverListMaximum, entry.name, count,
                                    scaled(*entry.maximumPer1000, pointsAllowed), 0});
    }

    if (list.mobs > roster.mobLimit)
        check.issues.push_back(
            {BattleListProblem::TooManyMobs, QString(), list.mobs, roster.mobLimit, 0});
    check.mobs = Cost::points(MobProfile::points) * list.mobs;
    if (list.mobs > 0)
        //: %1 mobs, %2 their cost
        check.lines << Tr::tr("%1 mobs: %2 points").arg(list.mobs).arg(check.mobs.toString());
    if (check.total() > Cost::points(pointsAllowed))
        check.issues.push_back({BattleListProblem::OverPoints, QString(),
                                (check.total().inTenths() + 9) / 10, pointsAllowed, 0});
    //: %1 the list's total, %2 the battle's allowance
    check.lines
        << Tr::tr("Total: %1 of %2 points").arg(check.total().toString()).arg(pointsAllowed);
    return check;
}

} // namespace herald::warmaster
