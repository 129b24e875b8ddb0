#include "app/printing/rostersheet.h"
#include "app/printing/sheetcells.h"
#include "app/services/campaignservice.h"

#include "app/services/warmaster/rosterreport.h"
#include "core/warmaster/roster.h"
#include "db/warmaster/battlelog.h"
#include "db/warmaster/monthstore.h"
#include "db/warmaster/nationrepository.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QJsonArray>
#include <QJsonObject>
#include <QPainter>

namespace herald::printing {

using namespace herald::warmaster;

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::printing::RosterSheet)
};

constexpr qreal rowHeight = 14;
constexpr qreal gap = 8;
constexpr int minimumCharacterRows = 9; // the form's numbered rows
constexpr int battleColumns = 4;        // per sheet, after the year's start column

/// The height everything but the character rows takes on the first sheet.
qreal fixedHeight(const RosterSheetData &d)
{
    int gridRows = 3; // heads, dates, locations
    for (const auto &c : d.categories)
        gridRows += std::max<int>(2, int(c.lines.size()));
    const int cpLines = 1 + int(d.characterAdjustments.size());
    return 26 + 3 * rowHeight + gap + 6 * rowHeight + gap + cpLines * rowHeight + gap +
           rowHeight /*table head*/ + gap + 2 * rowHeight + gap + rowHeight /*grid title*/ +
           gridRows * rowHeight;
}

int firstSheetCharacterRows(const RosterSheetData &d, const QRectF &printable)
{
    const int fit = int((printable.height() - fixedHeight(d)) / rowHeight);
    return std::max(1, std::min(fit, std::max(minimumCharacterRows, int(d.characters.size()))));
}

int continuationRows(const QRectF &printable)
{
    return std::max(1, int((printable.height() - 26 - rowHeight) / rowHeight));
}

/// The form's columns, rowHeight high.
ColumnGrid columns(qreal x, std::vector<qreal> widths)
{
    return {x, std::move(widths), rowHeight};
}

qreal paintCharacters(QPainter &p, const RosterSheetData &d, const QRectF &area, qreal y, int first,
                      int rows)
{
    const qreal w = area.width();
    const ColumnGrid cols = columns(
        area.left(), {0.05 * w, 0.25 * w, 0.14 * w, 0.11 * w, 0.31 * w, 0.05 * w, 0.09 * w});
    p.setFont(sheetFont(8, true));
    const QStringList heads{Tr::tr("#"),
                            Tr::tr("Name"),
                            Tr::tr("C. Type"),
                            Tr::tr("Att./Comm."),
                            Tr::tr("Items and magic weapons"),
                            Tr::tr("CP"),
                            Tr::tr("Status")};
    for (int c = 0; c < heads.size(); ++c)
        paintCell(p, cols.at(c, y), heads.at(c));
    y += rowHeight;
    p.setFont(sheetFont(8));
    for (int r = first; r < first + rows; ++r) {
        QStringList values{QString::number(r + 1)};
        if (r < int(d.characters.size())) {
            const auto &c = d.characters[std::size_t(r)];
            values << c.name << c.type << QStringLiteral("+%1 / %2").arg(c.attack).arg(c.command)
                   << c.items.join(QStringLiteral(", ")) << QString::number(c.cp) << c.status;
        }
        for (int c = 0; c < heads.size(); ++c)
            paintCell(p, cols.at(c, y), values.value(c),
                      c == 0 || c == 5 ? Qt::AlignHCenter : Qt::AlignLeft);
        y += rowHeight;
    }
    return y;
}

