#pragma once

#include "campaignfollower.h"

#include <QJsonObject>
#include <QObject>
#include <QQmlEngine>

namespace herald::app {
class CampaignService;
}

namespace herald::gui {

class CampaignController;

/// The base of every form's back end: it is given the campaign (`campaign: CampaignController`
/// in QML, or setCampaign() in a test), reloads when what it shows changed, and runs its
/// command, reporting done (the history line) or error (the refusal, naming what is wrong).
/// A module derives from it by its full name (`public herald::gui::CampaignForm`): Qt 6.4's
/// qmltyperegistrar finds a base class of another module only so, and qmllint needs it.
class CampaignForm : public QObject
{
    Q_OBJECT
    QML_ANONYMOUS

    Q_PROPERTY(herald::gui::CampaignController *campaign READ campaign WRITE setCampaign NOTIFY
                   campaignChanged)

public:
    /// `tables`: the tables the form shows (see CampaignFollower).
    explicit CampaignForm(QStringList tables, QObject *parent = nullptr);

    [[nodiscard]] CampaignController *campaign() const { return m_follower.campaign(); }
    void setCampaign(CampaignController *campaign);

Q_SIGNALS:
    void campaignChanged();
    void done(const QString &summary);
    void error(const QString &message);

protected:
    /// Reads what the form shows from the campaign; called when it may have changed.
    virtual void reload() {}
    /// The open campaign, or nullptr when the form has none or the campaign is closed.
    [[nodiscard]] app::CampaignService *service() const;
    /// Runs one command; emits done or error (also when no campaign is open) and says which.
    /// `about` starts a refusal with what it concerns ("decks.json: "), when the command's own
    /// message cannot know it.
    bool run(const QString &command, const QJsonObject &args, const QString &about = {});
    /// Reports a refusal found before any command ran (an empty name, a bad number).
    void refuse(const QString &message);

private:
    CampaignFollower m_follower;
};

} // namespace herald::gui
