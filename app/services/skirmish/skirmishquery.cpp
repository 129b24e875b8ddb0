#include "app/services/skirmish/skirmishquery.h"

#include "core/skirmish/keywords.h"
#include "db/campaignfile.h"

namespace herald::app::skirmish {

namespace sk = herald::skirmish;

namespace {

QString valuesNow(const Skirmish &s, const db::skirmish::StoredCharacter &c)
{
    const auto v = sk::currentValues(*c.profile, c.state, s.game());
    if (!v)
        return {};
    const sk::ActiveSpells spells = s.activeSpells(c.id);
    const int defence = v->defence + spells.defenceBonus;
    const QString d = v->armoured ? QStringLiteral("(%1)").arg(defence) : QString::number(defence);
    return QStringLiteral("%1/%2-%3")
        .arg(QString::number(sk::attackWithSpells(v->attack, spells)), d,
             QString::number(sk::movementWithSpells(v->move, spells)));
}

} // namespace

const QStringList &skirmishTables()
{
    static const QStringList tables{QStringLiteral("skirmish"), QStringLiteral("skirmish_side"),
                                    QStringLiteral("skirmish_character"),
                                    QStringLiteral("skirmish_spell"), QStringLiteral("history")};
    return tables;
}

QStringList skirmishNames(const CampaignService &service)
{
    return service.file() ? db::skirmish::skirmishNames(service.file()->database()) : QStringList();
}

std::optional<Skirmish> openSkirmish(const CampaignService &service, const QString &name,
                                     QString *error)
{
    if (!service.file())
        return std::nullopt;
    return db::skirmish::loadSkirmish(service.file()->database(), name, error);
}

QList<RosterRow> rosterRows(const Skirmish &s)
{
    QList<RosterRow> rows;
    for (const auto &c : s.characters) {
        RosterRow row;
        row.key = c.key;
        row.name = c.profile->name;
        row.side = c.side;
        row.sideName = s.sideName(c.side);
        if (const auto player = s.player(c.side))
            row.player = db::skirmish::playerKey(*player);
        row.health = sk::healthKey(c.state.health);
        row.state = sk::describeState(*c.profile, c.state, s.game());
        row.values = valuesNow(s, c);
        row.hexes = c.hexes.join(QLatin1Char(' '));
        for (const auto &spell : s.spells)
            if (spell.characterId == c.id)
                row.spells << sk::spellName(spell.spell);
        row.caster = c.isCaster();
        row.level = c.level.value_or(0);
        row.ep = c.ep;
        rows.append(row);
    }
    return rows;
}

QString positionText(const Skirmish &s)
{
    return sk::describePosition(s.position);
}

QList<LogLine> skirmishLog(const CampaignService &service, const QString &name, int limit)
{
    return service.file() ? db::skirmish::skirmishLog(service.file()->database(), name, limit)
                          : QList<LogLine>();
}

} // namespace herald::app::skirmish
