#include "db/diplomacy/positioncommands.h"

#include "core/diplomacy/downfall/leadorders.h"
#include "core/diplomacy/downfall/positionedit.h"
#include "db/commandregistry.h"
#include "db/commands/arguments.h"
#include "db/diplomacy/gamecommand.h"

#include <QCoreApplication>

#include <functional>

namespace herald::db {

using namespace herald::diplomacy;
using namespace herald::diplomacy::downfall;
using namespace herald::db::diplomacy;

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::db::PositionCommands)
};

/// The core's English sentence for a refusal, looked up in the catalogue at run time.
QString ruleText(EditError error)
{
    return QCoreApplication::translate("herald::diplomacy::downfall::EditError",
                                       std::string(describe(error)).c_str());
}

/// The edit's own arguments read against the game's variant: a refusal, or what to tell.
using Edit = std::function<CommandOutcome(const Game &, Phase &)>;

/// Runs `edit` on the current movement phase of the game the arguments name and stores the
/// board and state it leaves (one command, so one undo).
CommandOutcome editPhase(CommandContext &context, const Edit &edit)
{
    CommandOutcome refusal;
    const auto g = gameArgument(context, refusal);
    if (!g)
        return refusal;
    auto current = currentPhase(context, *g, refusal);
    if (!current)
        return refusal;
    if (current->position.phase != PhaseType::Movement)
        return CommandOutcome::refused(
            Tr::tr("The position is set before a movement phase, not in %1.").arg(current->label));
    CommandOutcome outcome = edit(*g, *current);
    if (outcome.status != CommandStatus::Done)
        return outcome;
    QSqlQuery q(context.db);
    if (!savePhase(q, *current))
        return CommandOutcome::storageFailed(q);
    return outcome;
}

/// A refusal naming the space or unit at fault and the rule (`what` is "Rohan C Wol"...).
CommandOutcome refusedAt(const QString &what, EditError error)
{
    return CommandOutcome::refused(Tr::tr("%1: %2.").arg(what, ruleText(error)));
}

/// The province named by `name` (its coast too: "StP/sc"), or kNoProvince.
Location locationNamed(const Variant &v, const QString &name)
{
    const QStringList parts = name.trimmed().split(QLatin1Char('/'));
    const ProvinceId p = v.findProvince(parts.first().toStdString());
    if (p == kNoProvince || parts.size() > 2)
        return {};
    const CoastId c = parts.size() == 2 ? v.findCoast(p, parts.last().toStdString()) : kNoCoast;
    if (parts.size() == 2 && c == kNoCoast)
        return {};
    return {p, c};
}

QString placeName(const Variant &v, ProvinceId p)
{
    return QString::fromStdString(v.province(p).name);
}

/// The full name, or the abbreviation with its coast for a fleet on split coasts ("StP/sc").
QString placeName(const Variant &v, Location l)
{
    return l.coast == kNoCoast ? placeName(v, l.province)
                               : QString::fromStdString(v.locationName(l));
}

/// Reads the named argument as a location of the game's board, or sets `refusal`.
std::optional<Location> locationArgument(const QJsonObject &args, const QString &key, const Game &g,
                                         CommandOutcome &refusal)
{
    Arguments a(args);
    const auto name = a.text(key);
    if (!a.ok()) {
        refusal = CommandOutcome::badArguments(a.problem());
        return std::nullopt;
    }
    const Location l = locationNamed(*g.variant->variant, *name);
    if (!l.isValid()) {
        refusal = CommandOutcome::badArguments(
            Tr::tr("%1 is not a province of %2.").arg(*name, g.variant->label()));
        return std::nullopt;
    }
    return l;
}

