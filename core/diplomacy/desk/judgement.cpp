#include "core/diplomacy/desk/judgement.h"

#include "core/diplomacy/adjudicator.h"
#include "core/diplomacy/downfall/builds.h"
#include "core/diplomacy/downfall/leadorders.h"
#include "core/diplomacy/downfall/turn.h"
#include "core/diplomacy/orderparser.h"

#include <QCoreApplication>
#include <QJsonObject>

namespace herald::diplomacy::desk {

using namespace herald::diplomacy;

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::diplomacy::desk::Judgement)
};

QString provinceName(const Variant &v, ProvinceId p)
{
    return p == kNoProvince ? Tr::tr("(convoy)")
                            : QString::fromStdString(v.province(p).abbreviation);
}

/// The core's English sentence for a reason, looked up in the catalogue at run time.
QString reasonText(Reason reason)
{
    const std::string_view text = describe(reason);
    return QCoreApplication::translate("herald::diplomacy::Reason", std::string(text).c_str());
}

} // namespace

OrdersReading readOrders(const Variant &variant, const QString &text, PowerId power)
{
    OrdersReading reading;
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (int i = 0; i < lines.size(); ++i) {
        const QString line = lines.at(i).trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#')))
            continue;
        const std::string utf8 = line.toStdString();
        const OrderParseResult parsed = parseOrder(variant, utf8, power);
        if (!parsed.ok()) {
            reading.errorLine = i + 1;
            reading.error =
                Tr::tr("Line %1: %2")
                    .arg(i + 1)
                    .arg(QString::fromStdString(describe(parsed.error, utf8, parsed.detail)));
            return reading;
        }
        if (parsed.order.power == kNoPower) {
            reading.errorLine = i + 1;
            reading.error =
                Tr::tr("Line %1: \"%2\" does not say which power gives it (write \"England: %2\").")
                    .arg(i + 1)
                    .arg(line);
            return reading;
        }
        if (power != kNoPower && parsed.order.power != power) {
            reading.errorLine = i + 1;
            reading.error =
                Tr::tr("Line %1: \"%2\" is an order of %3, not of %4.")
                    .arg(i + 1)
                    .arg(line, QString::fromStdString(variant.power(parsed.order.power).name),
                         QString::fromStdString(variant.power(power).name));
            return reading;
        }
        reading.orders.push_back(parsed.order);
    }
    return reading;
}

QString outcomeKey(Outcome outcome)
{
    switch (outcome) {
    case Outcome::Succeeded:
        return QStringLiteral("succeeded");
    case Outcome::Failed:
        return QStringLiteral("failed");
    case Outcome::Illegal:
        return QStringLiteral("illegal");
    case Outcome::Void:
        return QStringLiteral("void");
    }
    return {};
}

QString explain(const Variant &v, const OrderResult &r)
{
    QString text;
    const OrderType type = r.order.type;
    switch (r.outcome) {
    case Outcome::Succeeded:
        if (type == OrderType::Move)
            text =
                Tr::tr(
                    "Moves: attack %1 beat defence %2 and the strongest rival move (prevent %3).")
                    .arg(r.attack)
                    .arg(r.opposing)
                    .arg(r.prevent);
        else if (type == OrderType::Hold)
            text = r.reason == Reason::DefaultHold
                       ? Tr::tr("No order: holds with strength %1.").arg(r.defence)
                       : Tr::tr("Holds with strength %1.").arg(r.defence);
        else if (type == OrderType::SupportHold || type == OrderType::SupportMove)
            text = Tr::tr("Support given: nothing cut it.");
        else if (type == OrderType::Convoy)
            text = Tr::tr("Convoys: the fleet was not dislodged.");
        else
            text = Tr::tr("Carried out.");
        break;
    case Outcome::Failed:
        switch (r.reason) {
        case Reason::Bounced:
            text =
                Tr::tr(
                    "Bounced: attack %1 was not stronger than defence %2 or the rival prevent %3 "
                    "(stopped by the unit from %4).")
                    .arg(r.attack)
                    .arg(r.opposing)
                    .arg(r.prevent)
                    .arg(provinceName(v, r.by));
            break;
        case Reason::SupportCut:
            text = Tr::tr("Support cut by the attack from %1.").arg(provinceName(v, r.by));
            break;
        case Reason::SupportDislodged:
            text = Tr::tr("Support lost: the supporter was dislodged by the attack from %1.")
                       .arg(provinceName(v, r.by));
            break;
        default:
            text = Tr::tr("Failed: %1.").arg(reasonText(r.reason));
        }
        break;
    case Outcome::Illegal:
        text = Tr::tr("Illegal, the unit holds: %1.").arg(reasonText(r.reason));
        break;
    case Outcome::Void:
        text = Tr::tr("Void, the unit holds: %1.").arg(reasonText(r.reason));
        break;
    }
    if (r.dislodged)
        text +=
            QLatin1Char(' ') + Tr::tr("Dislodged by the attack from %1 (its hold strength was %2).")
                                   .arg(provinceName(v, r.dislodgedFrom))
                                   .arg(r.defence);
    return text;
}

