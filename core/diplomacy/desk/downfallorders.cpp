#include "core/diplomacy/desk/downfallorders.h"

#include "core/diplomacy/downfall/leadorders.h"

#include <QCoreApplication>

namespace herald::diplomacy::desk {

using namespace herald::diplomacy;
using namespace herald::diplomacy::downfall;

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::diplomacy::desk::DownfallOrders)
};

/// Reads one line into the power's share of the turn; returns the problem, or nothing.
class LineReader
{
public:
    LineReader(const Position &position, const HardbopState &state, PowerId power,
               HardbopTurnOrders &turn)
        : m_pos(position), m_v(*position.variant), m_state(state), m_power(power), m_turn(turn)
    {
    }

    QString read(const QString &line)
    {
        const QStringList words = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        const QString first = words.first().toLower();
        const QString rest = line.section(QLatin1Char(' '), 1, -1, QString::SectionSkipEmpty);
        if (first == QLatin1String("second"))
            return readSecond(rest);
        if (first == QLatin1String("lead") && words.size() > 2)
            return readLead(words.at(1),
                            line.section(QLatin1Char(' '), 2, -1, QString::SectionSkipEmpty));
        if (words.size() > 2 && words.at(1).compare(QLatin1String("L"), Qt::CaseInsensitive) == 0)
            return readLead(words.at(0),
                            line.section(QLatin1Char(' '), 2, -1, QString::SectionSkipEmpty));
        if (first == QLatin1String("gandalf") && words.size() > 1)
            return readGandalf(words.at(1).toLower(),
                               line.section(QLatin1Char(' '), 2, -1, QString::SectionSkipEmpty),
                               false);
        if (first == QLatin1String("fear"))
            return readFear(rest);
        if (first == QLatin1String("step"))
            return readStep(words);
        if (first == QLatin1String("return"))
            return readReturn(words);
        if (first == QLatin1String("nazgul") && words.size() == 3 &&
            words.at(1).toLower() == QLatin1String("flees"))
            return readFlight(words.at(2));
        if (first == QLatin1String("declare"))
            return readDeclaration(rest);
        if (first == QLatin1String("retreat"))
            return readUnitOrder(rest, m_turn.retreats, nullptr);
        if (first == QLatin1String("ents"))
            return readMarch(rest);
        if (first == QLatin1String("neutralise") || first == QLatin1String("neutralize"))
            return readNeutralise(rest);
        if (first == QLatin1String("destroy"))
            return readDestroy(rest);
        if (first == QLatin1String("ring"))
            return readRing(words.mid(1), m_turn.firstPasses);
        if (first == QLatin1String("allow") || first == QLatin1String("forbid"))
            return readFaramirLeave(words);
        return readPlainOrder(line);
    }

    /// Lead orders of the power's own units that no line ordered otherwise give the unit
    /// its order (spec B5: the led unit's order is the one in the Lead order).
    void addLedOrders()
    {
        for (const LeadOrder &lead : m_turn.first.leads) {
            const ProvinceId at = lead.unitOrder.unit.province;
            if (at >= m_v.provinceCount() || m_pos.units[at].power != m_power)
                continue;
            const bool ordered = std::any_of(m_turn.first.units.begin(), m_turn.first.units.end(),
                                             [&](const Order &o) { return o.unit.province == at; });
            if (!ordered) {
                Order o = lead.unitOrder;
                o.power = m_power;
                m_turn.first.units.push_back(o);
            }
        }
    }

private:
    [[nodiscard]] QString powerName(PowerId p) const
    {
        return p == kNoPower ? Tr::tr("nobody") : QString::fromStdString(m_v.power(p).name);
    }

    /// A province by abbreviation or name, ignoring a coast ("StP/nc").
    [[nodiscard]] ProvinceId space(const QString &word) const
    {
        return m_v.findProvince(word.section(QLatin1Char('/'), 0, 0).toStdString());
    }

    QString unknownSpace(const QString &word) const
    {
        return Tr::tr("\"%1\" is not a province of this map").arg(word);
    }

