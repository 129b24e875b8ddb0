#pragma once

#include "hexgamedesk.h"

#include <QPointer>
#include <QQuickPaintedItem>
#include <QUrl>

namespace herald::gui {

/// The hex game board: hexwarpainter in a QQuickPaintedItem, so it draws the same on the
/// software scene graph, at the hex size asked for (the page scrolls it). A counter pressed and
/// dragged to another hex is dropped there (HexGameDesk::drop); a press and release on one hex is a
/// click (HexGameDesk::clickHex).
class HexMapItem : public QQuickPaintedItem
{
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(herald::gui::HexGameDesk *desk READ desk WRITE setDesk NOTIFY deskChanged)
    /// A scanned map drawn under the hexes (a local image file), or empty.
    Q_PROPERTY(QUrl underlay READ underlay WRITE setUnderlay NOTIFY underlayChanged)
    Q_PROPERTY(bool hasUnderlay READ hasUnderlay NOTIFY underlayChanged)
    /// Centre to corner of a hex, in pixels; the item's implicit size is the whole map's.
    Q_PROPERTY(double hexSize READ hexSize WRITE setHexSize NOTIFY hexSizeChanged)
    /// The hex under the pointer ("0518"), or empty.
    Q_PROPERTY(QString hoveredHex READ hoveredHex NOTIFY hoveredHexChanged)

public:
    explicit HexMapItem(QQuickItem *parent = nullptr);

    [[nodiscard]] HexGameDesk *desk() const { return m_desk; }
    void setDesk(HexGameDesk *desk);
    [[nodiscard]] QUrl underlay() const { return m_underlayUrl; }
    void setUnderlay(const QUrl &url);
    [[nodiscard]] bool hasUnderlay() const { return !m_underlay.isNull(); }
    Q_INVOKABLE void clearUnderlay() { setUnderlay({}); }
    [[nodiscard]] double hexSize() const { return m_hexSize; }
    void setHexSize(double size);
    [[nodiscard]] QString hoveredHex() const { return m_hovered; }
    void paint(QPainter *painter) override;

    /// The centre of a hex in item coordinates, for tests and tool tips.
    Q_INVOKABLE QPointF hexCentre(const QString &hex) const;

Q_SIGNALS:
    void deskChanged();
    void underlayChanged();
    void hexSizeChanged();
    void hoveredHexChanged();

protected:
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void hoverMoveEvent(QHoverEvent *event) override;
    void hoverLeaveEvent(QHoverEvent *event) override;

private:
    [[nodiscard]] map::HexLayout layout() const;
    void updateImplicitSize();
    [[nodiscard]] std::optional<map::Hex> hexAt(QPointF point) const;

    QPointer<HexGameDesk> m_desk;
    QUrl m_underlayUrl;
    double m_hexSize = 16;
    QImage m_underlay;
    std::optional<map::Hex> m_pressed;
    QString m_dragged;
    std::optional<map::Hex> m_over;
    QString m_hovered;
};

} // namespace herald::gui
