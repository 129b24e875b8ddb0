#pragma once

#include "campaignfollower.h"

#include <QAbstractListModel>
#include <QQmlEngine>

namespace herald::app {
class CampaignService;
}

namespace herald::gui {

class CampaignController;

/// The base of every list model that shows campaign data: it is given the campaign
/// (`campaign: CampaignController` in QML, or setCampaign() in a test) and refills when one
/// of the tables it reads changed, and only then. A module derives from it by its full name
/// (`public herald::gui::CampaignListModel`), as from CampaignForm, for qmllint.
class CampaignListModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ANONYMOUS

    Q_PROPERTY(herald::gui::CampaignController *campaign READ campaign WRITE setCampaign NOTIFY
                   campaignChanged)
    Q_PROPERTY(int count READ count NOTIFY countChanged)

public:
    /// `tables`: the tables the model reads (see CampaignFollower).
    explicit CampaignListModel(QStringList tables, QObject *parent = nullptr);

    [[nodiscard]] CampaignController *campaign() const { return m_follower.campaign(); }
    void setCampaign(CampaignController *campaign);
    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] int count() const { return rows(); }

Q_SIGNALS:
    void campaignChanged();
    void countChanged();

protected:
    /// Replaces the rows from the campaign (`service` is nullptr when none is open).
    virtual void fill(const app::CampaignService *service) = 0;
    /// Brings the rows up to date in place (dataChanged only), so a view keeps its place and
    /// what is typed into it; false when the rows themselves changed, and the model is then
    /// reset and filled. By default always false.
    virtual bool update(const app::CampaignService *service);
    [[nodiscard]] virtual int rows() const = 0;
    /// Refills the model in one reset; derived models call it when their own filter changes.
    void reload();

private:
    CampaignFollower m_follower;
};

} // namespace herald::gui
