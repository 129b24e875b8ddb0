#include "hexmapeditoritem.h"

#include "app/hexwarrender/hexwarpainter.h"

#include <QPainter>

namespace herald::gui {

HexMapEditorItem::HexMapEditorItem(QQuickItem *parent) : HexBoardItem(parent)
{
    // The set tool shows its set; the place tool the hex picked.
    connect(this, &HexMapEditorItem::toolChanged, this, [this] { update(); });
}

void HexMapEditorItem::setEditor(HexMapEditor *editor)
{
    if (editor == m_editor)
        return;
    if (m_editor)
        disconnect(m_editor, nullptr, this, nullptr);
    m_editor = editor;
    if (m_editor) {
        connect(m_editor, &HexMapEditor::changed, this, [this] {
            setUnderlayImage(m_editor->underlayImage());
            setUnderlayOpacity(m_editor->underlayOpacity());
            mapChanged();
        });
        connect(m_editor, &HexMapEditor::selectionChanged, this, [this] { update(); });
    }
    mapChanged();
    Q_EMIT editorChanged();
}

const herald::hexwar::HexwarMap *HexMapEditorItem::boardMap() const
{
    return m_editor ? m_editor->map() : nullptr;
}

void HexMapEditorItem::paint(QPainter *painter)
{
    hexwarrender::HexwarScene scene;
    scene.map = boardMap();
    scene.underlay = underlayImage();
    scene.underlayOpacity = underlayOpacity();
    scene.hexNumbers = true;
    // The stroke under way, and the hex whose place the form edits.
    for (const map::Hex &hex : m_stroke)
        scene.highlighted.insert(hex);
    if (scene.map && m_editor && m_tool == Place) {
        if (const auto picked = scene.map->numbered(m_editor->selectedHex()))
            scene.highlighted.insert(*picked);
    }
    if (scene.map && m_tool == HexSet) {
        for (const map::Hex &hex : scene.map->hexSet(m_hexSet))
            scene.highlighted.insert(hex);
    }
    hexwarrender::paintHexwarBoard(*painter, layout(), scene);
}

void HexMapEditorItem::mousePressEvent(QMouseEvent *event)
{
    const auto hex = hexAt(event->position());
    event->setAccepted(hex.has_value() && m_editor);
    if (!hex || !m_editor)
        return;
    m_stroke = {*hex};
    m_strokeErases = m_erase || event->modifiers().testFlag(Qt::ShiftModifier);
    update();
}

void HexMapEditorItem::mouseMoveEvent(QMouseEvent *event)
{
    const auto hex = hexAt(event->position());
    if (m_stroke.isEmpty() || !hex || m_stroke.last() == *hex)
        return;
    // The road and river tools follow the path hex by hex; the brush paints each hex once.
    if (m_tool == Road || m_tool == River || !m_stroke.contains(*hex)) {
        m_stroke << *hex;
        update();
    }
}

void HexMapEditorItem::mouseReleaseEvent(QMouseEvent *event)
{
    const QList<map::Hex> stroke = std::exchange(m_stroke, {});
    update();
    if (stroke.isEmpty() || !m_editor)
        return;
    QStringList hexes;
    for (const map::Hex &hex : stroke)
        hexes << boardMap()->number(hex);
    switch (m_tool) {
    case Paint:
        m_editor->paint(hexes, m_brushTerrain);
        break;
    case Place:
        m_editor->setSelectedHex(hexes.last());
        break;
    case Road:
    case River:
        m_editor->drawLine(hexes, m_tool == Road, m_lineName, m_strokeErases);
        break;
    case Bridge:
        if (stroke.size() == 1)
            m_editor->toggleBridge(boardMap()->sideName(layout().sideAt(event->position())));
        break;
    case HexSet:
        m_editor->markHexSet(hexes, m_hexSet, m_strokeErases);
        break;
    case Edge:
        m_editor->setPlayable(hexes, m_strokeErases);
        break;
    }
}

} // namespace herald::gui
