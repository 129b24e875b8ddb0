#include "core/skirmish/combattables.h"

#include <QCoreApplication>

namespace herald::skirmish {

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::skirmish::CombatTables)
};

CombatTable fromRows(CombatTableKind kind, const std::array<const char *, 12> &rows)
{
    CombatTable table;
    table.kind = kind;
    for (std::size_t c = 0; c < 12; ++c)
        for (std::size_t r = 0; r < 10; ++r)
            table.cells[c][r] =
                resultFromLetter(QLatin1Char(rows[c][r])).value_or(CombatResult::None);
    return table;
}

// §4.6, one string per odds column, rolls 1..10 left to right.
constexpr std::array<const char *, 12> kFootRows{
    "DCCBBA----", "EDCCCBBA--", "EDDCCCCBA-", "EEDDCCCCBB", "FEEDDCCCCB", "FFEEDDCCCC",
    "FFEEEDDCCC", "FFFEEEDDCC", "FFFFEEEDDC", "FFFFFEEEDD", "FFFFFFEEED", "FFFFFFFFEE",
};

constexpr std::array<const char *, 12> kMountedRows{
    "CCCBBA----", "DCCCBA----", "DDCCCBA---", "EDDCCCBA--", "EEDDCCCBA-", "FEEDDCCCBB",
    "FFEEDDCCCB", "GFFEEDDCCC", "GGFFEEDDCC", "HGGFFEEDDC", "HHGGFFEEDD", "HHHGGFFEED",
};

} // namespace

const CombatTable &footCombatTable()
{
    static const CombatTable table = fromRows(CombatTableKind::Foot, kFootRows);
    return table;
}

CombatTable mountedCombatTable(const SkirmishSettings &settings)
{
    CombatTable table = fromRows(CombatTableKind::Mounted, kMountedRows);
    if (!settings.mountedRowsExtrapolated)
        table.cells[10] = table.cells[11] = table.cells[9];
    return table;
}

QString resultLetter(CombatResult result)
{
    if (result == CombatResult::None)
        return QStringLiteral("-");
    return QString(QChar(u'A' + (int(result) - int(CombatResult::A))));
}

std::optional<CombatResult> resultFromLetter(QChar letter)
{
    if (letter == QLatin1Char('-'))
        return CombatResult::None;
    if (letter >= QLatin1Char('A') && letter <= QLatin1Char('H'))
        return CombatResult(int(CombatResult::A) + (letter.unicode() - u'A'));
    return std::nullopt;
}

QString describeResult(CombatTableKind table, CombatResult result)
{
    switch (result) {
    case CombatResult::None:
        return Tr::tr("no effect");
    case CombatResult::A:
        return Tr::tr("attacker wounded");
    case CombatResult::B:
        return Tr::tr("attackers retreat 1 hex");
    case CombatResult::C:
        return Tr::tr("defenders retreat 1 hex");
    default:
        break;
    }
    if (table == CombatTableKind::Foot) {
        switch (result) {
        case CombatResult::D:
            return Tr::tr("defender stunned");
        case CombatResult::E:
            return Tr::tr("defender wounded");
        case CombatResult::F:
            return Tr::tr("defender killed");
        default:
            return Tr::tr("not on the foot table");
        }
    }
    switch (result) {
    case CombatResult::D:
        return Tr::tr("horse unharmed, rider stunned and dismounted");
    case CombatResult::E:
        return Tr::tr("horse unharmed, rider wounded");
    case CombatResult::F:
        return Tr::tr("horse killed, rider wounded and dismounted");
    case CombatResult::G:
        return Tr::tr("horse unharmed, rider killed");
    default:
        return Tr::tr("horse and rider killed");
    }
}

QString columnLabel(int column)
{
    if (column >= 12)
        return QStringLiteral("12-1+");
    return QStringLiteral("%1-1").arg(column);
}

} // namespace herald::skirmish
