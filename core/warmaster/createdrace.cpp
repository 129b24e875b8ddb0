#include "core/warmaster/createdrace.h"

#include <QCoreApplication>
#include <QSet>

#include <algorithm>

namespace herald::warmaster {

namespace {

const ArmyList *findList(std::span<const ArmyList> lists, const QString &id)
{
    const auto it =
        std::find_if(lists.begin(), lists.end(), [&id](const ArmyList &l) { return l.id == id; });
    return it == lists.end() ? nullptr : &*it;
}

const UpgradeEntry *findUpgrade(const ArmyList &list, const QString &name)
{
    const auto it = std::find_if(list.upgrades.begin(), list.upgrades.end(),
                                 [&name](const UpgradeEntry &u) { return u.name == name; });
    return it == list.upgrades.end() ? nullptr : &*it;
}

/// Resolves picks of one kind, pricing each and recording problems.
class Builder
{
public:
    Builder(std::span<const ArmyList> lists, CreatedRaceRounding rounding, CreatedRace &out)
        : m_lists(lists), m_rounding(rounding), m_out(out)
    {
    }

    /// Finds the entry a pick names with find(list, name); adds the priced copy to target.
    template <typename Entry, typename Find>
    void take(std::span<const CreatedRacePick> picks, std::vector<Entry> &target, Find find)
    {
        for (const CreatedRacePick &pick : picks) {
            const QString subject = pick.listId + QStringLiteral(" / ") + pick.entry;
            const ArmyList *list = findList(m_lists, pick.listId);
            if (!list) {
                m_out.issues.push_back({CreatedRaceProblem::UnknownList, subject, 0});
                continue;
            }
            const Entry *entry = find(*list, pick.entry);
            if (!entry) {
                m_out.issues.push_back({CreatedRaceProblem::UnknownEntry, subject, 0});
                continue;
            }
            if (m_names.contains(entry->name)) {
                m_out.issues.push_back({CreatedRaceProblem::DuplicateName, subject, 0});
                continue;
            }
            m_names.insert(entry->name);
            Entry copy = *entry;
            const Surcharge price =
                createdRaceCost(entry->points, entry->maximumPer1000.has_value(), m_rounding);
            copy.points = price.cost;
            copy.fromList = list->id;
            m_out.pricing << entry->name + QStringLiteral(": ") + price.explain();
            target.push_back(copy);
        }
    }

    void clearNames() { m_names.clear(); }

private:
    std::span<const ArmyList> m_lists;
    CreatedRaceRounding m_rounding;
    CreatedRace &m_out;
    QSet<QString> m_names;
};

} // namespace

QString Surcharge::explain() const
{
    if (!limited)
        return QCoreApplication::translate("herald::warmaster::CreatedRace",
                                           "%1 (no per-1,000 limit, no surcharge)")
            .arg(base.toString());
    const Cost exact = Cost::tenths(base.inTenths() * 11 / 10);
    QString text = QStringLiteral("%1 + 10% = %2").arg(base.toString(), exact.toString());
    if (cost != exact)
        //: appended to "%1 + 10% = %2": the price after rounding
        text += QCoreApplication::translate("herald::warmaster::CreatedRace", ", rounded to %1")
                    .arg(cost.toString());
    return text;
}

Surcharge createdRaceCost(Cost base, bool limited, CreatedRaceRounding rounding)
{
    Surcharge s{base, limited, base};
    if (!limited)
        return s;
    const int hundredths = base.inTenths() * 11; // base × 1.1, in hundredths of a point
    switch (rounding) {
    case CreatedRaceRounding::RoundHalfUp:
        s.cost = Cost::points((hundredths + 50) / 100);
        break;
    case CreatedRaceRounding::RoundUp:
        s.cost = Cost::points((hundredths + 99) / 100);
        break;
    case CreatedRaceRounding::None:
        // Whole-point bases give at most one decimal; a fractional base rounds half up to a
        // tenth, the precision costs are kept in.
        s.cost = Cost::tenths((hundredths + 5) / 10);
        break;
    }
    return s;
}

QString describe(const CreatedRaceIssue &issue)
{
    switch (issue.problem) {
    case CreatedRaceProblem::WrongUnitCount:
        return QCoreApplication::translate(
                   "herald::warmaster::CreatedRace",
                   "§1.2 A created race takes exactly %1 unit types; %2 were chosen.")
            .arg(createdRaceUnitTypes)
            .arg(issue.count);
    case CreatedRaceProblem::UnknownList:
        return QCoreApplication::translate("herald::warmaster::CreatedRace",
                                           "§2.4 %1: no army list with that id.")
            .arg(issue.subject);
    case CreatedRaceProblem::UnknownEntry:
        return QCoreApplication::translate("herald::warmaster::CreatedRace",
                                           "§2.4 %1: the list has no such entry.")
            .arg(issue.subject);
    case CreatedRaceProblem::DuplicateName:
        return QCoreApplication::translate(
                   "herald::warmaster::CreatedRace",
                   "§2.4 %1: the created race already has an entry of that name.")
            .arg(issue.subject);
    case CreatedRaceProblem::NoGeneral:
        return QCoreApplication::translate(
            "herald::warmaster::CreatedRace",
            "§1.4 A created race needs a general among its characters.");
    }
    return {};
}

CreatedRace buildCreatedRace(const QString &id, const QString &race,
                             std::span<const CreatedRacePick> units,
                             std::span<const CreatedRacePick> characters,
                             std::span<const CreatedRacePick> upgrades,
                             std::span<const ArmyList> lists, CreatedRaceRounding rounding)
{
    CreatedRace out;
    ArmyList list;
    list.id = id;
    list.race = race;
    list.created = true;
    if (static_cast<int>(units.size()) != createdRaceUnitTypes)
        out.issues.push_back(
            {CreatedRaceProblem::WrongUnitCount, QString(), static_cast<int>(units.size())});
    Builder builder(lists, rounding, out);
    builder.take(units, list.units,
                 [](const ArmyList &l, const QString &name) { return l.unit(name); });
    builder.clearNames();
    builder.take(characters, list.characters,
                 [](const ArmyList &l, const QString &name) { return l.character(name); });
    builder.clearNames();
    builder.take(upgrades, list.upgrades, findUpgrade);
    if (!list.hasCharacterType(CharacterType::General))
        out.issues.push_back({CreatedRaceProblem::NoGeneral, QString(), 0});
    if (out.issues.empty())
        out.list = std::move(list);
    return out;
}

} // namespace herald::warmaster
