#include "core/hexwar/stacking.h"

#include "core/hexwar/combat.h"

#include <QCoreApplication>

namespace herald::hexwar {

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::hexwar::Stacking)
};

} // namespace

std::optional<GameState> resolveIllegalStack(const HexwarMap &map, const GameState &state,
                                             map::Hex hex, const QString &keep, QString *why)
{
    QStringList here;
    for (const Unit &u : state.units) {
        if (u.onMap() && *u.hex == hex)
            here.append(u.id);
    }
    const auto refuse = [why](const QString &text) {
        if (why)
            *why = text;
        return std::nullopt;
    };
    if (here.size() < 2)
        return refuse(Tr::tr("%1 holds %n unit(s): there is no stack to resolve (M10)", nullptr,
                             int(here.size()))
                          .arg(map.number(hex)));
    if (!here.contains(keep))
        return refuse(Tr::tr("\"%1\" is not in %2; the unit kept must be one of %3 (M10)")
                          .arg(keep, map.number(hex), here.join(QStringLiteral(", "))));
    GameState next = state;
    QStringList destroyed;
    for (const QString &id : here) {
        if (id == keep)
            continue;
        destroyed.append(next.unit(id)->label());
        eliminateUnit(next, id);
    }
    if (why)
        *why = Tr::tr("Illegal stack in %1 (M10): %2 stays; destroyed: %3.")
                   .arg(map.number(hex), next.unit(keep)->label(),
                        destroyed.join(QStringLiteral(", ")));
    return next;
}

} // namespace herald::hexwar