CommandOutcome addUnit(CommandContext &context)
{
    return editPhase(context, [&](const Game &g, Phase &phase) {
        const Variant &v = *g.variant->variant;
        CommandOutcome refusal;
        const auto at = locationArgument(context.args, QStringLiteral("at"), g, refusal);
        if (!at)
            return refusal;
        Arguments args(context.args);
        const auto powerName = args.text(QStringLiteral("power"));
        const auto letter = args.text(QStringLiteral("unit"));
        const auto traits = args.text(QStringLiteral("traits"), false);
        if (!args.ok())
            return CommandOutcome::badArguments(args.problem());
        UnitEdit unit;
        unit.at = *at;
        unit.power = v.findPower(powerName->toStdString());
        if (unit.power == kNoPower)
            return CommandOutcome::badArguments(
                Tr::tr("%1 is not a power of %2.").arg(*powerName, g.variant->label()));
        if (!readUnitLetter(letter->trimmed().toStdString(), unit.kind, unit.traits))
            return CommandOutcome::badArguments(
                Tr::tr("%1 is not a unit: write A, F, C (cavalry), P (pirate), or 2A for a "
                       "Multiple army.")
                    .arg(*letter));
        for (const QString &word :
             traits.value_or(QString()).split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
            if (word.compare(QLatin1String("easterling"), Qt::CaseInsensitive) == 0)
                unit.traits.easterling = true;
            else if (word.compare(QLatin1String("original"), Qt::CaseInsensitive) == 0)
                unit.traits.original = true;
            else
                return CommandOutcome::badArguments(
                    Tr::tr("%1 is not a unit trait: write easterling or original.").arg(word));
        }
        HardbopState *state = phase.state ? &*phase.state : nullptr;
        QString what = QStringLiteral("%1 %2 %3")
                           .arg(QString::fromStdString(v.power(unit.power).name),
                                QString::fromStdString(unitLetter(unit.kind, unit.traits)),
                                QString::fromStdString(v.locationName(unit.at)));
        if (unit.traits.easterling)
            what = Tr::tr("%1, an Easterling").arg(what);
        if (unit.traits.original)
            what = Tr::tr("%1, one of its power's first units").arg(what);
        if (const EditError e = downfall::addUnit(phase.position, state, unit);
            e != EditError::None)
            return refusedAt(what, e);
        return CommandOutcome::done(Tr::tr("%1: %2 set on the board").arg(g.name, what));
    });
}

CommandOutcome removeUnit(CommandContext &context)
{
    return editPhase(context, [&](const Game &g, Phase &phase) {
        CommandOutcome refusal;
        const auto at = locationArgument(context.args, QStringLiteral("at"), g, refusal);
        if (!at)
            return refusal;
        const Variant &v = *g.variant->variant;
        const QString where = placeName(v, at->province);
        if (const EditError e = downfall::removeUnit(
                phase.position, phase.state ? &*phase.state : nullptr, at->province);
            e != EditError::None)
            return refusedAt(where, e);
        return CommandOutcome::done(Tr::tr("%1: the unit in %2 taken off").arg(g.name, where));
    });
}

CommandOutcome moveUnit(CommandContext &context)
{
    return editPhase(context, [&](const Game &g, Phase &phase) {
        CommandOutcome refusal;
        const auto from = locationArgument(context.args, QStringLiteral("from"), g, refusal);
        const auto to =
            from ? locationArgument(context.args, QStringLiteral("to"), g, refusal) : std::nullopt;
        if (!from || !to)
            return refusal;
        const Variant &v = *g.variant->variant;
        const QString what =
            Tr::tr("%1 to %2").arg(placeName(v, from->province), placeName(v, *to));
        if (const EditError e = downfall::moveUnit(
                phase.position, phase.state ? &*phase.state : nullptr, from->province, *to);
            e != EditError::None)
            return refusedAt(what, e);
        return CommandOutcome::done(Tr::tr("%1: unit moved from %2").arg(g.name, what));
    });
}

CommandOutcome setOwner(CommandContext &context)
{
    return editPhase(context, [&](const Game &g, Phase &phase) {
        CommandOutcome refusal;
        const auto at = locationArgument(context.args, QStringLiteral("at"), g, refusal);
        if (!at)
            return refusal;
        Arguments args(context.args);
        const auto powerName = args.text(QStringLiteral("power"));
        if (!args.ok())
            return CommandOutcome::badArguments(args.problem());
        const Variant &v = *g.variant->variant;
        const bool nobody = powerName->trimmed().isEmpty();
        const PowerId power = nobody ? kNoPower : v.findPower(powerName->toStdString());
        if (!nobody && power == kNoPower)
            return CommandOutcome::badArguments(
                Tr::tr("%1 is not a power of %2.").arg(*powerName, g.variant->label()));
        const QString where = placeName(v, at->province);
        if (const EditError e = downfall::setOwner(
                phase.position, phase.state ? &*phase.state : nullptr, at->province, power);
            e != EditError::None)
            return refusedAt(where, e);
        return CommandOutcome::done(
            nobody ? Tr::tr("%1: %2 now belongs to nobody").arg(g.name, where)
                   : Tr::tr("%1: %2 now belongs to %3")
                         .arg(g.name, where, QString::fromStdString(v.power(power).name)));
    });
}

