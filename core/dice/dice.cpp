#include "core/dice/dice.h"

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

Roll Dice::roll(const Expression &expression, std::string_view purpose)
{
    Roll r;
    r.purpose = std::string(purpose);
    r.expression = expression;
    r.faces.reserve(static_cast<std::size_t>(expression.count));
    for (int i = 0; i < expression.count; ++i) {
        int face = 0;
        if (!m_typed.empty()) {
            face = m_typed.front();
            if (const std::string problem = checkTypedFace(face, expression.sides);
                !problem.empty())
                throw InvalidEntry(std::string(purpose) + ": " + problem);
            m_typed.pop_front();
            if (face == 0)
                face = 10;
            r.typed = true;
        } else {
            face = m_generator.face(expression.sides);
        }
        r.faces.push_back(face);
        r.total += face;
    }
    r.total += expression.modifier;
    m_rolls.push_back(r);
    return r;
}

int Dice::d(int sides, std::string_view purpose)
{
    return roll(Expression{1, sides, 0}, purpose).total;
}

} // namespace herald::dice
