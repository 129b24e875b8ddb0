// Everything in reach at 1280 x 800, in English, German and French (issue 15): every rail page
// of Herald's window on the demo campaign, in each language the program ships, chosen as View ▸
// Language chooses it. A visible button, label, tab or rail label fails its page when it is cut:
// narrower than its text (or elided), outside the window, outside the content of the view that
// scrolls it, outside a parent that clips it, or past the edge of the layout that places it. The
// page's QML warnings fail it too. Pictures go where HERALD_SCREENSHOT_DIR says.
#include "screenshots.h"
#include "windowfixture.h"

#include <QDir>
#include <QQuickItem>
#include <QTest>

#include <cmath>

using herald::test::WindowFixture;

namespace {

/// Less than a pixel is rounding, not a cut.
constexpr qreal Tolerance = 1.0;

struct Bounds
{
    QRectF rect;       ///< in scene coordinates, or the content of a scrolling view
    QQuickItem *frame; ///< the item `rect` belongs to: nullptr for the window
    QString what;      ///< "the window", "the scrolled content of ListView ..."
};

bool isTextControl(const QQuickItem *item)
{
    return item->inherits("QQuickText");
}

/// Buttons whose text is one line: a delegate's content may wrap and is checked by its labels.
bool isButton(const QQuickItem *item)
{
    return item->inherits("QQuickAbstractButton") && !item->inherits("QQuickItemDelegate");
}

/// How much of its text `item` does not show, in pixels; 0 when it all shows.
qreal textCut(const QQuickItem *item)
{
    if (item->property("text").toString().trimmed().isEmpty())
        return 0;
    const qreal width = item->width();
    if (isButton(item)) {
        // A button whose label wraps shows all its text on several lines: its label decides.
        const auto *label = item->property("contentItem").value<QQuickItem *>();
        if (label && label->property("wrapMode").toInt() != 0)
            return textCut(label);
        return item->implicitWidth() - width;
    }
    if (item->property("truncated").toBool())
        return std::max<qreal>(item->implicitWidth() - width, 1.0);
    const bool wraps = item->property("wrapMode").toInt() != 0;
    // A wrapped text only overflows with a word longer than its width.
    return (wraps ? item->property("contentWidth").toReal() : item->implicitWidth()) - width;
}

/// The innermost bounds `item` must lie in: the scrolled content of a Flickable around it
/// (only across: a list longer than the view is what scrolling is for), the rectangle of a
/// parent that clips, else the window.
Bounds boundsOf(QQuickItem *item, const QRectF &window)
{
    for (QQuickItem *parent = item->parentItem(); parent; parent = parent->parentItem()) {
        QQuickItem *above = parent->parentItem();
        if (above && above->inherits("QQuickFlickable")) {
            const qreal contentWidth =
                std::max(above->property("contentWidth").toReal(), above->width());
            const QRectF content =
                parent->mapRectToScene(QRectF(0, -1e6, contentWidth, 2e6)); // up and down: scrolled
            return {content, above,
                    QStringLiteral("the content of %1").arg(herald::test::describeItem(above))};
        }
        if (parent->clip())
            return {parent->mapRectToScene(QRectF(0, 0, parent->width(), parent->height())), parent,
                    QStringLiteral("%1, which clips").arg(herald::test::describeItem(parent))};
    }
    return {window, nullptr, QStringLiteral("the window")};
}

/// Every cut control under `root`, skipping `skip` (the pages, when the shell is checked).
QStringList cutsUnder(QQuickItem *root, const QQuickItem *skip)
{
    const QRectF window(0, 0, WindowFixture::Width, WindowFixture::Height);
    QStringList cuts;
    herald::test::forEachVisibleItem(root, [&](QQuickItem *item) {
        if (item == skip)
            return false;
        if (herald::test::scrolledOutOfView(item))
            return false;
        if (!isTextControl(item) && !isButton(item))
            return true;
        const QString name = herald::test::describeItem(item);
        if (const qreal cut = textCut(item); cut > Tolerance)
            cuts << QStringLiteral("%1: %2 px of its text cut off (width %3, needs %4)")
                        .arg(name)
                        .arg(std::ceil(cut))
                        .arg(item->width())
                        .arg(item->width() + cut);
        const QRectF rect = item->mapRectToScene(QRectF(0, 0, item->width(), item->height()));
        const Bounds bounds = boundsOf(item, window);
        const QRectF inside = rect.intersected(bounds.rect);
        const qreal outside =
            std::max(rect.width() - inside.width(), rect.height() - inside.height());
        if (outside > Tolerance && rect.width() > 0 && rect.height() > 0)
            cuts << QStringLiteral("%1: %2 px outside %3")
                        .arg(name)
                        .arg(std::ceil(outside))
                        .arg(bounds.what);
        // A layout gives each item its place: one reaching past the layout's edge overlaps the
        // next column or the window's edge, however wide it is itself.
        if (QQuickItem *layout = item->parentItem(); layout && layout->inherits("QQuickLayout")) {
            const QRectF place =
                layout->mapRectToScene(QRectF(0, 0, layout->width(), layout->height()));
            if (const qreal past = rect.right() - place.right(); past > Tolerance)
                cuts << QStringLiteral("%1: %2 px past the right edge of its %3")
                            .arg(name)
                            .arg(std::ceil(past))
                            .arg(herald::test::describeItem(layout));
        }
        // A button's own text is its button's matter, checked above.
        return !isButton(item);
    });
    return cuts;
}

} // namespace

