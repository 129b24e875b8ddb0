#include "core/diplomacy/variantformat.h"

#include "core/diplomacy/text.h"

#include <map>
#include <set>
#include <tuple>

namespace herald::diplomacy {

namespace {

constexpr FlagName kProvinceFlags[] = {
    {"FORT", kFlagFort},
    {"FORT_GOOD_ONLY", kFlagFortGoodOnly},
    {"GARRISON", kFlagGarrison},
    {"GARRISON_VS_EVIL", kFlagGarrisonVsEvil},
    {"MARSH", kFlagMarsh},
    {"RANGER_ONLY", kFlagRangerOnly},
    {"BALROG", kFlagBalrog},
    {"ENTS", kFlagEnts},
    {"ORODRUIN", kFlagOrodruin},
    {"EASTERLING_ENTRY", kFlagEasterlingEntry},
    {"DWARF_SPECIAL", kFlagDwarfSpecial},
    {"CORSAIR_FLEET_SITE", kFlagCorsairFleetSite},
};

constexpr FlagName kEdgeFlags[] = {
    {"MOUNTAIN", kEdgeMountain},      {"HOLLIN_EAST", kEdgeHollinEast},
    {"HOLLIN_WEST", kEdgeHollinWest}, {"ONE_WAY", kEdgeOneWay},
    {"SEA_OR_LAKE", kEdgeSeaOrLake},  {"EASTERLING_ENTRY", kEdgeEasterlingEntry},
};

std::uint32_t flagBit(std::span<const FlagName> table, std::string_view name)
{
    for (const FlagName &f : table) {
        if (f.name == name)
            return f.bit;
    }
    return 0;
}

struct LocationPairLess
{
    bool operator()(const std::pair<Location, Location> &x,
                    const std::pair<Location, Location> &y) const
    {
        const auto key = [](const std::pair<Location, Location> &v) {
            return std::tuple(v.first.province, v.first.coast, v.second.province, v.second.coast);
        };
        return key(x) < key(y);
    }
};

struct Line
{
    int number;
    std::vector<std::string_view> fields;
};

/// Collects the records first so that their order in the file does not matter.
class Reader
{
public:
    explicit Reader(std::string_view source) { split(source); }
    VariantParseResult run();

private:
    void split(std::string_view source);
    void error(int line, std::string_view province, std::string_view field, VariantErrorCode code,
               std::string_view detail)
    {
        m_errors.push_back(
            {line, std::string(province), std::string(field), code, std::string(detail)});
    }
    bool expectFields(const Line &l, std::size_t min, std::size_t max);
    void readHeader();
    void readCalendarAndOptions();
    void readPowers();
    void readProvinces();
    void readProvinceFlags(const Line &l, Province &p);
    void readAliases();
    void readEdges();
    void readSpecials();
    void readUnits();
    ProvinceId provinceByAbbreviation(std::string_view name) const;
    /// Reads "abbr" or "abbr/coast"; reports and returns an invalid location on failure.
    Location readLocation(const Line &l, std::string_view text, std::string_view field);

