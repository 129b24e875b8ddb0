#pragma once

#include "core/diplomacy/variant.h"

#include <QList>
#include <QString>

namespace herald::db::diplomacy {

/// A variant Herald ships (resources/diplomacy/<key>.variant), read once and kept for the
/// life of the program, so positions may point at it.
struct ShippedVariant
{
    QString key; ///< "standard", "downfall": what dip_game.variant stores
    /// The English name, e.g. "Hardbop Downfall (reconstructed map)"; label() translates it.
    const char *labelSource = "";
    bool reconstructed = false;
    const herald::diplomacy::Variant *variant = nullptr;

    /// The name in the language shown now (the list is made once, the language may change).
    [[nodiscard]] QString label() const;
};

/// Every shipped variant, standard first.
[[nodiscard]] const QList<ShippedVariant> &shippedVariants();
/// The shipped variant with this key, or nullptr.
[[nodiscard]] const ShippedVariant *shippedVariant(const QString &key);
/// The shipped variant whose name (the VARIANT record) is `name`, ignoring case, or nullptr.
[[nodiscard]] const ShippedVariant *shippedVariantNamed(const QString &name);

} // namespace herald::db::diplomacy
