#pragma once

#include "hexboarditem.h"
#include "hexmapeditor.h"

#include <QPointer>

namespace herald::gui {

/// The map editor's board: the edited map, and its tools turning the pointer into edits. A
/// drag paints, or draws a road or river along the hexsides it crosses (one command per drag,
/// so one undo takes it back); a click picks a hex for the place form or puts a bridge on the
/// side nearest to it, or takes it off.
class HexMapEditorItem : public herald::gui::HexBoardItem
{
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(herald::gui::HexMapEditor *editor READ editor WRITE setEditor NOTIFY editorChanged)
    Q_PROPERTY(Tool tool MEMBER m_tool NOTIFY toolChanged)
    /// The terrain word the brush paints ("heavy_forest").
    Q_PROPERTY(QString brushTerrain MEMBER m_brushTerrain NOTIFY toolChanged)
    /// The name of the road or river drawn.
    Q_PROPERTY(QString lineName MEMBER m_lineName NOTIFY toolChanged)
    /// The road and river tools take roads or rivers off instead, the set tool takes hexes out
    /// of the set (Shift does it for one drag).
    Q_PROPERTY(bool erase MEMBER m_erase NOTIFY toolChanged)
    /// The scenario hex set the set tool marks, shown while that tool is in use.
    Q_PROPERTY(QString hexSet MEMBER m_hexSet NOTIFY toolChanged)

public:
    enum Tool
    {
        Paint,  ///< drag to paint terrain
        Place,  ///< click a hex to edit its place and regions
        Road,   ///< drag from hex to hex to lay a road along the hexsides crossed
        River,  ///< the same for a river
        Bridge, ///< click near a river hexside to bridge it, or take its bridge off
        HexSet, ///< drag over hexes to add them to a scenario hex set (15.4)
        Edge,   ///< drag over partly printed edge hexes to put them out of play (2.2)
    };
    Q_ENUM(Tool)

    explicit HexMapEditorItem(QQuickItem *parent = nullptr);

    [[nodiscard]] HexMapEditor *editor() const { return m_editor; }
    void setEditor(HexMapEditor *editor);
    void paint(QPainter *painter) override;

Q_SIGNALS:
    void editorChanged();
    void toolChanged();

protected:
    [[nodiscard]] const herald::hexwar::HexwarMap *boardMap() const override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;

private:
    QPointer<HexMapEditor> m_editor;
    Tool m_tool = Paint;
    QString m_brushTerrain = QStringLiteral("clear");
    QString m_lineName;
    bool m_erase = false;
    QString m_hexSet;
    bool m_strokeErases = false; ///< the stroke under way takes lines off
    QList<map::Hex> m_stroke;    ///< the hexes dragged over, in order
};

} // namespace herald::gui
