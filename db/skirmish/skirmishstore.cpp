#include "db/skirmish/skirmishstore.h"

#include "core/skirmish/keywords.h"
#include "core/skirmish/settingsformat.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlError>
#include <QVariant>

#include <algorithm>

namespace herald::db::skirmish {

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::db::skirmish::SkirmishStore)
};

std::optional<int> optionalInt(const QVariant &value)
{
    return value.isNull() ? std::nullopt : std::optional<int>(value.toInt());
}

QVariant nullable(const std::optional<int> &value)
{
    return value ? QVariant(*value) : QVariant(QMetaType(QMetaType::Int));
}

std::optional<sk::Side> sideFromPlayer(const QString &player)
{
    for (sk::Side side : {sk::Side::PlayerA, sk::Side::PlayerB, sk::Side::Adventurers,
                          sk::Side::Krobs, sk::Side::Gharvs})
        if (playerKey(side) == player)
            return side;
    return std::nullopt;
}

bool readSides(const QSqlDatabase &db, Skirmish &s)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral(
        "SELECT key, name, player FROM skirmish_side WHERE skirmish_id = ? ORDER BY id"));
    q.addBindValue(s.id);
    if (!q.exec())
        return false;
    while (q.next())
        s.sides.push_back({q.value(0).toString(), q.value(1).toString(),
                           sideFromPlayer(q.value(2).toString()).value_or(sk::Side::PlayerA)});
    return true;
}

bool readCharacters(const QSqlDatabase &db, Skirmish &s, QString *error)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral(
        "SELECT id, key, profile, side, health, wounds, horse, baby, hexes, stunned_at, "
        "attacks_made, moved, fired_own, fired_phase, level, ep, cast_turn, cast_game_turn, "
        "counter_turn, appeared_at, appearance_shift FROM skirmish_character WHERE skirmish_id = ? "
        "ORDER BY seq"));
    q.addBindValue(s.id);
    if (!q.exec()) {
        *error = q.lastError().text();
        return false;
    }
    while (q.next()) {
        StoredCharacter c;
        c.id = q.value(0).toLongLong();
        c.key = q.value(1).toString();
        c.profile = s.roster->find(q.value(2).toString());
        if (!c.profile) {
            *error = Tr::tr("Skirmish \"%1\": %2's values (%3) are not in its character tables.")
                         .arg(s.name, c.key, q.value(2).toString());
            return false;
        }
        c.side = q.value(3).toString();
        c.state.health = sk::healthFromKey(q.value(4).toString()).value_or(sk::Health::Healthy);
        c.state.wounds = q.value(5).toInt();
        c.state.horse = sk::horseFromKey(q.value(6).toString()).value_or(sk::HorseState::None);
        c.state.baby = q.value(7).toBool();
        c.hexes = q.value(8).toString().split(QLatin1Char(' '), Qt::SkipEmptyParts);
        c.stunnedAt = optionalInt(q.value(9));
        c.attacksMade = q.value(10).toInt();
        c.moved = q.value(11).toBool();
        c.firedOwn = q.value(12).toBool();
        c.firedPhase = q.value(13).toBool();
        c.level = optionalInt(q.value(14));
        c.ep = q.value(15).toInt();
        c.castTurn = optionalInt(q.value(16));
        c.castGameTurn = optionalInt(q.value(17));
        c.counterTurn = optionalInt(q.value(18));
        c.appearedAt = optionalInt(q.value(19));
        c.appearanceShift = optionalInt(q.value(20));
        s.characters.push_back(std::move(c));
    }
    return true;
}

bool readSpells(const QSqlDatabase &db, Skirmish &s)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral(
        "SELECT p.id, p.character_id, p.spell, p.amount, p.cast_at, p.until FROM skirmish_spell p "
        "JOIN skirmish_character c ON c.id = p.character_id WHERE c.skirmish_id = ? ORDER BY "
        "p.id"));
    q.addBindValue(s.id);
    if (!q.exec())
        return false;
    while (q.next()) {
        const auto spell = sk::spellFromKey(q.value(2).toString());
        if (spell)
            s.spells.push_back({q.value(0).toLongLong(), q.value(1).toLongLong(), *spell,
                                q.value(3).toInt(), q.value(4).toInt(), q.value(5).toInt()});
    }
    return true;
}

} // namespace

