// ransom.pay at NY-2 (§2.16, I-19, I-20): the owner buys a captive back with areas of his own
// worth at least the captive's level in population points, with no more surplus than his areas
// make necessary. The areas go to the captor nation and the captive, with his items, is active
// on his owner's roster again. Refusals name the problem and the numbers and change nothing.
#include "core/warmaster/characters.h"
#include "core/warmaster/ransom.h"
#include "db/commandregistry.h"
#include "db/warmaster/commandsupport.h"
#include "db/warmaster/monthstore.h"
#include "db/warmaster/nationrepository.h"
#include "db/warmaster/newyearcommands.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QSet>
#include <QSqlQuery>

namespace herald::db {

using namespace herald::warmaster;
using nations::run;

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::db::RansomCommands)
};

QString ransomProblemText(const RansomCheck &check)
{
    switch (check.problem.value_or(RansomProblem::TooLittle)) {
    case RansomProblem::TooLittle:
        return Tr::tr("§2.16 The areas offered are worth %1 population point(s); the captive's "
                      "level is %2, so at least %2 must be ceded.")
            .arg(check.ceded)
            .arg(check.level);
    case RansomProblem::TooMuch:
        return Tr::tr("§2.16, I-20 The areas offered are worth %1 population point(s) for a "
                      "captive of level %2; the owner's areas can pay %3, so no more than %3 "
                      "may be ceded.")
            .arg(check.ceded)
            .arg(check.level)
            .arg(check.leastPossible);
    case RansomProblem::CannotPay:
        return Tr::tr("§2.16, I-20 All the owner's areas together cannot reach the captive's "
                      "level of %1 population point(s): he cannot be ransomed.")
            .arg(check.level);
    case RansomProblem::NotOwned:
        return Tr::tr("§2.16 The offer names more centres of a kind than the owner holds.");
    }
    return {};
}

struct OfferedArea
{
    QString hex;
    QString name;
    PopulationCentre centre = PopulationCentre::Village;
};

