#include "varianteditorcanvas.h"

#include "app/diplomacyrender/boardrenderer.h"
#include "app/diplomacyrender/editorboard.h"

#include <QMouseEvent>
#include <QPainter>

namespace herald::gui {

using herald::diplomacy::kNoProvince;
using herald::diplomacy::ProvinceId;

VariantEditorCanvas::VariantEditorCanvas(QQuickItem *parent) : QQuickPaintedItem(parent)
{
    setAcceptedMouseButtons(Qt::LeftButton);
}

void VariantEditorCanvas::setEditor(VariantEditor *editor)
{
    if (editor == m_editor)
        return;
    if (m_editor)
        disconnect(m_editor, nullptr, this, nullptr);
    m_editor = editor;
    if (m_editor)
        connect(m_editor, &VariantEditor::changed, this, [this] {
            reloadBackground();
            if (m_pending >= int(m_editor->state().points.size()))
                setPending(-1);
            update();
        });
    reloadBackground();
    Q_EMIT editorChanged();
    update();
}

void VariantEditorCanvas::setTool(Tool tool)
{
    if (tool == m_tool)
        return;
    m_tool = tool;
    setPending(-1);
    Q_EMIT toolChanged();
}

void VariantEditorCanvas::setPending(int province)
{
    if (province == m_pending)
        return;
    m_pending = province;
    Q_EMIT pendingChanged();
    update();
}

void VariantEditorCanvas::reloadBackground()
{
    const QString path = m_editor ? m_editor->state().background : QString();
    if (path == m_backgroundPath)
        return;
    m_backgroundPath = path;
    m_background = path.isEmpty() ? QImage() : QImage(path);
}

void VariantEditorCanvas::paint(QPainter *painter)
{
    if (!m_editor)
        return;
    diplomacyrender::EditorBoardScene scene;
    scene.background = m_background;
    scene.backgroundOpacity = m_editor->backgroundOpacity();
    scene.selected = m_editor->selected() >= 0 ? ProvinceId(m_editor->selected()) : kNoProvince;
    scene.pending = m_pending >= 0 ? ProvinceId(m_pending) : kNoProvince;
    diplomacyrender::paintEditorBoard(*painter, boundingRect(), m_editor->layout(), scene);
}

QPointF VariantEditorCanvas::toSheet(QPointF itemPoint) const
{
    return diplomacyrender::BoardRenderer::sheetTransform(boundingRect()).inverted().map(itemPoint);
}

QPointF VariantEditorCanvas::provincePoint(int province) const
{
    if (!m_editor || province < 0 || province >= int(m_editor->state().points.size()))
        return {};
    return diplomacyrender::BoardRenderer::sheetTransform(boundingRect())
        .map(m_editor->state().points[std::size_t(province)]);
}

int VariantEditorCanvas::provinceAt(QPointF itemPoint) const
{
    const ProvinceId p =
        diplomacyrender::BoardRenderer(m_editor->layout()).provinceAt(boundingRect(), itemPoint);
    return p == kNoProvince ? -1 : int(p);
}

void VariantEditorCanvas::mousePressEvent(QMouseEvent *event)
{
    if (!m_editor)
        return;
    forceActiveFocus(Qt::MouseFocusReason);
    const int hit = provinceAt(event->position());
    switch (m_tool) {
    case Tool::Select:
        m_editor->setSelected(hit);
        m_dragging = hit;
        break;
    case Tool::Connect:
        if (hit < 0) {
            setPending(-1);
        } else if (m_pending < 0 || m_pending == hit) {
            setPending(hit);
            m_editor->setSelected(hit);
        } else {
            const int from = m_pending;
            setPending(-1);
            Q_EMIT connectRequested(from, hit);
        }
        break;
    case Tool::Add:
        if (hit >= 0) {
            m_editor->setSelected(hit);
        } else {
            const QPointF at = toSheet(event->position());
            m_editor->addProvince(at.x(), at.y());
        }
        break;
    }
}

void VariantEditorCanvas::mouseMoveEvent(QMouseEvent *event)
{
    if (!m_editor || m_dragging < 0)
        return;
    const QPointF at = toSheet(event->position());
    constexpr double sheet = diplomacyrender::BoardLayout::kSheet;
    m_editor->moveProvince(m_dragging, std::clamp(at.x(), 0.0, sheet),
                           std::clamp(at.y(), 0.0, sheet));
}

void VariantEditorCanvas::mouseReleaseEvent(QMouseEvent *)
{
    if (m_editor && m_dragging >= 0)
        m_editor->finishMove();
    m_dragging = -1;
}

} // namespace herald::gui
