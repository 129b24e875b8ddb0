#pragma once

#include "app/services/campaignservice.h"

#include <QJSValue>
#include <QObject>
#include <QQmlEngine>
#include <QUrl>

namespace herald::gui {

/// The open campaign as QML sees it: its name and date, New/Open/Recent, and undo/redo as a
/// small value (canUndo, undoText, canRedo, redoText). Every change goes through execute(),
/// so the GUI runs exactly the commands herald-cli runs.
class CampaignController : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

    Q_PROPERTY(bool isOpen READ isOpen NOTIFY campaignChanged)
    Q_PROPERTY(QString name READ name NOTIFY campaignChanged)
    Q_PROPERTY(QString path READ path NOTIFY campaignChanged)
    Q_PROPERTY(QString dateText READ dateText NOTIFY campaignChanged)
    Q_PROPERTY(int historyCount READ historyCount NOTIFY campaignChanged)
    Q_PROPERTY(qint64 diceSeed READ diceSeed NOTIFY campaignChanged)
    /// The newest line of the history, undoable or not.
    Q_PROPERTY(QString latestSummary READ latestSummary NOTIFY campaignChanged)
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY campaignChanged)
    Q_PROPERTY(QString undoText READ undoText NOTIFY campaignChanged)
    Q_PROPERTY(bool canRedo READ canRedo NOTIFY campaignChanged)
    Q_PROPERTY(QString redoText READ redoText NOTIFY campaignChanged)
    Q_PROPERTY(QStringList recentFiles READ recentFiles NOTIFY recentFilesChanged)
    /// Bumped after every command, undo or redo, so models know to reload.
    Q_PROPERTY(int revision READ revision NOTIFY campaignChanged)

public:
    explicit CampaignController(app::CampaignService &service, QObject *parent = nullptr);

    /// The instance the composition root made; QML gets it through create().
    static void setInstance(CampaignController *instance);
    static CampaignController *create(QQmlEngine *, QJSEngine *);
    /// The same instance, for C++ models that follow the campaign.
    [[nodiscard]] static CampaignController *instance();

    [[nodiscard]] bool isOpen() const { return m_service.isOpen(); }
    [[nodiscard]] QString name() const { return m_info.name; }
    [[nodiscard]] QString path() const { return m_info.path; }
    [[nodiscard]] QString dateText() const;
    [[nodiscard]] int historyCount() const { return m_info.historyCount; }
    [[nodiscard]] qint64 diceSeed() const { return m_info.diceSeed; }
    [[nodiscard]] QString latestSummary() const { return m_latestSummary; }
    [[nodiscard]] bool canUndo() const { return !m_undoText.isEmpty(); }
    [[nodiscard]] QString undoText() const { return m_undoText; }
    [[nodiscard]] bool canRedo() const { return !m_redoText.isEmpty(); }
    [[nodiscard]] QString redoText() const { return m_redoText; }
    [[nodiscard]] QStringList recentFiles() const;
    [[nodiscard]] int revision() const { return m_revision; }

    /// Opens a campaign; false (and errorOccurred) when it is not one.
    Q_INVOKABLE bool openCampaign(const QUrl &file);
    Q_INVOKABLE bool newCampaign(const QUrl &file, const QString &name);
    Q_INVOKABLE bool openPath(const QString &path);
    /// Runs a command by name with JSON arguments; emits commandDone or errorOccurred.
    Q_INVOKABLE bool execute(const QString &command, const QJsonObject &args);
    Q_INVOKABLE void undo();
    Q_INVOKABLE void redo();

    [[nodiscard]] app::CampaignService &service() { return m_service; }
    /// The message of the last command, undo or redo that failed.
    [[nodiscard]] QString lastError() const { return m_lastError; }

Q_SIGNALS:
    void campaignChanged();
    void recentFilesChanged();
    /// A command, undo or redo went through; `summary` is its history line.
    void commandDone(const QString &summary);
    void errorOccurred(const QString &message);

private:
    void refresh();
    /// After an open or create: refresh, and remember the file or report why it failed.
    bool opened(const QString &path, const db::FileError &error);
    void remember(const QString &path);
    bool report(const db::ExecuteResult &result, const QString &prefix);

    app::CampaignService &m_service;
    app::CampaignInfo m_info;
    QString m_latestSummary;
    QString m_undoText;
    QString m_redoText;
    int m_revision = 0;
    QString m_lastError;
};

} // namespace herald::gui
