#include "core/dice/dice.h"

#include <algorithm>

namespace herald::dice {

std::string checkTypedFace(int face, int sides)
{
    if (sides == 10 && face == 0)
        return {};
    if (face < 1 || face > sides) {
        std::string range = "1 to " + std::to_string(sides);
        if (sides == 10)
            range = "0 (read as 10) to 10";
        return "a d" + std::to_string(sides) + " cannot show " + std::to_string(face) +
               "; type a value from " + range;
    }
    return {};
}

void Dice::queueTyped(std::vector<int> faces)
{
    m_typed.insert(m_typed.end(), faces.begin(), faces.end());
}

int Dice::nextFace(int sides, std::string_view purpose, bool *typed)
{
    if (m_typed.empty())
        return m_generator.face(sides);
    const int face = m_typed.front();
    if (const std::string problem = checkTypedFace(face, sides); !problem.empty())
        throw InvalidEntry(std::string(purpose) + ": " + problem);
    m_typed.pop_front();
    *typed = true;
    return face == 0 ? 10 : face;
}

Roll Dice::roll(const Expression &expression, std::string_view purpose)
{
    Roll r;
    r.purpose = std::string(purpose);
    r.expression = expression;
    r.faces.reserve(static_cast<std::size_t>(expression.count));
    for (int i = 0; i < expression.count; ++i) {
        const int face = nextFace(expression.sides, purpose, &r.typed);
        r.faces.push_back(face);
        r.total += face;
    }
    r.total += expression.modifier;
    m_rolls.push_back(r);
    return r;
}

Roll Dice::rollSeries(const std::vector<int> &sides, std::string_view notation,
                      std::string_view purpose)
{
    Roll r;
    r.purpose = std::string(purpose);
    r.notation = std::string(notation);
    r.faces.reserve(sides.size());
    for (const int die : sides) {
        const int face = nextFace(die, purpose, &r.typed);
        r.faces.push_back(face);
        r.total += face;
    }
    r.expression = {static_cast<int>(sides.size()),
                    sides.empty() ? 0 : *std::max_element(sides.begin(), sides.end()), 0};
    m_rolls.push_back(r);
    return r;
}

int Dice::d(int sides, std::string_view purpose)
{
    return roll(Expression{1, sides, 0}, purpose).total;
}

} // namespace herald::dice
