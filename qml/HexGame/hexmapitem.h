#pragma once

#include "hexboarditem.h"
#include "hexgamedesk.h"

#include <QPointer>

namespace herald::gui {

/// The hex game board: the position of the desk's game on the map. A counter pressed and
/// dragged to another hex is dropped there (HexGameDesk::drop); a press and release on one hex is
/// a click (HexGameDesk::clickHex).
class HexMapItem : public herald::gui::HexBoardItem
{
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(herald::gui::HexGameDesk *desk READ desk WRITE setDesk NOTIFY deskChanged)

public:
    explicit HexMapItem(QQuickItem *parent = nullptr);

    [[nodiscard]] HexGameDesk *desk() const { return m_desk; }
    void setDesk(HexGameDesk *desk);
    void paint(QPainter *painter) override;

Q_SIGNALS:
    void deskChanged();

protected:
    [[nodiscard]] const herald::hexwar::HexwarMap *boardMap() const override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;

private:
    QPointer<HexGameDesk> m_desk;
    std::optional<map::Hex> m_pressed;
    QString m_dragged;
    std::optional<map::Hex> m_over;
};

} // namespace herald::gui
