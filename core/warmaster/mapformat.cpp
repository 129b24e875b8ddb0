#include "core/warmaster/mapformat.h"

#include "core/warmaster/jsonfields.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QRegularExpression>

namespace herald::warmaster {

namespace {

/// Reads everything into a map, remembering which boundaries the file set explicitly.
class MapReader
{
public:
    explicit MapReader(QStringList &errors) : m_errors(errors) {}

    void read(const QJsonObject &root)
    {
        FieldReader in(root, QString(), m_errors);
        m_map.name = in.text("name");
        FieldReader layout(in.object("layout"), QStringLiteral("layout"), m_errors);
        m_map.columns = layout.whole("columns", 1, 99).value_or(0);
        m_map.rows = layout.whole("rows", 1, 99).value_or(0);
        const QString offset = layout.text("offset", false);
        if (!offset.isEmpty() && offset != QLatin1String("odd-q"))
            layout.fail("offset",
                        QCoreApplication::translate("herald::warmaster::MapFormat",
                                                    "only \"odd-q\" (flat-topped, even printed "
                                                    "columns half a hex lower) is supported"));

        readList(in.array("landmasses"), "landmasses", [this](FieldReader &e) {
            m_map.landmasses.push_back({readId(e, "landmass"), e.text("name")});
        });
        readList(in.array("nations"), "nations", [this](FieldReader &e) { readNation(e); });
        readList(
            in.array("areas"), "areas", [this](FieldReader &e) { readArea(e); }, "hex");
        if (!m_errors.isEmpty())
            return; // hex-based checks below need every area read
        m_map.reindex();
        checkCapitals();
        readRivers(in.array("rivers", false));
        readList(in.array("boundaries", false), "boundaries",
                 [this](FieldReader &e) { readBoundary(e); });
        if (!m_errors.isEmpty())
            return;
        deriveCoasts();
        deriveBoundaries();
    }

    StrategicMap take() { return std::move(m_map); }

private:
    template <typename Read>
    void readList(const QJsonArray &array, const char *name, Read read,
                  const char *nameKey = "name")
    {
        for (qsizetype i = 0; i < array.size(); ++i) {
            const QString place = elementPlace(QLatin1String(name), i, array.at(i), nameKey);
            FieldReader element(array.at(i).toObject(), place, m_errors);
            if (!array.at(i).isObject())
                element.failHere(QCoreApplication::translate("herald::warmaster::MapFormat",
                                                             "must be an object"));
            else
                read(element);
        }
    }

    QString readId(FieldReader &in, const char *what)
    {
        static const QRegularExpression idPattern(QStringLiteral("^[A-Za-z0-9_-]+$"));
        const QString id = in.text("id");
        if (!id.isEmpty() && !idPattern.match(id).hasMatch())
            in.fail("id", QCoreApplication::translate("herald::warmaster::MapFormat",
                                                      "use letters, digits, '-' and '_' only"));
        if (m_ids.contains(id))
            //: %1 is "landmass" or "nation", a file keyword
            in.fail("id", QCoreApplication::translate("herald::warmaster::MapFormat",
                                                      "another %1 or nation already uses '%2'")
                              .arg(QLatin1String(what), id));
        m_ids.insert(id);
        return id;
    }

    void readNation(FieldReader &in)
    {
        static const QRegularExpression colourPattern(QStringLiteral("^#[0-9a-fA-F]{6}$"));
        Nation nation;
        nation.id = readId(in, "nation");
        nation.name = in.text("name");
        nation.colour = in.text("colour");
        if (!nation.colour.isEmpty() && !colourPattern.match(nation.colour).hasMatch())
            in.fail("colour", QCoreApplication::translate("herald::warmaster::MapFormat",
                                                          "must be \"#rrggbb\""));
        nation.player = in.text("player", false);
        nation.raceListId = in.text("race", false);
        nation.createdRace = in.flag("createdRace", false);
        nation.npp = in.flag("npp", false);
        m_capitals.push_back(in.text("capital", false));
        m_map.nations.push_back(nation);
    }

