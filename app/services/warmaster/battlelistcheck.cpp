#include "app/services/warmaster/battlelistcheck.h"

#include "app/services/campaignservice.h"
#include "app/services/warmaster/battlebriefs.h"
#include "app/services/warmaster/calendarstatus.h"
#include "core/decks/magicitems.h"
#include "db/decks/decksstore.h"
#include "db/warmaster/nationrepository.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>

namespace herald::app {

using namespace herald::warmaster;

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::app::BattleListCheck)
};

/// The points of each card of the magic item deck, by card id (§2.18).
QHash<QString, int> magicItemPoints(const QSqlDatabase &db)
{
    QHash<QString, int> points;
    QString error;
    const auto deck = db::decks::DecksStore(db).deck(QStringLiteral("magicItems"), &error);
    if (!deck)
        return points;
    for (const decks::Card &card : deck->cards) {
        if (const auto item = decks::magicItemFromCard(card))
            points.insert(card.id, item->points);
    }
    return points;
}

/// The year's roster with each line's units left as the brief shows them (`shown`, a roster
/// as rosterToJson() writes it: its lines numbered from 1 across the categories).
Roster withUnitsShown(Roster roster, const QJsonObject &shown)
{
    for (const QJsonValue &c : shown.value(QStringLiteral("categories")).toArray()) {
        for (const QJsonValue &l : c.toObject().value(QStringLiteral("lines")).toArray()) {
            const QJsonObject line = l.toObject();
            const auto index =
                static_cast<std::size_t>(line.value(QStringLiteral("line")).toInt() - 1);
            if (index < roster.lines.size())
                roster.lines[index].lost =
                    roster.lines[index].purchased - line.value(QStringLiteral("available")).toInt();
        }
    }
    return roster;
}

} // namespace

QStringList TypedListCheck::problems() const
{
    if (!refusal.isEmpty())
        return {refusal};
    QStringList lines;
    for (const BattleListIssue &issue : check.issues)
        lines << issue.explain();
    return lines;
}

TypedListCheck checkTypedList(const CampaignService &service, int battle, const QString &nation,
                              const QString &text)
{
    TypedListCheck result;
    const std::vector<BattleBrief> briefs = battleBriefs(service);
    const auto brief = std::find_if(briefs.begin(), briefs.end(),
                                    [battle](const BattleBrief &b) { return b.number == battle; });
    if (brief == briefs.end()) {
        result.refusal = Tr::tr("§1.9 There is no pending battle %1 this month.").arg(battle);
        return result;
    }
    const QSqlDatabase db = service.file()->database();
    const std::optional<db::NationRecord> record = db::findNation(db, nation);
    // The roster the brief shows for the nation in this battle (units aboard an expedition are
    // not the land army's, I-71): what the list is checked against, so the two agree.
    QJsonObject shown;
    for (const BattleSideBrief &side : brief->sides) {
        for (const QJsonValue &r : side.rosters) {
            if (record && r.toObject().value(QStringLiteral("nationId")).toInteger() == record->id)
                shown = r.toObject();
        }
    }
    if (shown.isEmpty()) {
        //: %1 nation, %2 battle number
        result.refusal = Tr::tr("%1 does not fight in battle %2.").arg(nation).arg(battle);
        return result;
    }
    const auto date = campaignDate(service);
    const auto roster = db::loadRoster(db, record->id, date ? date->year : 1);
    const auto armyList = db::loadArmyList(db, record->armyListId);
    if (!roster || !armyList) {
        result.refusal = Tr::tr("%1 has no roster or army list for the year to check the list "
                                "against.")
                             .arg(record->name);
        return result;
    }
    std::vector<BattleListIssue> unreadable;
    const BattleList list = parseBattleList(text, &unreadable);
    result.check = checkBattleList(list, withUnitsShown(roster->roster, shown), *armyList,
                                   brief->pointsPerSide, magicItemPoints(db));
    result.check.issues.insert(result.check.issues.begin(), unreadable.begin(), unreadable.end());
    return result;
}

} // namespace herald::app