class TestFit : public QObject
{
    Q_OBJECT

private:
    WindowFixture m_window;

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_window.start()); }
    void cleanupTestCase() { m_window.stop(); }

    void everythingFits_data();
    void everythingFits();
};

void TestFit::everythingFits_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<int>("page"); // -1: the shell around the pages
    for (const char *language : {"en", "de", "fr"}) {
        QTest::addRow("%s/shell", language) << QString::fromLatin1(language) << -1;
        for (int page = 0; page < WindowFixture::PageNames.size(); ++page)
            QTest::addRow("%s/%s", language, qPrintable(WindowFixture::PageNames.at(page)))
                << QString::fromLatin1(language) << page;
    }
}

// Issue 15: nothing is cut at 1280 x 800 in any language the program ships.
void TestFit::everythingFits()
{
    QFETCH(QString, language);
    QFETCH(int, page);
    m_window.appSettings()->setLanguage(language);
    QQuickItem *shown = m_window.showPage(std::max(page, 0));
    QVERIFY(shown);
    QCOMPARE(m_window.currentPageName(), WindowFixture::PageNames.at(std::max(page, 0)));
    const QString row = QString::fromLatin1(QTest::currentDataTag());
    if (const QString folder = herald::test::screenshotFolder(); !folder.isEmpty() && page >= 0)
        m_window.grab().save(QDir(folder).filePath(
            QStringLiteral("fit-%1.png")
                .arg(QString(row).replace(QLatin1Char('/'), QLatin1Char('-')))));

    QStringList problems = page < 0 ? cutsUnder(m_window.window()->contentItem(), m_window.pages())
                                    : cutsUnder(shown, nullptr);
    // Warnings of the language switch land in the row that switched (a shell row).
    for (const QString &warning : m_window.takeWarnings())
        problems << QStringLiteral("QML warning: %1").arg(warning);
    // In full here: a failure message is cut at 1024 characters.
    for (const QString &problem : std::as_const(problems))
        qInfo().noquote() << row << problem;
    QVERIFY2(problems.isEmpty(),
             qPrintable(
                 QStringLiteral("%1 problems in %2 (listed above)").arg(problems.size()).arg(row)));
}

QTEST_MAIN(TestFit)
#include "tst_fit.moc"