    std::optional<map::Hex> readHex(FieldReader &in, const QString &text, const char *key)
    {
        const auto hex = map::Hex::fromXXYY(text);
        if (!hex) {
            in.fail(key, QCoreApplication::translate("herald::warmaster::MapFormat",
                                                     "'%1' is not a hex number \"XXYY\"")
                             .arg(text));
            return std::nullopt;
        }
        const map::Offset o = hex->offset();
        if (o.column >= m_map.columns || o.row >= m_map.rows) {
            in.fail(key,
                    QCoreApplication::translate("herald::warmaster::MapFormat",
                                                "%1 lies outside the %2 × %3 layout")
                        .arg(text, QString::number(m_map.columns), QString::number(m_map.rows)));
            return std::nullopt;
        }
        return hex;
    }

    void readArea(FieldReader &in)
    {
        Area area;
        const QString hexText = in.text("hex");
        if (const auto hex = hexText.isEmpty() ? std::nullopt : readHex(in, hexText, "hex")) {
            area.hex = *hex;
            if (m_hexes.contains(*hex))
                in.fail("hex", QCoreApplication::translate("herald::warmaster::MapFormat",
                                                           "%1 is listed twice")
                                   .arg(hexText));
            m_hexes.insert(*hex);
        }
        area.name = in.text("name", false);
        const QString terrain = in.text("terrain");
        if (terrain == QLatin1String("chaos")) {
            area.terrain = Terrain::Plains;
            area.chaos = true;
        } else if (const auto t = fromKey<Terrain>(terrain)) {
            area.terrain = *t;
            area.chaos = in.flag("chaos", false);
        } else if (!terrain.isEmpty()) {
            //: %2 lists file keywords and "chaos" is one too: keep them in English
            in.fail("terrain", QCoreApplication::translate("herald::warmaster::MapFormat",
                                                           "'%1' is not one of %2 or chaos")
                                   .arg(terrain, keyList<Terrain>()));
        }
        area.majorRiver = in.flag("river", false);
        area.underwater = in.flag("underwater", false);
        if (in.has("coastal"))
            m_coastGiven.insert(area.hex);
        area.coastal = in.flag("coastal", false);
        area.terrainCards = in.whole("terrainCards", 0, 6, false);
        const QString landmass = in.text("landmass", false);
        const QString owner = in.text("owner", false);
        area.centre =
            in.choice<PopulationCentre>("centre", false)
                .value_or(area.isSea() ? PopulationCentre::None : PopulationCentre::Village);
        if (area.isSea()) {
            if (!landmass.isEmpty())
                in.fail("landmass",
                        QCoreApplication::translate("herald::warmaster::MapFormat",
                                                    "a sea area belongs to no landmass"));
            if (area.centre != PopulationCentre::None)
                in.fail("centre",
                        QCoreApplication::translate("herald::warmaster::MapFormat",
                                                    "a sea area has no population centre"));
            if (!owner.isEmpty())
                in.fail("owner", QCoreApplication::translate("herald::warmaster::MapFormat",
                                                             "a sea area is never owned"));
            if (area.chaos)
                in.fail("chaos", QCoreApplication::translate("herald::warmaster::MapFormat",
                                                             "only land can be chaos land"));
        } else {
            if (area.centre == PopulationCentre::None)
                in.fail("centre",
                        QCoreApplication::translate("herald::warmaster::MapFormat",
                                                    "every land area has a population centre "
                                                    "(village, town or city)"));
            if (landmass.isEmpty())
                in.fail("landmass",
                        QCoreApplication::translate("herald::warmaster::MapFormat",
                                                    "is missing (every land area is on one)"));
            else if (const auto l = m_map.landmassIndex(landmass))
                area.landmass = *l;
            else
                in.fail("landmass", QCoreApplication::translate("herald::warmaster::MapFormat",
                                                                "no landmass '%1'")
                                        .arg(landmass));
        }
        if (!owner.isEmpty()) {
            if (const auto n = m_map.nationIndex(owner))
                area.owner = *n;
            else if (area.isLand())
                in.fail("owner", QCoreApplication::translate("herald::warmaster::MapFormat",
                                                             "no nation '%1'")
                                     .arg(owner));
        }
        const QJsonObject poi = in.object("poi", false);
        if (!poi.isEmpty()) {
            FieldReader p(poi, in.place() + QStringLiteral(".poi"), m_errors);
            area.poi.cardId = p.text("card", false);
            area.poi.revealed = p.flag("revealed", false);
            area.poi.crossing =
                p.choice<CrossingFeature>("crossing", false).value_or(CrossingFeature::None);
            if (!area.poi.hasFeature())
                p.failHere(
                    //: "poi" is a file keyword (a point of interest): keep it in English
                    QCoreApplication::translate("herald::warmaster::MapFormat",
                                                "give a card or a crossing, or leave the poi out"));
        }
        m_map.areas.push_back(area);
    }

