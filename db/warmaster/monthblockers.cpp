#include "db/warmaster/monthblockers.h"

#include "db/warmaster/engagementstep.h"
#include "db/warmaster/independentstore.h"
#include "db/warmaster/monthstore.h"
#include "db/warmaster/movementstep.h"
#include "db/warmaster/nationrepository.h"

#include <QCoreApplication>

namespace herald::db {

using namespace herald::warmaster;

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::db::MonthBlockers)
};

/// M-1: every army that takes orders (not delayed, pre-engaged, routed, at sea or of an NPP
/// nation) needs its queue filled for the lead time: this turn alone without the communication
/// delay, the next N turns with it (§4.2, I-54).
void addOrdersMissing(const QSqlDatabase &db, int turn, StepSnapshot &snapshot)
{
    const MonthMap month = loadMonthMap(db);
    const OrderFacts facts{month.map, month.graph, month.map.armies};
    for (const Army &army : month.map.armies) {
        if (takesNoOrders(army, facts))
            continue;
        const OrderLeadTime lead = orderLeadTime(month.map, month.graph, army, month.settings);
        const std::vector<int> turns = turnsToWrite(loadQueue(db, army.id, turn), turn, lead);
        if (turns.empty())
            continue;
        QString item = Tr::tr("%1 (%2)").arg(army.name, month.nationName(army.nationId));
        if (lead.turns() > 1) {
            QStringList numbers;
            for (const int t : turns)
                numbers << QString::number(t);
            //: an army missing queued orders; %1 the army, %2 the turn numbers
            item = Tr::tr("%1: turns %2").arg(item, numbers.join(QStringLiteral(", ")));
        }
        snapshot.add(Awaited::OrdersMissing, item);
    }
}

/// M-2B: each due check whose number is not recorded yet.
void addDelayNumbersMissing(const QSqlDatabase &db, int turn, StepSnapshot &snapshot)
{
    const MonthMap month = loadMonthMap(db);
    for (const StoredCheck &c : loadChecks(db, movementFacts(db, month), turn)) {
        if (c.check)
            continue;
        const Army *army = month.findArmy(c.due.armyId);
        //: %1 army, %2 barrier, %3 area entered
        snapshot.add(Awaited::DelayNumbersMissing,
                     Tr::tr("%1 (%2 into %3)")
                         .arg(army ? army->name : c.due.armyId, nameOf(c.due.barrier),
                              month.areaText(c.due.to)));
    }
}

/// The units a nation's roster of the year still has, lost ones not counted.
int unitsLeftOnRoster(const QSqlDatabase &db, qint64 nationId, int year)
{
    const auto stored = loadRoster(db, nationId, year);
    int units = 0;
    if (stored) {
        for (const RosterLine &line : stored->roster.lines)
            units += line.available();
    }
    return units;
}

/// M-2B (§4.4, I-49): each rolled check whose lost units are not all struck yet, while the
/// nation's roster still has units to strike.
void addDelayLossesUnchosen(const QSqlDatabase &db, const warmaster::CampaignDate &date,
                            StepSnapshot &snapshot)
{
    const MonthMap month = loadMonthMap(db);
    for (const StoredCheck &c : loadChecks(db, movementFacts(db, month), turnNumber(date))) {
        if (c.unitsOwed() == 0)
            continue;
        const Army *army = month.findArmy(c.due.armyId);
        if (!army || unitsLeftOnRoster(db, army->nationId.toLongLong(), date.year) == 0)
            continue;
        //: %1 army, %2 nation, %3 the number of units still to strike
        snapshot.add(Awaited::DelayLossesUnchosen,
                     Tr::tr("%1 (%2), units still to strike: %3 (terrain strike)")
                         .arg(army->name, month.nationName(army->nationId))
                         .arg(c.unitsOwed()));
    }
}

} // namespace

void addMonthBlockers(const QSqlDatabase &db, const warmaster::CampaignDate &date, Awaited what,
                      StepSnapshot &snapshot)
{
    const int turn = turnNumber(date);
    switch (what) {
    case Awaited::OrdersMissing:
        addOrdersMissing(db, turn, snapshot);
        break;
    case Awaited::DelayNumbersMissing:
        addDelayNumbersMissing(db, turn, snapshot);
        break;
    case Awaited::DelayLossesUnchosen:
        addDelayLossesUnchosen(db, date, snapshot);
        break;
    case Awaited::LocationChoicesMissing:
        for (const QString &item : missingLocationChoices(db, turn))
            snapshot.add(what, item);
        break;
    case Awaited::BattlesUnresolved:
        for (const QString &item : unresolvedBattles(db, turn))
            snapshot.add(what, item);
        break;
    case Awaited::IndependentMeetings:
        for (const OpenContact &contact : openContacts(db, turn))
            //: %1 army, %2 race, %3 area
            snapshot.add(what, Tr::tr("%1 with the %2 army in %3")
                                   .arg(contact.armyName, contact.raceName, contact.area));
        break;
    default:
        break;
    }
}

} // namespace herald::db
