#include "app/cli/hexwar/jsonfile.h"

#include "app/cli/clicontext.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>

namespace herald::cli {

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::cli::JsonFile)
};

} // namespace

std::optional<QJsonObject> readJsonObject(CliContext &c, const QString &path,
                                          const QString &notAnObject, int *code)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *code =
            c.fileError({db::FileProblem::Unreadable,
                         Tr::tr("%1 cannot be read: %2").arg(file.fileName(), file.errorString())});
        return std::nullopt;
    }
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &error);
    if (!doc.isObject()) {
        *code = c.fileError({db::FileProblem::MalformedImport,
                             notAnObject.arg(file.fileName(), error.errorString())});
        return std::nullopt;
    }
    return doc.object();
}

} // namespace herald::cli