    void checkCapitals()
    {
        for (std::size_t i = 0; i < m_map.nations.size(); ++i) {
            Nation &nation = m_map.nations[i];
            const QString place =
                QStringLiteral("nations[%1] '%2'.capital").arg(i).arg(nation.name);
            if (m_capitals[i].isEmpty())
                continue; // a nation may not have chosen its capital yet
            const auto hex = map::Hex::fromXXYY(m_capitals[i]);
            const auto area = hex ? m_map.areaAt(*hex) : std::nullopt;
            if (!area)
                //: appended to a file path such as nations[0] 'Empire'.capital; %1 is a hex number
                m_errors << place + QCoreApplication::translate("herald::warmaster::MapFormat",
                                                                ": no area %1")
                                        .arg(m_capitals[i]);
            //: appended to a file path such as nations[0] 'Empire'.capital; %1 is a hex number
            else if (m_map.areas[static_cast<std::size_t>(*area)].owner != static_cast<int>(i))
                m_errors << place +
                                QCoreApplication::translate("herald::warmaster::MapFormat",
                                                            ": area %1 is not owned by this nation")
                                    .arg(m_capitals[i]);
            else
                nation.capital = *area;
        }
    }

    /// The side between two listed area hexes; records an error naming place otherwise.
    std::optional<map::Hexside> side(FieldReader &in, const QJsonArray &pair, const char *key)
    {
        const auto a = pair.size() == 2 ? map::Hex::fromXXYY(pair.at(0).toString()) : std::nullopt;
        const auto b = pair.size() == 2 ? map::Hex::fromXXYY(pair.at(1).toString()) : std::nullopt;
        if (!a || !b) {
            in.fail(key,
                    QCoreApplication::translate("herald::warmaster::MapFormat",
                                                "must be two hex numbers, [\"0304\", \"0305\"]"));
            return std::nullopt;
        }
        if (!m_map.areaAt(*a) || !m_map.areaAt(*b)) {
            in.fail(key, QCoreApplication::translate("herald::warmaster::MapFormat",
                                                     "%1/%2: both hexes must be areas of the map")
                             .arg(a->toXXYY(), b->toXXYY()));
            return std::nullopt;
        }
        const auto s = map::Hexside::between(*a, *b);
        if (!s)
            in.fail(key, QCoreApplication::translate("herald::warmaster::MapFormat",
                                                     "%1 and %2 are not neighbours")
                             .arg(a->toXXYY(), b->toXXYY()));
        return s;
    }

    const Area &areaOf(map::Hex hex) const
    {
        return m_map.areas[static_cast<std::size_t>(*m_map.areaAt(hex))];
    }

