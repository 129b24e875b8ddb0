#include "core/diplomacy/variantedits.h"

#include <algorithm>

namespace herald::diplomacy {

namespace {

/// The index a province keeps once `removed` is gone; kNoProvince for `removed` itself.
ProvinceId shifted(ProvinceId id, ProvinceId removed)
{
    if (id == removed)
        return kNoProvince;
    return id > removed && id != kNoProvince ? ProvinceId(id - 1) : id;
}

template <typename T, typename Pred> void eraseIf(std::vector<T> &items, Pred pred)
{
    items.erase(std::remove_if(items.begin(), items.end(), pred), items.end());
}

bool sameEnds(const Edge &e, Location a, Location b)
{
    const Location from{e.from, e.fromCoast};
    const Location to{e.to, e.toCoast};
    return (from == a && to == b) || (from == b && to == a);
}

} // namespace

void removeProvince(VariantDraft &draft, ProvinceId province)
{
    if (province >= draft.provinces.size())
        return;
    draft.provinces.erase(draft.provinces.begin() + province);
    eraseIf(draft.edges, [&](const Edge &e) { return e.from == province || e.to == province; });
    for (Edge &e : draft.edges) {
        e.from = shifted(e.from, province);
        e.to = shifted(e.to, province);
    }
    eraseIf(draft.specials,
            [&](const SpecialPassage &s) { return s.from == province || s.to == province; });
    for (SpecialPassage &s : draft.specials) {
        s.from = shifted(s.from, province);
        s.to = shifted(s.to, province);
    }
    eraseIf(draft.units, [&](const StartingUnit &u) { return u.location.province == province; });
    for (StartingUnit &u : draft.units)
        u.location.province = shifted(u.location.province, province);
    eraseIf(draft.aliases, [&](const auto &alias) { return alias.second == province; });
    for (auto &alias : draft.aliases)
        alias.second = shifted(alias.second, province);
}

void setCoasts(VariantDraft &draft, ProvinceId province, const std::vector<std::string> &coasts)
{
    if (province >= draft.provinces.size())
        return;
    std::vector<std::string> &old = draft.provinces[province].coasts;
    // New coast id of each old one (index 0 is "no coast"); kMaxCoasts + 1 marks one gone.
    constexpr CoastId gone = kMaxCoasts + 1;
    std::vector<CoastId> renumber(old.size() + 1, gone);
    renumber[kNoCoast] = kNoCoast;
    for (std::size_t i = 0; i < old.size(); ++i) {
        const auto found = std::find(coasts.begin(), coasts.end(), old[i]);
        if (found != coasts.end())
            renumber[i + 1] = CoastId(found - coasts.begin() + 1);
    }
    const auto newCoast = [&](CoastId c) { return c < renumber.size() ? renumber[c] : gone; };
    eraseIf(draft.edges, [&](const Edge &e) {
        return (e.from == province && newCoast(e.fromCoast) == gone) ||
               (e.to == province && newCoast(e.toCoast) == gone);
    });
    for (Edge &e : draft.edges) {
        if (e.from == province)
            e.fromCoast = newCoast(e.fromCoast);
        if (e.to == province)
            e.toCoast = newCoast(e.toCoast);
    }
    for (StartingUnit &u : draft.units) {
        if (u.location.province == province) {
            const CoastId c = newCoast(u.location.coast);
            u.location.coast = c == gone ? kNoCoast : c;
        }
    }
    old = coasts;
}

bool toggleBorder(VariantDraft &draft, Location a, Location b, UnitKind kind)
{
    const bool army = kind == UnitKind::Army;
    if (army) {
        a.coast = kNoCoast;
        b.coast = kNoCoast;
    }
    const auto found = std::find_if(draft.edges.begin(), draft.edges.end(),
                                    [&](const Edge &e) { return sameEnds(e, a, b); });
    if (found == draft.edges.end()) {
        draft.edges.push_back({a.province, a.coast, b.province, b.coast, army, !army, 0});
        return true;
    }
    bool &flag = army ? found->army : found->fleet;
    flag = !flag;
    const bool present = flag;
    if (!found->army && !found->fleet)
        draft.edges.erase(found);
    return present;
}

std::vector<std::size_t> bordersOf(const VariantDraft &draft, ProvinceId province)
{
    std::vector<std::size_t> out;
    for (std::size_t i = 0; i < draft.edges.size(); ++i) {
        if (draft.edges[i].from == province || draft.edges[i].to == province)
            out.push_back(i);
    }
    return out;
}

} // namespace herald::diplomacy
