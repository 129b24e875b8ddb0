#include "app/gui/campaigncontroller.h"

#include "app/gui/appsettings.h"
#include "app/services/campaignexport.h"

#include <QCoreApplication>
#include <QDir>
#include <QEvent>
#include <QFileInfo>

namespace herald::gui {

namespace {

CampaignController *s_instance = nullptr;

} // namespace

CampaignController::CampaignController(app::CampaignService &service, QObject *parent)
    : QObject(parent), m_service(service)
{
    refresh();
    // The date is written in the language of the moment: another language rewrites it.
    if (QCoreApplication *application = QCoreApplication::instance())
        application->installEventFilter(this);
}

bool CampaignController::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == QCoreApplication::instance() && event->type() == QEvent::LanguageChange)
        Q_EMIT campaignChanged();
    return QObject::eventFilter(watched, event);
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
    return switchTo(path, [&] { return m_service.open(path); });
}

QString CampaignController::campaignNameProblem(const QString &name) const
{
    return name.trimmed().isEmpty()
               ? tr("Give the campaign a name: it heads the window, rosters and printouts.")
               : QString();
}

bool CampaignController::newCampaign(const QUrl &file, const QString &name)
{
    const QString path = file.toLocalFile();
    if (const QString problem = campaignNameProblem(name); !problem.isEmpty()) {
        refuseFile(problem);
        return false;
    }
    return switchTo(path, [&] {
        return m_service.create(path, name.trimmed(), app::newDiceSeed(),
                                db::ExistingFile::Replace);
    });
}

bool CampaignController::switchTo(const QString &path,
                                  const std::function<db::FileError()> &attempt)
{
    const QString previous = m_service.isOpen() ? m_info.path : QString();
    const db::FileError error = attempt();
    if (!error.ok() && !m_service.isOpen() && !previous.isEmpty())
        (void)m_service.open(previous); // the campaign open before stays open
    refresh();
    // A campaign opened (even the same file again), or none when the last could not reopen.
    if (error.ok() || m_info.path != previous) {
        m_lastError.clear();
        ++m_session;
        Q_EMIT sessionChanged();
    }
    if (!error.ok()) {
        if (error.problem != db::FileProblem::AlreadyExists) {
            AppSettings::removeRecentFile(QFileInfo(path).absoluteFilePath());
            Q_EMIT recentFilesChanged();
        }
        refuseFile(error.message);
        return false;
    }
    AppSettings::addRecentFile(QFileInfo(path).absoluteFilePath());
    Q_EMIT recentFilesChanged();
    return true;
}

void CampaignController::refuseFile(const QString &message)
{
    m_fileRefusal = message;
    Q_EMIT fileRefusalChanged();
    Q_EMIT errorOccurred(message);
}

void CampaignController::dismissFileRefusal()
{
    if (m_fileRefusal.isEmpty())
        return;
    m_fileRefusal.clear();
    Q_EMIT fileRefusalChanged();
}

void CampaignController::closeCampaign()
{
    if (!m_service.isOpen())
        return;
    m_service.close();
    m_lastError.clear();
    refresh();
    ++m_session;
    Q_EMIT sessionChanged();
}

bool CampaignController::written(const QString &path, const db::FileError &error,
                                 const QString &message)
{
    if (!error.ok()) {
        m_lastError = error.message;
        Q_EMIT errorOccurred(error.message);
        return false;
    }
    Q_EMIT fileWritten(message.arg(QDir::toNativeSeparators(path)));
    return true;
}

bool CampaignController::saveCopy(const QUrl &file)
{
    const QString path = file.toLocalFile();
    return written(path, app::saveCampaignCopy(m_service, path),
                   tr("A copy of the campaign was saved as %1."));
}

bool CampaignController::exportJson(const QUrl &file)
{
    const QString path = file.toLocalFile();
    return written(path, app::exportCampaignJson(m_service, path),
                   tr("The campaign was exported to %1."));
}

bool CampaignController::exportHistoryCsv(const QUrl &file)
{
    const QString path = file.toLocalFile();
    return written(path, app::exportHistoryCsv(m_service, path),
                   tr("The history was exported to %1."));
}

bool CampaignController::importJson(const QUrl &json, const QUrl &campaign)
{
    const QString path = campaign.toLocalFile();
    const QString source = json.toLocalFile();
    return switchTo(path, [&] {
        if (db::FileError imported = app::importCampaignJson(m_service, source, path);
            !imported.ok())
            return imported;
        return m_service.open(path);
    });
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
    m_lastResult = result;
    if (!result.ok()) {
        m_lastError = result.message;
        Q_EMIT errorOccurred(result.message);
        return false;
    }
    refresh();
    Q_EMIT tablesChanged(result.changedTables);
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
    m_latestSummary = undo ? undo->summary : QString();
    ++m_revision;
    Q_EMIT campaignChanged();
}

} // namespace herald::gui