    /// The personality named, owned by this power; or the problem in `problem`.
    std::optional<Personality> ownPersonality(const QString &name, QString &problem) const
    {
        const auto who = findPersonality(name.toStdString());
        if (!who) {
            problem = Tr::tr("\"%1\" is not a personality (Sauron, Faramir, Saruman, Gandalf, "
                             "Ranger, Fellowship, Nazgul)")
                          .arg(name);
            return std::nullopt;
        }
        const PowerId owner = personalityOwner(m_v, m_state, *who);
        if (owner != m_power) {
            problem = Tr::tr("%1 takes orders from %2 only")
                          .arg(QString::fromUtf8(personalityName(*who)), powerName(owner));
            return std::nullopt;
        }
        return who;
    }

    /// An order in the usual notation, with the "C" and "P" letters (B2).
    QString parse(const QString &text, HardbopOrderParse &out) const
    {
        const std::string utf8 = text.toStdString();
        out = parseHardbopOrder(m_v, utf8, m_power);
        if (!out.parsed.ok())
            return QString::fromStdString(describe(out.parsed.error, utf8, out.parsed.detail));
        out.parsed.order.power = m_power;
        return {};
    }

    QString readUnitOrder(const QString &text, std::vector<Order> &into, UnitClass *unitClass)
    {
        HardbopOrderParse parsed;
        if (QString problem = parse(text, parsed); !problem.isEmpty())
            return problem;
        into.push_back(parsed.parsed.order);
        if (unitClass)
            *unitClass = parsed.unitClass;
        return {};
    }

    QString readPlainOrder(const QString &text)
    {
        HardbopOrderParse parsed;
        if (QString problem = parse(text, parsed); !problem.isEmpty())
            return problem;
        const Order &o = parsed.parsed.order;
        const bool adjustment = o.type == OrderType::Build || o.type == OrderType::Remove ||
                                o.type == OrderType::Disband || o.type == OrderType::Waive;
        if (adjustment) {
            m_turn.adjustments.push_back(o);
            m_turn.adjustmentClasses.push_back(parsed.unitClass);
        } else if (o.type == OrderType::Retreat) {
            m_turn.retreats.push_back(o);
        } else {
            m_turn.first.units.push_back(o);
        }
        return {};
    }

    QString readSecond(const QString &rest)
    {
        const QStringList words = rest.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        if (words.isEmpty())
            return Tr::tr("\"Second\" needs a cavalry order, a Gandalf order or a Ring pass");
        const QString first = words.first().toLower();
        if (first == QLatin1String("ring"))
            return readRing(words.mid(1), m_turn.secondPasses);
        if (first == QLatin1String("gandalf") && words.size() > 1)
            return readGandalf(words.at(1).toLower(),
                               rest.section(QLatin1Char(' '), 2, -1, QString::SectionSkipEmpty),
                               true);
        return readUnitOrder(rest, m_turn.secondHalves, nullptr);
    }

    QString readLead(const QString &leader, const QString &order)
    {
        QString problem;
        const auto who = ownPersonality(leader, problem);
        if (!who)
            return problem;
        HardbopOrderParse parsed;
        if (problem = parse(order, parsed); !problem.isEmpty())
            return problem;
        Order unitOrder = parsed.parsed.order;
        unitOrder.power = kNoPower; // the unit may be another power's (B5)
        m_turn.first.leads.push_back({*who, unitOrder});
        return {};
    }