QString hexesColumn(const QStringList &hexes)
{
    return hexes.isEmpty() ? QStringLiteral("") : hexes.join(QLatin1Char(' '));
}

QString playerKey(sk::Side side)
{
    switch (side) {
    case sk::Side::PlayerA:
        return QStringLiteral("A");
    case sk::Side::PlayerB:
        return QStringLiteral("B");
    case sk::Side::Adventurers:
        return QStringLiteral("Adventurers");
    case sk::Side::Krobs:
        return QStringLiteral("Krobs");
    case sk::Side::Gharvs:
        return QStringLiteral("Gharvs");
    }
    return {};
}

const StoredCharacter *Skirmish::find(const QString &key) const
{
    const auto it = std::find_if(characters.begin(), characters.end(),
                                 [&](const StoredCharacter &c) { return c.key == key; });
    return it == characters.end() ? nullptr : &*it;
}

std::optional<sk::Side> Skirmish::player(const QString &side) const
{
    for (const sk::ScenarioSide &s : sides)
        if (s.id == side)
            return s.player;
    return std::nullopt;
}

QString Skirmish::sideName(const QString &side) const
{
    for (const sk::ScenarioSide &s : sides)
        if (s.id == side)
            return s.name;
    return side;
}

sk::ActiveSpells Skirmish::activeSpells(qint64 characterId) const
{
    sk::ActiveSpells active;
    for (const StoredSpell &s : spells) {
        if (s.characterId != characterId)
            continue;
        switch (s.spell) {
        case sk::Spell::IncreaseOwnAttack:
            active.attackBonus += s.amount;
            break;
        case sk::Spell::IncreaseOwnDefence:
            active.defenceBonus += s.amount;
            break;
        case sk::Spell::IncreaseOwnMovement:
        case sk::Spell::IncreaseMovement:
            active.movementBonus += s.amount;
            break;
        case sk::Spell::DoubleAttack:
            active.attackDoubled = true;
            break;
        case sk::Spell::HalveAttack:
            active.attackHalved = true;
            break;
        case sk::Spell::Immobilization:
            active.immobilized = true;
            break;
        case sk::Spell::MagicCircle:
            active.inMagicCircle = true;
            break;
        default:
            break;
        }
    }
    return active;
}

QStringList skirmishNames(const QSqlDatabase &db)
{
    QStringList names;
    QSqlQuery q(db);
    if (q.exec(QStringLiteral("SELECT name FROM skirmish ORDER BY id")))
        while (q.next())
            names << q.value(0).toString();
    return names;
}

