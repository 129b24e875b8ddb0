#pragma once

#include "core/hexwar/hexwarmap.h"
#include "core/map/hexlayout.h"

#include <QImage>
#include <QQuickPaintedItem>

namespace herald::gui {

/// A hex map drawn by app/hexwarrender in a QQuickPaintedItem, so it draws the same on the
/// software scene graph: what the game board and the map editor share. It is drawn at the hex
/// size asked for (its page scrolls it), with the scanned map its game or map keeps under the
/// hexes, and says which hex the pointer is over. Derived by its full name (`public
/// herald::gui::HexBoardItem`): Qt 6.4's qmltyperegistrar finds the base class only so.
class HexBoardItem : public QQuickPaintedItem
{
    Q_OBJECT
    QML_ANONYMOUS

    /// A scanned map is drawn under the hexes.
    Q_PROPERTY(bool hasUnderlay READ hasUnderlay NOTIFY underlayChanged)
    /// How strongly the hexes are drawn over the scanned map, 0 to 1: the stored value, or where
    /// the slider's handle is while it is dragged.
    Q_PROPERTY(
        double underlayOpacity READ underlayOpacity WRITE setUnderlayOpacity NOTIFY underlayChanged)
    /// Centre to corner of a hex, in pixels; the item's implicit size is the whole map's.
    Q_PROPERTY(double hexSize READ hexSize WRITE setHexSize NOTIFY hexSizeChanged)
    /// The hex under the pointer ("0518"), or empty.
    Q_PROPERTY(QString hoveredHex READ hoveredHex NOTIFY hoveredHexChanged)

public:
    explicit HexBoardItem(QQuickItem *parent = nullptr);

    [[nodiscard]] bool hasUnderlay() const { return !m_underlay.isNull(); }
    [[nodiscard]] double underlayOpacity() const { return m_underlayOpacity; }
    void setUnderlayOpacity(double opacity);
    [[nodiscard]] double hexSize() const { return m_hexSize; }
    void setHexSize(double size);
    [[nodiscard]] QString hoveredHex() const { return m_hovered; }

    /// The centre of a hex in item coordinates, for tests and tool tips.
    Q_INVOKABLE QPointF hexCentre(const QString &hex) const;

Q_SIGNALS:
    void underlayChanged();
    void hexSizeChanged();
    void hoveredHexChanged();

protected:
    /// The map drawn, or nullptr when there is none.
    [[nodiscard]] virtual const herald::hexwar::HexwarMap *boardMap() const = 0;
    /// Sizes the item to the map (after the map or the hex size changed) and draws it again.
    void mapChanged();
    [[nodiscard]] map::HexLayout layout() const;
    [[nodiscard]] const QImage &underlayImage() const { return m_underlay; }
    /// Shows the scanned map the game or the edited map keeps (a null image: none).
    void setUnderlayImage(const QImage &image);
    /// The hex of the map under an item position, or nothing off the map.
    [[nodiscard]] std::optional<map::Hex> hexAt(QPointF point) const;

    void hoverMoveEvent(QHoverEvent *event) override;
    void hoverLeaveEvent(QHoverEvent *event) override;

private:
    double m_hexSize = 16;
    QImage m_underlay;
    double m_underlayOpacity = 0.3;
    QString m_hovered;
};

} // namespace herald::gui