    /// "Gandalf S A Wil-Emy", "Gandalf command A Edo-WEm", "Second Gandalf leads".
    QString readGandalf(const QString &verb, const QString &rest, bool second)
    {
        QString problem;
        if (!ownPersonality(QStringLiteral("Gandalf"), problem))
            return problem;
        if (second && verb == QLatin1String("leads") && rest.isEmpty()) {
            m_turn.gandalfLeadsSecondHalf = true;
            return {};
        }
        if (!second && verb == QLatin1String("command")) {
            HardbopOrderParse parsed;
            const std::string utf8 = rest.toStdString();
            parsed = parseHardbopOrder(m_v, utf8);
            if (!parsed.parsed.ok())
                return QString::fromStdString(
                    describe(parsed.parsed.error, utf8, parsed.parsed.detail));
            m_turn.gandalfCommand = parsed.parsed.order;
            return {};
        }
        if (verb != QLatin1String("s"))
            return second ? Tr::tr("Gandalf's second step takes \"S\" and a cavalry move, or "
                                   "\"leads\"")
                          : Tr::tr("Gandalf's orders are \"S\" (support) and \"command\"");
        // The supported unit's letter is optional; "Wil-Emy" supports a move, "Wil" a hold.
        QStringList words = rest.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        if (!words.isEmpty() && words.first().size() == 1)
            words.removeFirst();
        const QStringList ends = words.join(QString()).split(QLatin1Char('-'));
        if (words.isEmpty() || ends.size() > 2)
            return Tr::tr(
                "write Gandalf's support as \"Gandalf S A Wil\" or \"Gandalf S A Wil-Emy\"");
        GandalfSupport support{space(ends.at(0)),
                               ends.size() == 2 ? space(ends.at(1)) : kNoProvince};
        if (support.target == kNoProvince)
            return unknownSpace(ends.at(0));
        if (ends.size() == 2 && support.destination == kNoProvince)
            return unknownSpace(ends.at(1));
        if (second)
            m_turn.gandalfSecondSupport = support;
        else
            m_turn.first.gandalfSupport = support;
        return {};
    }

    QString readFear(const QString &rest)
    {
        QString problem;
        if (!ownPersonality(QStringLiteral("Nazgul"), problem))
            return problem;
        QStringList words = rest.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        if (!words.isEmpty() && words.first().size() == 1)
            words.removeFirst();
        if (words.size() != 1)
            return Tr::tr("write the Nazgul's fear as \"Fear A Gon\"");
        const ProvinceId target = space(words.first());
        if (target == kNoProvince)
            return unknownSpace(words.first());
        m_turn.first.fear = target;
        return {};
    }

    QString readStep(const QStringList &words)
    {
        if (words.size() < 3 || words.size() > 4)
            return Tr::tr("write a personality's step as \"Step Gandalf Dag\" or, for two steps, "
                          "\"Step Gandalf Dag Emy\"");
        QString problem;
        const auto who = ownPersonality(words.at(1), problem);
        if (!who)
            return problem;
        PersonalityOrder order{*who, {}};
        for (const QString &w : words.mid(2)) {
            const ProvinceId p = space(w);
            if (p == kNoProvince)
                return unknownSpace(w);
            order.path.push_back(p);
        }
        m_turn.personalities.push_back(order);
        return {};
    }

    QString readReturn(const QStringList &words)
    {
        if (words.size() != 3)
            return Tr::tr("write a return as \"Return Gandalf Lam\"");
        QString problem;
        const auto who = ownPersonality(words.at(1), problem);
        if (!who)
            return problem;
        const ProvinceId p = space(words.at(2));
        if (p == kNoProvince)
            return unknownSpace(words.at(2));
        m_turn.returns.emplace_back(*who, p);
        return {};
    }

    QString readFlight(const QString &word)
    {
        QString problem;
        if (!ownPersonality(QStringLiteral("Nazgul"), problem))
            return problem;
        const ProvinceId p = space(word);
        if (p == kNoProvince)
            return unknownSpace(word);
        m_turn.nazgulRetreat = p;
        return {};
    }

    /// Rohan's leave for Faramir to lead its units (interpretation 50): "Allow Faramir" for
    /// this turn, "Allow Faramir always" until "Forbid Faramir".
    QString readFaramirLeave(const QStringList &words)
    {
        const bool allow = words.first().toLower() == QLatin1String("allow");
        const QString how = words.value(2).toLower();
        if (words.value(1).toLower() != QLatin1String("faramir") || words.size() > 3 ||
            (!how.isEmpty() && (!allow || how != QLatin1String("always"))))
            return Tr::tr("Rohan's leave is written \"Allow Faramir\", \"Allow Faramir always\" or "
                          "\"Forbid Faramir\"");
        if (m_v.power(m_power).name != "Rohan")
            return Tr::tr("only Rohan gives Faramir leave to lead its units");
        if (!allow)
            m_turn.faramirStandingLeave = false;
        else if (how.isEmpty())
            m_turn.faramirLeaveThisTurn = true;
        else
            m_turn.faramirStandingLeave = true;
        return {};
    }

