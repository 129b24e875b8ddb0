#include "app/services/democampaign.h"

#include "db/campaignjson.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>

namespace herald::app {

QString ensureDemoCampaign(const QString &folder, db::FileError *error)
{
    const QString path = QDir(folder).filePath(QStringLiteral("Demo Campaign.herald"));
    if (QFile::exists(path))
        return path;
    QDir().mkpath(folder);
    QFile bundled(QStringLiteral(":/herald/demo/demo-campaign.json"));
    if (!bundled.open(QIODevice::ReadOnly)) {
        *error = {db::FileProblem::NotFound,
                  QCoreApplication::translate("herald::app::DemoCampaign",
                                              "The demo campaign is missing from this build.")};
        return {};
    }
    *error = db::importCampaign(bundled.readAll(), path);
    return error->ok() ? path : QString();
}

} // namespace herald::app
