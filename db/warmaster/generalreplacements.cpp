// A fallen general's successor (§6.6, I-21, I-22): read from the fates battle.result stored,
// offered level by level (core/warmaster/generalreplacement.h), chosen with battle.general,
// and awaited by M-4 until chosen.
#include "db/warmaster/generalreplacements.h"

#include "core/warmaster/characterfate.h"
#include "core/warmaster/generalreplacement.h"
#include "db/commandregistry.h"
#include "db/warmaster/commandsupport.h"
#include "db/warmaster/monthstore.h"
#include "db/warmaster/nationrepository.h"

#include <QCoreApplication>
#include <QSqlQuery>

#include <tuple>

namespace herald::db {

using namespace herald::warmaster;
using nations::run;

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::db::GeneralReplacements)
};

/// A general of one of this turn's battles who needs a successor and has none yet.
struct FallenGeneral
{
    qint64 battleId = 0;
    int battle = 0; ///< the battle's number this turn
    qint64 id = 0;
    QString name;
    qint64 nationId = 0;
    QString nation;
    QString fate; ///< "killed" or "captured"
};

std::vector<FallenGeneral> fallenGenerals(const QSqlDatabase &db, int turn)
{
    const CampaignSettings settings = loadSettings(db);
    std::vector<FallenGeneral> fallen;
    QSqlQuery q(db);
    q.prepare(QStringLiteral(
        "SELECT f.battle_id, b.number, c.id, c.name, c.nation_id, n.name, f.fate FROM "
        "battle_character_fate f JOIN pending_battle b ON b.id = f.battle_id JOIN character c ON "
        "c.id = f.character_id JOIN nation n ON n.id = c.nation_id WHERE b.turn = ? AND c.type = "
        "'general' AND f.fate <> 'escaped' AND NOT EXISTS (SELECT 1 FROM general_replacement r "
        "WHERE r.battle_id = f.battle_id AND r.fallen_id = c.id) ORDER BY b.number, f.position"));
    if (!run(q, {turn}))
        return fallen;
    while (q.next()) {
        const FallenGeneral g{q.value(0).toLongLong(), q.value(1).toInt(),
                              q.value(2).toLongLong(), q.value(3).toString(),
                              q.value(4).toLongLong(), q.value(5).toString(),
                              q.value(6).toString()};
        const CharacterFate fate =
            g.fate == QLatin1String("killed") ? CharacterFate::Killed : CharacterFate::Captured;
        if (generalNeedsReplacement(fate, settings))
            fallen.push_back(g);
    }
    return fallen;
}

/// The nation's heroes, by id and name, at each level of §6.6 for the fallen general.
struct Heroes
{
    QStringList presentIds;
    QStringList presentNames;
    QStringList rosterIds;
    QStringList rosterNames;
};

Heroes heroesFor(const QSqlDatabase &db, const FallenGeneral &g, int year)
{
    Heroes heroes;
    // Those who fought in the battle: present on the table, or removed from it and escaped.
    QSqlQuery q(db);
    q.prepare(QStringLiteral(
        "SELECT c.id, c.name FROM character c WHERE c.nation_id = ? AND c.type = 'hero' AND "
        "c.status = 'active' AND (c.id IN (SELECT character_id FROM battle_character_present "
        "WHERE battle_id = ?) OR c.id IN (SELECT character_id FROM battle_character_fate WHERE "
        "battle_id = ? AND fate = 'escaped')) ORDER BY c.id"));
    if (run(q, {g.nationId, g.battleId, g.battleId}))
        while (q.next()) {
            heroes.presentIds << q.value(0).toString();
            heroes.presentNames << q.value(1).toString();
        }
    if (const auto roster = loadRoster(db, g.nationId, year)) {
        for (std::size_t i = 0; i < roster->characterIds.size(); ++i) {
            const RosterCharacter &c = roster->roster.characters[i];
            const QString id = QString::number(roster->characterIds[i]);
            if (c.type == CharacterType::Hero && c.status == CharacterStatus::Active &&
                !heroes.presentIds.contains(id)) {
                heroes.rosterIds << id;
                heroes.rosterNames << c.name;
            }
        }
    }
    return heroes;
}

