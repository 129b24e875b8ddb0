#include "app/gui/campaigncontroller.h"

#include "app/gui/appsettings.h"

#include <QFileInfo>

namespace herald::gui {

namespace {

CampaignController *s_instance = nullptr;

} // namespace

CampaignController::CampaignController(app::CampaignService &service, QObject *parent)
    : QObject(parent), m_service(service)
{
    refresh();
}

void CampaignController::setInstance(CampaignController *instance)
{
    s_instance = instance;
}

CampaignController *CampaignController::create(QQmlEngine *, QJSEngine *)
{
    Q_ASSERT(s_instance);
    QJSEngine::setObjectOwnership(s_instance, QJSEngine::CppOwnership);
    return s_instance;
}

CampaignController *CampaignController::instance()
{
    Q_ASSERT(s_instance);
    return s_instance;
}

QString CampaignController::dateText() const
{
    return isOpen() ? m_info.date.toString() : QString();
}

QStringList CampaignController::recentFiles() const
{
    return AppSettings::recentFiles();
}

bool CampaignController::openCampaign(const QUrl &file)
{
    return openPath(file.toLocalFile());
}

bool CampaignController::openPath(const QString &path)
{
    return opened(path, m_service.open(path));
}

bool CampaignController::newCampaign(const QUrl &file, const QString &name)
{
    const QString path = file.toLocalFile();
    const QString trimmed =
        name.trimmed().isEmpty() ? QFileInfo(path).completeBaseName() : name.trimmed();
    return opened(path, m_service.create(path, trimmed, app::newDiceSeed()));
}

bool CampaignController::opened(const QString &path, const db::FileError &error)
{
    refresh();
    if (!error.ok()) {
        Q_EMIT errorOccurred(error.message);
        return false;
    }
    remember(path);
    return true;
}

bool CampaignController::execute(const QString &command, const QJsonObject &args)
{
    return report(m_service.execute(command, args), QString());
}

void CampaignController::undo()
{
    report(m_service.undo(), tr("Undone: %1"));
}

void CampaignController::redo()
{
    report(m_service.redo(), tr("Redone: %1"));
}

bool CampaignController::report(const db::ExecuteResult &result, const QString &prefix)
{
    if (!result.ok()) {
        m_lastError = result.message;
        Q_EMIT errorOccurred(result.message);
        return false;
    }
    refresh();
    Q_EMIT commandDone(prefix.isEmpty() ? result.summary : prefix.arg(result.summary));
    return true;
}

void CampaignController::refresh()
{
    m_info = m_service.info();
    const db::HistoryLog log = m_service.history();
    const auto undo = m_service.isOpen() ? log.nextUndo() : std::nullopt;
    const auto redo = m_service.isOpen() ? log.nextRedo() : std::nullopt;
    m_undoText = undo && undo->undoable ? undo->summary : QString();
    m_redoText = redo ? redo->summary : QString();
    const QList<db::HistoryEntry> newest =
        m_service.isOpen() ? log.newestFirst(0, 1) : QList<db::HistoryEntry>();
    m_latestSummary = newest.isEmpty() ? QString() : newest.first().summary;
    ++m_revision;
    Q_EMIT campaignChanged();
}

void CampaignController::remember(const QString &path)
{
    AppSettings::addRecentFile(QFileInfo(path).absoluteFilePath());
    Q_EMIT recentFilesChanged();
}

} // namespace herald::gui
