#include "core/diplomacy/downfall/stateformat.h"

#include "core/diplomacy/downfall/events.h"
#include "core/diplomacy/downfall/positionedit.h"
#include "core/diplomacy/text.h"

#include <algorithm>
#include <array>

namespace herald::diplomacy::downfall {

namespace {

constexpr std::array<std::string_view, 3> kSides{"Good", "Neutral", "Evil"};
constexpr std::array<std::string_view, 3> kBalrog{"Saruman", "Mordor", "Slain"};
constexpr std::array<std::string_view, 5> kRing{"Hidden", "Lying", "Carried", "Worn", "Destroyed"};

template <std::size_t N>
int indexOf(const std::array<std::string_view, N> &names, std::string_view w)
{
    for (std::size_t i = 0; i < N; ++i) {
        if (text::iequals(names[i], w))
            return static_cast<int>(i);
    }
    return -1;
}

/// A unit line's Hardbop marks, to be checked once the standard reader placed the unit.
struct UnitMark
{
    int line = 0;
    bool dislodged = false;
    std::string where;
    UnitKind kind = UnitKind::Army;
    UnitTraits traits;
};

struct PersonalityMark
{
    int line = 0;
    Personality who = Personality::Gandalf;
    ProvinceId at = kNoProvince;
    bool doubled = false;
    bool retreating = false;
};

class HardbopReader
{
public:
    explicit HardbopReader(const Variant &v) : m_v(v)
    {
        m_state = initialState(v);
        m_state.traits = {};
        m_state.easterlingsOffBoard = 0;
    }

    HardbopPositionParse run(std::string_view source)
    {
        int number = 0;
        while (!source.empty()) {
            ++number;
            const std::size_t end = source.find('\n');
            const std::string_view line = text::trim(source.substr(0, end));
            source = end == std::string_view::npos ? std::string_view() : source.substr(end + 1);
            m_standard += standardLine(number, line);
            m_standard += '\n';
        }
        PositionParseResult standard = parsePosition(m_v, m_standard);
        m_errors.insert(m_errors.end(), standard.errors.begin(), standard.errors.end());
        HardbopPositionParse out;
        if (standard.position && m_errors.empty())
            apply(*standard.position);
        std::stable_sort(
            m_errors.begin(), m_errors.end(),
            [](const PositionError &a, const PositionError &b) { return a.line < b.line; });
        if (m_errors.empty()) {
            out.position = standard.position;
            out.state = m_state;
        }
        out.errors = std::move(m_errors);
        return out;
    }

private:
    void error(int line, PositionErrorCode code, std::string_view detail)
    {
        m_errors.push_back({line, code, std::string(detail)});
    }

    /// The line the standard reader sees: Hardbop records are read here and left out, unit
    /// lines lose their Hardbop letters and marks.
    std::string standardLine(int line, std::string_view raw)
    {
        if (raw.empty() || raw.front() == '#')
            return {};
        std::vector<std::string_view> w = text::words(raw);
        const std::string_view key = w.front();
        if (key == "UNIT" || key == "DISLODGED")
            return unitLine(line, w);
        if (!record(line, w))
            return std::string(raw);
        return {};
    }

    std::string unitLine(int line, std::vector<std::string_view> w)
    {
        UnitMark mark{line, w.front() == "DISLODGED", {}, UnitKind::Army, {}};
        std::erase_if(w, [&](std::string_view word) {
            const bool easterling = text::iequals(word, "EASTERLING");
            const bool original = text::iequals(word, "ORIGINAL");
            mark.traits.easterling = mark.traits.easterling || easterling;
            mark.traits.original = mark.traits.original || original;
            return easterling || original;
        });
        if (w.size() >= 4 && readUnitLetter(w[2], mark.kind, mark.traits)) {
            mark.where = std::string(w[3].substr(0, w[3].find('/')));
            m_units.push_back(mark);
            w[2] = mark.kind == UnitKind::Army                  ? "A"
                   : mark.traits.unitClass == UnitClass::Pirate ? "P"
                                                                : "F";
        }
        std::string out;
        for (const std::string_view word : w)
            out += std::string(word) + ' ';
        return out;
    }

    PowerId power(int line, std::string_view w)
    {
        const PowerId p = m_v.findPower(w);
        if (p == kNoPower)
            error(line, PositionErrorCode::UnknownPower, w);
        return p;
    }

