#include "db/warmaster/engagementplaces.h"

#include <QSqlQuery>

namespace herald::db {

std::vector<warmaster::MonthEngagement> engagementPlaces(const QSqlDatabase &db, int turn)
{
    std::vector<warmaster::MonthEngagement> places;
    QSqlQuery q(db);
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT id, number, area, other_area, resolved FROM engagement "
                             "WHERE turn = ? ORDER BY number"));
    q.addBindValue(turn);
    q.exec();
    QSqlQuery armies(db);
    armies.prepare(QStringLiteral(
        "SELECT army_id FROM engagement_army WHERE engagement_id = ? ORDER BY army_id"));
    while (q.next()) {
        const auto area = map::Hex::fromXXYY(q.value(2).toString());
        if (!area)
            continue; // the schema's check keeps this from happening
        warmaster::MonthEngagement place;
        place.number = q.value(1).toInt();
        place.area = *area;
        place.otherArea = map::Hex::fromXXYY(q.value(3).toString());
        place.resolved = q.value(4).toInt() != 0;
        armies.bindValue(0, q.value(0));
        armies.exec();
        while (armies.next())
            place.armies << armies.value(0).toString();
        places.push_back(place);
    }
    return places;
}

} // namespace herald::db