    void readRivers(const QJsonArray &rivers)
    {
        for (qsizetype i = 0; i < rivers.size(); ++i) {
            FieldReader in(QJsonObject{{QStringLiteral("side"), rivers.at(i)}},
                           QStringLiteral("rivers[%1]").arg(i), m_errors);
            const auto s = side(in, rivers.at(i).toArray(), "side");
            if (!s)
                continue;
            if (areaOf(s->first()).isSea() && areaOf(s->second()).isSea())
                in.fail("side",
                        QCoreApplication::translate("herald::warmaster::MapFormat",
                                                    "%1: a river needs land on one side at least")
                            .arg(s->toString()));
            m_rivers.insert(*s);
        }
    }

    void readBoundary(FieldReader &in)
    {
        const auto s = side(in, in.array("between"), "between");
        if (!s)
            return;
        Boundary boundary{*s};
        boundary.barrier = in.choice<BarrierType>("barrier").value_or(BarrierType::None);
        boundary.crossing =
            in.choice<CrossingFeature>("crossing", false).value_or(CrossingFeature::None);
        if (m_explicit.contains(*s))
            in.fail("between", QCoreApplication::translate("herald::warmaster::MapFormat",
                                                           "%1 is listed twice")
                                   .arg(s->toString()));
        if (boundary.crossing != CrossingFeature::None) {
            if (boundary.barrier == BarrierType::None)
                in.fail("crossing",
                        QCoreApplication::translate("herald::warmaster::MapFormat",
                                                    "a crossing needs a barrier to cross"));
            if (areaOf(s->first()).poi.crossing != boundary.crossing &&
                areaOf(s->second()).poi.crossing != boundary.crossing)
                in.fail(
                    "crossing",
                    QCoreApplication::translate("herald::warmaster::MapFormat",
                                                "neither %1 nor %2 has a %3 POI (I-52)")
                        .arg(s->first().toXXYY(), s->second().toXXYY(), keyOf(boundary.crossing)));
        }
        m_explicit.insert(*s, boundary);
    }

    void deriveCoasts()
    {
        for (std::size_t i = 0; i < m_map.areas.size(); ++i) {
            if (!m_coastGiven.contains(m_map.areas[i].hex))
                m_map.areas[i].coastal = m_map.touchesSea(static_cast<int>(i));
        }
    }

    void deriveBoundaries()
    {
        QHash<map::Hexside, BoundaryMark> marks;
        for (const map::Hexside &side : std::as_const(m_rivers))
            marks.insert(side, BoundaryMark{side, true, std::nullopt, CrossingFeature::None});
        for (auto it = m_explicit.cbegin(); it != m_explicit.cend(); ++it)
            marks.insert(it.key(), BoundaryMark{it.key(), m_rivers.contains(it.key()), it->barrier,
                                                it->crossing});
        m_map.resolveBoundaries(marks);
    }

