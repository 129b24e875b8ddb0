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

/// What an edit has at hand: the game, its variant, the phase it changes, its arguments.
struct EditScope
{
    const Game &game;
    const Variant &v;
    Phase &phase;
    const QJsonObject &args;
    /// Set when an argument is missing or names nothing on the board.
    CommandOutcome refusal = {};

    /// The Hardbop state of a Downfall game, null for a standard one.
    [[nodiscard]] HardbopState *state() { return phase.state ? &*phase.state : nullptr; }
    /// The argument `key` as a place on the game's board, or nothing with `refusal` set.
    std::optional<Location> location(const QString &key);
    /// A province's full name.
    [[nodiscard]] QString name(ProvinceId p) const
    {
        return QString::fromStdString(v.province(p).name);
    }
    /// The full name, or the abbreviation with its coast for a fleet on split coasts.
    [[nodiscard]] QString name(Location l) const
    {
        return l.coast == kNoCoast ? name(l.province) : QString::fromStdString(v.locationName(l));
    }
};

/// The edit itself: a refusal, or what the history says it did.
using Edit = std::function<CommandOutcome(EditScope &)>;

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
    EditScope scope{*g, *g->variant->variant, *current, context.args};
    CommandOutcome outcome = edit(scope);
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

/// Done with the history line `summary`, or refused naming `what` and the rule broken.
CommandOutcome verdict(EditError error, const QString &what, const QString &summary)
{
    return error == EditError::None ? CommandOutcome::done(summary) : refusedAt(what, error);
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

std::optional<Location> EditScope::location(const QString &key)
{
    Arguments a(args);
    const auto named = a.text(key);
    if (!a.ok()) {
        refusal = CommandOutcome::badArguments(a.problem());
        return std::nullopt;
    }
    const Location l = locationNamed(v, *named);
    if (!l.isValid()) {
        refusal = CommandOutcome::badArguments(
            Tr::tr("%1 is not a province of %2.").arg(*named, game.variant->label()));
        return std::nullopt;
    }
    return l;
}

CommandOutcome addUnit(CommandContext &context)
{
    return editPhase(context, [](EditScope &s) {
        const auto at = s.location(QStringLiteral("at"));
        if (!at)
            return s.refusal;
        Arguments args(s.args);
        const auto powerName = args.text(QStringLiteral("power"));
        const auto letter = args.text(QStringLiteral("unit"));
        const auto traits = args.text(QStringLiteral("traits"), false);
        if (!args.ok())
            return CommandOutcome::badArguments(args.problem());
        UnitEdit unit;
        unit.at = *at;
        unit.power = s.v.findPower(powerName->toStdString());
        if (unit.power == kNoPower)
            return CommandOutcome::badArguments(
                Tr::tr("%1 is not a power of %2.").arg(*powerName, s.game.variant->label()));
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
        QString what = QStringLiteral("%1 %2 %3")
                           .arg(QString::fromStdString(s.v.power(unit.power).name),
                                QString::fromStdString(unitLetter(unit.kind, unit.traits)),
                                QString::fromStdString(s.v.locationName(unit.at)));
        if (unit.traits.easterling)
            what = Tr::tr("%1, an Easterling").arg(what);
        if (unit.traits.original)
            what = Tr::tr("%1, one of its power's first units").arg(what);
        return verdict(downfall::addUnit(s.phase.position, s.state(), unit), what,
                       Tr::tr("%1: %2 set on the board").arg(s.game.name, what));
    });
}

CommandOutcome removeUnit(CommandContext &context)
{
    return editPhase(context, [](EditScope &s) {
        const auto at = s.location(QStringLiteral("at"));
        if (!at)
            return s.refusal;
        const QString where = s.name(at->province);
        return verdict(downfall::removeUnit(s.phase.position, s.state(), at->province), where,
                       Tr::tr("%1: the unit in %2 taken off").arg(s.game.name, where));
    });
}

CommandOutcome moveUnit(CommandContext &context)
{
    return editPhase(context, [](EditScope &s) {
        const auto from = s.location(QStringLiteral("from"));
        const auto to = from ? s.location(QStringLiteral("to")) : std::nullopt;
        if (!from || !to)
            return s.refusal;
        const QString what = Tr::tr("%1 to %2").arg(s.name(from->province), s.name(*to));
        return verdict(downfall::moveUnit(s.phase.position, s.state(), from->province, *to), what,
                       Tr::tr("%1: unit moved from %2").arg(s.game.name, what));
    });
}

CommandOutcome setOwner(CommandContext &context)
{
    return editPhase(context, [](EditScope &s) {
        const auto at = s.location(QStringLiteral("at"));
        if (!at)
            return s.refusal;
        Arguments args(s.args);
        const auto powerName = args.text(QStringLiteral("power"));
        if (!args.ok())
            return CommandOutcome::badArguments(args.problem());
        const bool nobody = powerName->trimmed().isEmpty();
        const PowerId power = nobody ? kNoPower : s.v.findPower(powerName->toStdString());
        if (!nobody && power == kNoPower)
            return CommandOutcome::badArguments(
                Tr::tr("%1 is not a power of %2.").arg(*powerName, s.game.variant->label()));
        const QString where = s.name(at->province);
        return verdict(
            downfall::setOwner(s.phase.position, s.state(), at->province, power), where,
            nobody ? Tr::tr("%1: %2 now belongs to nobody").arg(s.game.name, where)
                   : Tr::tr("%1: %2 now belongs to %3")
                         .arg(s.game.name, where, QString::fromStdString(s.v.power(power).name)));
    });
}

/// The personality called `name`, or nothing with `refusal` set.
std::optional<Personality> personalityArgument(const QString &name, CommandOutcome &refusal)
{
    const auto who = findPersonality(name.trimmed().toStdString());
    if (!who)
        refusal = CommandOutcome::badArguments(
            Tr::tr("%1 is not a personality (Sauron, Faramir, Saruman, Gandalf, Ranger, "
                   "Fellowship, Nazgul).")
                .arg(name));
    return who;
}

CommandOutcome placePersonality(CommandContext &context)
{
    CommandOutcome refusal;
    if (!downfallGame(context, refusal, Tr::tr("%1 is a standard game: it has no personalities.")))
        return refusal;
    return editPhase(context, [](EditScope &s) {
        Arguments args(s.args);
        const auto whoName = args.text(QStringLiteral("who"));
        const auto atName = args.text(QStringLiteral("at"));
        if (!args.ok())
            return CommandOutcome::badArguments(args.problem());
        const auto who = personalityArgument(*whoName, s.refusal);
        if (!who)
            return s.refusal;
        const bool offBoard = atName->trimmed().isEmpty();
        const auto at =
            offBoard ? std::optional<Location>(Location{}) : s.location(QStringLiteral("at"));
        if (!at)
            return s.refusal;
        const QString name = QString::fromUtf8(personalityName(*who).data());
        return verdict(downfall::placePersonality(s.v, *s.phase.state, *who, at->province),
                       offBoard ? name : Tr::tr("%1 in %2").arg(name, s.name(at->province)),
                       offBoard ? Tr::tr("%1: %2 taken off the board").arg(s.game.name, name)
                                : Tr::tr("%1: %2 placed in %3 (hidden)")
                                      .arg(s.game.name, name, s.name(at->province)));
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

/// "the Ring carried by the Dwarves unit in Erebor", "the Ring lying in Orodruin".
QString ringText(const EditScope &s, const RingState &ring)
{
    const QString states[] = {Tr::tr("hidden"), Tr::tr("lying"), Tr::tr("carried"), Tr::tr("worn"),
                              Tr::tr("destroyed")};
    const QString &state = states[int(ring.status)];
    const QString holder =
        ring.personality ? QString::fromUtf8(personalityName(*ring.personality).data())
        : ring.power != kNoPower
            ? Tr::tr("the %1 unit").arg(QString::fromStdString(s.v.power(ring.power).name))
            : QString();
    if (ring.at == kNoProvince)
        return holder.isEmpty() ? Tr::tr("the Ring %1").arg(state)
                                : Tr::tr("the Ring %1 by %2").arg(state, holder);
    return holder.isEmpty() ? Tr::tr("the Ring %1 in %2").arg(state, s.name(ring.at))
                            : Tr::tr("the Ring %1 by %2 in %3").arg(state, holder, s.name(ring.at));
}

CommandOutcome setRing(CommandContext &context)
{
    CommandOutcome refusal;
    if (!downfallGame(context, refusal, Tr::tr("%1 is a standard game: it has no Ring.")))
        return refusal;
    return editPhase(context, [](EditScope &s) {
        Arguments args(s.args);
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
        RingState ring;
        ring.status = RingStatus(status);
        if (!byName.value_or(QString()).trimmed().isEmpty()) {
            ring.personality = personalityArgument(*byName, s.refusal);
            if (!ring.personality)
                return s.refusal;
        }
        if (!atName.value_or(QString()).trimmed().isEmpty()) {
            const auto at = s.location(QStringLiteral("at"));
            if (!at)
                return s.refusal;
            ring.at = at->province;
        }
        if (const EditError e = downfall::setRing(s.phase.position, *s.phase.state, ring);
            e != EditError::None)
            return refusedAt(ringText(s, ring), e);
        return CommandOutcome::done(
            Tr::tr("%1: %2").arg(s.game.name, ringText(s, s.phase.state->ring)));
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
    return editPhase(context, [](EditScope &s) {
        Arguments args(s.args);
        const auto monthName = args.text(QStringLiteral("month"), false);
        const auto seasonName = args.text(QStringLiteral("season"));
        const auto year = args.integer(QStringLiteral("year"));
        if (!args.ok())
            return CommandOutcome::badArguments(args.problem());
        const Calendar &c = s.v.calendar();
        const int month = c.months.empty() ? 0 : indexIn(c.months, monthName.value_or(QString()));
        const int season = indexIn(c.seasons, *seasonName);
        const QString asked =
            QStringLiteral("%1 %2 %3")
                .arg(monthName.value_or(QString()), *seasonName, QString::number(*year))
                .trimmed();
        if (const EditError e = downfall::setSeason(s.phase.position, month, season, *year);
            e != EditError::None)
            return refusedAt(asked, e);
        s.phase.label = QString::fromStdString(phaseLabel(s.phase.position));
        return CommandOutcome::done(
            Tr::tr("%1: the turn is now %2").arg(s.game.name, s.phase.label));
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