/// The battle log grid (§8) from the row at y: the year's start, battles `first` to first + 3
/// of the year, the losses outside battles and what is available now.
void paintBattleLog(QPainter &p, const RosterSheetData &d, const QRectF &area, qreal y, int first,
                    int sheets)
{
    const qreal w = area.width();
    const int battles = int(d.battles.size());
    p.setFont(sheetFont(8, true));
    QString title = Tr::tr("Battle log (each battle: units available before it / lost in it)");
    const int sheet = first / battleColumns + 1;
    if (sheet < sheets)
        //: %1 the first battle not on this sheet, %2 the last one
        title += Tr::tr(" — battles %1 to %2 continue on the next sheet")
                     .arg(first + battleColumns + 1)
                     .arg(battles);
    paintCell(p, QRectF(area.left(), y, w, rowHeight), title, Qt::AlignLeft, false);
    y += rowHeight;
    std::vector<qreal> widths{0.30 * w};
    for (int i = 0; i < battleColumns + 3; ++i)
        widths.push_back(0.70 * w / (battleColumns + 3));
    const ColumnGrid grid = columns(area.left(), widths);
    const int outside = battleColumns + 2;
    const int now = battleColumns + 3;
    p.setFont(sheetFont(8, true));
    paintCell(p, grid.at(0, y), QString());
    paintWholeCell(p, grid.at(1, y), Tr::tr("Year start"), Qt::AlignHCenter);
    for (int b = 0; b < battleColumns; ++b)
        paintWholeCell(p, grid.at(2 + b, y), Tr::tr("Battle %1").arg(first + b + 1),
                       Qt::AlignHCenter);
    paintWholeCell(p, grid.at(outside, y), Tr::tr("Lost outside battles"), Qt::AlignHCenter);
    paintWholeCell(p, grid.at(now, y), Tr::tr("Available now"), Qt::AlignHCenter);
    y += rowHeight;
    p.setFont(sheetFont(8));
    paintCell(p, grid.at(0, y), Tr::tr("Date →"));
    paintCell(p, grid.at(1, y), Tr::tr("Year %1").arg(d.year), Qt::AlignHCenter);
    paintCell(p, grid.at(1 + battleColumns + 1, y, 2), QString());
    paintCell(p, grid.at(0, y + rowHeight), Tr::tr("Location →"));
    paintCell(p, grid.at(1, y + rowHeight), QString());
    paintCell(p, grid.at(1 + battleColumns + 1, y + rowHeight, 2), QString());
    for (int b = 0; b < battleColumns; ++b) {
        const int index = first + b;
        const bool fought = index < battles;
        paintCell(p, grid.at(2 + b, y),
                  fought ? Tr::tr("Month %1").arg(d.battles[std::size_t(index)].month) : QString(),
                  Qt::AlignHCenter);
        paintWholeCell(p, grid.at(2 + b, y + rowHeight),
                       fought ? d.battles[std::size_t(index)].area : QString(), Qt::AlignHCenter);
    }
    y += 2 * rowHeight;
    for (const auto &category : d.categories) {
        const int lines = std::max<int>(2, int(category.lines.size()));
        for (int l = 0; l < lines; ++l) {
            p.setFont(sheetFont(8));
            if (l >= int(category.lines.size())) {
                // A blank line of the form, for a second troop choice (§8).
                paintCell(p, grid.at(0, y), l == 0 ? category.name : QString());
                for (int c = 1; c <= now; ++c)
                    paintCell(p, grid.at(c, y),
                              l == 0 && (c == 1 || c == now) ? QStringLiteral("0")
                              : c > 1 && c < outside         ? QStringLiteral("/")
                                                             : QString(),
                              Qt::AlignHCenter);
                y += rowHeight;
                continue;
            }
            const auto &line = category.lines[std::size_t(l)];
            paintWholeCell(
                p, grid.at(0, y),
                QStringLiteral("%1%2 (%3)")
                    .arg(l == 0 ? category.name + QStringLiteral(": ") : QStringLiteral("   "),
                         line.types, line.cost));
            paintCell(p, grid.at(1, y), QString::number(line.purchased), Qt::AlignHCenter);
            for (int b = 0; b < battleColumns; ++b) {
                const std::size_t index = std::size_t(first + b);
                paintCell(p, grid.at(2 + b, y),
                          index < line.lostIn.size() ? QStringLiteral("%1 / %2")
                                                           .arg(line.availableBefore[index])
                                                           .arg(line.lostIn[index])
                                                     : QStringLiteral("/"),
                          Qt::AlignHCenter);
            }
            paintCell(p, grid.at(outside, y), QString::number(line.lostOutsideBattles),
                      Qt::AlignHCenter);
            paintCell(p, grid.at(now, y), QString::number(line.available), Qt::AlignHCenter);
            y += rowHeight;
        }
    }
}

