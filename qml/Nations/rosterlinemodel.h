#pragma once

#include "nationrowsmodel.h"

#include <vector>

namespace herald::nations {

/// One nation's roster for the year as a table: every basic category of the roster sheet (§8)
/// as a heading row with its totals, each bought line beneath it.
class RosterLineModel : public herald::nations::NationRowsModel
{
    Q_OBJECT
    QML_ELEMENT

public:
    enum Roles
    {
        IsCategoryRole = Qt::UserRole, ///< a category heading rather than a line
        CategoryRole,                  ///< the category's name ("Infantry")
        LineRole,                      ///< the line's number on the roster, 0 for a heading
        UnitTypesRole,                 ///< the line's unit types, "Spearmen / Halberdiers"
        CostRole,                      ///< points per unit, empty for a heading
        PurchasedRole,                 ///< units bought on the line or in the category
        LostRole,                      ///< units lost this year
        AvailableRole,                 ///< units still available
    };
    Q_ENUM(Roles)

    explicit RosterLineModel(QObject *parent = nullptr);

    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;

protected:
    void fillNation(const app::CampaignService &service, qint64 nationId) override;
    void clearRows() override { m_rows.clear(); }
    [[nodiscard]] int rows() const override { return int(m_rows.size()); }

private:
    struct Row
    {
        bool isCategory = false;
        QString category;
        int line = 0;
        QString unitTypes;
        QString cost;
        int purchased = 0, lost = 0, available = 0;
    };
    std::vector<Row> m_rows;
};

} // namespace herald::nations
