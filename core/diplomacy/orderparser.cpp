#include "core/diplomacy/orderparser.h"

#include "core/diplomacy/text.h"

#include <vector>

namespace herald::diplomacy {

namespace {

/// Walks the words of one order; every read either succeeds or records the first error.
class OrderReader
{
public:
    OrderReader(const Variant &variant, std::string_view text) : m_variant(variant)
    {
        // "Par-Bur" and "Par -> Bur" become three words, so that spacing never matters.
        for (std::size_t i = 0; i < text.size(); ++i) {
            if (text[i] == '-') {
                m_spaced += " - ";
                if (i + 1 < text.size() && text[i + 1] == '>')
                    ++i;
            } else {
                m_spaced += text[i];
            }
        }
        m_words = text::words(m_spaced);
    }

    [[nodiscard]] bool atEnd() const { return m_next >= m_words.size(); }
    [[nodiscard]] std::string_view peek() const
    {
        return atEnd() ? std::string_view() : m_words[m_next];
    }
    bool take(std::initializer_list<std::string_view> options)
    {
        for (std::string_view o : options) {
            if (!atEnd() && text::iequals(peek(), o)) {
                ++m_next;
                return true;
            }
        }
        return false;
    }
    /// An optional unit letter.
    bool unitKind(UnitKind &kind, bool &given)
    {
        given = true;
        if (take({"A", "army"}))
            kind = UnitKind::Army;
        else if (take({"F", "fleet"}))
            kind = UnitKind::Fleet;
        else
            given = false;
        return given;
    }
    bool location(Location &out)
    {
        if (atEnd())
            return fail(OrderError::MissingLocation, {});
        const std::string_view word = m_words[m_next++];
        const std::size_t cut = word.find_first_of("/(");
        const ProvinceId p = m_variant.findProvince(word.substr(0, cut));
        if (p == kNoProvince)
            return fail(OrderError::UnknownProvince, word);
        out = {p, kNoCoast};
        if (cut == std::string_view::npos)
            return true;
        std::string_view coast = word.substr(cut + 1);
        if (!coast.empty() && coast.back() == ')')
            coast.remove_suffix(1);
        out.coast = m_variant.findCoast(p, coast);
        return out.coast != kNoCoast || fail(OrderError::UnknownCoast, word);
    }
    bool fail(OrderError error, std::string_view detail)
    {
        if (m_error == OrderError::None) {
            m_error = error;
            m_detail = detail;
        }
        return false;
    }
    [[nodiscard]] OrderError error() const { return m_error; }
    [[nodiscard]] const std::string &detail() const { return m_detail; }

private:
    const Variant &m_variant;
    std::string m_spaced;
    std::vector<std::string_view> m_words;
    std::size_t m_next = 0;
    OrderError m_error = OrderError::None;
    std::string m_detail;
};

bool isSupportWord(std::string_view w)
{
    return text::iequals(w, "S") || (w.size() >= 4 && text::iequals(w.substr(0, 4), "supp"));
}

/// Everything after "<unit> <location>".
void readUnitOrder(OrderReader &r, Order &o)
{
    if (r.atEnd() || r.take({"H", "hold", "holds"})) {
        o.type = OrderType::Hold;
    } else if (r.take({"-"})) {
        o.type = OrderType::Move;
        r.location(o.destination);
    } else if (r.take({"R", "retreat", "retreats"})) {
        o.type = OrderType::Retreat;
        r.take({"-", "to"});
        r.location(o.destination);
    } else if (r.take({"D", "disband", "disbands"})) {
        o.type = OrderType::Disband;
    } else if (r.take({"B", "build"})) {
        o.type = OrderType::Build;
    } else if (r.take({"remove"})) {
        o.type = OrderType::Remove;
    } else if (isSupportWord(r.peek())) {
        r.take({r.peek()});
        r.unitKind(o.targetKind, o.targetKindGiven);
        if (!r.location(o.target))
            return;
        if (r.take({"-"})) {
            o.type = OrderType::SupportMove;
            r.location(o.destination);
        } else {
            o.type = OrderType::SupportHold;
            r.take({"H", "hold", "holds"});
        }
    } else if (r.take({"C", "convoy", "convoys"})) {
        o.type = OrderType::Convoy;
        r.unitKind(o.targetKind, o.targetKindGiven);
        if (!r.location(o.target))
            return;
        if (!r.take({"-"})) {
            r.fail(OrderError::MissingMove, r.peek());
            return;
        }
        r.location(o.destination);
    } else {
        r.fail(OrderError::UnknownOrderKind, r.peek());
    }
}

} // namespace

OrderParseResult parseOrder(const Variant &variant, std::string_view text, PowerId power)
{
    OrderParseResult result;
    Order &o = result.order;
    o.power = power;
    std::string_view body = text::trim(text);
    if (const std::size_t colon = body.find(':'); colon != std::string_view::npos) {
        const std::string_view name = text::trim(body.substr(0, colon));
        o.power = variant.findPower(name);
        if (o.power == kNoPower) {
            result.error = OrderError::UnknownPower;
            result.detail = name;
            return result;
        }
        body = text::trim(body.substr(colon + 1));
    }
    if (body.empty()) {
        result.error = OrderError::Empty;
        return result;
    }
    OrderReader r(variant, body);
    if (r.take({"waive", "waives"})) {
        o.type = OrderType::Waive;
    } else if (r.take({"build", "B"})) {
        o.type = OrderType::Build;
        r.unitKind(o.unitKind, o.unitKindGiven);
        r.location(o.unit);
    } else if (r.take({"remove", "disband"})) {
        o.type = OrderType::Remove;
        r.unitKind(o.unitKind, o.unitKindGiven);
        r.location(o.unit);
    } else {
        if (!r.unitKind(o.unitKind, o.unitKindGiven))
            r.fail(OrderError::UnknownUnitKind, r.peek());
        else if (r.location(o.unit))
            readUnitOrder(r, o);
    }
    if (r.error() == OrderError::None && o.type == OrderType::Move &&
        (r.take({"via"}) || r.take({"by"}))) {
        if (r.take({"convoy"}))
            o.viaConvoy = true;
        else
            r.fail(OrderError::TrailingText, r.peek());
    }
    if (r.error() == OrderError::None && !r.atEnd())
        r.fail(OrderError::TrailingText, r.peek());
    result.error = r.error();
    result.detail = r.detail();
    return result;
}

std::string describe(OrderError error, std::string_view orderText, std::string_view detail)
{
    std::string what;
    switch (error) {
    case OrderError::None:
        return {};
    case OrderError::Empty:
        what = "the order is empty";
        break;
    case OrderError::UnknownPower:
        what = "no power is called this";
        break;
    case OrderError::UnknownUnitKind:
        what = "a unit is A (army) or F (fleet)";
        break;
    case OrderError::UnknownProvince:
        what = "no province is called this";
        break;
    case OrderError::UnknownCoast:
        what = "the province has no such coast";
        break;
    case OrderError::MissingLocation:
        what = "a province is missing at the end";
        break;
    case OrderError::UnknownOrderKind:
        what = "expected H, -, S, C, R or D here";
        break;
    case OrderError::MissingMove:
        what = "a convoy names the army's move, as in C A Lon-Bel";
        break;
    case OrderError::TrailingText:
        what = "unexpected words after the order";
        break;
    }
    std::string out = "order \"" + std::string(orderText) + "\": " + what;
    if (!detail.empty())
        out += " (\"" + std::string(detail) + "\")";
    return out;
}

std::string formatOrder(const Variant &variant, const Order &order, UnitLetters letters)
{
    const auto unit = [&](UnitKind kind, char letter, Location at) {
        if (letter == '\0')
            letter = kind == UnitKind::Army ? 'A' : 'F';
        return std::string{letter, ' '} + variant.locationName(at);
    };
    const std::string self = unit(order.unitKind, letters.unit, order.unit);
    // The supported or convoyed unit keeps its letter only if the order gave one.
    const std::string target = order.targetKindGiven
                                   ? unit(order.targetKind, letters.target, order.target)
                                   : variant.locationName(order.target);
    switch (order.type) {
    case OrderType::Hold:
        return self + " H";
    case OrderType::Move:
        return self + "-" + variant.locationName(order.destination) +
               (order.viaConvoy ? " via convoy" : "");
    case OrderType::SupportHold:
        return self + " S " + target;
    case OrderType::SupportMove:
        return self + " S " + target + "-" + variant.locationName(order.destination);
    case OrderType::Convoy:
        return self + " C " + target + "-" + variant.locationName(order.destination);
    case OrderType::Retreat:
        return self + " R " + variant.locationName(order.destination);
    case OrderType::Disband:
        return self + " D";
    case OrderType::Build:
        return "Build " + self;
    case OrderType::Remove:
        return order.unitKindGiven ? "Remove " + self
                                   : "Remove " + variant.locationName(order.unit);
    case OrderType::Waive:
        return "Waive";
    }
    return self;
}

} // namespace herald::diplomacy