    ProvinceId province(int line, std::string_view w)
    {
        const ProvinceId p = m_v.findProvince(w);
        if (p == kNoProvince)
            error(line, PositionErrorCode::UnknownLocation, w);
        return p;
    }

    std::optional<Personality> personality(int line, std::string_view w)
    {
        const auto who = findPersonality(w);
        if (!who)
            error(line, PositionErrorCode::UnknownWord, w);
        return who;
    }

    bool count(int line, const std::vector<std::string_view> &w, std::size_t min, std::size_t max)
    {
        if (w.size() >= min && w.size() <= max)
            return true;
        error(line, PositionErrorCode::FieldCount, w.front());
        return false;
    }

    std::uint16_t powers(int line, const std::vector<std::string_view> &w)
    {
        std::uint16_t bits = 0;
        for (std::size_t i = 1; i < w.size(); ++i)
            bits = static_cast<std::uint16_t>(bits | powerBit(power(line, w[i])));
        return bits;
    }

    void provinces(int line, const std::vector<std::string_view> &w,
                   std::bitset<kMaxProvinces> &set)
    {
        for (std::size_t i = 1; i < w.size(); ++i) {
            if (const ProvinceId p = province(line, w[i]); p != kNoProvince)
                set.set(p);
        }
    }

    /// A Hardbop record; false when the keyword is none of them.
    bool record(int line, const std::vector<std::string_view> &w)
    {
        const std::string_view key = w.front();
        if (key == "ALIGNMENT") {
            if (!count(line, w, 3, 3))
                return true;
            const PowerId p = power(line, w[1]);
            const int side = indexOf(kSides, w[2]);
            if (side < 0)
                error(line, PositionErrorCode::UnknownWord, w[2]);
            else if (p != kNoPower)
                m_state.alignment[p] = Alignment(side);
        } else if (key == "PERSONALITY") {
            if (!count(line, w, 3, 5))
                return true;
            PersonalityMark mark{line, Personality::Gandalf, province(line, w[2]), false, false};
            const auto who = personality(line, w[1]);
            for (std::size_t i = 3; i < w.size(); ++i) {
                if (text::iequals(w[i], "DOUBLED"))
                    mark.doubled = true;
                else if (text::iequals(w[i], "RETREATING"))
                    mark.retreating = true;
                else
                    error(line, PositionErrorCode::UnknownWord, w[i]);
            }
            if (who && mark.at != kNoProvince) {
                mark.who = *who;
                m_personalities.push_back(mark);
            }
        } else if (key == "ABSENT") {
            int turns = 0;
            if (!count(line, w, 3, 3))
                return true;
            const auto who = personality(line, w[1]);
            if (!text::toInt(w[2], turns) || turns < 0)
                error(line, PositionErrorCode::UnknownWord, w[2]);
            else if (who)
                m_absences.push_back({*who, turns});
        } else if (key == "RING") {
            ringRecord(line, w);
        } else if (key == "BALROG") {
            const int b = count(line, w, 2, 2) ? indexOf(kBalrog, w[1]) : 0;
            if (b < 0)
                error(line, PositionErrorCode::UnknownWord, w[1]);
            else
                m_state.balrog = Balrog(b);
        } else if (key == "ENTS") {
            if (count(line, w, 2, 2) && !text::iequals(w[1], "Alive") &&
                !text::iequals(w[1], "Gone"))
                error(line, PositionErrorCode::UnknownWord, w[1]);
            m_state.entsGone = w.size() == 2 && text::iequals(w[1], "Gone");
        } else if (key == "NAZGULCONTROL") {
            if (count(line, w, 2, 2))
                m_state.nazgulController = power(line, w[1]);
        } else if (key == "FARAMIRLEAVE" || key == "PATHSWALKED") {
            if (count(line, w, 1, 1))
                (key == "PATHSWALKED" ? m_state.pathsWalked : m_state.faramirLeadsRohan) = true;
        } else if (key == "GRUDGE") {
            m_state.rangerGrudges = powers(line, w);
        } else if (key == "ELIMINATED") {
            m_state.eliminated = powers(line, w);
        } else if (key == "TURNSEVIL") {
            m_state.turnsEvil = powers(line, w);
        } else if (key == "NEUTRALISED") {
            provinces(line, w, m_state.neutralised);
        } else if (key == "CENTRELOST") {
            provinces(line, w, m_state.centreLost);
        } else if (key == "GARRISONLOST") {
            provinces(line, w, m_state.garrisonLost);
        } else if (key == "FORTRESSLOST") {
            provinces(line, w, m_state.fortressLost);
        } else if (key == "EASTERLINGS") {
            if (count(line, w, 2, 2) && (!text::toInt(w[1], m_state.easterlingsOffBoard) ||
                                         m_state.easterlingsOffBoard < 0))
                error(line, PositionErrorCode::UnknownWord, w[1]);
        } else {
            return false;
        }
        return true;
    }

