#include "app/services/decks/originlabel.h"

#include <QCoreApplication>

namespace herald::app::decks {

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::app::decks::OriginLabel)
};

} // namespace

QString originLabel(const herald::decks::Provenance &provenance)
{
    using herald::decks::Origin;
    switch (provenance.origin) {
    case Origin::Rule:
        return Tr::tr("Rules %1").arg(provenance.section);
    case Origin::HouseDefault:
        return provenance.section.isEmpty()
                   ? Tr::tr("House default, not a rule")
                   : Tr::tr("House default, not a rule (%1)").arg(provenance.section);
    case Origin::Custom:
        return provenance.section.isEmpty() ? Tr::tr("Custom")
                                            : Tr::tr("Custom (%1)").arg(provenance.section);
    }
    return {};
}

} // namespace herald::app::decks
