#include "app/services/diplomacy/phasereport.h"

#include "app/services/diplomacy/gamequery.h"
#include "core/diplomacy/desk/personalities.h"
#include "core/diplomacy/downfall/leadorders.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace herald::app::diplomacy {

using namespace herald::diplomacy;
using herald::db::diplomacy::Game;
using herald::db::diplomacy::Phase;
using herald::diplomacy::desk::PrivateNote;

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::app::diplomacy::PhaseReport)
};

QString outcomeText(const QString &key)
{
    if (key == QLatin1String("succeeded"))
        return Tr::tr("succeeded");
    if (key == QLatin1String("failed"))
        return Tr::tr("failed");
    if (key == QLatin1String("illegal"))
        return Tr::tr("illegal");
    return Tr::tr("void");
}

QString resultLine(const QJsonObject &r)
{
    return Tr::tr("%1: %2 — %3. %4")
        .arg(r.value(QStringLiteral("power")).toString(),
             r.value(QStringLiteral("order")).toString(),
             outcomeText(r.value(QStringLiteral("outcome")).toString()),
             r.value(QStringLiteral("explanation")).toString());
}

/// "A Par", or with a Downfall game's `state` "P HUm" for a pirate, "C Edo" for cavalry (B2).
QString unitText(const Variant &v, ProvinceId p, const Unit &u, const downfall::HardbopState *state)
{
    char letter = state ? downfall::classLetter(state->traits[p].unitClass) : '\0';
    if (letter == '\0')
        letter = u.kind == UnitKind::Army ? 'A' : 'F';
    return QStringLiteral("%1 %2").arg(
        QString(QLatin1Char(letter)),
        QString::fromStdString(v.locationName({ProvinceId(p), u.coast})));
}

/// Units and centres of each power on the board after the phase.
ReportSection boardSection(const Position &board, const downfall::HardbopState *state)
{
    const Variant &v = *board.variant;
    ReportSection section{Tr::tr("Units and supply centres after the phase"), {}};
    for (int power = 0; power < v.powerCount(); ++power) {
        QStringList units;
        for (int p = 0; p < v.provinceCount(); ++p) {
            if (board.units[std::size_t(p)].power == power)
                units << unitText(v, ProvinceId(p), board.units[std::size_t(p)], state);
        }
        section.lines << Tr::tr("%1 (%2 centres): %3")
                             .arg(QString::fromStdString(v.power(PowerId(power)).name))
                             .arg(centreCount(board, PowerId(power)))
                             .arg(units.isEmpty() ? Tr::tr("no units")
                                                  : units.join(QStringLiteral(", ")));
    }
    return section;
}

PhaseReport frame(const Game &game, const Phase &phase)
{
    PhaseReport report;
    report.subtitle =
        Tr::tr("%1 — %2%3")
            .arg(game.variant->label(), herald::app::diplomacy::phaseLabel(phase.position),
                 game.variant->reconstructed ? Tr::tr(" — reconstructed map, not the published one")
                                             : QString());
    report.position = phase.position;
    return report;
}

} // namespace

QString PhaseReport::toText() const
{
    QStringList lines{title, subtitle};
    for (const ReportSection &s : sections) {
        lines << QString() << s.heading;
        for (const QString &line : s.lines)
            lines << QStringLiteral("  ") + line;
    }
    return lines.join(QLatin1Char('\n'));
}

QJsonObject PhaseReport::toJson() const
{
    QJsonArray out;
    for (const ReportSection &s : sections)
        out.append(QJsonObject{{QStringLiteral("heading"), s.heading},
                               {QStringLiteral("lines"), QJsonArray::fromStringList(s.lines)}});
    return {{QStringLiteral("title"), title},
            {QStringLiteral("subtitle"), subtitle},
            {QStringLiteral("sections"), out}};
}

PhaseReport publicReport(const Game &game, const Phase &phase, const std::optional<Phase> &next)
{
    PhaseReport report = frame(game, phase);
    report.title = Tr::tr("%1: public report").arg(game.name);
    if (!phase.adjudicated) {
        report.sections.append(
            {Tr::tr("Orders"), {Tr::tr("This phase has not been adjudicated yet.")}});
        return report;
    }
    ReportSection orders{Tr::tr("Orders and results"), {}};
    for (const QJsonValue &r : phase.results) {
        // Secret orders (a hidden personality's step, a Ring pass) go to their power only.
        if (r.toObject().value(QStringLiteral("private")).toBool())
            continue;
        report.results.append(r);
        orders.lines << resultLine(r.toObject());
    }
    report.sections.append(orders);
    if (!phase.events.isEmpty())
        report.sections.append({Tr::tr("Events"), phase.events});
    if (next) {
        report.sections.append(boardSection(next->position, next->state ? &*next->state : nullptr));
        // Sauron is never hidden (spec C1).
        if (next->state) {
            for (const downfall::PersonalityUnit &person : next->state->personalities) {
                if (person.who == downfall::Personality::Sauron)
                    report.sections.append(
                        {Tr::tr("Personalities in plain sight"),
                         {Tr::tr("Sauron is in %1.")
                              .arg(QString::fromStdString(
                                  game.variant->variant->province(person.at).name))}});
            }
        }
    }
    return report;
}

PhaseReport privateReport(const Game &game, const Phase &phase, const std::optional<Phase> &next,
                          const QString &power)
{
    const Variant &v = *game.variant->variant;
    PhaseReport report = frame(game, phase);
    report.title = Tr::tr("%1: private report for %2").arg(game.name, power);
    ReportSection own{Tr::tr("Your orders and results"), {}};
    if (phase.adjudicated) {
        for (const QJsonValue &r : phase.results) {
            if (r.toObject().value(QStringLiteral("power")).toString() == power) {
                own.lines << resultLine(r.toObject());
                report.results.append(r);
            }
        }
    } else {
        own.lines = phase.orders.value(power).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    }
    if (own.lines.isEmpty())
        own.lines << Tr::tr("No orders.");
    report.sections.append(own);
    // Where the reader's hidden personalities stand now (spec C1, C2).
    const auto &stateSource = next ? next->state : phase.state;
    if (stateSource) {
        ReportSection hidden{Tr::tr("Your personalities (hidden from the other powers)"), {}};
        for (const downfall::PersonalityUnit &person : stateSource->personalities) {
            const PowerId owner = desk::ownerOf(v, *stateSource, person.who);
            if (owner == kNoPower || QString::fromStdString(v.power(owner).name) != power)
                continue;
            const QString who = QString::fromUtf8(downfall::personalityName(person.who).data());
            hidden.lines << Tr::tr("%1 is in %2.")
                                .arg(who, QString::fromStdString(v.province(person.at).name));
            report.markers.append({person.at, who});
        }
        if (!hidden.lines.isEmpty())
            report.sections.append(hidden);
    }
    ReportSection encounters{Tr::tr("Encounters"), {}};
    ReportSection hints{Tr::tr("From the game master"), {}};
    for (const PrivateNote &note : phase.notes) {
        if (note.power != power)
            continue;
        (note.kind == QLatin1String("encounter") ? encounters : hints).lines << note.text;
    }
    if (!encounters.lines.isEmpty())
        report.sections.append(encounters);
    if (!hints.lines.isEmpty())
        report.sections.append(hints);
    return report;
}

} // namespace herald::app::diplomacy