    /// RING <state> [<province>] [BY <personality>] [EVERWORN <power>]
    void ringRecord(int line, const std::vector<std::string_view> &w)
    {
        if (!count(line, w, 2, 7))
            return;
        const int status = indexOf(kRing, w[1]);
        if (status < 0) {
            error(line, PositionErrorCode::UnknownWord, w[1]);
            return;
        }
        m_ringLine = line;
        m_ring = RingState{};
        m_ring.status = RingStatus(status);
        for (std::size_t i = 2; i < w.size(); ++i) {
            if (text::iequals(w[i], "BY") && i + 1 < w.size())
                m_ring.personality = personality(line, w[++i]);
            else if (text::iequals(w[i], "EVERWORN") && i + 1 < w.size())
                m_ring.everWornBy = power(line, w[++i]);
            else
                m_ring.at = province(line, w[i]);
        }
    }

    /// The marks gathered, on the board the standard reader gave.
    void apply(const Position &position)
    {
        for (const UnitMark &mark : m_units) {
            const ProvinceId at = m_v.findProvince(mark.where);
            const Unit unit = mark.dislodged ? position.dislodged[at].unit : position.units[at];
            UnitTraits traits = mark.traits;
            if (unit.power == m_v.findPower("Mordor") && unit.kind == UnitKind::Army &&
                m_v.province(at).type == ProvinceType::Offboard)
                traits.easterling = true; // B6.2: the box holds Easterlings only
            const EditError e =
                unitFits(position, &m_state, {unit.power, unit.kind, {at, unit.coast}, traits});
            if (e != EditError::None)
                error(mark.line, PositionErrorCode::BreaksRule, describe(e));
            (mark.dislodged ? m_state.dislodgedTraits : m_state.traits)[at] = traits;
        }
        for (const PersonalityMark &mark : m_personalities) {
            if (const EditError e = placePersonality(m_v, m_state, mark.who, mark.at);
                e != EditError::None) {
                error(mark.line, PositionErrorCode::BreaksRule, describe(e));
                continue;
            }
            PersonalityUnit *placed = m_state.find(mark.who);
            placed->doubled = mark.doubled;
            placed->withDislodged = mark.retreating;
        }
        m_state.absences = m_absences;
        if (m_ringLine == 0)
            return;
        const PowerId everWorn = m_ring.everWornBy;
        if (m_ring.status == RingStatus::Hidden && m_ring.at == kNoProvince) {
            m_state.ring = RingState{}; // not hidden yet
        } else if (const EditError e = setRing(position, m_state, m_ring); e != EditError::None) {
            error(m_ringLine, PositionErrorCode::BreaksRule, describe(e));
            return;
        }
        if (everWorn != kNoPower)
            m_state.ring.everWornBy = everWorn;
    }

