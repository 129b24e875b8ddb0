// The variant editor page on its own (issue 11): loaded at 1280 x 800 off screen, it draws the
// standard board, and a click with the Add tool adds a province that Ctrl+Z takes away. It
// leaves pictures where HERALD_SCREENSHOT_DIR says for a person to look at, the last over a
// background picture with a problem listed. A QML warning fails it.
#include "qml/Diplomacy/varianteditor.h"
#include "qmlwarnings.h"
#include "screenshots.h"

#include <QDir>
#include <QPainter>
#include <QQmlEngine>
#include <QQuickItem>
#include <QQuickStyle>
#include <QQuickView>
#include <QTemporaryDir>
#include <QTest>
#include <QtQml/qqmlextensionplugin.h>

Q_IMPORT_QML_PLUGIN(Herald_DiplomacyPlugin)
Q_IMPORT_QML_PLUGIN(Herald_BackendPlugin)
Q_IMPORT_QML_PLUGIN(Herald_StylePlugin)

class TestVariantEditorPage : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QQuickStyle::setStyle(QStringLiteral("Material")); }
    void addProvinceOnTheCanvas();

private:
    /// Saves a picture of `view` as `name` when HERALD_SCREENSHOT_DIR asks for pictures.
    static void shoot(QQuickView &view, const QString &name)
    {
        if (const QString folder = herald::test::screenshotFolder(); !folder.isEmpty())
            view.grabWindow().save(QDir(folder).filePath(name));
    }
};

void TestVariantEditorPage::addProvinceOnTheCanvas()
{
    QQuickView view;
    herald::test::failOnQmlWarnings(view.engine());
    view.setResizeMode(QQuickView::SizeRootObjectToView);
    view.setSource(QUrl(QStringLiteral("qrc:/Herald/Diplomacy/VariantEditorPage.qml")));
    QCOMPARE(view.status(), QQuickView::Ready);
    view.resize(1280, 800);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    auto *canvas = view.rootObject()->findChild<QQuickItem *>(QStringLiteral("editorCanvas"));
    auto *abbreviation =
        view.rootObject()->findChild<QQuickItem *>(QStringLiteral("abbreviationField"));
    auto *addTool = view.rootObject()->findChild<QQuickItem *>(QStringLiteral("addTool"));
    QVERIFY(canvas && abbreviation && addTool);
    QTRY_VERIFY(canvas->width() > 100);
    shoot(view, QStringLiteral("variant-editor-page-1.png"));

    QTest::mouseClick(
        &view, Qt::LeftButton, {},
        addTool->mapToScene(QPointF(addTool->width() / 2, addTool->height() / 2)).toPoint());
    // The bottom-left corner of the sheet: no province of the standard board is near it.
    const double side = std::min(canvas->width(), canvas->height());
    const QPointF corner((canvas->width() - side) / 2 + 30, (canvas->height() + side) / 2 - 30);
    QTest::mouseClick(&view, Qt::LeftButton, {}, canvas->mapToScene(corner).toPoint());
    QTRY_COMPARE(abbreviation->property("text").toString(), QStringLiteral("New1"));
    shoot(view, QStringLiteral("variant-editor-page-2-added.png"));

    QTest::keyClick(&view, Qt::Key_Z, Qt::ControlModifier);
    QTRY_COMPARE(abbreviation->property("text").toString(), QString());

    // A scanned map under the board and a mistake in the list, for the person who looks.
    auto *editor = view.rootObject()->findChild<herald::gui::VariantEditor *>();
    QVERIFY(editor);
    QTemporaryDir dir;
    QImage scan(600, 600, QImage::Format_RGB32);
    scan.fill(QColor(0xc8, 0xb0, 0x80));
    QPainter painter(&scan);
    painter.setPen(QPen(QColor(0x40, 0x60, 0x90), 6));
    painter.drawEllipse(QRectF(60, 60, 480, 480));
    painter.end();
    QVERIFY(scan.save(dir.filePath(QStringLiteral("scan.png"))));
    editor->setBackground(QUrl::fromLocalFile(dir.filePath(QStringLiteral("scan.png"))));
    editor->setBackgroundOpacity(0.6);
    editor->setSelected(0);
    editor->setHomePower(1);
    QTRY_VERIFY(!editor->problems().isEmpty());
    shoot(view, QStringLiteral("variant-editor-page-3-background.png"));
}

QTEST_MAIN(TestVariantEditorPage)
#include "tst_varianteditorpage.moc"
