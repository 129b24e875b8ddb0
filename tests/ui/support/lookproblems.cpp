// What a person would see wrong on a page: the look checks the page tests share (issue 20).
#include "lookproblems.h"

#include "windowfixture.h"

#include <QQuickWindow>

namespace herald::test {

namespace {

/// Labels and buttons under `root` that do not show all their text (the look of tst_fit, for a
/// page the rail does not list): elided, or wider than the room they were given.
QStringList cutTexts(QQuickItem *root)
{
    QStringList cuts;
    herald::test::forEachVisibleItem(root, [&cuts](QQuickItem *item) {
        if (herald::test::scrolledOutOfView(item))
            return false;
        const bool button =
            item->inherits("QQuickAbstractButton") && !item->inherits("QQuickItemDelegate");
        if (!button && !item->inherits("QQuickText"))
            return true;
        const bool wraps = item->property("wrapMode").toInt() != 0;
        const bool cut = item->property("truncated").toBool() ||
                         (!wraps && item->implicitWidth() > item->width() + 1.0);
        if (cut && !item->property("text").toString().trimmed().isEmpty())
            cuts << herald::test::describeItem(item);
        return !button;
    });
    return cuts;
}

/// Items placed over one another (issue 20: the prompt once ran over the line under it):
/// visible children of one layout or positioner whose rectangles intersect, and wrapped texts
/// given fewer lines than they have, which run over whatever comes after them.
QStringList overlaps(QQuickItem *root)
{
    QStringList found;
    herald::test::forEachVisibleItem(root, [&found](QQuickItem *item) {
        if (item->inherits("QQuickText") && item->property("wrapMode").toInt() != 0 &&
            item->property("contentHeight").toReal() > item->height() + 1)
            found << herald::test::describeItem(item) + QStringLiteral(" spills below");
        if (!item->inherits("QQuickLayout") && !item->inherits("QQuickBasePositioner"))
            return true;
        QList<QQuickItem *> shown;
        for (QQuickItem *child : item->childItems()) {
            if (child->isVisible() && child->width() > 0 && child->height() > 0)
                shown << child;
        }
        for (qsizetype i = 0; i < shown.size(); ++i) {
            for (qsizetype j = i + 1; j < shown.size(); ++j) {
                const QRectF a(shown[i]->position(), shown[i]->size());
                const QRectF b(shown[j]->position(), shown[j]->size());
                // Less than a pixel is rounding.
                if (a.intersected(b).width() > 1 && a.intersected(b).height() > 1)
                    found << herald::test::describeItem(shown[i]) + QStringLiteral(" over ") +
                                 herald::test::describeItem(shown[j]);
            }
        }
        return true;
    });
    return found;
}

/// Buttons and labels reaching past the window's edge (a row too long for 1280 pixels), unless
/// a view that scrolls them holds them.
QStringList offWindow(QQuickItem *root)
{
    QStringList found;
    const QRectF window(QPointF(0, 0), root->window()->size());
    herald::test::forEachVisibleItem(root, [&](QQuickItem *item) {
        if (item->inherits("QQuickFlickable"))
            return false;
        const bool button =
            item->inherits("QQuickAbstractButton") && !item->inherits("QQuickItemDelegate");
        if ((button || item->inherits("QQuickText")) &&
            !window.contains(item->mapRectToScene(QRectF(0, 0, item->width(), item->height()))))
            found << herald::test::describeItem(item) + QStringLiteral(" leaves the window");
        return !button;
    });
    return found;
}

} // namespace

QString lookProblems(QQuickItem *root)
{
    return (cutTexts(root) + overlaps(root) + offWindow(root)).join(QStringLiteral("; "));
}

} // namespace herald::test
