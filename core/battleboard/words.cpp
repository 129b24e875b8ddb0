#include "core/battleboard/words.h"

#include <QCoreApplication>

namespace herald::battleboard {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::battleboard::Words)
};

} // namespace

QString sideName(Side side)
{
    return side == Side::Attacker ? Tr::tr("the attacker") : Tr::tr("the defender");
}

QString typeName(UnitType type, bool elite)
{
    switch (type) {
    case UnitType::Infantry:
        return elite ? Tr::tr("elite infantry") : Tr::tr("infantry");
    case UnitType::Cavalry:
        return elite ? Tr::tr("elite cavalry") : Tr::tr("cavalry");
    case UnitType::Artillery:
        return elite ? Tr::tr("elite artillery") : Tr::tr("artillery");
    case UnitType::Leader:
        break;
    }
    return Tr::tr("leader");
}

QString unitName(const Unit &unit)
{
    //: %1 side ("the attacker"), %2 unit type, %3 unit number
    return Tr::tr("%1's %2 #%3")
        .arg(sideName(unit.side), typeName(unit.type, unit.elite))
        .arg(unit.id);
}

QString spaceName(const Space &s)
{
    switch (s.kind) {
    case SpaceKind::Middle:
        return Tr::tr("the middle, column %1").arg(s.column);
    case SpaceKind::Line:
        return Tr::tr("%1's line, column %2").arg(sideName(s.owner)).arg(s.column);
    case SpaceKind::Reserve:
        return Tr::tr("%1's reserve").arg(sideName(s.owner));
    case SpaceKind::Retreat:
        return Tr::tr("%1's retreat box").arg(sideName(s.owner));
    case SpaceKind::Gone:
        break;
    }
    return Tr::tr("off the board");
}

} // namespace herald::battleboard
