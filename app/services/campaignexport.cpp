#include "app/services/campaignexport.h"

#include "db/campaignjson.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>
#include <QSqlError>
#include <QSqlQuery>

#include <cstdio>

namespace herald::app {

namespace {

using db::FileError;
using db::FileProblem;

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::app::CampaignExport)
};

FileError notOpen()
{
    return {FileProblem::Storage, Tr::tr("No campaign is open.")};
}

bool samePath(const QString &a, const QString &b)
{
    return QFileInfo(a).absoluteFilePath() == QFileInfo(b).absoluteFilePath();
}

FileError isOpenCampaign(const QString &path)
{
    return {FileProblem::AlreadyExists,
            Tr::tr("%1 is the campaign open now; choose another file.").arg(path)};
}

/// Writes `bytes` to `target` through QSaveFile: the old file stays whole until the new one is.
FileError writeAll(const QString &target, const QByteArray &bytes)
{
    QSaveFile file(target);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit())
        return {FileProblem::Storage,
                Tr::tr("%1 could not be written: %2").arg(target, file.errorString())};
    return {};
}

/// Moves a finished `part` file over `target` in one step (rename(2)), so a failure leaves the
/// old file whole. The replaced campaign's log and index go first: SQLite would apply them to
/// the new file.
FileError replaceWith(const QString &part, const QString &target)
{
    for (const QString &suffix : {QStringLiteral("-wal"), QStringLiteral("-shm")})
        QFile::remove(target + suffix);
    if (std::rename(QFile::encodeName(part).constData(), QFile::encodeName(target).constData()) !=
        0) {
        QFile::remove(part);
        return {FileProblem::Storage,
                Tr::tr("%1 could not be replaced; is it open in another program?").arg(target)};
    }
    return {};
}

QString csvField(QString text)
{
    if (!text.contains(QLatin1Char(',')) && !text.contains(QLatin1Char('"')) &&
        !text.contains(QLatin1Char('\n')))
        return text;
    text.replace(QLatin1String("\""), QLatin1String("\"\""));
    return QLatin1Char('"') + text + QLatin1Char('"');
}

} // namespace

FileError saveCampaignCopy(const CampaignService &service, const QString &target)
{
    if (!service.isOpen())
        return notOpen();
    if (samePath(target, service.file()->path()))
        return isOpenCampaign(target);
    // VACUUM INTO writes only to a new file: it goes beside the target, then replaces it.
    const QString part = target + QStringLiteral(".part");
    QFile::remove(part);
    QSqlQuery copy(service.file()->database());
    copy.prepare(QStringLiteral("VACUUM INTO ?"));
    copy.addBindValue(part);
    if (!copy.exec()) {
        QFile::remove(part);
        return {FileProblem::Storage,
                Tr::tr("%1 could not be written: %2").arg(target, copy.lastError().text())};
    }
    return replaceWith(part, target);
}

QByteArray campaignJson(const CampaignService &service, db::FileError *error)
{
    Q_ASSERT(service.isOpen());
    db::FileError failure;
    const QJsonObject exported = db::exportCampaign(*service.file(), &failure);
    if (error)
        *error = failure;
    return failure.ok() ? QJsonDocument(exported).toJson(QJsonDocument::Indented) : QByteArray();
}

FileError exportCampaignJson(const CampaignService &service, const QString &target)
{
    if (!service.isOpen())
        return notOpen();
    db::FileError error;
    const QByteArray json = campaignJson(service, &error);
    if (!error.ok())
        return error; // a damaged file is never exported, not even in part
    return writeAll(target, json);
}

FileError exportHistoryCsv(const CampaignService &service, const QString &target)
{
    if (!service.isOpen())
        return notOpen();
    const db::HistoryLog log = service.history();
    QList<db::HistoryEntry> entries = log.newestFirst(0, log.count());
    QStringList lines{QStringLiteral("id,date,command,summary,dice,recorded")};
    for (auto it = entries.crbegin(); it != entries.crend(); ++it) {
        if (it->undone)
            continue;
        lines << QStringList{QString::number(it->id),
                             csvField(it->date.toString()),
                             csvField(it->command),
                             csvField(it->summary),
                             csvField(it->rolls.isEmpty()
                                          ? QString()
                                          : QString::fromUtf8(QJsonDocument(it->rolls).toJson(
                                                QJsonDocument::Compact))),
                             csvField(it->recordedUtc)}
                     .join(QLatin1Char(','));
    }
    // A BOM, so spreadsheets read the file as UTF-8.
    return writeAll(target, "\xEF\xBB\xBF" + lines.join(QStringLiteral("\r\n")).toUtf8() + "\r\n");
}

FileError importCampaignJson(const CampaignService &service, const QString &json,
                             const QString &target)
{
    if (service.isOpen() && samePath(target, service.file()->path()))
        return isOpenCampaign(target);
    QFile in(json);
    if (!in.open(QIODevice::ReadOnly))
        return {FileProblem::Unreadable,
                Tr::tr("%1 cannot be read: %2").arg(json, in.errorString())};
    const QString part = target + QStringLiteral(".part");
    QFile::remove(part);
    if (db::FileError error = db::importCampaign(in.readAll(), part); !error.ok()) {
        QFile::remove(part);
        error.message.replace(part, target);
        return error;
    }
    return replaceWith(part, target);
}

} // namespace herald::app
