#include "db/decks/originlabel.h"

#include <QCoreApplication>

namespace herald::db::decks {

QString originLabel(const herald::decks::Provenance &provenance)
{
    using herald::decks::Origin;
    const auto tr = [](const char *text) {
        return QCoreApplication::translate("herald::db::decks::OriginLabel", text);
    };
    switch (provenance.origin) {
    case Origin::Rule:
        return tr("Rules %1").arg(provenance.section);
    case Origin::HouseDefault:
        return provenance.section.isEmpty()
                   ? tr("House default, not a rule")
                   : tr("House default, not a rule (%1)").arg(provenance.section);
    case Origin::Custom:
        return provenance.section.isEmpty() ? tr("Custom")
                                            : tr("Custom (%1)").arg(provenance.section);
    }
    return {};
}

} // namespace herald::db::decks