CommandOutcome placePersonality(CommandContext &context)
{
    CommandOutcome refusal;
    if (!downfallGame(context, refusal, Tr::tr("%1 is a standard game: it has no personalities.")))
        return refusal;
    return editPhase(context, [&](const Game &g, Phase &phase) {
        Arguments args(context.args);
        const auto whoName = args.text(QStringLiteral("who"));
        const auto atName = args.text(QStringLiteral("at"));
        if (!args.ok())
            return CommandOutcome::badArguments(args.problem());
        const auto who = findPersonality(whoName->toStdString());
        if (!who)
            return CommandOutcome::badArguments(
                Tr::tr("%1 is not a personality (Sauron, Faramir, Saruman, Gandalf, Ranger, "
                       "Fellowship, Nazgul).")
                    .arg(*whoName));
        const Variant &v = *g.variant->variant;
        const bool offBoard = atName->trimmed().isEmpty();
        const ProvinceId at =
            offBoard ? kNoProvince : v.findProvince(atName->trimmed().toStdString());
        if (!offBoard && at == kNoProvince)
            return CommandOutcome::badArguments(
                Tr::tr("%1 is not a province of %2.").arg(*atName, g.variant->label()));
        const QString name = QString::fromUtf8(personalityName(*who).data());
        if (const EditError e = downfall::placePersonality(v, *phase.state, *who, at);
            e != EditError::None)
            return refusedAt(Tr::tr("%1 in %2").arg(name, placeName(v, at)), e);
        return CommandOutcome::done(
            offBoard ? Tr::tr("%1: %2 taken off the board").arg(g.name, name)
                     : Tr::tr("%1: %2 placed in %3 (hidden)").arg(g.name, name, placeName(v, at)));
    });
}

/// The Ring's states as the "state" argument names them (B9.1).
const QStringList &ringWords()
{
    static const QStringList words{QStringLiteral("hidden"), QStringLiteral("lying"),
                                   QStringLiteral("carried"), QStringLiteral("worn"),
                                   QStringLiteral("destroyed")};
    return words;
}

CommandOutcome setRing(CommandContext &context)
{
    CommandOutcome refusal;
    if (!downfallGame(context, refusal, Tr::tr("%1 is a standard game: it has no Ring.")))
        return refusal;
    return editPhase(context, [&](const Game &g, Phase &phase) {
        Arguments args(context.args);
        const auto stateName = args.text(QStringLiteral("state"));
        const auto atName = args.text(QStringLiteral("at"), false);
        const auto byName = args.text(QStringLiteral("by"), false);
        if (!args.ok())
            return CommandOutcome::badArguments(args.problem());
        const qsizetype status = ringWords().indexOf(stateName->trimmed().toLower());
        if (status < 0)
            return CommandOutcome::badArguments(
                Tr::tr("%1 is not a state of the Ring: write %2.")
                    .arg(*stateName, ringWords().join(QStringLiteral(", "))));
        const Variant &v = *g.variant->variant;
        RingState ring;
        ring.status = RingStatus(status);
        const QString by = byName.value_or(QString()).trimmed();
        if (!by.isEmpty()) {
            ring.personality = findPersonality(by.toStdString());
            if (!ring.personality)
                return CommandOutcome::badArguments(
                    Tr::tr("%1 is not a personality (Sauron, Faramir, Saruman, Gandalf, Ranger, "
                           "Fellowship, Nazgul).")
                        .arg(by));
        }
        const QString at = atName.value_or(QString()).trimmed();
        if (!at.isEmpty()) {
            ring.at = v.findProvince(at.toStdString());
            if (ring.at == kNoProvince)
                return CommandOutcome::badArguments(
                    Tr::tr("%1 is not a province of %2.").arg(at, g.variant->label()));
        }
        QString what = Tr::tr("the Ring %1").arg(ringWords().at(status));
        if (const EditError e = downfall::setRing(phase.position, *phase.state, ring);
            e != EditError::None) {
            if (ring.personality)
                what = Tr::tr("%1 by %2").arg(what, by);
            if (ring.at != kNoProvince)
                what = Tr::tr("%1 in %2").arg(what, placeName(v, ring.at));
            return refusedAt(what, e);
        }
        const RingState &now = phase.state->ring;
        const QString holder =
            now.personality ? QString::fromUtf8(personalityName(*now.personality).data())
            : now.power != kNoPower
                ? Tr::tr("the %1 unit").arg(QString::fromStdString(v.power(now.power).name))
                : QString();
        if (now.status == RingStatus::Destroyed)
            return CommandOutcome::done(Tr::tr("%1: the Ring is unmade").arg(g.name));
        return CommandOutcome::done(
            holder.isEmpty()
                ? Tr::tr("%1: %2 in %3").arg(g.name, what, placeName(v, now.at))
                : Tr::tr("%1: %2 by %3 in %4").arg(g.name, what, holder, placeName(v, now.at)));
    });
}