    const Variant &m_v;
    HardbopState m_state;
    std::string m_standard;
    std::vector<PositionError> m_errors;
    std::vector<UnitMark> m_units;
    std::vector<PersonalityMark> m_personalities;
    std::vector<Absence> m_absences;
    RingState m_ring;
    int m_ringLine = 0;
};

/// A UNIT or DISLODGED line of the standard writer with the unit's Hardbop letter and marks.
std::string hardbopUnitLine(const Variant &v, const HardbopState &state, std::string_view line)
{
    std::vector<std::string_view> w = text::words(line);
    if (w.size() < 4)
        return std::string(line);
    const ProvinceId at = v.findProvince(w[3].substr(0, w[3].find('/')));
    const UnitTraits &traits = (w[0] == "DISLODGED" ? state.dislodgedTraits : state.traits)[at];
    const UnitKind kind = w[2] == "A" ? UnitKind::Army : UnitKind::Fleet;
    const std::string letter = unitLetter(kind, traits);
    std::string out;
    for (std::size_t i = 0; i < w.size(); ++i)
        out += (i ? " " : "") + (i == 2 ? letter : std::string(w[i]));
    if (traits.easterling)
        out += " EASTERLING";
    if (traits.original)
        out += " ORIGINAL";
    return out;
}

std::string powerList(const Variant &v, std::uint16_t bits)
{
    std::string out;
    for (int p = 0; p < v.powerCount(); ++p) {
        if ((bits >> p) & 1u)
            out += " " + v.power(static_cast<PowerId>(p)).name;
    }
    return out;
}

std::string provinceList(const Variant &v, const std::bitset<kMaxProvinces> &set)
{
    std::string out;
    for (int p = 0; p < v.provinceCount(); ++p) {
        if (set[static_cast<std::size_t>(p)])
            out += " " + v.province(static_cast<ProvinceId>(p)).abbreviation;
    }
    return out;
}

std::string ringLine(const Variant &v, const RingState &ring)
{
    std::string out = "RING " + std::string(kRing[static_cast<std::size_t>(ring.status)]);
    if (ring.personality)
        out += " BY " + std::string(personalityName(*ring.personality));
    else if (ring.at != kNoProvince)
        out += " " + v.province(ring.at).abbreviation;
    if (ring.everWornBy != kNoPower)
        out += " EVERWORN " + v.power(ring.everWornBy).name;
    return out + "\n";
}

} // namespace

HardbopPositionParse parseHardbopPosition(const Variant &variant, std::string_view source)
{
    return HardbopReader(variant).run(source);
}

std::string serializeHardbopPosition(const Position &position, const HardbopState &state)
{
    const Variant &v = *position.variant;
    std::string out;
    std::string_view standard;
    const std::string written = serializePosition(position);
    standard = written;
    while (!standard.empty()) {
        const std::size_t end = standard.find('\n');
        const std::string_view line = standard.substr(0, end);
        standard = end == std::string_view::npos ? std::string_view() : standard.substr(end + 1);
        const bool unit = line.starts_with("UNIT ") || line.starts_with("DISLODGED ");
        out += (unit ? hardbopUnitLine(v, state, line) : std::string(line)) + "\n";
    }
    for (int p = 0; p < v.powerCount(); ++p)
        out += "ALIGNMENT " + v.power(static_cast<PowerId>(p)).name + " " +
               std::string(kSides[static_cast<std::size_t>(state.alignment[p])]) + "\n";
    for (const PersonalityUnit &person : state.personalities) {
        out += "PERSONALITY " + std::string(personalityName(person.who)) + " " +
               v.province(person.at).abbreviation;
        out += person.doubled ? " DOUBLED" : "";
        out += person.withDislodged ? " RETREATING" : "";
        out += "\n";
    }
    for (const Absence &a : state.absences)
        out += "ABSENT " + std::string(personalityName(a.who)) + " " + std::to_string(a.turnsLeft) +
               "\n";
    out += ringLine(v, state.ring);
    out += "BALROG " + std::string(kBalrog[static_cast<std::size_t>(state.balrog)]) + "\n";
    out += std::string("ENTS ") + (state.entsGone ? "Gone" : "Alive") + "\n";
    if (state.nazgulController != kNoPower)
        out += "NAZGULCONTROL " + v.power(state.nazgulController).name + "\n";
    out += state.faramirLeadsRohan ? "FARAMIRLEAVE\n" : "";
    out += state.pathsWalked ? "PATHSWALKED\n" : "";
    const std::pair<const char *, std::uint16_t> powerRecords[] = {{"GRUDGE", state.rangerGrudges},
                                                                   {"ELIMINATED", state.eliminated},
                                                                   {"TURNSEVIL", state.turnsEvil}};
    for (const auto &[key, bits] : powerRecords) {
        if (bits != 0)
            out += key + powerList(v, bits) + "\n";
    }
    const std::pair<const char *, const std::bitset<kMaxProvinces> *> places[] = {
        {"NEUTRALISED", &state.neutralised},
        {"CENTRELOST", &state.centreLost},
        {"GARRISONLOST", &state.garrisonLost},
        {"FORTRESSLOST", &state.fortressLost}};
    for (const auto &[key, set] : places) {
        if (set->any())
            out += key + provinceList(v, *set) + "\n";
    }
    out += "EASTERLINGS " + std::to_string(state.easterlingsOffBoard) + "\n";
    return out;
}

} // namespace herald::diplomacy::downfall
