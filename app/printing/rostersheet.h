#pragma once

#include "app/printing/printjob.h"

#include <QSqlDatabase>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace herald::app {
class CampaignService;
}

namespace herald::printing {

/// Everything the national roster sheet of rules §8 shows, for one nation and one year.
struct RosterSheetData
{
    QString nation;
    QString race;
    QString player;
    int year = 1;
    int experience = 0;
    int cities = 0;
    int towns = 0;
    int villages = 0;
    int otherPopulation = 0;
    /// The roster keeps the PT it was opened with (NY-3); when the map has changed since, the
    /// difference between that PT and what the areas now give, so the rows add up to the PT.
    int changedSinceOpened = 0;
    int areasControlled = 0;
    int populationTotal = 0;
    int characterPoints = 0;
    QStringList characterAdjustments; ///< POI and chaos CP, one line each ("+1 Magic Rock POI")
    int armyPoints = 0;
    int mobLimit = 0;
    QString spent; ///< points spent on units

    struct Character
    {
        QString name;
        QString type;
        int attack = 0;
        int command = 0;
        QStringList items;
        int cp = 0;
        QString status;
    };
    std::vector<Character> characters;

    /// A battle of the year, one column of the battle log (§8): its campaign month and area.
    struct Battle
    {
        int month = 0;
        QString area;
    };
    std::vector<Battle> battles; ///< in the order they were fought

    /// A roster line of the battle log. Each battle's cell is "x / y" = units available before
    /// it / lost in it (§8 Default); losses outside battles (terrain checks, at sea, struck by
    /// hand) have a column of their own, so year start − every loss = available now.
    struct Line
    {
        QString types;
        QString cost;
        int purchased = 0;                ///< at the start of the year
        std::vector<int> availableBefore; ///< per battle, as `battles`
        std::vector<int> lostIn;          ///< per battle, as `battles`
        int lostOutsideBattles = 0;
        int available = 0; ///< now, as `roster show` gives it
    };
    struct Category
    {
        QString name;
        std::vector<Line> lines; ///< at least two printed per category, as on the form
    };
    std::vector<Category> categories; ///< the five basic categories always, then Specials

    /// The sheet of a nation's stored roster for the year; nullopt when it has none.
    [[nodiscard]] static std::optional<RosterSheetData> fromCampaign(const QSqlDatabase &db,
                                                                     qint64 nationId, int year);
    /// The sheet of the nation's roster for the campaign's current year.
    [[nodiscard]] static std::optional<RosterSheetData>
    fromCampaign(const app::CampaignService &service, qint64 nationId);
};

/// The national roster sheet (§8) as a printable document: header block with the population
/// sums, the character table, the army points line and the battle log grid (the year's start
/// plus four battles per sheet). Battles beyond the fourth continue on further sheets, then the
/// characters beyond the first sheet.
class RosterSheet : public PageSource
{
public:
    explicit RosterSheet(RosterSheetData data) : m_data(std::move(data)) {}

    [[nodiscard]] int pageCount(const QRectF &printable) const override;
    void paintPage(QPainter &painter, int page, const QRectF &printable) const override;
    [[nodiscard]] QString title() const override;

private:
    /// Sheets of the battle log: one for every four battles, at least one.
    [[nodiscard]] int battleSheets() const;

    RosterSheetData m_data;
};

} // namespace herald::printing
