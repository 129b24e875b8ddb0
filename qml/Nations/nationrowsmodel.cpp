#include "nationrowsmodel.h"

#include "app/gui/campaigncontroller.h"
#include "currentroster.h"

namespace herald::nations {

NationRowsModel::NationRowsModel(QObject *parent) : QAbstractListModel(parent)
{
    if (auto *controller = gui::CampaignController::instance())
        connect(controller, &gui::CampaignController::campaignChanged, this,
                &NationRowsModel::reload);
}

void NationRowsModel::setNationId(int id)
{
    if (id == m_nationId)
        return;
    m_nationId = id;
    reload();
    Q_EMIT nationIdChanged();
}

int NationRowsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : rows();
}

QJsonObject NationRowsModel::load(qint64 nationId) const
{
    return currentRoster(nationId);
}

void NationRowsModel::reload()
{
    const int before = rows();
    beginResetModel();
    fill(load(m_nationId));
    endResetModel();
    if (rows() != before)
        Q_EMIT countChanged();
}

} // namespace herald::nations
