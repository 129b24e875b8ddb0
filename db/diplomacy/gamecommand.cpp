#include "db/diplomacy/gamecommand.h"

#include "core/diplomacy/desk/hardbopstatejson.h"
#include "core/diplomacy/positionformat.h"
#include "db/commands/arguments.h"

#include <QCoreApplication>
#include <QJsonDocument>

namespace herald::db::diplomacy {

using namespace herald::diplomacy;

namespace {

/// The desk commands' translation context (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::db::DiplomacyCommands)
};

} // namespace

QString toText(const QJsonObject &object)
{
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
}

std::optional<Game> gameArgument(CommandContext &context, CommandOutcome &refusal)
{
    Arguments args(context.args);
    const auto id = args.integer(QStringLiteral("game"));
    if (!args.ok()) {
        refusal = CommandOutcome::badArguments(args.problem());
        return std::nullopt;
    }
    auto g = game(context.db, *id);
    if (!g)
        refusal = CommandOutcome::refused(Tr::tr("There is no Diplomacy game %1.").arg(*id));
    return g;
}

std::optional<Game> downfallGame(CommandContext &context, CommandOutcome &refusal,
                                 const QString &standardRefusal)
{
    auto g = gameArgument(context, refusal);
    if (g && !g->isDownfall()) {
        refusal = CommandOutcome::refused(standardRefusal.arg(g->name));
        return std::nullopt;
    }
    return g;
}

std::optional<Phase> currentPhase(CommandContext &context, const Game &g, CommandOutcome &refusal)
{
    auto p = phase(context.db, g, 0);
    if (!p)
        refusal = CommandOutcome::storageFailed(
            Tr::tr("The current phase of \"%1\" cannot be read.").arg(g.name));
    return p;
}

bool saveState(QSqlQuery &q, const Variant &v, const Phase &phase)
{
    q.prepare(QStringLiteral("UPDATE dip_phase SET state = ? WHERE id = ?"));
    q.addBindValue(toText(desk::hardbopStateToJson(v, *phase.state)));
    q.addBindValue(phase.id);
    return q.exec();
}

bool savePhase(QSqlQuery &q, const Phase &phase)
{
    const Variant &v = *phase.position.variant;
    q.prepare(
        QStringLiteral("UPDATE dip_phase SET label = ?, position = ?, state = ? WHERE id = ?"));
    q.addBindValue(QString::fromStdString(phaseLabel(phase.position)));
    q.addBindValue(QString::fromStdString(serializePosition(phase.position)));
    q.addBindValue(phase.state ? toText(desk::hardbopStateToJson(v, *phase.state))
                               : QStringLiteral(""));
    q.addBindValue(phase.id);
    return q.exec();
}

} // namespace herald::db::diplomacy
