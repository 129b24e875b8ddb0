#include "core/skirmish/rosterformat.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QSet>

namespace herald::skirmish {

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::skirmish::RosterFormat)
};

std::optional<Defence> parseDefence(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("^(\\()?(\\d+)(\\))?$"));
    const auto m = re.match(text);
    if (!m.hasMatch() || m.hasCaptured(1) != m.hasCaptured(3))
        return std::nullopt;
    return Defence{m.captured(2).toInt(), m.hasCaptured(1)};
}

std::optional<std::vector<Strength>> parseStrengths(const QString &text)
{
    std::vector<Strength> out;
    for (const QString &part : text.split(QLatin1Char(';'))) {
        const auto s = parseStrength(part);
        if (!s)
            return std::nullopt;
        out.push_back(*s);
    }
    return out;
}

std::optional<std::vector<int>> parseNumbers(const QString &text)
{
    std::vector<int> out;
    for (const QString &part : text.split(QLatin1Char(';'))) {
        bool ok = false;
        const int n = part.toInt(&ok);
        if (!ok || n < 0)
            return std::nullopt;
        out.push_back(n);
    }
    return out;
}

} // namespace

QString RosterError::describe() const
{
    //: %1 line number, %2 character id, %3 field name, %4 what is wrong
    return QCoreApplication::translate("herald::skirmish::RosterFormat",
                                       "line %1 (%2), field %3: %4")
        .arg(line)
        .arg(id.isEmpty() ? QStringLiteral("-") : id, field.isEmpty() ? QStringLiteral("-") : field,
             message);
}

const Profile *Roster::find(const QString &id) const
{
    for (const Profile &p : profiles)
        if (p.id == id)
            return &p;
    return nullptr;
}

std::optional<Strength> parseStrength(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("^(\\d+)/(\\()?(\\d+)(\\))?-(\\d+)$"));
    const auto m = re.match(text);
    if (!m.hasMatch() || m.hasCaptured(2) != m.hasCaptured(4))
        return std::nullopt;
    return Strength{m.captured(1).toInt(), m.captured(3).toInt(), m.captured(5).toInt(),
                    m.hasCaptured(2)};
}

RosterParseResult parseRoster(const QString &text)
{
    RosterParseResult result;
    Roster roster;
    QSet<QString> ids;
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (int i = 0; i < lines.size(); ++i) {
        const QString line = lines[i].trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#')))
            continue;
        const int lineNo = i + 1;
        const QStringList cells = line.split(QLatin1Char('|'));
        auto fail = [&](const QString &id, const QString &field, const QString &message) {
            result.errors.push_back({lineNo, id, field, message});
        };
        if (cells.size() != 6) {
            fail(
                {}, {},
                Tr::tr("expected 6 cells separated by '|' (id, name, group, kind, weapon, values), "
                       "found %1")
                    .arg(cells.size()));
            continue;
        }
        Profile p;
        p.id = cells[0].trimmed();
        p.name = cells[1].trimmed();
        p.group = cells[2].trimmed();
        if (p.id.isEmpty() || p.name.isEmpty()) {
            fail(p.id, QStringLiteral("id"), Tr::tr("a character needs an id and a name"));
            continue;
        }
        if (ids.contains(p.id)) {
            fail(p.id, QStringLiteral("id"), Tr::tr("the id is used twice"));
            continue;
        }
        ids.insert(p.id);
        const auto kind = kindFromKey(cells[3].trimmed());
        if (!kind)
            fail(p.id, QStringLiteral("kind"), Tr::tr("unknown kind '%1'").arg(cells[3].trimmed()));
        else
            p.kind = *kind;
        const auto weapon = weaponFromKey(cells[4].trimmed());
        if (!weapon)
            fail(p.id, QStringLiteral("weapon"),
                 Tr::tr("unknown weapon '%1'").arg(cells[4].trimmed()));
        else
            p.weapon = *weapon;

        const QStringList fields = cells[5].split(QLatin1Char(' '), Qt::SkipEmptyParts);
        for (const QString &field : fields) {
            const qsizetype eq = field.indexOf(QLatin1Char('='));
            const QString key = eq > 0 ? field.left(eq) : field;
            const QString value = eq > 0 ? field.mid(eq + 1) : QString();
            auto bad = [&] { fail(p.id, key, Tr::tr("cannot read '%1'").arg(value)); };
            if (key == QLatin1String("levels") || key == QLatin1String("dn2") ||
                key == QLatin1String("mounted")) {
                const auto s = parseStrengths(value);
                if (!s)
                    bad();
                else if (key == QLatin1String("levels"))
                    p.levels = *s;
                else if (key == QLatin1String("dn2"))
                    p.levelsDn2 = *s;
                else
                    p.mounted = *s;
            } else if (key == QLatin1String("stunned") || key == QLatin1String("horse")) {
                const auto d = parseDefence(value);
                if (!d)
                    bad();
                else if (key == QLatin1String("stunned"))
                    p.stunned = d;
                else
                    p.horse = d;
            } else if (key == QLatin1String("rear") || key == QLatin1String("land")) {
                const auto n = parseNumbers(value);
                if (!n)
                    bad();
                else if (key == QLatin1String("rear"))
                    p.rearDefence = *n;
                else
                    p.landMove = *n;
            } else if (key == QLatin1String("baby")) {
                const auto s = parseStrength(value);
                if (!s)
                    bad();
                else
                    p.baby = s;
            } else if (key == QLatin1String("attacks") || key == QLatin1String("hexes") ||
                       key == QLatin1String("count")) {
                bool ok = false;
                const int n = value.toInt(&ok);
                if (!ok || n < 1)
                    bad();
                else if (key == QLatin1String("attacks"))
                    p.attacksPerTurn = n;
                else if (key == QLatin1String("hexes"))
                    p.hexes = n;
                else
                    p.count = n;
            } else if (key == QLatin1String("traits")) {
                p.traits = value.split(QLatin1Char(','), Qt::SkipEmptyParts);
            } else {
                fail(p.id, key, Tr::tr("unknown field"));
            }
        }
        if (p.levels.empty())
            fail(p.id, QStringLiteral("levels"), Tr::tr("every character needs its levels"));
        if (!p.rearDefence.empty() && p.rearDefence.size() != p.levels.size())
            fail(p.id, QStringLiteral("rear"),
                 Tr::tr("%1 rear defences for %2 levels")
                     .arg(p.rearDefence.size())
                     .arg(p.levels.size()));
        if (!p.landMove.empty() && p.landMove.size() != p.levels.size())
            fail(p.id, QStringLiteral("land"),
                 Tr::tr("%1 land allowances for %2 levels")
                     .arg(p.landMove.size())
                     .arg(p.levels.size()));
        if (!p.mounted.empty() && (p.mounted.size() != 2 || !p.horse))
            fail(p.id, QStringLiteral("mounted"),
                 Tr::tr("a rider needs two mounted value sets and the horse's defence"));
        roster.profiles.push_back(p);
    }
    if (result.errors.empty())
        result.roster = std::move(roster);
    return result;
}

} // namespace herald::skirmish
