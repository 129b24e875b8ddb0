#pragma once

#include <QString>

namespace herald::diplomacy::desk {

/// A private note for one power (spec C2): a GM hint, an encounter, a hidden unit met.
struct PrivateNote
{
    QString power; ///< the power's name
    QString kind;  ///< "hint", "encounter" or "note"
    QString text;
};

} // namespace herald::diplomacy::desk
