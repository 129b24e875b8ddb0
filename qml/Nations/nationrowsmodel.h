#pragma once

#include "app/gui/campaignlistmodel.h"

namespace herald::nations {

/// Base of the models that show one nation's rows: holds the nation and refills when it is
/// chosen, when another campaign opens and when one of the tables the model reads changed.
class NationRowsModel : public herald::gui::CampaignListModel
{
    Q_OBJECT
    QML_ANONYMOUS

    /// The nation's row id; 0 for none.
    Q_PROPERTY(int nationId READ nationId WRITE setNationId NOTIFY nationIdChanged)

public:
    [[nodiscard]] int nationId() const { return m_nationId; }
    void setNationId(int id);

Q_SIGNALS:
    void nationIdChanged();

protected:
    /// `tables`: the tables the model reads (see gui::CampaignFollower).
    NationRowsModel(QStringList tables, QObject *parent);

    /// Replaces the rows with the nation's; called only with a campaign open and a nation.
    virtual void fillNation(const app::CampaignService &service, qint64 nationId) = 0;
    /// Drops every row.
    virtual void clearRows() = 0;

private:
    void fill(const app::CampaignService *service) final;

    int m_nationId = 0;
};

} // namespace herald::nations
