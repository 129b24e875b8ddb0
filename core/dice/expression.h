#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace herald::dice {

/// A dice expression as the rules write it: "d6", "2d10", "3d6+2", "d20", "d6-1".
///
/// A d10's zero face counts as 10, so a d10 always gives 1 to 10 (a typed 0 is read as 10).
struct Expression
{
    int count = 1;    ///< number of dice, 1..100
    int sides = 6;    ///< faces per die, 2..1000
    int modifier = 0; ///< added once to the sum, -1000..1000

    [[nodiscard]] int minimum() const { return count + modifier; }
    [[nodiscard]] int maximum() const { return count * sides + modifier; }
    /// The canonical spelling: "d6", "2d10+3".
    [[nodiscard]] std::string toString() const;

    friend bool operator==(const Expression &, const Expression &) = default;
};

/// Why an expression could not be read.
enum class ParseError
{
    Empty,        ///< nothing but blanks
    MissingD,     ///< no 'd' between count and sides ("6", "2x6")
    BadCount,     ///< the number of dice is not a whole number from 1 to 100
    BadSides,     ///< the die size is not a whole number from 2 to 1000
    BadModifier,  ///< what follows the die is not "+K" or "-K" with K up to 1000
    TrailingText, ///< something follows a complete expression
};

struct ParseResult
{
    std::optional<Expression> expression;
    ParseError error = ParseError::Empty;
    int position = 0; ///< 0-based character where the problem starts
};

/// Reads an expression; case and blanks around the parts are ignored ("2D6 + 1").
[[nodiscard]] ParseResult parse(std::string_view text);

/// A short English description of a parse error, for logs and the CLI's JSON; the UI
/// translates the enum itself.
[[nodiscard]] std::string describe(ParseError error);

} // namespace herald::dice
