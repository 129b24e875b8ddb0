#pragma once

#include "app/gui/campaignlistmodel.h"

#include <QJsonObject>

namespace herald::gui {

/// Every roll in effect in the campaign, newest first, whichever command rolled it.
// The base is named in full: Qt 6.4's qmltyperegistrar finds a base class by its full name
// only, and without it qmllint does not see the inherited `campaign` property.
class DiceLogModel : public herald::gui::CampaignListModel
{
    Q_OBJECT
    QML_ELEMENT

public:
    enum Roles
    {
        /// Why it was rolled (string).
        PurposeRole = Qt::UserRole,
        /// The expression, e.g. "2d6+1" (string).
        ExpressionRole,
        /// The faces, "3 4" (string).
        FacesRole,
        /// The total with the modifier (int).
        TotalRole,
        /// True when the referee typed what a real die showed (bool).
        TypedRole,
        /// The campaign date of the command that rolled it (string).
        DateRole,
        /// That command's history line (string).
        CommandSummaryRole,
    };
    Q_ENUM(Roles)

    explicit DiceLogModel(QObject *parent = nullptr);

    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;

    /// How many commands' rolls are shown at most.
    static constexpr int CommandLimit = 300;

private:
    struct Row
    {
        QJsonObject roll;
        QString date;
        QString summary;
    };
    void fill(const app::CampaignService *service) override;
    [[nodiscard]] int rows() const override { return int(m_rows.size()); }

    QList<Row> m_rows;
};

} // namespace herald::gui