QStringList namesAt(const Heroes &heroes, ReplacementLevel level)
{
    return level == ReplacementLevel::PresentHero ? heroes.presentNames : heroes.rosterNames;
}

/// The nation's army list entry of the first character of `type`, or "" without one.
QString listEntry(const QSqlDatabase &db, qint64 nationId, CharacterType type)
{
    const auto nation = findNation(db, QString::number(nationId));
    const auto list = nation ? loadArmyList(db, nation->armyListId) : std::nullopt;
    if (list)
        for (const CharacterEntry &entry : list->characters)
            if (entry.type == type)
                return entry.name;
    return {};
}

/// {battle, general, hero?, name?}: the successor of a fallen general, a hero (id or name) or,
/// without one, a royal nephew (named `name`).
CommandOutcome chooseSuccessor(CommandContext &context)
{
    if (stepRefusal(context, CampaignStep::Combats) && stepRefusal(context, CampaignStep::Retreats))
        return CommandOutcome::refused(
            Tr::tr("§6.6 A fallen general's successor is chosen after the battle, at M-3 or "
                   "M-4; the campaign stands elsewhere."));
    const int turn = turnNumber(context.date.year, context.date.month);
    const int battle = context.args.value(QStringLiteral("battle")).toInt();
    const QJsonValue generalRef = context.args.value(QStringLiteral("general"));
    const QJsonValue heroRef = context.args.value(QStringLiteral("hero"));
    std::optional<FallenGeneral> fallen;
    for (const FallenGeneral &g : fallenGenerals(context.db, turn))
        if (g.battle == battle && (generalRef.isDouble() ? g.id == generalRef.toInteger()
                                                         : g.name == generalRef.toString()))
            fallen = g;
    if (!fallen)
        return CommandOutcome::refused(
            Tr::tr("§6.6 \"%1\" is no general of battle %2 waiting for a successor (killed, or "
                   "captured with captureCountsAsDeath, and not yet replaced).")
                .arg(generalRef.toVariant().toString(), QString::number(battle)));

    const Heroes heroes = heroesFor(context.db, *fallen, context.date.year);
    const ReplacementOptions options = replacementOptions(heroes.presentIds, heroes.rosterIds);
    ReplacementLevel level = ReplacementLevel::RoyalNephew;
    QString heroId;
    QString heroName;
    if (!heroRef.isUndefined()) {
        for (const auto &[ids, names, at] :
             {std::tuple{heroes.presentIds, heroes.presentNames, ReplacementLevel::PresentHero},
              std::tuple{heroes.rosterIds, heroes.rosterNames, ReplacementLevel::RosterHero}}) {
            for (qsizetype i = 0; i < ids.size() && heroId.isEmpty(); ++i)
                if (heroRef.isDouble() ? ids.at(i) == QString::number(heroRef.toInteger())
                                       : names.at(i) == heroRef.toString()) {
                    heroId = ids.at(i);
                    heroName = names.at(i);
                    level = at;
                }
        }
        if (heroId.isEmpty())
            return CommandOutcome::refused(
                Tr::tr("§6.6 \"%1\" is no active hero of %2 who could succeed %3. %4.")
                    .arg(heroRef.toVariant().toString(), fallen->nation, fallen->name,
                         options.explain(namesAt(heroes, options.level))));
    }
    if (const auto problem = checkReplacement(options, level, heroId))
        //: %1 the fallen general, %2 the choice's level, %3 what the rule requires
        return CommandOutcome::refused(
            Tr::tr("§6.6 %1 cannot be succeeded by %2 while an earlier choice exists: %3.")
                .arg(fallen->name, replacementName(level),
                     options.explain(namesAt(heroes, options.level))));

    QSqlQuery q(context.db);
    qint64 successor = 0;
    QString successorName;
    if (level == ReplacementLevel::RoyalNephew) {
        successorName = context.args.value(QStringLiteral("name")).toString().trimmed();
        if (successorName.isEmpty())
            successorName = Tr::tr("Royal nephew of %1").arg(fallen->nation);
        const auto roster = loadRoster(context.db, fallen->nationId, context.date.year);
        if (!roster)
            return CommandOutcome::refused(
                Tr::tr("§6.6 %1 has no roster for year %2.")
                    .arg(fallen->nation, QString::number(context.date.year)));
        // I-21: a stand-in with the list's hero profile and +1, free, until the New Year.
        q.prepare(QStringLiteral("INSERT INTO character (nation_id, name, type, list_entry) "
                                 "VALUES (?, ?, 'royalNephew', ?)"));
        if (!run(q, {fallen->nationId, successorName,
                     listEntry(context.db, fallen->nationId, CharacterType::Hero)}))
            return CommandOutcome::storageFailed(q);
        successor = q.lastInsertId().toLongLong();
        q.prepare(QStringLiteral("INSERT INTO roster_character (roster_id, character_id, free) "
                                 "VALUES (?, ?, 1)"));
        if (!run(q, {roster->id, successor}))
            return CommandOutcome::storageFailed(q);
    } else {
        successor = heroId.toLongLong();
        successorName = heroName;
        // I-22: a promoted hero takes the list's general profile unless the setting keeps his.
        const bool generalProfile =
            loadSettings(context.db).promotedHeroProfile == PromotedHeroProfile::General;
        const QString entry = generalProfile
                                  ? listEntry(context.db, fallen->nationId, CharacterType::General)
                                  : QString();
        q.prepare(entry.isEmpty()
                      ? QStringLiteral("UPDATE character SET type = 'general' WHERE id = ?")
                      : QStringLiteral("UPDATE character SET type = 'general', list_entry = ? "
                                       "WHERE id = ?"));
        if (!run(q, entry.isEmpty() ? QVariantList{successor} : QVariantList{entry, successor}))
            return CommandOutcome::storageFailed(q);
    }
    q.prepare(QStringLiteral("UPDATE army SET general_id = ? WHERE general_id = ?"));
    if (!run(q, {successor, fallen->id}))
        return CommandOutcome::storageFailed(q);
    const int armies = q.numRowsAffected();
    q.prepare(QStringLiteral("INSERT INTO general_replacement (battle_id, fallen_id, level, "
                             "successor_id) VALUES (?, ?, ?, ?)"));
    if (!run(q,
             {fallen->battleId, fallen->id, QString::fromLatin1(replacementKey(level)), successor}))
        return CommandOutcome::storageFailed(q);
    //: %1 successor, %2 fallen general, %3 nation, %4 the level in words
    QString summary = Tr::tr("%1 succeeds %2 as a general of %3: %4 (§6.6)")
                          .arg(successorName, fallen->name, fallen->nation, replacementName(level));
    if (armies > 0)
        summary += Tr::tr("; he takes over the army");
    CommandOutcome done = CommandOutcome::done(
        summary, {{QStringLiteral("general"), fallen->id},
                  {QStringLiteral("successor"), successor},
                  {QStringLiteral("name"), successorName},
                  {QStringLiteral("level"), QString::fromLatin1(replacementKey(level))}});
    done.explanation = {options.explain(namesAt(heroes, options.level))};
    return done;
}

} // namespace

void addGeneralsUnreplaced(const QSqlDatabase &db, const warmaster::CampaignDate &date,
                           StepSnapshot &snapshot)
{
    for (const FallenGeneral &g : fallenGenerals(db, turnNumber(date.year, date.month))) {
        const Heroes heroes = heroesFor(db, g, date.year);
        const ReplacementOptions options = replacementOptions(heroes.presentIds, heroes.rosterIds);
        //: %1 general, %2 nation, %3 killed/captured key, %4 battle number, %5 what is offered
        snapshot.add(Awaited::GeneralsUnreplaced,
                     Tr::tr("%1 of %2 (%3 in battle %4; %5; choose with battle.general)")
                         .arg(g.name, g.nation, g.fate, QString::number(g.battle),
                              options.explain(namesAt(heroes, options.level))));
    }
}

void registerGeneralReplacementCommands(CommandRegistry &registry)
{
    registry.add({QStringLiteral("battle.general"),
                  QStringLiteral("A fallen general's successor (§6.6, I-21, I-22): {battle, "
                                 "general, hero?, name?}; no hero: a royal nephew"),
                  chooseSuccessor});
}

} // namespace herald::db
