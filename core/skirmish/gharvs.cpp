#include "core/skirmish/gharvs.h"

#include "core/skirmish/terrain.h"

#include <QCoreApplication>

#include <algorithm>
#include <climits>

namespace herald::skirmish {

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::skirmish::Gharvs)
};

} // namespace

std::optional<GharvHex> gharvHexFromKey(const QString &key)
{
    if (key == QLatin1String("water"))
        return GharvHex::Water;
    if (key == QLatin1String("beach"))
        return GharvHex::Beach;
    if (key == QLatin1String("boat"))
        return GharvHex::Boat;
    if (key == QLatin1String("marsh"))
        return GharvHex::Marsh;
    return std::nullopt;
}

GharvAppearance rollGharvAppearance(GharvHex hex, bool wounded, int face, int gharvsOnMap)
{
    GharvAppearance a;
    a.face = face == 0 ? 10 : face;
    int modifier = 0;
    int highest = 1;
    switch (hex) {
    case GharvHex::Water:
        highest = 2;
        modifier = wounded ? -2 : 0;
        a.attackShift = 2;
        break;
    case GharvHex::Marsh:
        highest = 3;
        modifier = wounded ? -1 : 0;
        a.attackShift = 1;
        break;
    case GharvHex::Beach:
        a.attackShift = 1;
        break;
    case GharvHex::Boat:
        break;
    }
    a.total = a.face + modifier;
    if (gharvsOnMap >= kGharvCounters) {
        a.explanation = Tr::tr("§12 C11 all eight Gharvs are on the map: none can appear");
        return a;
    }
    a.appears = a.total <= highest;
    a.explanation = Tr::tr("§9.6 rolled %1, %2 with modifiers, a Gharv appears on %3 or less: %4")
                        .arg(a.face)
                        .arg(a.total)
                        .arg(highest)
                        .arg(a.appears ? Tr::tr("a Gharv appears") : Tr::tr("no Gharv"));
    return a;
}

QStringList gharvPlaces(const SkirmishMap &map, const QStringList &characterHexes,
                        const QSet<QString> &occupied)
{
    QStringList places;
    int nearest = INT_MAX;
    for (int row = 0; row < map.rows; ++row)
        for (int column = 0; column < map.columns; ++column) {
            const QString label = labelAt(column, row);
            const Terrain t = map.at(label).terrain;
            if ((t != Terrain::Water && t != Terrain::Marsh) || occupied.contains(label) ||
                characterHexes.contains(label))
                continue;
            int distance = INT_MAX;
            for (const QString &hex : characterHexes)
                if (const auto h = hexOfLabel(hex))
                    distance = std::min(distance, h->distanceTo(*hexOfLabel(label)));
            if (distance > nearest || distance == INT_MAX)
                continue;
            if (distance < nearest)
                places.clear();
            nearest = distance;
            places << label;
        }
    std::sort(places.begin(), places.end());
    return places;
}

std::optional<int> numberedPick(int count, int face)
{
    const int f = face == 0 ? 10 : face;
    if (f < 1 || f > count)
        return std::nullopt;
    return f - 1;
}

CapsizeRoll rollCapsize(int face)
{
    CapsizeRoll r;
    r.face = face == 0 ? 10 : face;
    r.capsized = r.face <= 3;
    //: %1 the d10 face
    r.explanation =
        r.capsized
            ? Tr::tr("§9.6 the Gharv rolled %1 against the boat (1-3): it capsizes").arg(r.face)
            //: %1 the d10 face
            : Tr::tr("§12 C10 the Gharv rolled %1 against the boat (1-3 needed): the "
                     "boat rides it out")
                  .arg(r.face);
    return r;
}

bool drownsInCapsize(const Profile &profile, const CharacterState &state)
{
    return !entryCost(Terrain::Water, profile, state).has_value();
}

WebOutcome attackWeb(bool krobOnWeb, bool krobDrivenOffOrSlain, bool adventurerAdvancesIn)
{
    WebOutcome w;
    if (!krobOnWeb) {
        w.destroyed = true;
        w.automaticAdvance = true;
        w.explanation = Tr::tr("§9.5 the empty web is torn down; the attacker may advance into it");
        return w;
    }
    w.destroyed = krobDrivenOffOrSlain && adventurerAdvancesIn;
    w.explanation =
        w.destroyed ? Tr::tr("§9.5 the Krob is gone and the Adventurer advances: the web is torn")
                    : Tr::tr("§9.5 the web stands until its Krob is driven off or slain and an "
                             "Adventurer advances into it");
    return w;
}

} // namespace herald::skirmish
