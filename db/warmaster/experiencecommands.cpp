#include "core/warmaster/experience.h"
#include "core/warmaster/unitcategory.h"
#include "db/commandregistry.h"
#include "db/warmaster/commandsupport.h"
#include "db/warmaster/experiencepurchases.h"
#include "db/warmaster/lessercommands.h"
#include "db/warmaster/lesserstore.h"

#include <QCoreApplication>
#include <QSqlQuery>

namespace herald::db {

using namespace herald::warmaster;

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::db::ExperienceCommands)
};

/// The roster line a restoration refills: the one named (from 1), else the first line of the
/// category with a unit lost this year. -1 when none qualifies; the refusal says why.
int restoreLine(const StoredRoster &stored, UnitCategory category, int named, QString *refusal,
                const QString &nation)
{
    const auto &lines = stored.roster.lines;
    if (named > 0) {
        if (named > static_cast<int>(lines.size()) ||
            lines[static_cast<std::size_t>(named - 1)].category != category ||
            lines[static_cast<std::size_t>(named - 1)].lost == 0) {
            *refusal = Tr::tr("§2.15 I-77 %1's roster line %2 has no %3 unit lost this year.")
                           .arg(nation, QString::number(named), nameOf(category).toLower());
            return -1;
        }
        return named - 1;
    }
    for (std::size_t i = 0; i < lines.size(); ++i) {
        if (lines[i].category == category && lines[i].lost > 0)
            return static_cast<int>(i);
    }
    *refusal = Tr::tr("§2.15 I-77 %1 has lost no %2 unit this year: only a lost unit can be "
                      "restored.")
                   .arg(nation, nameOf(category).toLower());
    return -1;
}

/// A purchase of a roll or a draw (§2.15): the honour, the scenario or the magic item.
PurchaseMade madePurchase(CommandContext &context, ExperiencePurchase purchase,
                          const NationRecord &nation)
{
    if (purchase == ExperiencePurchase::BattleHonour)
        return rollBattleHonour(context, nation,
                                context.args.value(QStringLiteral("army")).toVariant().toString());
    if (purchase == ExperiencePurchase::RandomScenario)
        return rollRandomScenario(context, nation);
    return drawMagicItem(context, nation);
}

/// xp.spend (§2.15, §7.8, I-77): one purchase before a battle, paid from the nation's XP.
CommandOutcome spendExperience(CommandContext &context)
{
    const auto nation = nations::nationArgument(context);
    if (!nation.nation)
        return nation.refusal;
    const QString key = context.args.value(QStringLiteral("purchase")).toString();
    const std::optional<ExperiencePurchase> purchase = experiencePurchaseFromKey(key);
    if (!purchase)
        return CommandOutcome::badArguments(Tr::tr("§2.15 The purchase is one of %1, not \"%2\".")
                                                .arg(experiencePurchaseKeys(), key));
    const std::optional<UnitCategory> restores = restoredCategory(*purchase);
    const QString name = nation.nation->name;
    const CampaignSettings settings = loadSettings(context.db);
    const int cost = experienceCost(*purchase, settings);
    const ExperienceLedger ledger = experienceLedger(context.db, nation.nation->id);
    if (!ledger.purchaseSinceLastBattle.isEmpty())
        return CommandOutcome::refused(
            Tr::tr("§2.15 One purchase per battle: %1 already bought \"%2\" for its next battle.")
                .arg(name, ledger.purchaseSinceLastBattle));
    if (ledger.balance < cost)
        return CommandOutcome::refused(Tr::tr("§2.15 %1 has %2 XP; %3 costs %4.")
                                           .arg(name, QString::number(ledger.balance),
                                                experiencePurchaseName(*purchase),
                                                QString::number(cost)));
    QStringList lines;
    QString detail = experiencePurchaseName(*purchase);
    PurchaseMade made;
    QJsonObject result{{QStringLiteral("nation"), name},
                       {QStringLiteral("purchase"), key},
                       {QStringLiteral("cost"), cost}};
    if (restores) {
        const auto stored = loadRoster(context.db, nation.nation->id, context.date.year);
        if (!stored)
            return CommandOutcome::refused(
                Tr::tr("§2.15 %1 has no roster for year %2.").arg(name).arg(context.date.year));
        QString refusal;
        const int line = restoreLine(
            *stored, *restores, context.args.value(QStringLiteral("line")).toInt(), &refusal, name);
        if (line < 0)
            return CommandOutcome::refused(refusal);
        const RosterLine &l = stored->roster.lines[static_cast<std::size_t>(line)];
        QSqlQuery q(context.db);
        q.prepare(QStringLiteral("UPDATE roster_line SET lost = ? WHERE id = ?"));
        if (!nations::run(q, {l.lost - 1, stored->lineIds[static_cast<std::size_t>(line)]}))
            return CommandOutcome::storageFailed(q);
        //: %1 the roster line's number, %2 its unit types, %3 and %4 units lost before and after
        detail = Tr::tr("restored a unit to roster line %1 (%2): lost %3 → %4")
                     .arg(QString::number(line + 1), l.unitTypes.join(QStringLiteral("/")),
                          QString::number(l.lost), QString::number(l.lost - 1));
        result.insert(QStringLiteral("line"), line + 1);
    } else {
        made = madePurchase(context, *purchase, *nation.nation);
        if (made.refusal)
            return *made.refusal;
        detail = made.detail;
        lines << made.lines;
        for (auto it = made.result.constBegin(); it != made.result.constEnd(); ++it)
            result.insert(it.key(), it.value());
    }
    if (const QString failed =
            addExperience(context.db, nation.nation->id, context.date.year, context.date.month,
                          QStringLiteral("purchase"), -cost, key, detail, made.armyId, made.bought);
        !failed.isEmpty())
        return CommandOutcome::storageFailed(failed);
    //: %1 nation, %2 what was bought, %3 XP paid, %4 and %5 the balance before and after
    lines.prepend(
        Tr::tr("§2.15 %1 spends %3 XP (%2): %4 → %5 XP; no other purchase before its next "
               "battle")
            .arg(name, detail, QString::number(cost), QString::number(ledger.balance),
                 QString::number(ledger.balance - cost)));
    result.insert(QStringLiteral("balance"), ledger.balance - cost);
    CommandOutcome done = CommandOutcome::done(
        Tr::tr("%1 spends %2 XP: %3").arg(name, QString::number(cost), detail), result);
    done.explanation = lines;
    return done;
}

} // namespace

void registerExperienceCommands(CommandRegistry &registry)
{
    registry.add({QStringLiteral("xp.spend"),
                  QStringLiteral("One experience purchase before a battle (§2.15, I-77): "
                                 "{nation, purchase, line?, army?}"),
                  spendExperience});
}

} // namespace herald::db
