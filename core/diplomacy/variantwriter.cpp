#include "core/diplomacy/variantwriter.h"

#include "core/diplomacy/variantformat.h"

#include <algorithm>
#include <set>
#include <tuple>

namespace herald::diplomacy {

namespace {

std::string_view typeWord(ProvinceType type)
{
    switch (type) {
    case ProvinceType::Land:
        return "land";
    case ProvinceType::Coast:
        return "coast";
    case ProvinceType::Sea:
        return "sea";
    case ProvinceType::Offboard:
        return "offboard";
    }
    return "land";
}

/// Appends `word` to a blank-separated list.
void addWord(std::string &list, std::string_view word)
{
    if (!list.empty())
        list += ' ';
    list += word;
}

std::string joined(const std::vector<std::string> &items, std::string_view separator)
{
    std::string out;
    for (const std::string &item : items) {
        if (!out.empty())
            out += separator;
        out += item;
    }
    return out;
}

std::string powerName(const VariantDraft &d, PowerId power)
{
    return power < d.powers.size() ? d.powers[power].name : std::string("?");
}

std::string provinceFlags(const VariantDraft &d, const Province &p)
{
    std::string flags;
    if (p.supplyCentre)
        addWord(flags, "SC");
    if (p.centreCount != 1)
        addWord(flags, "CENTRES=" + std::to_string(p.centreCount));
    if (p.home != kNoPower)
        addWord(flags, "HOME=" + powerName(d, p.home));
    if (p.startOwner != kNoPower)
        addWord(flags, "OWNER=" + powerName(d, p.startOwner));
    if (!p.coasts.empty())
        addWord(flags, "COASTS=" + joined(p.coasts, ","));
    for (const FlagName &f : provinceFlagNames()) {
        if (p.flags & f.bit)
            addWord(flags, f.name);
    }
    return flags;
}

std::string location(const VariantDraft &d, ProvinceId province, CoastId coast)
{
    if (province >= d.provinces.size())
        return "?";
    const Province &p = d.provinces[province];
    std::string out = p.abbreviation;
    if (coast != kNoCoast && coast <= p.coasts.size())
        out += "/" + p.coasts[coast - 1];
    return out;
}

void record(std::string &out, std::initializer_list<std::string_view> fields)
{
    bool first = true;
    for (std::string_view f : fields) {
        if (!first)
            out += " | ";
        out += f;
        first = false;
    }
    out += '\n';
}

void writeHeader(std::string &out, const VariantDraft &d)
{
    record(out, {"VARIANT", d.name, d.version, d.status});
    const std::string year = std::to_string(d.calendar.firstYear);
    if (d.calendar.months.empty())
        record(out, {"CALENDAR", year, joined(d.calendar.seasons, " ")});
    else
        record(out,
               {"CALENDAR", year, joined(d.calendar.seasons, " "), joined(d.calendar.months, " ")});
    if (d.options.civilDisorderDistance == CivilDisorderDistance::HomeCentres)
        record(out, {"OPTION", "civil_disorder_distance", "home_centres"});
    if (d.options.victoryCentres > 0)
        record(out, {"OPTION", "victory_centres", std::to_string(d.options.victoryCentres)});
    out += '\n';
    for (const Power &p : d.powers)
        record(out, {"POWER", p.name, p.adjective});
}

void writeProvinces(std::string &out, const VariantDraft &d)
{
    out += '\n';
    for (const Province &p : d.provinces) {
        const std::string flags = provinceFlags(d, p);
        if (p.notes.empty())
            record(out, {"PROVINCE", p.abbreviation, p.name, typeWord(p.type), flags});
        else
            record(out, {"PROVINCE", p.abbreviation, p.name, typeWord(p.type), flags, p.notes});
    }
    // One ALIAS record per province, in the order the names were first given.
    std::vector<ProvinceId> order;
    for (const auto &[alias, province] : d.aliases) {
        if (std::find(order.begin(), order.end(), province) == order.end())
            order.push_back(province);
    }
    for (ProvinceId province : order) {
        std::vector<std::string> names;
        for (const auto &[alias, p] : d.aliases) {
            if (p == province)
                names.push_back(alias);
        }
        record(out, {"ALIAS", location(d, province, kNoCoast), joined(names, ", ")});
    }
}

void writeBordersAndUnits(std::string &out, const VariantDraft &d)
{
    out += '\n';
    for (const Edge &e : d.edges) {
        std::string classes;
        if (e.army)
            addWord(classes, "A");
        if (e.fleet)
            addWord(classes, "F");
        std::string flags;
        for (const FlagName &f : edgeFlagNames()) {
            if (e.flags & f.bit)
                addWord(flags, f.name);
        }
        const std::string from = location(d, e.from, e.fromCoast);
        const std::string to = location(d, e.to, e.toCoast);
        if (flags.empty())
            record(out, {"EDGE", from, to, classes});
        else
            record(out, {"EDGE", from, to, classes, flags});
    }
    if (!d.specials.empty())
        out += '\n';
    for (const SpecialPassage &s : d.specials)
        record(out, {"SPECIAL", s.name, location(d, s.from, kNoCoast), location(d, s.to, kNoCoast),
                     s.rule});
    if (!d.units.empty())
        out += '\n';
    for (const StartingUnit &u : d.units) {
        const std::string at = location(d, u.location.province, u.location.coast);
        const std::string_view kind = u.kind == UnitKind::Army ? "A" : "F";
        if (u.special.empty())
            record(out, {"UNIT", powerName(d, u.power), kind, at});
        else
            record(out, {"UNIT", powerName(d, u.power), kind, at, u.special});
    }
}

/// Both directions of the written borders, as parseVariant() stores them.
std::vector<Edge> bothDirections(const std::vector<Edge> &written)
{
    std::vector<Edge> out;
    for (const Edge &e : written) {
        out.push_back(e);
        if (!(e.flags & kEdgeOneWay))
            out.push_back({e.to, e.toCoast, e.from, e.fromCoast, e.army, e.fleet, e.flags});
    }
    return out;
}

} // namespace

VariantDraft draftOf(const Variant &variant)
{
    VariantDraft d;
    d.name = variant.name();
    d.version = variant.version();
    d.status = variant.status();
    d.calendar = variant.calendar();
    d.options = variant.options();
    for (int i = 0; i < variant.powerCount(); ++i)
        d.powers.push_back(variant.power(PowerId(i)));
    for (int i = 0; i < variant.provinceCount(); ++i)
        d.provinces.push_back(variant.province(ProvinceId(i)));
    // The reader stores each two-way border as written followed by its reverse, and no pair
    // of locations twice, so the first time a pair is seen is the written record.
    std::set<std::tuple<ProvinceId, CoastId, ProvinceId, CoastId>> seen;
    for (const Edge &e : variant.edges()) {
        const auto key = e.from < e.to ? std::tuple(e.from, e.fromCoast, e.to, e.toCoast)
                                       : std::tuple(e.to, e.toCoast, e.from, e.fromCoast);
        if (seen.insert(key).second)
            d.edges.push_back(e);
    }
    d.specials.assign(variant.specials().begin(), variant.specials().end());
    d.units.assign(variant.startingUnits().begin(), variant.startingUnits().end());
    d.aliases.assign(variant.aliases().begin(), variant.aliases().end());
    return d;
}

std::string writeVariant(const VariantDraft &draft)
{
    std::string out = "# Written by Herald's variant editor; the format is described in\n"
                      "# docs/diplomacy-variant-format.md.\n";
    writeHeader(out, draft);
    writeProvinces(out, draft);
    writeBordersAndUnits(out, draft);
    return out;
}

Variant buildUnchecked(const VariantDraft &draft)
{
    return Variant(draft.name, draft.version, draft.status, draft.calendar, draft.options,
                   draft.powers, draft.provinces, bothDirections(draft.edges), draft.specials,
                   draft.units, draft.aliases);
}

} // namespace herald::diplomacy