/// The index of `name` among `names`, ignoring case; -1 when absent.
int indexIn(const std::vector<std::string> &names, const QString &name)
{
    for (std::size_t i = 0; i < names.size(); ++i) {
        if (name.compare(QString::fromStdString(names[i]), Qt::CaseInsensitive) == 0)
            return int(i);
    }
    return -1;
}

CommandOutcome setSeason(CommandContext &context)
{
    return editPhase(context, [&](const Game &g, Phase &phase) {
        Arguments args(context.args);
        const auto monthName = args.text(QStringLiteral("month"), false);
        const auto seasonName = args.text(QStringLiteral("season"));
        const auto year = args.integer(QStringLiteral("year"));
        if (!args.ok())
            return CommandOutcome::badArguments(args.problem());
        const Calendar &c = g.variant->variant->calendar();
        const int month = c.months.empty() ? 0 : indexIn(c.months, monthName.value_or(QString()));
        const int season = indexIn(c.seasons, *seasonName);
        const QString asked =
            QStringLiteral("%1 %2 %3")
                .arg(monthName.value_or(QString()), *seasonName, QString::number(*year))
                .trimmed();
        if (const EditError e = downfall::setSeason(phase.position, month, season, *year);
            e != EditError::None)
            return refusedAt(asked, e);
        phase.label = QString::fromStdString(phaseLabel(phase.position));
        return CommandOutcome::done(Tr::tr("%1: the turn is now %2").arg(g.name, phase.label));
    });
}

} // namespace

void registerPositionCommands(CommandRegistry &registry)
{
    registry.add({QStringLiteral("diplomacy.addUnit"),
                  QStringLiteral("Set a unit on the board before a movement phase: {game, power, "
                                 "unit: A|F|C|P|2A..., at, traits: \"easterling original\"}"),
                  addUnit});
    registry.add({QStringLiteral("diplomacy.removeUnit"),
                  QStringLiteral("Take a unit off the board before a movement phase: {game, at}"),
                  removeUnit});
    registry.add({QStringLiteral("diplomacy.moveUnit"),
                  QStringLiteral("Move a unit with its traits before a movement phase: "
                                 "{game, from, to}"),
                  moveUnit});
    registry.add({QStringLiteral("diplomacy.setOwner"),
                  QStringLiteral("Give a supply centre to a power, or to nobody with power \"\": "
                                 "{game, at, power}"),
                  setOwner});
    registry.add(
        {QStringLiteral("diplomacy.personality"),
         QStringLiteral(
             "Place a hidden Downfall personality, or take it off with at \"\": {game, who, at}"),
         placePersonality});
    registry.add({QStringLiteral("diplomacy.setRing"),
                  QStringLiteral("Set the Ring of a Downfall game: {game, state: "
                                 "hidden|lying|carried|worn|destroyed, at, by (a personality)}"),
                  setRing});
    registry.add({QStringLiteral("diplomacy.setSeason"),
                  QStringLiteral("Set the turn of the current movement phase: "
                                 "{game, month, season, year}"),
                  setSeason});
}

} // namespace herald::db