std::optional<Skirmish> loadSkirmish(const QSqlDatabase &db, const QString &name, QString *error)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT id, game, underground, title, homemade, roster, map, "
                             "turn_limit, game_turn, step, scenario FROM skirmish WHERE name = ?"));
    q.addBindValue(name);
    if (!q.exec() || !q.next()) {
        *error = q.lastError().isValid() && q.lastError().type() != QSqlError::NoError
                     ? q.lastError().text()
                     : Tr::tr("There is no skirmish called \"%1\".").arg(name);
        return std::nullopt;
    }
    Skirmish s;
    s.id = q.value(0).toLongLong();
    s.name = name;
    s.position.game = q.value(1).toString() == QLatin1String("DN2") ? sk::Game::DN2 : sk::Game::DN1;
    s.underground = q.value(2).toBool();
    s.title = q.value(3).toString();
    s.homemade = q.value(4).toBool();
    auto roster = sk::parseRoster(q.value(5).toString());
    if (!roster.roster) {
        *error = Tr::tr("Skirmish \"%1\": its character tables do not read (%2).")
                     .arg(name, roster.errors.front().describe());
        return std::nullopt;
    }
    s.roster = std::make_shared<const sk::Roster>(std::move(*roster.roster));
    const QString mapText = q.value(6).toString();
    if (!mapText.isEmpty())
        s.map = sk::parseSkirmishMap(mapText.toUtf8()).map;
    s.turnLimit = q.value(7).toInt();
    QStringList settingsErrors;
    s.settings = sk::scenarioSettings(
        QJsonDocument::fromJson(q.value(10).toString().toUtf8()).object(), &settingsErrors);
    if (!settingsErrors.isEmpty()) {
        *error = Tr::tr("Skirmish \"%1\": %2").arg(name, settingsErrors.first());
        return std::nullopt;
    }
    s.position.gameTurn = q.value(8).toInt();
    s.position.step =
        std::clamp(q.value(9).toInt(), 0, int(sk::gameTurnSteps(s.position.game).size()) - 1);
    if (!readSides(db, s) || !readCharacters(db, s, error) || !readSpells(db, s)) {
        if (error->isEmpty())
            *error = Tr::tr("Skirmish \"%1\" cannot be read.").arg(name);
        return std::nullopt;
    }
    return s;
}

QList<LogLine> skirmishLog(const QSqlDatabase &db, const QString &name, int limit)
{
    QList<LogLine> lines;
    QSqlQuery q(db);
    q.prepare(QStringLiteral(
        "SELECT id, command, summary, explanation FROM history WHERE undone = 0 AND command LIKE "
        "'skirmish.%' AND json_extract(args, '$.skirmish') = ? ORDER BY id DESC LIMIT ?"));
    q.addBindValue(name);
    q.addBindValue(limit);
    if (!q.exec())
        return lines;
    while (q.next()) {
        QStringList explanation;
        for (const QJsonValue &v : QJsonDocument::fromJson(q.value(3).toByteArray()).array())
            explanation << v.toString();
        lines.append(
            {q.value(0).toLongLong(), q.value(1).toString(), q.value(2).toString(), explanation});
    }
    return lines;
}

bool saveCharacter(QSqlQuery &q, const StoredCharacter &c)
{
    q.prepare(QStringLiteral(
        "UPDATE skirmish_character SET health = ?, wounds = ?, horse = ?, baby = ?, hexes = ?, "
        "stunned_at = ?, attacks_made = ?, moved = ?, fired_own = ?, fired_phase = ?, ep = ?, "
        "cast_turn = ?, cast_game_turn = ?, counter_turn = ?, appeared_at = ?, appearance_shift = "
        "? "
        "WHERE id = ?"));
    q.addBindValue(sk::healthKey(c.state.health));
    q.addBindValue(c.state.wounds);
    q.addBindValue(sk::horseKey(c.state.horse));
    q.addBindValue(c.state.baby ? 1 : 0);
    q.addBindValue(hexesColumn(c.hexes));
    q.addBindValue(nullable(c.stunnedAt));
    q.addBindValue(c.attacksMade);
    q.addBindValue(c.moved ? 1 : 0);
    q.addBindValue(c.firedOwn ? 1 : 0);
    q.addBindValue(c.firedPhase ? 1 : 0);
    q.addBindValue(c.isCaster() ? QVariant(c.ep) : QVariant(QMetaType(QMetaType::Int)));
    q.addBindValue(nullable(c.castTurn));
    q.addBindValue(nullable(c.castGameTurn));
    q.addBindValue(nullable(c.counterTurn));
    q.addBindValue(nullable(c.appearedAt));
    q.addBindValue(nullable(c.appearanceShift));
    q.addBindValue(c.id);
    return q.exec();
}

bool savePosition(QSqlQuery &q, const Skirmish &s)
{
    q.prepare(QStringLiteral("UPDATE skirmish SET game_turn = ?, step = ? WHERE id = ?"));
    q.addBindValue(s.position.gameTurn);
    q.addBindValue(s.position.step);
    q.addBindValue(s.id);
    return q.exec();
}

} // namespace herald::db::skirmish
