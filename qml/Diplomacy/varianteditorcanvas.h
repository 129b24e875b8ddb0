#pragma once

#include "varianteditor.h"

#include <QImage>
#include <QPointer>
#include <QQuickPaintedItem>

namespace herald::gui {

/// The variant editor's map: the board drawn by app/diplomacyrender over the background
/// picture, with the editing tools' mouse handling. Select drags provinces, Connect picks two
/// provinces and asks for their border to be toggled, Add places a new province.
class VariantEditorCanvas : public QQuickPaintedItem
{
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(herald::gui::VariantEditor *editor READ editor WRITE setEditor NOTIFY editorChanged)
    Q_PROPERTY(Tool tool READ tool WRITE setTool NOTIFY toolChanged)
    /// The first province picked by the connect tool, or -1.
    Q_PROPERTY(int pending READ pending NOTIFY pendingChanged)

public:
    enum class Tool
    {
        Select,
        Connect,
        Add,
    };
    Q_ENUM(Tool)

    explicit VariantEditorCanvas(QQuickItem *parent = nullptr);

    [[nodiscard]] VariantEditor *editor() const { return m_editor; }
    void setEditor(VariantEditor *editor);
    [[nodiscard]] Tool tool() const { return m_tool; }
    void setTool(Tool tool);
    [[nodiscard]] int pending() const { return m_pending; }
    void paint(QPainter *painter) override;

    /// The sheet position under an item position, for tests and drops.
    Q_INVOKABLE QPointF toSheet(QPointF itemPoint) const;
    /// The item position of a province, for tests.
    Q_INVOKABLE QPointF provincePoint(int province) const;

Q_SIGNALS:
    void editorChanged();
    void toolChanged();
    void pendingChanged();
    /// The connect tool picked two provinces; QML asks for coasts where needed.
    void connectRequested(int from, int to);

protected:
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;

private:
    void setPending(int province);
    [[nodiscard]] int provinceAt(QPointF itemPoint) const;
    void reloadBackground();

    QPointer<VariantEditor> m_editor;
    Tool m_tool = Tool::Select;
    int m_pending = -1;
    int m_dragging = -1;
    QString m_backgroundPath;
    QImage m_background;
};

} // namespace herald::gui
