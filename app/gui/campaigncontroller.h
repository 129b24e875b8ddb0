#pragma once

#include "app/services/campaignservice.h"

#include <QJSValue>
#include <QObject>
#include <QQmlEngine>
#include <QUrl>

#include <functional>

namespace herald::gui {

/// The open campaign as QML sees it: its name and date, the File menu's operations, and
/// undo/redo as a small value (canUndo, undoText, canRedo, redoText). Every change goes
/// through execute(), so the GUI runs exactly the commands herald-cli runs. A campaign that
/// cannot be opened or created leaves the one open before open.
class CampaignController : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

    Q_PROPERTY(bool isOpen READ isOpen NOTIFY campaignChanged)
    Q_PROPERTY(QString name READ name NOTIFY campaignChanged)
    Q_PROPERTY(QString path READ path NOTIFY campaignChanged)
    Q_PROPERTY(QString dateText READ dateText NOTIFY campaignChanged)
    /// Why the campaign was opened read-only ("the file is write-protected"); empty when the
    /// campaign may be changed. Every command is refused while it is set.
    Q_PROPERTY(QString readOnlyReason READ readOnlyReason NOTIFY campaignChanged)
    Q_PROPERTY(int historyCount READ historyCount NOTIFY campaignChanged)
    /// The seed in digits: its 64 bits are more than a JavaScript number holds exactly.
    Q_PROPERTY(QString diceSeed READ diceSeedText NOTIFY campaignChanged)
    /// The newest line of the history in effect, undoable or not: after an undo, the one
    /// before the command undone.
    Q_PROPERTY(QString latestSummary READ latestSummary NOTIFY campaignChanged)
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY campaignChanged)
    Q_PROPERTY(QString undoText READ undoText NOTIFY campaignChanged)
    Q_PROPERTY(bool canRedo READ canRedo NOTIFY campaignChanged)
    Q_PROPERTY(QString redoText READ redoText NOTIFY campaignChanged)
    Q_PROPERTY(QStringList recentFiles READ recentFiles NOTIFY recentFilesChanged)
    /// Bumped after every command, undo or redo, so models know to reload.
    Q_PROPERTY(int revision READ revision NOTIFY campaignChanged)
    /// Bumped when another campaign (or none) takes the window: pages start afresh, so no
    /// message or selection of one campaign shows in the next.
    Q_PROPERTY(int session READ session NOTIFY sessionChanged)
    /// Why the last campaign file was refused, until the person has seen it: a file named on
    /// the command line is refused before the window exists, and the window shows it once up.
    Q_PROPERTY(QString fileRefusal READ fileRefusal NOTIFY fileRefusalChanged)

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
    [[nodiscard]] QString readOnlyReason() const
    {
        return isOpen() ? m_info.readOnlyReason : QString();
    }
    [[nodiscard]] int historyCount() const { return m_info.historyCount; }
    [[nodiscard]] QString diceSeedText() const { return QString::number(m_info.diceSeed); }
    [[nodiscard]] QString latestSummary() const { return m_latestSummary; }
    [[nodiscard]] bool canUndo() const { return !m_undoText.isEmpty(); }
    [[nodiscard]] QString undoText() const { return m_undoText; }
    [[nodiscard]] bool canRedo() const { return !m_redoText.isEmpty(); }
    [[nodiscard]] QString redoText() const { return m_redoText; }
    [[nodiscard]] QStringList recentFiles() const;
    [[nodiscard]] int revision() const { return m_revision; }
    [[nodiscard]] int session() const { return m_session; }
    [[nodiscard]] QString fileRefusal() const { return m_fileRefusal; }

    /// Opens a campaign; false (and errorOccurred) when it is not one.
    Q_INVOKABLE bool openCampaign(const QUrl &file);
    /// Creates a campaign at `file`, replacing a file there (the save dialog asked first);
    /// refused with a sentence when `name` is blank.
    Q_INVOKABLE bool newCampaign(const QUrl &file, const QString &name);
    Q_INVOKABLE bool openPath(const QString &path);
    /// Closes the campaign; the window stays with no campaign open.
    Q_INVOKABLE void closeCampaign();
    /// Writes a copy of the open campaign; it stays the one open.
    Q_INVOKABLE bool saveCopy(const QUrl &file);
    Q_INVOKABLE bool exportJson(const QUrl &file);
    Q_INVOKABLE bool exportHistoryCsv(const QUrl &file);
    /// Makes the campaign file `campaign` from the JSON document `json` and opens it.
    Q_INVOKABLE bool importJson(const QUrl &json, const QUrl &campaign);
    /// The person has read fileRefusal.
    Q_INVOKABLE void dismissFileRefusal();
    /// The sentence refusing `name` for a new campaign, or an empty string when it will do.
    Q_INVOKABLE QString campaignNameProblem(const QString &name) const;
    /// Runs a command by name with JSON arguments; emits commandDone or errorOccurred.
    Q_INVOKABLE bool execute(const QString &command, const QJsonObject &args);
    Q_INVOKABLE void undo();
    Q_INVOKABLE void redo();

    [[nodiscard]] app::CampaignService &service() { return m_service; }
    /// The message of the last command, undo or redo that failed.
    [[nodiscard]] QString lastError() const { return m_lastError; }
    /// How the last command, undo or redo went: its status, and when done the handler's
    /// details (`result`), which a form shows beyond the history line.
    [[nodiscard]] const db::ExecuteResult &lastResult() const { return m_lastResult; }
    /// Reports why a campaign file could not be opened, now or once the window is up.
    void refuseFile(const QString &message);

Q_SIGNALS:
    void campaignChanged();
    void recentFilesChanged();
    /// A command, undo or redo went through; `summary` is its history line.
    void commandDone(const QString &summary);
    /// A command, undo or redo changed these tables (sorted; "history" always among them).
    /// Emitted before commandDone, so what a back end shows is current when the summary is.
    void tablesChanged(const QStringList &tables);
    void errorOccurred(const QString &message);
    /// A file was written (a copy, an export); `message` says where, for the status bar.
    void fileWritten(const QString &message);
    void sessionChanged();
    void fileRefusalChanged();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void refresh();
    /// Opens or creates through `attempt`; on failure reopens the campaign open before,
    /// keeps the refusal for the window and takes the file out of the recent files.
    bool switchTo(const QString &path, const std::function<db::FileError()> &attempt);
    bool written(const QString &path, const db::FileError &error, const QString &message);
    bool report(const db::ExecuteResult &result, const QString &prefix);

    app::CampaignService &m_service;
    app::CampaignInfo m_info;
    QString m_latestSummary;
    QString m_undoText;
    QString m_redoText;
    int m_revision = 0;
    int m_session = 0;
    QString m_lastError;
    db::ExecuteResult m_lastResult;
    QString m_fileRefusal;
};

} // namespace herald::gui
