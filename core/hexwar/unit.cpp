#include "core/hexwar/unit.h"

#include <QCoreApplication>

namespace herald::hexwar {

QString sideName(Side side)
{
    return side == Side::BlackEagle
               ? QCoreApplication::translate("herald::hexwar::Unit", "Black Eagle")
               : QCoreApplication::translate("herald::hexwar::Unit", "Karameikan");
}

QString sideKey(Side side)
{
    return side == Side::BlackEagle ? QStringLiteral("blackEagle") : QStringLiteral("karameikan");
}

std::optional<Side> sideFromKey(const QString &key)
{
    if (key == QLatin1String("blackEagle"))
        return Side::BlackEagle;
    if (key == QLatin1String("karameikan"))
        return Side::Karameikan;
    return std::nullopt;
}

QString Unit::label() const
{
    const QString letter = kind == UnitKind::Forester      ? QStringLiteral(" F")
                           : kind == UnitKind::Mountaineer ? QStringLiteral(" M")
                                                           : QString();
    if (state == UnitState::Half)
        return QCoreApplication::translate("herald::hexwar::Unit", "%1 (%2-%3%4, half strength)")
            .arg(name)
            .arg(halfStrength)
            .arg(movement)
            .arg(letter);
    return QCoreApplication::translate("herald::hexwar::Unit", "%1 (%2-%3%4)")
        .arg(name)
        .arg(fullStrength)
        .arg(movement)
        .arg(letter);
}

} // namespace herald::hexwar
