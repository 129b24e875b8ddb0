#include "core/warmaster/cost.h"

namespace herald::warmaster {

QString Cost::toString() const
{
    if (isWhole())
        return QString::number(m_tenths / 10);
    const int whole = m_tenths / 10;
    const int tenth = (m_tenths < 0 ? -m_tenths : m_tenths) % 10;
    const QString sign = (m_tenths < 0 && whole == 0) ? QStringLiteral("-") : QString();
    return sign + QString::number(whole) + QLatin1Char('.') + QString::number(tenth);
}

} // namespace herald::warmaster
