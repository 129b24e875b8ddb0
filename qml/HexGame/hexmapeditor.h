#pragma once

#include "app/gui/campaignform.h"
#include "app/services/hexwar/mapquery.h"

#include <QImage>
#include <QStringList>
#include <QUrl>

#include <optional>

namespace herald::gui {

/// The hex map editor's back end (issue 20; rules spec section 15): the campaign's hex maps,
/// the one being edited, the hex picked and its place. Every edit is one hexmap.* command, so
/// one undo takes back a whole brush stroke or river; maps are read from and written to files in
/// Herald's hexwar map format (docs/hexwar-map-format.md).
class HexMapEditor : public herald::gui::CampaignForm
{
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(QStringList maps READ maps NOTIFY changed)
    Q_PROPERTY(int currentMap READ currentMap WRITE setCurrentMap NOTIFY changed)
    Q_PROPERTY(bool hasMap READ hasMap NOTIFY changed)
    /// The palette: the format's terrain words and their names, in the same order.
    Q_PROPERTY(QStringList terrainKeys READ terrainKeys CONSTANT)
    Q_PROPERTY(QStringList terrainNames READ terrainNames CONSTANT)
    /// The places a hex may hold ("none" first) and their names.
    Q_PROPERTY(QStringList featureKeys READ featureKeys CONSTANT)
    Q_PROPERTY(QStringList featureNames READ featureNames CONSTANT)
    /// The hex picked with the place tool ("0306"), or empty; its place as stored.
    Q_PROPERTY(QString selectedHex READ selectedHex WRITE setSelectedHex NOTIFY selectionChanged)
    Q_PROPERTY(int placeFeature READ placeFeature NOTIFY selectionChanged)
    Q_PROPERTY(QString placeName READ placeName NOTIFY selectionChanged)
    Q_PROPERTY(QString placeRegions READ placeRegions NOTIFY selectionChanged)
    /// The grids of rule 2.2 in words, and the map's (an index into them).
    Q_PROPERTY(QStringList gridNames READ gridNames CONSTANT)
    Q_PROPERTY(int grid READ gridIndex NOTIFY changed)
    /// The map's scenario hex sets (spec 15.4), by name.
    Q_PROPERTY(QStringList hexSetNames READ hexSetNames NOTIFY changed)
    /// The map's scanned underlay kept in the campaign, and how strongly the hexes cover it.
    Q_PROPERTY(bool hasUnderlay READ hasUnderlay NOTIFY changed)
    Q_PROPERTY(double underlayOpacity READ underlayOpacity NOTIFY changed)

public:
    explicit HexMapEditor(QObject *parent = nullptr);

    [[nodiscard]] QStringList maps() const { return m_names; }
    [[nodiscard]] int currentMap() const { return m_current; }
    void setCurrentMap(int index);
    [[nodiscard]] bool hasMap() const { return m_map.has_value(); }
    [[nodiscard]] QStringList terrainKeys() const;
    [[nodiscard]] QStringList terrainNames() const;
    [[nodiscard]] QStringList featureKeys() const;
    [[nodiscard]] QStringList featureNames() const;
    [[nodiscard]] QString selectedHex() const;
    void setSelectedHex(const QString &hex);
    [[nodiscard]] int placeFeature() const;
    [[nodiscard]] QString placeName() const;
    [[nodiscard]] QString placeRegions() const;

    [[nodiscard]] QStringList gridNames() const;
    [[nodiscard]] int gridIndex() const;
    [[nodiscard]] QStringList hexSetNames() const;
    [[nodiscard]] bool hasUnderlay() const { return !m_underlay.isNull(); }
    [[nodiscard]] double underlayOpacity() const { return m_underlayOpacity; }
    [[nodiscard]] const QImage &underlayImage() const { return m_underlay; }

    /// The map being edited, or nullptr.
    [[nodiscard]] const herald::hexwar::HexwarMap *map() const { return m_map ? &*m_map : nullptr; }
    /// A sentence on a hex: its number, terrain, place and what lies on its sides.
    Q_INVOKABLE QString describeHex(const QString &hex) const;

    /// A blank map of clear hexes on a grid of gridNames, or a copy of the Black Eagle map to
    /// correct.
    Q_INVOKABLE bool newMap(const QString &name, int columns, int rows, int gridIndex = 0);
    Q_INVOKABLE bool copyShippedMap(const QString &name);
    Q_INVOKABLE bool importFile(const QUrl &file, const QString &name);
    Q_INVOKABLE bool exportFile(const QUrl &file);
    Q_INVOKABLE bool deleteMap();
    /// The edits of the board's tools: a brush stroke, a road or river drawn (or taken off)
    /// from hex to hex, a bridge put on or taken off the side clicked.
    Q_INVOKABLE bool paint(const QStringList &hexes, const QString &terrain);
    Q_INVOKABLE bool drawLine(const QStringList &hexes, bool road, const QString &name, bool erase);
    Q_INVOKABLE bool toggleBridge(const QString &side);
    /// Puts edge hexes out of play, or (playable) back in play.
    Q_INVOKABLE bool setPlayable(const QStringList &hexes, bool playable);
    /// Adds the hexes to the named hex set, or (out) takes them out of it.
    Q_INVOKABLE bool markHexSet(const QStringList &hexes, const QString &set, bool out);
    /// Keeps a scanned map (PNG or JPEG) under the hexes, or none; sets how strongly the hexes
    /// are drawn over it (0 to 1). Each one command.
    Q_INVOKABLE bool setUnderlay(const QUrl &image);
    Q_INVOKABLE bool clearUnderlay();
    Q_INVOKABLE bool setUnderlayOpacity(double opacity);
    /// Lays the map out on the grid of gridNames[index] (rule 2.2); how many road, river and
    /// bridge hexsides that would take off (their ends no longer neighbours), to warn first.
    Q_INVOKABLE bool setGrid(int index);
    Q_INVOKABLE int hexsidesLostOnGrid(int index) const;
    /// The selected hex's place: feature index into featureKeys, its name, regions by commas.
    Q_INVOKABLE bool setPlace(int feature, const QString &name, const QString &regions);

Q_SIGNALS:
    void changed();
    void selectionChanged();

protected:
    void reload() override;

private:
    /// Shows a stored map (or none): its hexes and its underlay.
    void show(std::optional<app::hexwar::StoredHexMap> stored);
    /// Runs hexmap.new or hexmap.import and shows the map it makes.
    bool makeMap(const QString &command, const QJsonObject &args, const QString &prefix = {});
    /// Runs a hexmap.* edit on the map shown.
    bool edit(const QString &command, QJsonObject args);
    /// The grid of the map shown, which numbers its hexes (the default without a map).
    [[nodiscard]] map::HexGrid grid() const;

    QStringList m_names;
    QString m_showNext; ///< the map a command is making, to show once it is made
    int m_current = -1;
    std::optional<herald::hexwar::HexwarMap> m_map;
    std::optional<map::Hex> m_selected;
    QImage m_underlay;
    double m_underlayOpacity = 0.3;
};

} // namespace herald::gui
