#include "core/diplomacy/positionformat.h"

#include "core/diplomacy/text.h"

namespace herald::diplomacy {

namespace {

constexpr std::string_view kPhaseNames[] = {"Movement", "Retreat", "Adjustment"};

class PositionReader
{
public:
    explicit PositionReader(const Variant &variant) : m_v(variant)
    {
        m_position.variant = &variant;
        m_position.year = variant.calendar().firstYear;
    }

    PositionParseResult run(std::string_view source)
    {
        int number = 0;
        while (!source.empty()) {
            ++number;
            const std::size_t end = source.find('\n');
            const std::string_view line = text::trim(source.substr(0, end));
            source = end == std::string_view::npos ? std::string_view() : source.substr(end + 1);
            if (!line.empty() && line.front() != '#')
                readLine(number, line, text::words(line));
        }
        PositionParseResult result;
        if (m_errors.empty())
            result.position = m_position;
        result.errors = std::move(m_errors);
        return result;
    }

private:
    void error(int line, PositionErrorCode code, std::string_view detail)
    {
        m_errors.push_back({line, code, std::string(detail)});
    }

    bool expect(int line, const std::vector<std::string_view> &w, std::size_t min, std::size_t max)
    {
        if (w.size() >= min && w.size() <= max)
            return true;
        error(line, PositionErrorCode::FieldCount, w.front());
        return false;
    }

    Location location(int line, std::string_view word)
    {
        const std::size_t slash = word.find('/');
        const ProvinceId p = m_v.findProvince(word.substr(0, slash));
        if (p == kNoProvince) {
            error(line, PositionErrorCode::UnknownLocation, word);
            return {};
        }
        if (slash == std::string_view::npos)
            return {p, kNoCoast};
        const CoastId c = m_v.findCoast(p, word.substr(slash + 1));
        if (c == kNoCoast) {
            error(line, PositionErrorCode::UnknownLocation, word);
            return {};
        }
        return {p, c};
    }

    PowerId power(int line, std::string_view word)
    {
        const PowerId p = m_v.findPower(word);
        if (p == kNoPower)
            error(line, PositionErrorCode::UnknownPower, word);
        return p;
    }

    /// Reads "<Power> <A|F> <location>" starting at w[1].
    bool unit(int line, const std::vector<std::string_view> &w, Unit &out, ProvinceId &at)
    {
        const PowerId owner = power(line, w[1]);
        const Location l = location(line, w[3]);
        if (owner == kNoPower || !l.isValid())
            return false;
        const ProvinceType type = m_v.province(l.province).type;
        // Armies also wait in an off-board box (Hardbop's Easterlings, B6.2).
        if (text::iequals(w[2], "A") &&
            (type == ProvinceType::Land || type == ProvinceType::Coast ||
             type == ProvinceType::Offboard)) {
            out = {owner, UnitKind::Army, kNoCoast};
        } else if (text::iequals(w[2], "F") &&
                   (type == ProvinceType::Sea || type == ProvinceType::Coast) &&
                   (l.coast != kNoCoast || !m_v.hasCoasts(l.province))) {
            out = {owner, UnitKind::Fleet, l.coast};
        } else if (text::iequals(w[2], "P") && type != ProvinceType::Offboard) {
            // Hardbop's pirate (B6.4): a fleet that also goes ashore.
            out = {owner, UnitKind::Fleet, l.coast};
        } else {
            error(line, PositionErrorCode::BadUnit, std::string(w[2]) + " " + std::string(w[3]));
            return false;
        }
        at = l.province;
        return true;
    }

    void readLine(int line, std::string_view raw, const std::vector<std::string_view> &w)
    {
        const std::string_view key = w.front();
        if (key == "VARIANT") {
            const std::string_view name = text::trim(raw.substr(key.size()));
            if (!text::iequals(name, m_v.name()))
                error(line, PositionErrorCode::WrongVariant, name);
        } else if (key == "PHASE") {
            readPhase(line, w);
        } else if (key == "UNIT" || key == "DISLODGED") {
            readUnit(line, w, key == "DISLODGED");
        } else if (key == "STANDOFF") {
            for (std::size_t i = 1; i < w.size(); ++i) {
                const Location l = location(line, w[i]);
                if (l.isValid())
                    m_position.standoffs.set(l.province);
            }
        } else if (key == "OWNER") {
            if (!expect(line, w, 2, 999))
                return;
            const PowerId owner = power(line, w[1]);
            for (std::size_t i = 2; i < w.size(); ++i) {
                const Location l = location(line, w[i]);
                if (!l.isValid())
                    continue;
                if (!m_v.province(l.province).supplyCentre)
                    error(line, PositionErrorCode::NotACentre, w[i]);
                else
                    m_position.owners[l.province] = owner;
            }
        } else {
            error(line, PositionErrorCode::UnknownRecord, key);
        }
    }

    static int indexOf(const std::vector<std::string> &names, std::string_view name)
    {
        for (std::size_t i = 0; i < names.size(); ++i) {
            if (text::iequals(names[i], name))
                return static_cast<int>(i);
        }
        return -1;
    }

