#pragma once

#include "skirmishdesk.h"

#include <QColor>
#include <QPointer>
#include <QQuickPaintedItem>

namespace herald::gui {

/// The desk's map sheet (docs/skirmish-scenario-format.md): pointy-topped hexes, the even
/// rows shifted right, coloured by terrain, with each counter's name on its hexes. Painted
/// with QPainter so it draws the same on the software scene graph. The colours come from
/// the page's theme.
class SkirmishMapItem : public QQuickPaintedItem
{
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(herald::gui::SkirmishDesk *desk READ desk WRITE setDesk NOTIFY deskChanged)
    Q_PROPERTY(QColor groundColor MEMBER m_ground NOTIFY coloursChanged)
    Q_PROPERTY(QColor waterColor MEMBER m_water NOTIFY coloursChanged)
    Q_PROPERTY(QColor coverColor MEMBER m_cover NOTIFY coloursChanged)
    Q_PROPERTY(QColor treeColor MEMBER m_tree NOTIFY coloursChanged)
    Q_PROPERTY(QColor lineColor MEMBER m_line NOTIFY coloursChanged)
    Q_PROPERTY(QColor textColor MEMBER m_text NOTIFY coloursChanged)
    /// One colour per side, in the scenario's order.
    Q_PROPERTY(QList<QColor> sideColors MEMBER m_sides NOTIFY coloursChanged)

public:
    explicit SkirmishMapItem(QQuickItem *parent = nullptr);

    [[nodiscard]] SkirmishDesk *desk() const { return m_desk; }
    void setDesk(SkirmishDesk *desk);
    void paint(QPainter *painter) override;

Q_SIGNALS:
    void deskChanged();
    void coloursChanged();

private:
    QPointer<SkirmishDesk> m_desk;
    QColor m_ground;
    QColor m_water;
    QColor m_cover;
    QColor m_tree;
    QColor m_line;
    QColor m_text;
    QList<QColor> m_sides;
};

} // namespace herald::gui
