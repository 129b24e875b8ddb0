#include "db/hexwar/underlay.h"

#include <QCoreApplication>
#include <QVariant>

namespace herald::db::hexwar {

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::db::Underlay)
};

/// A PNG or JPEG by its first bytes: db/ links no image decoder, and the front ends read these
/// two kinds (the file choosers offer only them).
bool isPngOrJpeg(const QByteArray &bytes)
{
    return bytes.startsWith("\x89PNG\r\n\x1a\n") || bytes.startsWith("\xff\xd8\xff");
}

} // namespace

QString takeUnderlayArguments(const QJsonObject &args, Underlay &underlay)
{
    Underlay taken = underlay;
    if (args.contains(QStringLiteral("image"))) {
        const auto decoded = QByteArray::fromBase64Encoding(
            args.value(QStringLiteral("image")).toString().toLatin1(),
            QByteArray::AbortOnBase64DecodingErrors);
        if (!decoded || (!decoded.decoded.isEmpty() && !isPngOrJpeg(decoded.decoded)))
            return Tr::tr("image: the scanned map must be a PNG or JPEG file, base64-encoded.");
        taken.image = decoded.decoded;
    }
    if (args.contains(QStringLiteral("opacity"))) {
        const double opacity = args.value(QStringLiteral("opacity")).toDouble(-1);
        if (opacity < 0 || opacity > 1)
            return Tr::tr("opacity must be a number from 0 to 1.");
        taken.opacity = opacity;
    }
    underlay = taken;
    return {};
}

QString underlaySummary(const QString &name, const Underlay &underlay)
{
    return underlay.image.isEmpty()
               ? Tr::tr("%1: no scanned map under the hexes").arg(name)
               //: %1 a map's or a game's name, %2 a percentage.
               : Tr::tr("%1: scanned map under the hexes, drawn at %2% over it")
                     .arg(name, QString::number(qRound(underlay.opacity * 100)));
}

bool writeUnderlay(UnderlayOwner owner, qint64 id, const Underlay &underlay, QSqlQuery &q)
{
    q.prepare(
        owner == UnderlayOwner::HexMap
            ? QStringLiteral("UPDATE hexmap SET underlay = ?, underlay_opacity = ? WHERE id = ?")
            : QStringLiteral("UPDATE hexgame SET underlay = ?, underlay_opacity = ? WHERE id = ?"));
    q.addBindValue(underlay.image.isEmpty() ? QVariant(QMetaType(QMetaType::QByteArray))
                                            : QVariant(underlay.image));
    q.addBindValue(underlay.opacity);
    q.addBindValue(id);
    return q.exec();
}

} // namespace herald::db::hexwar