    /// PHASE [month] <season> <year> <phase>: the month only with a month calendar.
    void readPhase(int line, const std::vector<std::string_view> &w)
    {
        const Calendar &c = m_v.calendar();
        const std::size_t words = c.months.empty() ? 4 : 5;
        if (!expect(line, w, words, words))
            return;
        const std::size_t first = words - 3;
        const int month = c.months.empty() ? 0 : indexOf(c.months, w[1]);
        const int season = indexOf(c.seasons, w[first]);
        int phase = -1;
        for (int i = 0; i < 3; ++i) {
            if (text::iequals(kPhaseNames[i], w[first + 2]))
                phase = i;
        }
        int year = 0;
        if (month < 0 || season < 0 || phase < 0 || !text::toInt(w[first + 1], year)) {
            error(line, PositionErrorCode::BadPhase, w[first]);
            return;
        }
        m_position.month = month;
        m_position.season = season;
        m_position.year = year;
        m_position.phase = static_cast<PhaseType>(phase);
    }

    void readUnit(int line, const std::vector<std::string_view> &w, bool dislodged)
    {
        const bool from = w.size() == 6 && text::iequals(w[4], "FROM");
        if (!(w.size() == 4 || (dislodged && from))) {
            error(line, PositionErrorCode::FieldCount, w.front());
            return;
        }
        Unit u;
        ProvinceId at = kNoProvince;
        if (!unit(line, w, u, at))
            return;
        if (!dislodged) {
            if (m_position.units[at].exists())
                error(line, PositionErrorCode::Occupied, w[3]);
            m_position.units[at] = u;
            return;
        }
        if (m_position.dislodged[at].unit.exists())
            error(line, PositionErrorCode::Occupied, w[3]);
        m_position.dislodged[at].unit = u;
        m_position.dislodged[at].amphibious = text::iequals(w[2], "P");
        if (from)
            m_position.dislodged[at].attackerFrom = location(line, w[5]).province;
    }

    const Variant &m_v;
    Position m_position;
    std::vector<PositionError> m_errors;
};

/// A unit's power, letter and place. A fleet ashore can only be a pirate (B6.4), and only
/// "P" reads back there.
std::string unitText(const Variant &v, const Unit &u, ProvinceId at, bool amphibious = false)
{
    const bool ashore = v.province(at).type == ProvinceType::Land;
    const char *letter = u.kind == UnitKind::Army ? " A " : (amphibious || ashore) ? " P " : " F ";
    return v.power(u.power).name + letter + v.locationName({at, u.coast});
}

} // namespace

std::string describe(const PositionError &error)
{
    std::string_view what;
    switch (error.code) {
    case PositionErrorCode::UnknownRecord:
        what = "unknown record keyword";
        break;
    case PositionErrorCode::FieldCount:
        what = "wrong number of words";
        break;
    case PositionErrorCode::WrongVariant:
        what = "the position belongs to another variant";
        break;
    case PositionErrorCode::BadPhase:
        what = "expected PHASE <season> <year> Movement|Retreat|Adjustment";
        break;
    case PositionErrorCode::UnknownPower:
        what = "no power is called this";
        break;
    case PositionErrorCode::UnknownLocation:
        what = "no province or coast is called this";
        break;
    case PositionErrorCode::BadUnit:
        what = "not a unit that can stand there";
        break;
    case PositionErrorCode::Occupied:
        what = "a second unit in the same province";
        break;
    case PositionErrorCode::NotACentre:
        what = "only a supply centre has an owner";
        break;
    case PositionErrorCode::UnknownWord:
        what = "not a word this record takes";
        break;
    case PositionErrorCode::BreaksRule:
        what = "breaks a rule of the variant";
        break;
    }
    return "line " + std::to_string(error.line) + ": " + std::string(what) + " (" + error.detail +
           ")";
}

PositionParseResult parsePosition(const Variant &variant, std::string_view source)
{
    return PositionReader(variant).run(source);
}

std::string serializePosition(const Position &position)
{
    const Variant &v = *position.variant;
    std::string out = "VARIANT " + v.name() + "\n";
    out += "PHASE " + phaseLabel(position) + "\n";
    const int n = v.provinceCount();
    for (int p = 0; p < n; ++p) {
        if (position.units[p].exists())
            out += "UNIT " + unitText(v, position.units[p], static_cast<ProvinceId>(p)) + "\n";
    }
    for (int p = 0; p < n; ++p) {
        const DislodgedUnit &d = position.dislodged[p];
        if (!d.unit.exists())
            continue;
        out += "DISLODGED " + unitText(v, d.unit, static_cast<ProvinceId>(p), d.amphibious);
        if (d.attackerFrom != kNoProvince)
            out += " FROM " + v.province(d.attackerFrom).abbreviation;
        out += "\n";
    }
    if (position.standoffs.any()) {
        out += "STANDOFF";
        for (int p = 0; p < n; ++p) {
            if (position.standoffs[p])
                out += " " + v.province(static_cast<ProvinceId>(p)).abbreviation;
        }
        out += "\n";
    }
    for (int power = 0; power < v.powerCount(); ++power) {
        std::string line;
        for (int p = 0; p < n; ++p) {
            if (position.owners[p] == power)
                line += " " + v.province(static_cast<ProvinceId>(p)).abbreviation;
        }
        if (!line.empty())
            out += "OWNER " + v.power(static_cast<PowerId>(power)).name + line + "\n";
    }
    return out;
}

} // namespace herald::diplomacy