    std::map<std::string, std::vector<Line>> m_records;
    std::vector<VariantError> m_errors;
    std::string m_name, m_version, m_status;
    Calendar m_calendar;
    RuleOptions m_options;
    std::vector<Power> m_powers;
    std::vector<Province> m_provinces;
    std::map<std::string, ProvinceId> m_abbreviations;
    std::vector<std::pair<std::string, ProvinceId>> m_aliases;
    std::vector<Edge> m_edges;
    std::vector<SpecialPassage> m_specials;
    std::vector<StartingUnit> m_units;
};

constexpr std::string_view kRecordKinds[] = {"VARIANT", "CALENDAR", "OPTION",  "POWER", "PROVINCE",
                                             "ALIAS",   "EDGE",     "SPECIAL", "UNIT"};

void Reader::split(std::string_view source)
{
    int number = 0;
    while (!source.empty()) {
        ++number;
        const std::size_t end = source.find('\n');
        const std::string_view raw = source.substr(0, end);
        source = end == std::string_view::npos ? std::string_view() : source.substr(end + 1);
        const std::string_view line = text::trim(raw);
        if (line.empty() || line.front() == '#')
            continue;
        Line l{number, text::splitFields(line, '|')};
        const std::string kind(l.fields.front());
        bool known = false;
        for (std::string_view k : kRecordKinds)
            known = known || k == kind;
        if (!known) {
            error(number, {}, "record", VariantErrorCode::UnknownRecord, kind);
            continue;
        }
        m_records[kind].push_back(std::move(l));
    }
}

bool Reader::expectFields(const Line &l, std::size_t min, std::size_t max)
{
    if (l.fields.size() >= min && l.fields.size() <= max)
        return true;
    error(l.number, l.fields.size() > 1 ? l.fields[1] : std::string_view(), l.fields.front(),
          VariantErrorCode::FieldCount, std::to_string(l.fields.size() - 1) + " fields");
    return false;
}

void Reader::readHeader()
{
    const auto &lines = m_records["VARIANT"];
    if (lines.empty()) {
        error(0, {}, "VARIANT", VariantErrorCode::MissingHeader, {});
        return;
    }
    const Line &l = lines.front();
    if (lines.size() > 1)
        error(lines[1].number, {}, "VARIANT", VariantErrorCode::DuplicateName, "second header");
    if (!expectFields(l, 4, 4))
        return;
    m_name = l.fields[1];
    m_version = l.fields[2];
    m_status = l.fields[3];
}

void Reader::readCalendarAndOptions()
{
    for (const Line &l : m_records["CALENDAR"]) {
        if (!expectFields(l, 3, 4))
            continue;
        int year = 0;
        const auto seasons = text::words(l.fields[2]);
        if (!text::toInt(l.fields[1], year) || seasons.empty()) {
            error(l.number, {}, "CALENDAR", VariantErrorCode::BadCalendar,
                  std::string(l.fields[1]) + " | " + std::string(l.fields[2]));
            continue;
        }
        m_calendar.firstYear = year;
        m_calendar.seasons.assign(seasons.begin(), seasons.end());
        if (l.fields.size() > 3) {
            const auto months = text::words(l.fields[3]);
            m_calendar.months.assign(months.begin(), months.end());
        }
    }
    for (const Line &l : m_records["OPTION"]) {
        if (!expectFields(l, 3, 3))
            continue;
        const std::string_view key = l.fields[1];
        const std::string_view value = l.fields[2];
        if (key == "civil_disorder_distance" && value == "owned_centres") {
            m_options.civilDisorderDistance = CivilDisorderDistance::OwnedCentres;
        } else if (key == "civil_disorder_distance" && value == "home_centres") {
            m_options.civilDisorderDistance = CivilDisorderDistance::HomeCentres;
        } else if (key == "victory_centres" && text::toInt(value, m_options.victoryCentres) &&
                   m_options.victoryCentres > 0) {
        } else {
            error(l.number, {}, key, VariantErrorCode::BadOption, value);
        }
    }
}

void Reader::readPowers()
{
    for (const Line &l : m_records["POWER"]) {
        if (!expectFields(l, 2, 3))
            continue;
        const std::string_view name = l.fields[1];
        if (name.empty() || name.find(' ') != std::string_view::npos) {
            error(l.number, {}, "power name", VariantErrorCode::BadFlagValue, name);
            continue;
        }
        bool duplicate = false;
        for (const Power &p : m_powers)
            duplicate = duplicate || text::iequals(p.name, name);
        if (duplicate) {
            error(l.number, {}, "power name", VariantErrorCode::DuplicateName, name);
            continue;
        }
        if (m_powers.size() >= static_cast<std::size_t>(kMaxPowers)) {
            error(l.number, {}, "POWER", VariantErrorCode::TooMany, name);
            continue;
        }
        m_powers.push_back(
            {std::string(name), std::string(l.fields.size() > 2 ? l.fields[2] : name)});
    }
}

PowerId findPowerIn(const std::vector<Power> &powers, std::string_view name)
{
    for (std::size_t i = 0; i < powers.size(); ++i) {
        if (text::iequals(powers[i].name, name))
            return static_cast<PowerId>(i);
    }
    return kNoPower;
}

void Reader::readProvinceFlags(const Line &l, Province &p)
{
    const std::string_view abbr = l.fields[1];
    for (std::string_view flag : text::words(l.fields[4])) {
        const std::size_t eq = flag.find('=');
        const std::string_view key = flag.substr(0, eq);
        const std::string_view value =
            eq == std::string_view::npos ? std::string_view() : flag.substr(eq + 1);
        if (key == "SC" && eq == std::string_view::npos) {
            p.supplyCentre = true;
        } else if (key == "CENTRES") {
            if (!text::toInt(value, p.centreCount) || p.centreCount < 1)
                error(l.number, abbr, "CENTRES", VariantErrorCode::BadFlagValue, value);
        } else if (key == "HOME" || key == "OWNER") {
            const PowerId power = findPowerIn(m_powers, value);
            if (power == kNoPower)
                error(l.number, abbr, key, VariantErrorCode::UnknownPower, value);
            else
                (key == "HOME" ? p.home : p.startOwner) = power;
        } else if (key == "COASTS") {
            for (std::string_view coast : text::splitFields(value, ','))
                p.coasts.emplace_back(coast);
            if (p.coasts.size() < 2 || p.coasts.size() > static_cast<std::size_t>(kMaxCoasts))
                error(l.number, abbr, "COASTS", VariantErrorCode::BadFlagValue, value);
        } else if (const std::uint32_t bit = flagBit(kProvinceFlags, flag);
                   bit != 0 && eq == std::string_view::npos) {
            p.flags |= bit;
        } else {
            error(l.number, abbr, "flags", VariantErrorCode::UnknownFlag, flag);
        }
    }
    if ((p.home != kNoPower || p.startOwner != kNoPower) && !p.supplyCentre)
        error(l.number, abbr, p.home != kNoPower ? "HOME" : "OWNER",
              VariantErrorCode::HomeWithoutCentre, {});
    if (!p.coasts.empty() && p.type != ProvinceType::Coast)
        error(l.number, abbr, "COASTS", VariantErrorCode::BadFlagValue, "only a coast has coasts");
}

void Reader::readProvinces()
{
    for (const Line &l : m_records["PROVINCE"]) {
        if (!expectFields(l, 5, 6))
            continue;
        const std::string_view abbr = l.fields[1];
        const std::string key = text::lower(abbr);
        if (abbr.empty() || abbr.find_first_of(" /") != std::string_view::npos) {
            error(l.number, abbr, "abbreviation", VariantErrorCode::BadFlagValue, abbr);
            continue;
        }
        if (m_abbreviations.count(key)) {
            error(l.number, abbr, "abbreviation", VariantErrorCode::DuplicateName, abbr);
            continue;
        }
        if (m_provinces.size() >= static_cast<std::size_t>(kMaxProvinces)) {
            error(l.number, abbr, "PROVINCE", VariantErrorCode::TooMany, abbr);
            continue;
        }
        Province p;
        p.abbreviation = abbr;
        p.name = l.fields[2];
        const std::string_view type = l.fields[3];
        if (type == "land")
            p.type = ProvinceType::Land;
        else if (type == "coast")
            p.type = ProvinceType::Coast;
        else if (type == "sea")
            p.type = ProvinceType::Sea;
        else if (type == "offboard")
            p.type = ProvinceType::Offboard;
        else
            error(l.number, abbr, "type", VariantErrorCode::BadProvinceType, type);
        readProvinceFlags(l, p);
        if (l.fields.size() > 5)
            p.notes = l.fields[5];
        m_abbreviations[key] = static_cast<ProvinceId>(m_provinces.size());
        m_provinces.push_back(std::move(p));
    }
}

ProvinceId Reader::provinceByAbbreviation(std::string_view name) const
{
    const auto it = m_abbreviations.find(text::lower(name));
    return it == m_abbreviations.end() ? kNoProvince : it->second;
}

void Reader::readAliases()
{
    std::set<std::string> seen;
    for (const auto &[key, id] : m_abbreviations)
        seen.insert(key);
    for (const Line &l : m_records["ALIAS"]) {
        if (!expectFields(l, 3, 3))
            continue;
        const ProvinceId p = provinceByAbbreviation(l.fields[1]);
        if (p == kNoProvince) {
            error(l.number, l.fields[1], "ALIAS", VariantErrorCode::UnknownProvince, l.fields[1]);
            continue;
        }
        for (std::string_view alias : text::splitFields(l.fields[2], ',')) {
            if (alias.empty())
                continue;
            if (!seen.insert(text::lower(alias)).second) {
                error(l.number, l.fields[1], "alias", VariantErrorCode::DuplicateName, alias);
                continue;
            }
            m_aliases.emplace_back(std::string(alias), p);
        }
    }
}

Location Reader::readLocation(const Line &l, std::string_view text, std::string_view field)
{
    const std::size_t slash = text.find('/');
    const std::string_view abbr = text.substr(0, slash);
    const ProvinceId p = provinceByAbbreviation(abbr);
    if (p == kNoProvince) {
        error(l.number, abbr, field, VariantErrorCode::UnknownProvince, text);
        return {};
    }
    if (slash == std::string_view::npos)
        return {p, kNoCoast};
    const std::string_view coastName = text.substr(slash + 1);
    const auto &coasts = m_provinces[p].coasts;
    for (std::size_t i = 0; i < coasts.size(); ++i) {
        if (text::iequals(coasts[i], coastName))
            return {p, static_cast<CoastId>(i + 1)};
    }
    error(l.number, abbr, field, VariantErrorCode::UnknownCoast, coastName);
    return {};
}

void Reader::readEdges()
{
    // Keyed with the coasts, so that Spa-Por (armies) and Spa/nc-Por (fleets) are distinct.
    std::set<std::pair<Location, Location>, LocationPairLess> pairs;
    for (const Line &l : m_records["EDGE"]) {
        if (!expectFields(l, 4, 5))
            continue;
        const Location a = readLocation(l, l.fields[1], "from");
        const Location b = readLocation(l, l.fields[2], "to");
        if (!a.isValid() || !b.isValid())
            continue;
        const std::string_view name = l.fields[1];
        if (a.province == b.province) {
            error(l.number, name, "to", VariantErrorCode::SelfBorder, l.fields[2]);
            continue;
        }
        Edge e{a.province, a.coast, b.province, b.coast, false, false, 0};
        for (std::string_view c : text::words(l.fields[3])) {
            if (c == "A")
                e.army = true;
            else if (c == "F")
                e.fleet = true;
            else
                error(l.number, name, "classes", VariantErrorCode::BadBorderClass, c);
        }
        if (l.fields.size() > 4) {
            for (std::string_view f : text::words(l.fields[4])) {
                const std::uint32_t bit = flagBit(kEdgeFlags, f);
                if (bit == 0)
                    error(l.number, name, "border flags", VariantErrorCode::UnknownFlag, f);
                e.flags |= bit;
            }
        }
        const bool ordered = a.province < b.province;
        if (!pairs.insert(ordered ? std::pair{a, b} : std::pair{b, a}).second) {
            error(l.number, name, "to", VariantErrorCode::DuplicateBorder, l.fields[2]);
            continue;
        }
        const Province &pa = m_provinces[a.province];
        const Province &pb = m_provinces[b.province];
        const bool seaEnd = pa.type == ProvinceType::Sea || pb.type == ProvinceType::Sea;
        const bool inlandEnd = pa.type == ProvinceType::Land || pb.type == ProvinceType::Land ||
                               pa.type == ProvinceType::Offboard ||
                               pb.type == ProvinceType::Offboard;
        if ((e.army && seaEnd) || (e.fleet && inlandEnd) || (!e.army && !e.fleet)) {
            error(l.number, name, "classes", VariantErrorCode::BorderTerrain,
                  std::string(l.fields[2]) + " " + std::string(l.fields[3]));
            continue;
        }
        if (e.army && (a.coast != kNoCoast || b.coast != kNoCoast) && !e.fleet) {
            error(l.number, name, "classes", VariantErrorCode::BorderTerrain,
                  "an army border names no coast");
            continue;
        }
        if (e.fleet && ((pa.coasts.size() && a.coast == kNoCoast) ||
                        (pb.coasts.size() && b.coast == kNoCoast))) {
            error(l.number, name, "to", VariantErrorCode::CoastRequired, l.fields[2]);
            continue;
        }
        m_edges.push_back(e);
        if (!(e.flags & kEdgeOneWay))
            m_edges.push_back({e.to, e.toCoast, e.from, e.fromCoast, e.army, e.fleet, e.flags});
    }
}

void Reader::readSpecials()
{
    for (const Line &l : m_records["SPECIAL"]) {
        if (!expectFields(l, 5, 5))
            continue;
        const Location from = readLocation(l, l.fields[2], "from");
        const Location to = readLocation(l, l.fields[3], "to");
        if (from.isValid() && to.isValid())
            m_specials.push_back(
                {std::string(l.fields[1]), from.province, to.province, std::string(l.fields[4])});
    }
}

void Reader::readUnits()
{
    std::set<ProvinceId> occupied;
    for (const Line &l : m_records["UNIT"]) {
        if (!expectFields(l, 4, 5))
            continue;
        const PowerId power = findPowerIn(m_powers, l.fields[1]);
        if (power == kNoPower) {
            error(l.number, l.fields[3], "power", VariantErrorCode::UnknownPower, l.fields[1]);
            continue;
        }
        if (l.fields[2] != "A" && l.fields[2] != "F") {
            error(l.number, l.fields[3], "unit", VariantErrorCode::BadUnit, l.fields[2]);
            continue;
        }
        const UnitKind kind = l.fields[2] == "A" ? UnitKind::Army : UnitKind::Fleet;
        const Location at = readLocation(l, l.fields[3], "location");
        if (!at.isValid())
            continue;
        const Province &p = m_provinces[at.province];
        const bool fits = kind == UnitKind::Army
                              ? p.type == ProvinceType::Land || p.type == ProvinceType::Coast
                              : p.type == ProvinceType::Coast || p.type == ProvinceType::Sea;
        if (!fits) {
            error(l.number, l.fields[3], "unit", VariantErrorCode::UnitTerrain, l.fields[2]);
            continue;
        }
        if (kind == UnitKind::Fleet && !p.coasts.empty() && at.coast == kNoCoast) {
            error(l.number, l.fields[3], "location", VariantErrorCode::CoastRequired, l.fields[3]);
            continue;
        }
        if (!occupied.insert(at.province).second) {
            error(l.number, l.fields[3], "location", VariantErrorCode::UnitsShareProvince,
                  l.fields[3]);
            continue;
        }
        const std::string_view special = l.fields.size() > 4 ? l.fields[4] : std::string_view();
        m_units.push_back({power,
                           kind,
                           {at.province, kind == UnitKind::Army ? kNoCoast : at.coast},
                           std::string(special)});
    }
}

VariantParseResult Reader::run()
{
    readHeader();
    readCalendarAndOptions();
    readPowers();
    readProvinces();
    readAliases();
    readEdges();
    readSpecials();
    readUnits();
    VariantParseResult result;
    if (!m_errors.empty()) {
        result.errors = std::move(m_errors);
        return result;
    }
    result.variant.emplace(std::move(m_name), std::move(m_version), std::move(m_status),
                           std::move(m_calendar), m_options, std::move(m_powers),
                           std::move(m_provinces), std::move(m_edges), std::move(m_specials),
                           std::move(m_units), std::move(m_aliases));
    return result;
}

std::string_view codeText(VariantErrorCode code)
{
    switch (code) {
    case VariantErrorCode::MissingHeader:
        return "the file has no VARIANT record";
    case VariantErrorCode::UnknownRecord:
        return "unknown record keyword";
    case VariantErrorCode::FieldCount:
        return "wrong number of fields";
    case VariantErrorCode::DuplicateName:
        return "name used twice";
    case VariantErrorCode::BadProvinceType:
        return "province type must be land, coast, sea or offboard";
    case VariantErrorCode::UnknownFlag:
        return "unknown flag";
    case VariantErrorCode::BadFlagValue:
        return "value cannot be read";
    case VariantErrorCode::UnknownPower:
        return "no POWER record declares this power";
    case VariantErrorCode::UnknownProvince:
        return "no PROVINCE record declares this province";
    case VariantErrorCode::UnknownCoast:
        return "the province declares no such coast";
    case VariantErrorCode::SelfBorder:
        return "a province cannot border itself";
    case VariantErrorCode::DuplicateBorder:
        return "this pair of provinces already has a border";
    case VariantErrorCode::BadBorderClass:
        return "border classes are A and F";
    case VariantErrorCode::BorderTerrain:
        return "the terrain at the ends does not allow this border class";
    case VariantErrorCode::CoastRequired:
        return "a fleet on a province with split coasts needs a coast";
    case VariantErrorCode::BadUnit:
        return "a unit is A or F";
    case VariantErrorCode::UnitTerrain:
        return "this unit cannot stand on this terrain";
    case VariantErrorCode::UnitsShareProvince:
        return "another unit already starts here";
    case VariantErrorCode::BadCalendar:
        return "a calendar needs a year and at least one season";
    case VariantErrorCode::BadOption:
        return "unknown option or value";
    case VariantErrorCode::TooMany:
        return "more than the engine supports";
    case VariantErrorCode::HomeWithoutCentre:
        return "only a supply centre can be a home or have an owner";
    }
    return "error";
}

} // namespace

std::span<const FlagName> provinceFlagNames()
{
    return kProvinceFlags;
}

std::span<const FlagName> edgeFlagNames()
{
    return kEdgeFlags;
}

std::string describe(const VariantError &error)
{
    std::string out = error.line > 0 ? "line " + std::to_string(error.line) : "file";
    if (!error.province.empty())
        out += ", province " + error.province;
    if (!error.field.empty())
        out += ", field " + error.field;
    out += ": ";
    out += codeText(error.code);
    if (!error.detail.empty())
        out += " (" + error.detail + ")";
    return out;
}

VariantParseResult parseVariant(std::string_view source)
{
    return Reader(source).run();
}

} // namespace herald::diplomacy