void paintTitle(QPainter &p, const RosterSheetData &d, const QRectF &area, const QString &suffix)
{
    p.setFont(sheetFont(15, true));
    paintCell(
        p, QRectF(area.left(), area.top(), area.width(), 22),
        Tr::tr("National Roster — %1, Year %2%3").arg(d.nation, QString::number(d.year), suffix),
        Qt::AlignLeft, false);
}

} // namespace

int RosterSheet::battleSheets() const
{
    const int battles = int(m_data.battles.size());
    return std::max(1, (battles + battleColumns - 1) / battleColumns);
}

int RosterSheet::pageCount(const QRectF &printable) const
{
    const int rest = int(m_data.characters.size()) - firstSheetCharacterRows(m_data, printable);
    if (rest <= 0)
        return battleSheets();
    const int per = continuationRows(printable);
    return battleSheets() + (rest + per - 1) / per;
}

QString RosterSheet::title() const
{
    return Tr::tr("National roster: %1, year %2").arg(m_data.nation, QString::number(m_data.year));
}

void RosterSheet::paintPage(QPainter &p, int page, const QRectF &area) const
{
    const RosterSheetData &d = m_data;
    p.setPen(QPen(Qt::black, 0.6));
    const int firstRows = firstSheetCharacterRows(d, area);
    if (page > 0 && page < battleSheets()) {
        paintTitle(p, d, area, Tr::tr(" (battle log, continued)"));
        paintBattleLog(p, d, area, area.top() + 26, page * battleColumns, battleSheets());
        return;
    }
    if (page > 0) {
        paintTitle(p, d, area, Tr::tr(" (characters, continued)"));
        const int per = continuationRows(area);
        const int first = firstRows + (page - battleSheets()) * per;
        paintCharacters(p, d, area, area.top() + 26, first,
                        std::min(per, int(d.characters.size()) - first));
        return;
    }
    paintTitle(p, d, area, QString());
    qreal y = area.top() + 26;
    const qreal w = area.width();

    // Header block: who and what.
    const ColumnGrid head = columns(area.left(), {0.14 * w, 0.36 * w, 0.14 * w, 0.36 * w});
    const std::vector<std::pair<QString, QString>> fields{
        {Tr::tr("Year"), QString::number(d.year)},
        {Tr::tr("Player"), d.player},
        {Tr::tr("Nation"), d.nation},
        {Tr::tr("Race"), d.race},
        {Tr::tr("Experience"), QString::number(d.experience)},
        {Tr::tr("Mobs (§2.6)"), Tr::tr("up to %1 units").arg(d.mobLimit)}};
    for (std::size_t i = 0; i < fields.size(); ++i) {
        const qreal rowY = y + qreal(i / 2) * rowHeight;
        const int col = int(i % 2) * 2;
        p.setFont(sheetFont(8, true));
        paintCell(p, head.at(col, rowY), fields[i].first);
        p.setFont(sheetFont(9));
        paintCell(p, head.at(col + 1, rowY), fields[i].second);
    }
    y += 3 * rowHeight + gap;

    // Population: areas controlled and totals (§2.1).
    const ColumnGrid pop = columns(area.left(), {0.34 * w, 0.22 * w, 0.12 * w, 0.32 * w});
    p.setFont(sheetFont(8, true));
    paintCell(p, pop.at(0, y), Tr::tr("Population centres"));
    paintCell(p, pop.at(1, y), Tr::tr("Areas controlled"), Qt::AlignHCenter);
    paintCell(p, pop.at(2, y), QString(), Qt::AlignHCenter);
    paintCell(p, pop.at(3, y), Tr::tr("Total"), Qt::AlignHCenter);
    y += rowHeight;
    p.setFont(sheetFont(9));
    const std::vector<std::tuple<QString, int, int>> rows{{Tr::tr("Cities"), d.cities, 3},
                                                          {Tr::tr("Towns"), d.towns, 2},
                                                          {Tr::tr("Villages"), d.villages, 1}};
    for (const auto &[label, count, weight] : rows) {
        paintCell(p, pop.at(0, y), label);
        paintCell(p, pop.at(1, y), QString::number(count), Qt::AlignHCenter);
        paintCell(p, pop.at(2, y), QStringLiteral("× %1 =").arg(weight), Qt::AlignHCenter);
        paintCell(p, pop.at(3, y), QString::number(count * weight), Qt::AlignHCenter);
        y += rowHeight;
    }
    paintCell(p, pop.at(0, y), Tr::tr("Other (chaos results, grants)"));
    paintCell(p, pop.at(1, y, 2), QString());
    paintCell(p, pop.at(3, y), QString::number(d.otherPopulation), Qt::AlignHCenter);
    y += rowHeight;
    if (d.changedSinceOpened != 0) {
        paintCell(p, pop.at(0, y, 3),
                  Tr::tr("Map changes since the roster was opened (kept until New Year)"));
        paintCell(p, pop.at(3, y),
                  (d.changedSinceOpened > 0 ? QStringLiteral("+") : QString()) +
                      QString::number(d.changedSinceOpened),
                  Qt::AlignHCenter);
        y += rowHeight;
    }
    p.setFont(sheetFont(9, true));
    paintCell(p, pop.at(0, y), Tr::tr("Population Total (PT)"));
    p.setFont(sheetFont(8));
    //: §8 Default: the count of areas beside the PT, not a second PT
    paintCell(p, pop.at(1, y, 2), Tr::tr("areas controlled: %1").arg(d.areasControlled),
              Qt::AlignHCenter);
    p.setFont(sheetFont(9, true));
    paintCell(p, pop.at(3, y), Tr::tr("PT %1").arg(d.populationTotal), Qt::AlignHCenter);
    y += rowHeight + gap;

    // Character points (§2.3).
    p.setFont(sheetFont(9, true));
    paintCell(p, QRectF(area.left(), y, w, rowHeight),
              Tr::tr("Character Points (CP) = PT + 2 = %1 + 2 = %2%3")
                  .arg(d.populationTotal)
                  .arg(d.populationTotal + 2)
                  .arg(d.characterAdjustments.isEmpty()
                           ? QString()
                           : Tr::tr("; with adjustments CP %1").arg(d.characterPoints)),
              Qt::AlignLeft, false);
    y += rowHeight;
    p.setFont(sheetFont(8));
    for (const QString &line : d.characterAdjustments) {
        paintCell(p, QRectF(area.left() + 12, y, w - 12, rowHeight), line, Qt::AlignLeft, false);
        y += rowHeight;
    }
    y += gap;
    y = paintCharacters(p, d, area, y, 0, firstRows) + gap;

    // Army points (§2.2).
    p.setFont(sheetFont(9, true));
    paintCell(p, QRectF(area.left(), y, w, rowHeight),
              Tr::tr("Army Points (AP) = (PT × 2) + 5 = %1 × 100 = %2 points")
                  .arg(d.populationTotal * 2 + 5)
                  .arg(d.armyPoints),
              Qt::AlignLeft, false);
    y += rowHeight;
    p.setFont(sheetFont(8));
    paintCell(p, QRectF(area.left(), y, w, rowHeight),
              Tr::tr("Units bought: %1 points of %2").arg(d.spent).arg(d.armyPoints), Qt::AlignLeft,
              false);
    y += rowHeight + gap;

    paintBattleLog(p, d, area, y, 0, battleSheets());
}

