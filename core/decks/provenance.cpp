#include "core/decks/provenance.h"

namespace herald::decks {

QString originName(Origin origin)
{
    switch (origin) {
    case Origin::Rule:
        return QStringLiteral("rule");
    case Origin::HouseDefault:
        return QStringLiteral("houseDefault");
    case Origin::Custom:
        return QStringLiteral("custom");
    }
    return {};
}

std::optional<Origin> originFromName(const QString &name)
{
    for (Origin origin : {Origin::Rule, Origin::HouseDefault, Origin::Custom}) {
        if (originName(origin) == name)
            return origin;
    }
    return std::nullopt;
}

QString describe(const Provenance &provenance)
{
    switch (provenance.origin) {
    case Origin::Rule:
        return QStringLiteral("Rules %1").arg(provenance.section).trimmed();
    case Origin::HouseDefault:
        return provenance.section.isEmpty()
                   ? QStringLiteral("House default")
                   : QStringLiteral("House default (%1)").arg(provenance.section);
    case Origin::Custom:
        return QStringLiteral("Custom");
    }
    return {};
}

} // namespace herald::decks
