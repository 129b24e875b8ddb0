#include "hexmapeditor.h"
#include "underlayfile.h"

#include "app/services/hexwar/mapquery.h"
#include "core/hexwar/mapedit.h"
#include "core/hexwar/mapwriter.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>

#include <algorithm>
#include <array>

namespace herald::gui {

using namespace herald::hexwar;

namespace {

constexpr std::array terrains{Terrain::Clear, Terrain::LightForest, Terrain::HeavyForest,
                              Terrain::Hills, Terrain::Moor,        Terrain::Mountain,
                              Terrain::Swamp, Terrain::Water};
constexpr std::array features{Feature::None, Feature::City,  Feature::Town, Feature::Village,
                              Feature::Fort, Feature::Ruins, Feature::Keep};
/// The grids of rule 2.2 in the order of gridNames().
constexpr std::array grids{
    map::HexGrid(map::GridOrientation::FlatTopColumns, map::ShiftedParity::Even),
    map::HexGrid(map::GridOrientation::FlatTopColumns, map::ShiftedParity::Odd),
    map::HexGrid(map::GridOrientation::PointyTopRows, map::ShiftedParity::Even),
    map::HexGrid(map::GridOrientation::PointyTopRows, map::ShiftedParity::Odd)};

/// hexmap.new and hexmap.grid's words for a grid (rule 2.2's configuration words).
void insertGrid(QJsonObject &args, map::HexGrid grid)
{
    args.insert(QStringLiteral("orientation"), map::HexGrid::orientationKey(grid.orientation()));
    args.insert(QStringLiteral("shiftedParity"), map::HexGrid::parityKey(grid.shiftedParity()));
}

} // namespace

HexMapEditor::HexMapEditor(QObject *parent) : CampaignForm(app::hexwar::hexmapTables(), parent)
{
}

void HexMapEditor::reload()
{
    const app::CampaignService *s = service();
    // A map just made or read in is shown; otherwise the map shown stays shown, and the last
    // made is shown when there was none.
    const QString shown = !m_showNext.isEmpty() ? std::exchange(m_showNext, QString())
                          : m_current >= 0      ? m_names.value(m_current)
                                                : QString();
    m_names = s ? app::hexwar::hexMapNames(*s) : QStringList{};
    m_current = m_names.indexOf(shown);
    if (m_current < 0 && !m_names.isEmpty())
        m_current = int(m_names.size()) - 1;
    show(s && m_current >= 0 ? app::hexwar::hexMap(*s, m_names.at(m_current)) : std::nullopt);
}

void HexMapEditor::show(std::optional<app::hexwar::StoredHexMap> stored)
{
    m_map.reset();
    m_underlay = QImage();
    if (stored) {
        m_map = std::move(stored->map);
        m_underlay = QImage::fromData(stored->underlay.image);
        m_underlayOpacity = stored->underlay.opacity;
    }
    Q_EMIT changed();
    Q_EMIT selectionChanged();
}

void HexMapEditor::setCurrentMap(int index)
{
    if (index == m_current || index < 0 || index >= m_names.size())
        return;
    m_current = index;
    m_selected.reset();
    const app::CampaignService *s = service();
    show(s ? app::hexwar::hexMap(*s, m_names.at(index)) : std::nullopt);
}

QStringList HexMapEditor::terrainKeys() const
{
    QStringList keys;
    for (const Terrain t : terrains)
        keys << terrainKey(t);
    return keys;
}

QStringList HexMapEditor::terrainNames() const
{
    QStringList names;
    for (const Terrain t : terrains)
        names << terrainName(t);
    return names;
}

QStringList HexMapEditor::featureKeys() const
{
    QStringList keys;
    for (const Feature f : features)
        keys << featureKey(f);
    return keys;
}

QStringList HexMapEditor::featureNames() const
{
    QStringList names;
    for (const Feature f : features)
        names << featureName(f);
    return names;
}

QStringList HexMapEditor::gridNames() const
{
    return {tr("Columns, even ones lower"), tr("Columns, odd ones lower"),
            tr("Rows, even ones right"), tr("Rows, odd ones right")};
}

int HexMapEditor::gridIndex() const
{
    return int(std::find(grids.begin(), grids.end(), grid()) - grids.begin());
}

int HexMapEditor::hexsidesLostOnGrid(int index) const
{
    if (!m_map || index < 0 || index >= int(grids.size()))
        return 0;
    herald::hexwar::HexwarMap copy = *m_map;
    return int(herald::hexwar::setGrid(copy, grids[std::size_t(index)]).size());
}

bool HexMapEditor::setGrid(int index)
{
    if (index < 0 || index >= int(grids.size()))
        return false;
    QJsonObject args;
    insertGrid(args, grids[std::size_t(index)]);
    return edit(QStringLiteral("grid"), args);
}

QStringList HexMapEditor::hexSetNames() const
{
    return m_map ? m_map->hexSetNames() : QStringList{};
}

map::HexGrid HexMapEditor::grid() const
{
    return m_map ? m_map->grid() : map::HexGrid();
}

QString HexMapEditor::selectedHex() const
{
    return m_selected ? grid().number(*m_selected) : QString();
}

void HexMapEditor::setSelectedHex(const QString &hex)
{
    const auto parsed = grid().fromNumber(hex);
    if (parsed == m_selected)
        return;
    m_selected = parsed && m_map && m_map->contains(*parsed) ? parsed : std::nullopt;
    Q_EMIT selectionChanged();
}

int HexMapEditor::placeFeature() const
{
    if (!m_selected || !m_map)
        return 0;
    const auto it = std::find(features.begin(), features.end(), m_map->hex(*m_selected).feature);
    return int(it - features.begin());
}

QString HexMapEditor::placeName() const
{
    return m_selected && m_map ? m_map->hex(*m_selected).name : QString();
}

QString HexMapEditor::placeRegions() const
{
    return m_selected && m_map ? m_map->hex(*m_selected).regions.join(QStringLiteral(", "))
                               : QString();
}

QString HexMapEditor::describeHex(const QString &hex) const
{
    const auto h = grid().fromNumber(hex);
    if (!h || !m_map || !m_map->contains(*h))
        return {};
    const HexInfo info = m_map->hex(*h);
    QStringList parts{terrainName(info.terrain)};
    if (!info.playable)
        parts << tr("out of play (printed only in part at the edge)");
    if (info.feature != Feature::None)
        parts << (info.name.isEmpty() ? featureName(info.feature)
                                      : tr("%1 %2").arg(featureName(info.feature), info.name));
    QStringList sides;
    for (const map::Direction d : map::allDirections) {
        const map::Hex next = h->neighbour(d);
        const HexsideInfo side = m_map->side(*h, next);
        if (side.hasRiver())
            sides << (side.bridge
                          ? tr("bridge over the %1 to %2").arg(side.river, grid().number(next))
                          : tr("river %1 towards %2").arg(side.river, grid().number(next)));
        if (side.hasRoad())
            sides << tr("road %1 to %2").arg(side.road, grid().number(next));
    }
    parts << sides;
    if (!info.regions.isEmpty())
        parts << tr("in %1").arg(info.regions.join(QStringLiteral(", ")));
    //: A hex described on the map editor: its number, then its terrain, place, sides, regions.
    return tr("%1: %2").arg(hex, parts.join(QStringLiteral("; ")));
}

bool HexMapEditor::newMap(const QString &name, int columns, int rows, int gridIndex)
{
    QJsonObject args{{QStringLiteral("name"), name.trimmed()},
                     {QStringLiteral("columns"), columns},
                     {QStringLiteral("rows"), rows}};
    insertGrid(args, grids.at(std::size_t(std::clamp(gridIndex, 0, int(grids.size()) - 1))));
    return makeMap(QStringLiteral("hexmap.new"), args);
}

bool HexMapEditor::copyShippedMap(const QString &name)
{
    return makeMap(QStringLiteral("hexmap.new"),
                   {{QStringLiteral("name"), name.trimmed()},
                    {QStringLiteral("from"), QStringLiteral("black-eagle")}});
}

bool HexMapEditor::makeMap(const QString &command, const QJsonObject &args, const QString &prefix)
{
    m_showNext = args.value(QStringLiteral("name")).toString();
    const bool made = run(command, args, prefix);
    if (!made)
        m_showNext.clear();
    return made;
}

bool HexMapEditor::importFile(const QUrl &file, const QString &name)
{
    QFile in(file.toLocalFile());
    if (!in.open(QIODevice::ReadOnly)) {
        refuse(tr("%1 cannot be read: %2").arg(file.toLocalFile(), in.errorString()));
        return false;
    }
    QJsonParseError problem;
    const QJsonDocument doc = QJsonDocument::fromJson(in.readAll(), &problem);
    if (!doc.isObject()) {
        refuse(tr("%1 is not a hex map file: %2").arg(file.toLocalFile(), problem.errorString()));
        return false;
    }
    const QString named =
        name.trimmed().isEmpty() ? file.fileName().section(QLatin1Char('.'), 0, 0) : name.trimmed();
    return makeMap(QStringLiteral("hexmap.import"),
                   {{QStringLiteral("name"), named}, {QStringLiteral("map"), doc.object()}},
                   file.fileName() + QStringLiteral(": "));
}

bool HexMapEditor::exportFile(const QUrl &file)
{
    if (!m_map) {
        refuse(tr("There is no hex map to save."));
        return false;
    }
    // Written aside and put in place whole, so a failed save never leaves half a file.
    QSaveFile out(file.toLocalFile());
    const QByteArray json = writeHexwarMap(*m_map);
    if (!out.open(QIODevice::WriteOnly) || out.write(json) != json.size() || !out.commit()) {
        refuse(tr("%1 could not be written: %2").arg(file.toLocalFile(), out.errorString()));
        return false;
    }
    Q_EMIT done(tr("Hex map %1 saved as %2").arg(m_names.value(m_current), file.toLocalFile()));
    return true;
}

bool HexMapEditor::deleteMap()
{
    if (m_current < 0)
        return false;
    return run(QStringLiteral("hexmap.delete"), {{QStringLiteral("name"), m_names.at(m_current)}});
}

bool HexMapEditor::edit(const QString &command, QJsonObject args)
{
    if (m_current < 0) {
        refuse(tr("Make or choose a hex map first."));
        return false;
    }
    args.insert(QStringLiteral("map"), m_names.at(m_current));
    return run(QStringLiteral("hexmap.") + command, args);
}

bool HexMapEditor::paint(const QStringList &hexes, const QString &terrain)
{
    return edit(QStringLiteral("paint"),
                {{QStringLiteral("hexes"), QJsonArray::fromStringList(hexes)},
                 {QStringLiteral("terrain"), terrain}});
}

bool HexMapEditor::drawLine(const QStringList &hexes, bool road, const QString &name, bool erase)
{
    QList<map::Hex> path;
    for (const QString &hex : hexes) {
        if (const auto h = grid().fromNumber(hex))
            path << *h;
    }
    QJsonArray sides;
    for (const map::Hexside &side : map::sidesCrossed(path))
        sides.append(grid().sideName(side));
    if (sides.isEmpty())
        return false; // a click, not a drag across a hexside: nothing to draw
    return edit(QStringLiteral("line"),
                {{QStringLiteral("sides"), sides},
                 {QStringLiteral("line"), road ? QStringLiteral("road") : QStringLiteral("river")},
                 {QStringLiteral("name"), name},
                 {QStringLiteral("on"), !erase}});
}

bool HexMapEditor::toggleBridge(const QString &side)
{
    const auto parsed = grid().sideFromName(side);
    const bool bridged = parsed && m_map && m_map->side(parsed->first(), parsed->second()).bridge;
    return edit(QStringLiteral("bridge"),
                {{QStringLiteral("side"), side}, {QStringLiteral("on"), !bridged}});
}

bool HexMapEditor::setPlayable(const QStringList &hexes, bool playable)
{
    return edit(QStringLiteral("playable"),
                {{QStringLiteral("hexes"), QJsonArray::fromStringList(hexes)},
                 {QStringLiteral("playable"), playable}});
}

bool HexMapEditor::markHexSet(const QStringList &hexes, const QString &set, bool out)
{
    return edit(QStringLiteral("hexset"),
                {{QStringLiteral("hexes"), QJsonArray::fromStringList(hexes)},
                 {QStringLiteral("set"), set},
                 {QStringLiteral("in"), !out}});
}

bool HexMapEditor::setUnderlay(const QUrl &image)
{
    QString problem;
    const auto args = underlayFileArguments(image, &problem);
    if (!args) {
        refuse(problem);
        return false;
    }
    return edit(QStringLiteral("underlay"), *args);
}

bool HexMapEditor::clearUnderlay()
{
    return edit(QStringLiteral("underlay"), {{QStringLiteral("image"), QString()}});
}

bool HexMapEditor::setUnderlayOpacity(double opacity)
{
    return edit(QStringLiteral("underlay"), {{QStringLiteral("opacity"), opacity}});
}

bool HexMapEditor::setPlace(int feature, const QString &name, const QString &regions)
{
    if (!m_selected) {
        refuse(tr("Click a hex with the place tool first."));
        return false;
    }
    QJsonArray list;
    for (const QString &region : regions.split(QLatin1Char(','), Qt::SkipEmptyParts))
        list.append(region.trimmed());
    return edit(QStringLiteral("place"),
                {{QStringLiteral("hex"), grid().number(*m_selected)},
                 {QStringLiteral("feature"), featureKeys().value(feature, QStringLiteral("none"))},
                 {QStringLiteral("name"), name},
                 {QStringLiteral("regions"), list}});
}

} // namespace herald::gui
