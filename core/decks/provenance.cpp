#include "core/decks/provenance.h"

#include <QCoreApplication>

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
        //: where a table comes from; %1 is a rules section such as §5.3
        return QCoreApplication::translate("herald::decks::Provenance", "Rules %1")
            .arg(provenance.section)
            .trimmed();
    case Origin::HouseDefault:
        return provenance.section.isEmpty()
                   ? QCoreApplication::translate("herald::decks::Provenance", "House default")
                   : QCoreApplication::translate("herald::decks::Provenance", "House default (%1)")
                         .arg(provenance.section);
    case Origin::Custom:
        return QCoreApplication::translate("herald::decks::Provenance", "Custom");
    }
    return {};
}

} // namespace herald::decks
