#pragma once

#include "app/gui/campaignlistmodel.h"
#include "app/services/warmaster/monthanswers.h"

#include <vector>

namespace herald::gui {

/// The terrain checks of this turn whose lost units are not all struck yet (M-2B, §4.4, I-49),
/// each with the roster lines its owner may strike them from, for the Campaign page.
// The base is named in full: Qt 6.4's qmltyperegistrar finds a base class by its full name
// only, and without it qmllint does not see the inherited `campaign` property.
class StrikesModel : public herald::gui::CampaignListModel
{
    Q_OBJECT
    QML_ELEMENT

public:
    enum Roles
    {
        ArmyIdRole = Qt::UserRole, ///< the army's row id (string)
        ArmyRole,                  ///< the army's name
        NationRole,                ///< its nation's name
        OwedRole,                  ///< units still to strike (int)
        /// The roster lines with units left, as "3. Bank Wardens (4 left)" (string list).
        LineLabelsRole,
        LineNumbersRole, ///< their numbers, from 1, in the same order (int list)
    };
    Q_ENUM(Roles)

    explicit StrikesModel(QObject *parent = nullptr);

    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;

private:
    void fill(const app::CampaignService *service) override;
    [[nodiscard]] int rows() const override { return int(m_rows.size()); }

    std::vector<app::StrikeDue> m_rows;
};

} // namespace herald::gui
