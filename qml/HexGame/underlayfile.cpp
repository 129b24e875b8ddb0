#include "underlayfile.h"

#include <QCoreApplication>
#include <QFile>
#include <QImage>

namespace herald::gui {

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::gui::UnderlayFile)
};

} // namespace

std::optional<QJsonObject> underlayFileArguments(const QUrl &file, QString *problem)
{
    QFile in(file.toLocalFile());
    if (!in.open(QIODevice::ReadOnly)) {
        *problem = Tr::tr("%1 cannot be read: %2").arg(in.fileName(), in.errorString());
        return std::nullopt;
    }
    const QByteArray bytes = in.readAll();
    // The command checks the kind of file; only here can the image be decoded, so a damaged
    // scan is refused before it is kept and then shows nothing.
    if (QImage::fromData(bytes).isNull()) {
        *problem = Tr::tr("%1 is not a PNG or JPEG image Herald can read.").arg(in.fileName());
        return std::nullopt;
    }
    return QJsonObject{{QStringLiteral("image"), QString::fromLatin1(bytes.toBase64())}};
}

} // namespace herald::gui
