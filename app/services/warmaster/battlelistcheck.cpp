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
    const bool fights =
        record &&
        std::any_of(brief->sides.begin(), brief->sides.end(), [&](const BattleSideBrief &side) {
            return std::any_of(side.rosters.begin(), side.rosters.end(), [&](const QJsonValue &r) {
                return r.toObject().value(QStringLiteral("nationId")).toInteger() == record->id;
            });
        });
    if (!fights) {
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
    result.check =
        checkBattleList(list, roster->roster, *armyList, brief->pointsPerSide, magicItemPoints(db));
    result.check.issues.insert(result.check.issues.begin(), unreadable.begin(), unreadable.end());
    return result;
}

} // namespace herald::app
