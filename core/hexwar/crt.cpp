#include "core/hexwar/crt.h"

#include <QCoreApplication>

#include <array>

namespace herald::hexwar {

namespace {

using R = CombatResult;
constexpr R NE = R::NoEffect;
constexpr R AR = R::AttackerRetreats;
constexpr R AD = R::AttackerDefeated;
constexpr R DR = R::DefenderRetreats;
constexpr R DD = R::DefenderDefeated;

// Spec 2.4, row = die roll 1..6, column = -1 .. +10.
constexpr std::array<std::array<R, kCrtColumns>, 6> kTable{{
    {DR, DR, DR, DR, DD, DD, DD, DD},
    {NE, NE, DR, DR, DR, DD, DD, DD},
    {AR, NE, NE, DR, DR, DR, DD, DD},
    {AR, AR, AR, NE, DR, DR, DR, DD},
    {AR, AR, AR, AR, NE, DR, DR, DR},
    {AD, AR, AR, AR, AR, NE, DR, DR},
}};

} // namespace

int crtColumn(int difference)
{
    if (difference <= -1)
        return 0;
    if (difference <= 1)
        return difference + 1; // 0 -> 1, +1 -> 2
    if (difference >= 10)
        return 7;
    return 2 + difference / 2; // 2,3 -> 3; 4,5 -> 4; 6,7 -> 5; 8,9 -> 6
}

QString crtColumnLabel(int column)
{
    static constexpr std::array<const char *, kCrtColumns> labels{
        "-1", "0", "+1", "+2,+3", "+4,+5", "+6,+7", "+8,+9", "+10"};
    return QString::fromLatin1(labels.at(column));
}

CombatResult crtResult(int roll, int column)
{
    return kTable.at(roll - 1).at(column);
}

QString combatResultCode(CombatResult result)
{
    switch (result) {
    case R::NoEffect:
        return QStringLiteral("–");
    case R::AttackerRetreats:
        return QStringLiteral("AR");
    case R::AttackerDefeated:
        return QStringLiteral("AD");
    case R::DefenderRetreats:
        return QStringLiteral("DR");
    case R::DefenderDefeated:
        return QStringLiteral("DD");
    }
    return {};
}

QString combatResultText(CombatResult result)
{
    switch (result) {
    case R::NoEffect:
        return QCoreApplication::translate("herald::hexwar::Combat", "no effect");
    case R::AttackerRetreats:
        return QCoreApplication::translate("herald::hexwar::Combat", "the attackers fall back");
    case R::AttackerDefeated:
        return QCoreApplication::translate("herald::hexwar::Combat",
                                           "the attackers are beaten and fall back");
    case R::DefenderRetreats:
        return QCoreApplication::translate("herald::hexwar::Combat", "the defender falls back");
    case R::DefenderDefeated:
        return QCoreApplication::translate("herald::hexwar::Combat",
                                           "the defender is beaten and falls back");
    }
    return {};
}

} // namespace herald::hexwar
