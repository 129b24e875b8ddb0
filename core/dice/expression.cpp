#include "core/dice/expression.h"

#include <cctype>

namespace herald::dice {

namespace {

struct Cursor
{
    std::string_view text;
    std::size_t at = 0;

    void skipBlanks()
    {
        while (at < text.size() && std::isspace(static_cast<unsigned char>(text[at])))
            ++at;
    }
    [[nodiscard]] bool done() const { return at >= text.size(); }
    [[nodiscard]] char peek() const { return done() ? '\0' : text[at]; }

    /// Reads a run of digits; empty when there is none. Stops caring past 7 digits so a
    /// huge number is reported as out of range rather than overflowing.
    std::optional<long> number()
    {
        const std::size_t start = at;
        long value = 0;
        while (!done() && std::isdigit(static_cast<unsigned char>(peek()))) {
            if (at - start < 7)
                value = value * 10 + (peek() - '0');
            else
                value = 10'000'000;
            ++at;
        }
        if (at == start)
            return std::nullopt;
        return value;
    }
};

ParseResult failure(ParseError error, std::size_t position)
{
    return ParseResult{std::nullopt, error, static_cast<int>(position)};
}

} // namespace

ParseResult parse(std::string_view text)
{
    Cursor c{text};
    c.skipBlanks();
    if (c.done())
        return failure(ParseError::Empty, 0);

    Expression e;
    const std::size_t countAt = c.at;
    if (auto count = c.number()) {
        if (*count < 1 || *count > 100)
            return failure(ParseError::BadCount, countAt);
        e.count = static_cast<int>(*count);
    }
    c.skipBlanks();
    if (c.peek() != 'd' && c.peek() != 'D')
        return failure(ParseError::MissingD, c.at);
    ++c.at;
    c.skipBlanks();
    const std::size_t sidesAt = c.at;
    const auto sides = c.number();
    if (!sides || *sides < 2 || *sides > 1000)
        return failure(ParseError::BadSides, sidesAt);
    e.sides = static_cast<int>(*sides);

    c.skipBlanks();
    if (c.peek() == '+' || c.peek() == '-') {
        const bool negative = c.peek() == '-';
        const std::size_t signAt = c.at;
        ++c.at;
        c.skipBlanks();
        const auto modifier = c.number();
        if (!modifier || *modifier > 1000)
            return failure(ParseError::BadModifier, signAt);
        e.modifier = static_cast<int>(negative ? -*modifier : *modifier);
        c.skipBlanks();
    }
    if (!c.done())
        return failure(ParseError::TrailingText, c.at);
    return ParseResult{e, ParseError::Empty, 0};
}

std::string Expression::toString() const
{
    std::string s = count == 1 ? std::string() : std::to_string(count);
    s += 'd';
    s += std::to_string(sides);
    if (modifier > 0)
        s += '+' + std::to_string(modifier);
    else if (modifier < 0)
        s += std::to_string(modifier);
    return s;
}

std::string describe(ParseError error)
{
    switch (error) {
    case ParseError::Empty:
        return "the expression is empty";
    case ParseError::MissingD:
        return "expected 'd' between the number of dice and the die size, as in 2d6";
    case ParseError::BadCount:
        return "the number of dice must be a whole number from 1 to 100";
    case ParseError::BadSides:
        return "the die size must be a whole number from 2 to 1000";
    case ParseError::BadModifier:
        return "a modifier must be +K or -K with K a whole number up to 1000";
    case ParseError::TrailingText:
        return "unexpected text after the expression";
    }
    return {};
}

} // namespace herald::dice