    QString readDeclaration(const QString &rest)
    {
        const QString side = rest.trimmed().toLower();
        if (side == QLatin1String("good"))
            m_turn.declarations.emplace_back(m_power, Alignment::Good);
        else if (side == QLatin1String("evil"))
            m_turn.declarations.emplace_back(m_power, Alignment::Evil);
        else
            return Tr::tr("a power declares for \"Good\" or \"Evil\"");
        return {};
    }

    QString readMarch(const QString &rest)
    {
        if (rest.trimmed().toLower() != QLatin1String("march"))
            return Tr::tr("the Ents' order is \"Ents march\"");
        QString problem;
        if (!ownPersonality(QStringLiteral("Fellowship"), problem))
            return problem;
        m_turn.entsMarch = true;
        return {};
    }

    QString readNeutralise(const QString &rest)
    {
        QString problem;
        if (!ownPersonality(QStringLiteral("Ranger"), problem))
            return problem;
        const ProvinceId p = space(rest.trimmed());
        if (p == kNoProvince)
            return unknownSpace(rest.trimmed());
        m_turn.neutralise = p;
        return {};
    }

    QString readDestroy(const QString &rest)
    {
        DestroyOrder order{m_power, std::nullopt};
        if (!rest.trimmed().isEmpty()) {
            order.target = findPersonality(rest.trimmed().toStdString());
            if (!order.target)
                return Tr::tr("\"%1\" is not a personality").arg(rest.trimmed());
        }
        m_turn.destroy.push_back(order);
        return {};
    }

    /// "Ring pass Fellowship", "Ring pass Osg", "Ring wear", "Ring destroy".
    QString readRing(const QStringList &words, std::vector<RingPass> &passes)
    {
        const QString verb = words.isEmpty() ? QString() : words.first().toLower();
        if (verb == QLatin1String("pass") && words.size() == 2) {
            RingPass pass{m_power, findPersonality(words.at(1).toStdString()), kNoProvince};
            if (!pass.personality) {
                pass.to = space(words.at(1));
                if (pass.to == kNoProvince)
                    return unknownSpace(words.at(1));
            }
            passes.push_back(pass);
            return {};
        }
        if (&passes == &m_turn.firstPasses && words.size() == 1) {
            if (verb == QLatin1String("wear")) {
                m_turn.wearRing = m_power;
                return {};
            }
            if (verb == QLatin1String("destroy")) {
                m_turn.destroyRing = m_power;
                return {};
            }
            if (verb == QLatin1String("claim"))
                return Tr::tr("nobody orders a claim: whoever enters the Ring's space takes it, by "
                              "the priority of B9.3");
            if (verb == QLatin1String("hide"))
                return Tr::tr("the game master hides the Ring with the desk's Hide the Ring "
                              "(diplomacy.ring), not in a power's orders");
        }
        return Tr::tr("the Ring's orders are \"Ring pass <personality or space>\", \"Second Ring "
                      "pass ...\", \"Ring wear\" and \"Ring destroy\"");
    }

    const Position &m_pos;
    const Variant &m_v;
    const HardbopState &m_state;
    PowerId m_power;
    HardbopTurnOrders &m_turn;
};

/// The line without a "<power>:" prefix naming `power`; empty `problem` when it is fine.
QString withoutPrefix(const Variant &v, const QString &line, PowerId power, QString &problem)
{
    const qsizetype colon = line.indexOf(QLatin1Char(':'));
    if (colon < 0)
        return line;
    const PowerId named = v.findPower(line.left(colon).trimmed().toStdString());
    if (named == kNoPower)
        return line;
    if (named != power)
        problem = Tr::tr("it is an order of %1, not of %2")
                      .arg(QString::fromStdString(v.power(named).name),
                           QString::fromStdString(v.power(power).name));
    return line.mid(colon + 1).trimmed();
}

template <typename T> void append(std::vector<T> &into, const std::vector<T> &from)
{
    into.insert(into.end(), from.begin(), from.end());
}

template <typename T> void take(std::optional<T> &into, const std::optional<T> &from)
{
    if (from)
        into = from;
}

} // namespace