    QStringList &m_errors;
    StrategicMap m_map;
    QStringList m_capitals;
    QSet<QString> m_ids;
    QSet<map::Hex> m_hexes;
    QSet<map::Hex> m_coastGiven;
    QSet<map::Hexside> m_rivers;
    QHash<map::Hexside, Boundary> m_explicit;
};

} // namespace

StrategicMapParse parseStrategicMap(const QByteArray &json)
{
    StrategicMapParse result;
    const auto document = readDocument(json, "herald-strategic-map", result.errors);
    if (!document)
        return result;
    MapReader reader(result.errors);
    reader.read(*document);
    if (result.errors.isEmpty())
        result.map = reader.take();
    return result;
}

namespace {

QJsonArray sidePair(const map::Hexside &side)
{
    return {side.first().toXXYY(), side.second().toXXYY()};
}

QJsonObject areaToJson(const StrategicMap &map, std::size_t index)
{
    const Area &a = map.areas[index];
    QJsonObject o{{QStringLiteral("hex"), a.id()}, {QStringLiteral("terrain"), keyOf(a.terrain)}};
    if (!a.name.isEmpty())
        o.insert(QStringLiteral("name"), a.name);
    if (a.chaos)
        o.insert(QStringLiteral("chaos"), true);
    if (a.landmass != noIndex)
        o.insert(QStringLiteral("landmass"),
                 map.landmasses[static_cast<std::size_t>(a.landmass)].id);
    if (a.isLand() && a.centre != PopulationCentre::Village)
        o.insert(QStringLiteral("centre"), keyOf(a.centre));
    if (a.owner != noIndex)
        o.insert(QStringLiteral("owner"), map.nations[static_cast<std::size_t>(a.owner)].id);
    if (a.coastal != map.touchesSea(static_cast<int>(index)))
        o.insert(QStringLiteral("coastal"), a.coastal);
    if (a.majorRiver)
        o.insert(QStringLiteral("river"), true);
    if (a.underwater)
        o.insert(QStringLiteral("underwater"), true);
    if (a.poi.hasFeature()) {
        QJsonObject poi;
        if (!a.poi.cardId.isEmpty())
            poi.insert(QStringLiteral("card"), a.poi.cardId);
        if (a.poi.revealed)
            poi.insert(QStringLiteral("revealed"), true);
        if (a.poi.crossing != CrossingFeature::None)
            poi.insert(QStringLiteral("crossing"), keyOf(a.poi.crossing));
        o.insert(QStringLiteral("poi"), poi);
    }
    if (a.terrainCards)
        o.insert(QStringLiteral("terrainCards"), *a.terrainCards);
    return o;
}

} // namespace

QByteArray writeStrategicMap(const StrategicMap &map)
{
    QJsonArray landmasses;
    for (const Landmass &l : map.landmasses)
        landmasses.append(
            QJsonObject{{QStringLiteral("id"), l.id}, {QStringLiteral("name"), l.name}});
    QJsonArray nations;
    for (const Nation &n : map.nations) {
        QJsonObject o{{QStringLiteral("id"), n.id},
                      {QStringLiteral("name"), n.name},
                      {QStringLiteral("colour"), n.colour}};
        if (!n.raceListId.isEmpty())
            o.insert(QStringLiteral("race"), n.raceListId);
        if (!n.player.isEmpty())
            o.insert(QStringLiteral("player"), n.player);
        if (n.createdRace)
            o.insert(QStringLiteral("createdRace"), true);
        if (n.capital != noIndex)
            o.insert(QStringLiteral("capital"),
                     map.areas[static_cast<std::size_t>(n.capital)].id());
        if (n.npp)
            o.insert(QStringLiteral("npp"), true);
        nations.append(o);
    }
    QJsonArray areas;
    for (std::size_t i = 0; i < map.areas.size(); ++i)
        areas.append(areaToJson(map, i));
    QJsonArray rivers;
    QJsonArray boundaries;
    for (const BoundaryMark &mark : map.boundaryMarks()) {
        if (mark.river)
            rivers.append(sidePair(mark.side));
        if (!mark.barrier && mark.crossing == CrossingFeature::None)
            continue;
        const Boundary *resolved =
            map.boundaryBetween(*map.areaAt(mark.side.first()), *map.areaAt(mark.side.second()));
        QJsonObject o{
            {QStringLiteral("between"), sidePair(mark.side)},
            {QStringLiteral("barrier"), keyOf(resolved ? resolved->barrier : BarrierType::None)}};
        if (mark.crossing != CrossingFeature::None)
            o.insert(QStringLiteral("crossing"), keyOf(mark.crossing));
        boundaries.append(o);
    }
    const QJsonObject root{
        {QStringLiteral("format"), QStringLiteral("herald-strategic-map")},
        {QStringLiteral("version"), 1},
        {QStringLiteral("name"), map.name},
        {QStringLiteral("layout"), QJsonObject{{QStringLiteral("offset"), QStringLiteral("odd-q")},
                                               {QStringLiteral("columns"), map.columns},
                                               {QStringLiteral("rows"), map.rows}}},
        {QStringLiteral("landmasses"), landmasses},
        {QStringLiteral("nations"), nations},
        {QStringLiteral("areas"), areas},
        {QStringLiteral("rivers"), rivers},
        {QStringLiteral("boundaries"), boundaries}};
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

} // namespace herald::warmaster