QString resultPower(const Position &before, const OrderResult &r)
{
    const Variant &v = *before.variant;
    PowerId power = r.order.power;
    if (power == kNoPower && r.order.unit.isValid()) {
        power = before.units[r.order.unit.province].power;
        if (power == kNoPower)
            power = before.dislodged[r.order.unit.province].unit.power;
    }
    return power == kNoPower ? QString() : QString::fromStdString(v.power(power).name);
}

Judgement judge(const Position &position, const std::optional<downfall::HardbopState> &state,
                std::span<const Order> orders)
{
    Judgement j;
    const Variant &v = *position.variant;
    if (state) {
        downfall::TurnResult turn;
        switch (position.phase) {
        case PhaseType::Movement: {
            downfall::TurnOrders turnOrders;
            turnOrders.units.assign(orders.begin(), orders.end());
            turn = downfall::adjudicateMovementTurn(position, *state, turnOrders);
            break;
        }
        case PhaseType::Retreat:
            turn = downfall::adjudicateRetreatTurn(position, *state, orders);
            break;
        case PhaseType::Adjustment:
            turn = downfall::adjudicateAdjustmentTurn(position, *state, orders);
            break;
        }
        j.adjudication = std::move(turn.adjudication);
        j.nextState = std::move(turn.next);
        for (const ProvinceId p : turn.annihilated)
            j.events << Tr::tr("The Balrog of Khazad-Dum destroyed the unit entering from %1.")
                            .arg(provinceName(v, p));
        if (turn.balrogSlain)
            j.events << Tr::tr("Gandalf slew the Balrog and leaves the board for a time.");
    } else {
        j.adjudication = adjudicate(position, orders);
    }
    for (const OrderResult &r : j.adjudication.results)
        j.results.append(resultJson(position, r, state ? &*state : nullptr));
    return j;
}

QJsonObject resultJson(const Position &before, const OrderResult &r,
                       const downfall::HardbopState *state)
{
    const Variant &v = *before.variant;
    const std::string order =
        state ? downfall::formatHardbopOrder(before, *state, r.order) : formatOrder(v, r.order);
    return QJsonObject{
        {QStringLiteral("power"), resultPower(before, r)},
        {QStringLiteral("order"), QString::fromStdString(order)},
        {QStringLiteral("outcome"), outcomeKey(r.outcome)},
        {QStringLiteral("reason"),
         QString::fromUtf8(describe(r.reason).data(), qsizetype(describe(r.reason).size()))},
        {QStringLiteral("explanation"), explain(v, r)},
        {QStringLiteral("attack"), r.attack},
        {QStringLiteral("opposing"), r.opposing},
        {QStringLiteral("prevent"), r.prevent},
        {QStringLiteral("defence"), r.defence},
        {QStringLiteral("by"),
         r.by == kNoProvince ? QJsonValue() : QJsonValue(provinceName(v, r.by))},
        {QStringLiteral("dislodged"), r.dislodged},
        {QStringLiteral("dislodgedFrom"),
         r.dislodged ? QJsonValue(provinceName(v, r.dislodgedFrom)) : QJsonValue()},
    };
}

} // namespace herald::diplomacy::desk