DownfallOrdersReading readDownfallOrders(const Position &position, const HardbopState &state,
                                         const QString &text, PowerId power)
{
    DownfallOrdersReading reading;
    LineReader reader(position, state, power, reading.turn);
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (int i = 0; i < lines.size(); ++i) {
        const QString written = lines.at(i).simplified();
        if (written.isEmpty() || written.startsWith(QLatin1Char('#')))
            continue;
        QString problem;
        const QString line = withoutPrefix(*position.variant, written, power, problem);
        if (problem.isEmpty() && line.isEmpty())
            problem = Tr::tr("no order after the power's name");
        if (problem.isEmpty())
            problem = reader.read(line);
        if (!problem.isEmpty()) {
            reading.errorLine = i + 1;
            reading.error = Tr::tr("Line %1: \"%2\": %3.").arg(i + 1).arg(written, problem);
            return reading;
        }
        ++reading.count;
    }
    reader.addLedOrders();
    return reading;
}

DownfallOrdersReading readWholeTurn(const Position &position, const HardbopState &state,
                                    const QString &text)
{
    const Variant &v = *position.variant;
    DownfallOrdersReading whole;
    const QStringList lines = text.split(QLatin1Char('\n'));
    // Each power's lines in place, the others blank, so that a problem keeps its line number.
    std::vector<QStringList> byPower(std::size_t(v.powerCount()), QStringList());
    for (QStringList &own : byPower)
        own.resize(lines.size());
    for (int i = 0; i < lines.size(); ++i) {
        const QString line = lines.at(i).simplified();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#')))
            continue;
        const qsizetype colon = line.indexOf(QLatin1Char(':'));
        const PowerId power =
            colon > 0 ? v.findPower(line.left(colon).trimmed().toStdString()) : kNoPower;
        if (power == kNoPower) {
            whole.errorLine = i + 1;
            whole.error =
                Tr::tr("Line %1: \"%2\" does not say which power gives it (write \"Gondor: %2\").")
                    .arg(i + 1)
                    .arg(line);
            return whole;
        }
        byPower[power][i] = line;
    }
    for (int p = 0; p < v.powerCount(); ++p) {
        const DownfallOrdersReading part = readDownfallOrders(
            position, state, byPower[std::size_t(p)].join(QLatin1Char('\n')), PowerId(p));
        if (!part.ok()) {
            whole.errorLine = part.errorLine;
            whole.error = part.error;
            return whole;
        }
        addTurnOrders(whole.turn, part.turn);
        whole.count += part.count;
    }
    return whole;
}

void addTurnOrders(HardbopTurnOrders &whole, const HardbopTurnOrders &part)
{
    append(whole.returns, part.returns);
    append(whole.declarations, part.declarations);
    whole.faramirLeaveThisTurn = whole.faramirLeaveThisTurn || part.faramirLeaveThisTurn;
    take(whole.faramirStandingLeave, part.faramirStandingLeave);
    append(whole.first.units, part.first.units);
    append(whole.first.leads, part.first.leads);
    take(whole.first.fear, part.first.fear);
    take(whole.first.gandalfSupport, part.first.gandalfSupport);
    take(whole.gandalfCommand, part.gandalfCommand);
    append(whole.personalities, part.personalities);
    if (part.nazgulRetreat != kNoProvince)
        whole.nazgulRetreat = part.nazgulRetreat;
    append(whole.retreats, part.retreats);
    append(whole.firstPasses, part.firstPasses);
    append(whole.secondPasses, part.secondPasses);
    append(whole.secondHalves, part.secondHalves);
    take(whole.gandalfSecondSupport, part.gandalfSecondSupport);
    whole.gandalfLeadsSecondHalf = whole.gandalfLeadsSecondHalf || part.gandalfLeadsSecondHalf;
    whole.entsMarch = whole.entsMarch || part.entsMarch;
    take(whole.neutralise, part.neutralise);
    append(whole.adjustments, part.adjustments);
    // Classes line up with adjustments: pad the earlier powers' missing ones as ordinary.
    whole.adjustmentClasses.resize(whole.adjustments.size() - part.adjustments.size(),
                                   UnitClass::Ordinary);
    append(whole.adjustmentClasses, part.adjustmentClasses);
    append(whole.destroy, part.destroy);
    if (part.wearRing != kNoPower)
        whole.wearRing = part.wearRing;
    if (part.destroyRing != kNoPower)
        whole.destroyRing = part.destroyRing;
}

} // namespace herald::diplomacy::desk