std::optional<RosterSheetData> RosterSheetData::fromCampaign(const app::CampaignService &service,
                                                             qint64 nationId)
{
    return fromCampaign(service.file()->database(), nationId, service.info().date.year);
}

std::optional<RosterSheetData> RosterSheetData::fromCampaign(const QSqlDatabase &db,
                                                             qint64 nationId, int year)
{
    const auto nation = db::findNation(db, QString::number(nationId));
    if (!nation)
        return std::nullopt;
    const auto stored = db::loadRoster(db, nationId, year);
    const auto list = db::loadArmyList(db, nation->armyListId);
    if (!stored || !list)
        return std::nullopt;
    const CampaignSettings settings = db::loadSettings(db);
    const QJsonObject json = app::rosterToJson(*nation, stored->roster, *list, settings);

    RosterSheetData d;
    d.nation = nation->name;
    d.race = list->race;
    d.player = nation->playerName;
    d.year = year;
    d.experience = stored->roster.experience;
    d.populationTotal = stored->roster.populationTotal;
    d.characterPoints = stored->roster.characterPoints;
    d.armyPoints = stored->roster.armyPoints;
    d.mobLimit = stored->roster.mobLimit;
    d.spent = stored->roster.spent().toString();

    const StrategicMap map = db::loadTallyMap(db);
    const Tally tally = db::tallyCampaign(db, map, year);
    if (const auto index = map.nationIndex(QString::number(nationId))) {
        const NationTally &t = tally.nations[std::size_t(*index)];
        d.cities = t.population.cities();
        d.towns = t.population.towns();
        d.villages = t.population.villages();
        d.otherPopulation = t.population.otherPoints();
        d.changedSinceOpened = d.populationTotal - t.population.total();
        d.areasControlled = d.cities + d.towns + d.villages + int(t.population.chaosAreas.size());
        for (const PointsGrant &g : t.characterPoints.bonuses)
            d.characterAdjustments << Tr::tr("%1%2 %3")
                                          .arg(g.points >= 0 ? QStringLiteral("+") : QString())
                                          .arg(g.points)
                                          .arg(g.reason);
    }
    for (const QJsonValue &v : json.value(QStringLiteral("characters")).toArray()) {
        const QJsonObject c = v.toObject();
        QStringList items;
        for (const QJsonValue &item : c.value(QStringLiteral("magicItems")).toArray())
            items << item.toString();
        d.characters.push_back({c.value(QStringLiteral("name")).toString(),
                                c.value(QStringLiteral("typeName")).toString(),
                                c.value(QStringLiteral("attack")).toInt(),
                                c.value(QStringLiteral("command")).toInt(), items,
                                c.value(QStringLiteral("cp")).toInt(),
                                c.value(QStringLiteral("status")).toString()});
    }
    const std::vector<db::LoggedBattle> battles = db::nationBattles(db, nationId, year);
    const std::vector<db::TerrainLoss> terrain = db::nationTerrainLosses(db, nationId, year);
    for (const db::LoggedBattle &b : battles)
        d.battles.push_back({b.turn - db::turnNumber(year, 1) + 1, b.area});
    for (const QJsonValue &v : json.value(QStringLiteral("categories")).toArray()) {
        const QJsonObject c = v.toObject();
        Category category{c.value(QStringLiteral("name")).toString(), {}};
        for (const QJsonValue &l : c.value(QStringLiteral("lines")).toArray()) {
            const QJsonObject json = l.toObject();
            const int number = json.value(QStringLiteral("line")).toInt();
            QStringList types;
            for (const QJsonValue &t : json.value(QStringLiteral("unitTypes")).toArray())
                types << t.toString();
            Line line{types.join(QStringLiteral(" / ")),
                      json.value(QStringLiteral("cost")).toString(),
                      json.value(QStringLiteral("purchased")).toInt(),
                      {},
                      {},
                      json.value(QStringLiteral("lost")).toInt(),
                      json.value(QStringLiteral("available")).toInt()};
            // A terrain check comes at M-2B, before the battles of its month (§3.2).
            int lostInBattles = 0;
            for (const db::LoggedBattle &b : battles) {
                int lostToTerrain = 0;
                for (const db::TerrainLoss &t : terrain) {
                    if (t.line == number && t.turn <= b.turn)
                        lostToTerrain += t.units;
                }
                const auto lost = b.lostUnits.find(number);
                line.availableBefore.push_back(line.purchased - lostInBattles - lostToTerrain);
                line.lostIn.push_back(lost == b.lostUnits.end() ? 0 : lost->second);
                lostInBattles += line.lostIn.back();
            }
            line.lostOutsideBattles -= lostInBattles;
            category.lines.push_back(line);
        }
        d.categories.push_back(category);
    }
    return d;
}

} // namespace herald::printing