/// {captive, areas: [XXYY...]}
CommandOutcome payRansom(CommandContext &context)
{
    if (auto wrongStep = stepRefusal(context, CampaignStep::Ransom))
        return *wrongStep;
    const QJsonValue captiveValue = context.args.value(QStringLiteral("captive"));
    const QJsonValue areasValue = context.args.value(QStringLiteral("areas"));
    if (!captiveValue.isDouble())
        return CommandOutcome::badArguments(
            Tr::tr("The argument \"captive\" (the character's id) is missing."));
    if (!areasValue.isArray())
        return CommandOutcome::badArguments(
            Tr::tr("The argument \"areas\" must list the ceded areas (XXYY)."));
    const qint64 captiveId = captiveValue.toInteger();
    QSqlQuery q(context.db);
    q.prepare(QStringLiteral("SELECT c.name, c.type, c.status, c.nation_id, n.name, "
                             "c.captor_nation_id, k.name FROM character c JOIN nation n ON n.id = "
                             "c.nation_id LEFT JOIN nation k ON k.id = c.captor_nation_id WHERE "
                             "c.id = ?"));
    if (!run(q, {captiveId}))
        return CommandOutcome::storageFailed(q);
    if (!q.next())
        return CommandOutcome::refused(Tr::tr("There is no character %1.").arg(captiveId));
    const QString name = q.value(0).toString();
    const auto type = fromKey<CharacterType>(q.value(1).toString());
    const qint64 ownerId = q.value(3).toLongLong();
    const QString owner = q.value(4).toString();
    const qint64 captorId = q.value(5).toLongLong();
    const QString captor = q.value(6).toString();
    if (q.value(2).toString() != QLatin1String("captured") || q.value(5).isNull() || !type)
        return CommandOutcome::refused(
            Tr::tr("§2.16 %1 of %2 is not held captive: there is nothing to ransom.")
                .arg(name, owner));

    std::vector<OfferedArea> offered;
    QSet<QString> seen;
    for (const QJsonValue &value : areasValue.toArray()) {
        const QString hex = value.toString().trimmed();
        if (seen.contains(hex))
            return CommandOutcome::refused(
                Tr::tr("§2.16 Area %1 is listed twice in the ransom of %2.").arg(hex, name));
        seen.insert(hex);
        q.prepare(QStringLiteral("SELECT a.name, a.centre, a.owner_nation_id, COALESCE(n.name, "
                                 "'') FROM area a LEFT JOIN nation n ON n.id = a.owner_nation_id "
                                 "WHERE a.hex = ?"));
        if (!run(q, {hex}))
            return CommandOutcome::storageFailed(q);
        if (!q.next())
            return CommandOutcome::refused(
                Tr::tr("§2.16 There is no area %1 on the map.").arg(hex));
        if (q.value(2).isNull() || q.value(2).toLongLong() != ownerId)
            return CommandOutcome::refused(
                (q.value(2).isNull()
                     ? Tr::tr("§2.16 Area %1 is uncontrolled: %2 can only cede its own areas.")
                           .arg(hex, owner)
                     : Tr::tr("§2.16 Area %1 belongs to %2: %3 can only cede its own areas.")
                           .arg(hex, q.value(3).toString(), owner)));
        offered.push_back(
            {hex, q.value(0).toString(),
             fromKey<PopulationCentre>(q.value(1).toString()).value_or(PopulationCentre::Village)});
    }

    std::vector<PopulationCentre> owned;
    q.prepare(QStringLiteral("SELECT centre FROM area WHERE owner_nation_id = ?"));
    if (!run(q, {ownerId}))
        return CommandOutcome::storageFailed(q);
    while (q.next())
        owned.push_back(
            fromKey<PopulationCentre>(q.value(0).toString()).value_or(PopulationCentre::Village));
    std::vector<PopulationCentre> centres;
    for (const OfferedArea &area : offered)
        centres.push_back(area.centre);
    const RansomCheck check = checkRansom(*type, centres, owned);
    if (!check.ok())
        //: %1 the problem with its numbers, %2 the captive, %3 his nation, %4 the captor
        return CommandOutcome::refused(Tr::tr("%1 (ransom of %2 of %3 from %4)")
                                           .arg(ransomProblemText(check), name, owner, captor));

    QStringList ceded;
    QStringList hexes;
    for (const OfferedArea &area : offered) {
        hexes << area.hex;
        q.prepare(QStringLiteral("UPDATE area SET owner_nation_id = ? WHERE hex = ?"));
        if (!run(q, {captorId, area.hex}))
            return CommandOutcome::storageFailed(q);
        //: one ceded area: %1 XXYY, %2 its name, %3 its centre ("town"), %4 population points
        ceded << Tr::tr("%1 %2 (%3, %4)")
                     .arg(area.hex, area.name, nameOf(area.centre),
                          QString::number(populationLevel(area.centre)));
    }
    q.prepare(QStringLiteral("UPDATE character SET status = 'active', captor_nation_id = NULL, "
                             "captured_year = NULL, captured_month = NULL WHERE id = ?"));
    if (!run(q, {captiveId}))
        return CommandOutcome::storageFailed(q);
    //: %1 owner nation, %2 captive, %3 captor, %4 the ceded areas, %5 points, %6 level
    CommandOutcome done = CommandOutcome::done(
        Tr::tr("%1 ransoms %2 from %3, ceding %4: %5 population point(s) for level %6 (§2.16)")
            .arg(owner, name, captor, ceded.join(QStringLiteral(", ")),
                 QString::number(check.ceded), QString::number(check.level)),
        {{QStringLiteral("captive"), captiveId},
         {QStringLiteral("name"), name},
         {QStringLiteral("owner"), owner},
         {QStringLiteral("captor"), captor},
         {QStringLiteral("level"), check.level},
         {QStringLiteral("ceded"), check.ceded},
         {QStringLiteral("leastPossible"), check.leastPossible},
         {QStringLiteral("areas"), QJsonArray::fromStringList(hexes)}});
    done.explanation = {check.explain()};
    return done;
}

} // namespace

void registerRansomCommands(CommandRegistry &registry)
{
    registry.add({QStringLiteral("ransom.pay"),
                  QStringLiteral("Buy a captive back at NY-2 with the owner's areas (§2.16, "
                                 "I-19, I-20): {captive, areas}"),
                  payRansom});
}

} // namespace herald::db
