#pragma once

#include "core/diplomacy/variant.h"

#include <QPointF>
#include <QString>

#include <vector>

namespace herald::diplomacyrender {

/// Where each province of a variant is drawn, on a 1000 x 1000 sheet. Read from the variant's
/// layout file (resources/diplomacy/<key>.layout: "abbreviation x y" a line); a province the
/// file leaves out is placed among its neighbours, so a new variant still draws.
class BoardLayout
{
public:
    BoardLayout(const herald::diplomacy::Variant &variant, const QString &layoutText);

    /// The layout of a shipped variant, read once.
    [[nodiscard]] static const BoardLayout &forVariant(const QString &key,
                                                       const herald::diplomacy::Variant &variant);

    [[nodiscard]] QPointF at(herald::diplomacy::ProvinceId province) const
    {
        return m_points[province];
    }
    [[nodiscard]] const herald::diplomacy::Variant &variant() const { return m_variant; }
    static constexpr double kSheet = 1000;

private:
    const herald::diplomacy::Variant &m_variant;
    std::vector<QPointF> m_points;
};

} // namespace herald::diplomacyrender
