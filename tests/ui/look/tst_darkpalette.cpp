// The dark palette is readable (issue 16): Herald's own colours (Theme) against the surfaces
// they are drawn on, a form's main button in both palettes, and every rail page of the window in
// the dark theme, text sampled against what is drawn behind it. WCAG 2's contrast ratio: 4.5 for
// text, 3 for large text. A QML warning fails the row. Pictures go where HERALD_SCREENSHOT_DIR
// says.
#include "screenshots.h"
#include "windowfixture.h"

#include <QColor>
#include <QDir>
#include <QHash>
#include <QImage>
#include <QQmlComponent>
#include <QQuickItem>
#include <QTest>

#include <algorithm>
#include <cmath>

using herald::test::WindowFixture;

namespace {

constexpr double TextContrast = 4.5;
constexpr double LargeTextContrast = 3.0;

double luminance(const QColor &colour)
{
    const auto channel = [](double c) {
        return c <= 0.03928 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF()) +
           0.0722 * channel(colour.blueF());
}

double contrast(const QColor &a, const QColor &b)
{
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

/// `colour` drawn with `opacity` over `background`, as the eye gets it.
QColor over(const QColor &colour, double opacity, const QColor &background)
{
    const double a = colour.alphaF() * opacity;
    return QColor::fromRgbF(float(colour.redF() * a + background.redF() * (1 - a)),
                            float(colour.greenF() * a + background.greenF() * (1 - a)),
                            float(colour.blueF() * a + background.blueF() * (1 - a)));
}

/// The colour most of `rect` shows in `image`: behind a line of text, its background.
QColor commonestColour(const QImage &image, const QRect &rect)
{
    QHash<QRgb, int> counts;
    const QRect inside = rect.intersected(image.rect());
    for (int y = inside.top(); y <= inside.bottom(); ++y)
        for (int x = inside.left(); x <= inside.right(); ++x)
            ++counts[image.pixel(x, y) | 0xff000000];
    const auto most = std::max_element(counts.cbegin(), counts.cend());
    return most == counts.cend() ? QColor() : QColor::fromRgb(most.key());
}

double effectiveOpacity(const QQuickItem *item)
{
    double opacity = 1;
    for (; item; item = item->parentItem())
        opacity *= item->opacity();
    return opacity;
}

/// Every visible, enabled text under `root` whose contrast with what is behind it is too low.
QStringList unreadableUnder(QQuickItem *root, const QImage &shot)
{
    QStringList problems;
    const qreal scale = shot.devicePixelRatio();
    herald::test::forEachVisibleItem(root, [&](QQuickItem *item) {
        // What is scrolled away is not on the picture.
        if (herald::test::scrolledOutOfView(item))
            return false;
        if (!item->inherits("QQuickText") || !item->isEnabled() ||
            item->property("text").toString().trimmed().isEmpty())
            return true;
        const QRectF area = item->mapRectToScene(QRectF(0, 0, item->width(), item->height()));
        const QRect onShot = QRectF(area.topLeft() * scale, area.size() * scale).toAlignedRect();
        const QColor background = commonestColour(shot, onShot.adjusted(-2, -2, 2, 2));
        if (!background.isValid())
            return true;
        const QColor text =
            over(item->property("color").value<QColor>(), effectiveOpacity(item), background);
        const QFont font = item->property("font").value<QFont>();
        // Large text is 18 points, or 14 points bold (24 and 18.7 pixels).
        const double pixels = font.pixelSize() > 0 ? font.pixelSize() : font.pointSizeF() * 4 / 3;
        const bool large = pixels >= 24 || (font.bold() && pixels >= 18.6);
        const double needed = large ? LargeTextContrast : TextContrast;
        if (const double ratio = contrast(text, background); ratio < needed)
            problems << QStringLiteral("%1: contrast %2, needs %3 (%4 on %5)")
                            .arg(herald::test::describeItem(item))
                            .arg(ratio, 0, 'f', 2)
                            .arg(needed)
                            .arg(text.name(), background.name());
        return true;
    });
    return problems;
}

} // namespace

class TestDarkPalette : public QObject
{
    Q_OBJECT

private:
    WindowFixture m_window;

    /// Theme's colour `role` in the palette now in effect.
    [[nodiscard]] QColor themeColour(const QString &role);

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_window.start());
        m_window.appSettings()->setLanguage(QStringLiteral("en"));
    }
    void cleanupTestCase() { m_window.stop(); }
    /// A QML warning while a row ran fails the row.
    void cleanup()
    {
        const QStringList warnings = m_window.takeWarnings();
        QVERIFY2(
            warnings.isEmpty(),
            qPrintable(QStringLiteral("QML warnings: %1").arg(warnings.join(QLatin1Char('\n')))));
    }

    void themeRoles_data();
    void themeRoles();
    void prominentButton_data();
    void prominentButton();
    void pages_data();
    void pages();
};

QColor TestDarkPalette::themeColour(const QString &role)
{
    QQmlComponent reader(qmlEngine(m_window.window()));
    reader.setData(QStringLiteral("import QtQuick\nimport Herald.Style\n"
                                  "QtObject { property color value: Theme.%1 }")
                       .arg(role)
                       .toUtf8(),
                   QUrl());
    std::unique_ptr<QObject> object(reader.create());
    return object ? object->property("value").value<QColor>() : QColor();
}

void TestDarkPalette::themeRoles_data()
{
    QTest::addColumn<QString>("theme");
    QTest::addColumn<QString>("foreground");
    QTest::addColumn<QString>("background");
    // The Material style's text: white in the dark, 87 % black in the light.
    for (const char *theme : {"dark", "light"}) {
        const auto row = [theme](const char *foreground, const char *background) {
            QTest::addRow("%s: %s on %s", theme, foreground, background)
                << QString::fromLatin1(theme) << QString::fromLatin1(foreground)
                << QString::fromLatin1(background);
        };
        row("error", "window");
        row("warning", "window");
        row("success", "window");
        row("placeholderText", "window");
        row("hintText", "window");
        row("error", "errorBackground");
        row("success", "successBackground");
        row("text", "noteBackground");
        row("text", "overlay");
        row("highlightText", "highlight");
    }
}

// Issue 16: each of Theme's text colours is readable on the surfaces it is used on.
void TestDarkPalette::themeRoles()
{
    QFETCH(QString, theme);
    QFETCH(QString, foreground);
    QFETCH(QString, background);
    m_window.appSettings()->setTheme(theme);
    const QColor window = themeColour(QStringLiteral("window"));
    QVERIFY(window.isValid());
    const QColor behind = over(themeColour(background), 1, window);
    const QColor text = foreground == QLatin1String("text")
                            ? (theme == QLatin1String("dark") ? QColor(Qt::white)
                                                              : QColor::fromRgbF(0, 0, 0, 0.87f))
                            : themeColour(foreground);
    QVERIFY(text.isValid() && behind.isValid());
    const double ratio = contrast(over(text, 1, behind), behind);
    QVERIFY2(ratio >= TextContrast,
             qPrintable(QStringLiteral("contrast %1 (%2 on %3)")
                            .arg(ratio, 0, 'f', 2)
                            .arg(text.name(QColor::HexArgb), behind.name())));
}

void TestDarkPalette::prominentButton_data()
{
    QTest::addColumn<QString>("theme");
    QTest::newRow("dark") << QStringLiteral("dark");
    QTest::newRow("light") << QStringLiteral("light");
}

// Issue 16: a form's main button (Material's highlighted button) is readable in both palettes
// as the software renderer draws it. Material's own lost its body there (its shadow effect is
// a ShaderEffect), leaving a white label on the light window; its dark accent is too light for
// the white label.
void TestDarkPalette::prominentButton()
{
    QFETCH(QString, theme);
    m_window.appSettings()->setTheme(theme);
    QQmlComponent component(qmlEngine(m_window.window()));
    component.setData("import QtQuick\nimport Herald.Style\n"
                      "ProminentButton { text: \"Found nation\"; z: 1000 }",
                      QUrl());
    std::unique_ptr<QQuickItem> button(qobject_cast<QQuickItem *>(component.create()));
    QVERIFY2(button, qPrintable(component.errorString()));
    // On a page, so that it takes the shell's Material theme and accent.
    QQuickItem *page = m_window.showPage(0);
    QVERIFY(page);
    button->setParentItem(page);
    QVERIFY(button->isVisible());
    const QImage shot = m_window.grab();
    const QStringList problems = unreadableUnder(button.get(), shot);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

void TestDarkPalette::pages_data()
{
    QTest::addColumn<int>("page");
    for (int page = 0; page < WindowFixture::PageNames.size(); ++page)
        QTest::newRow(qPrintable(WindowFixture::PageNames.at(page))) << page;
}

// Issue 16: in the dark theme, every text of every page is readable on what is behind it.
void TestDarkPalette::pages()
{
    QFETCH(int, page);
    m_window.appSettings()->setTheme(QStringLiteral("dark"));
    QQuickItem *shown = m_window.showPage(page);
    QVERIFY(shown);
    const QImage shot = m_window.grab();
    if (const QString folder = herald::test::screenshotFolder(); !folder.isEmpty())
        shot.save(QDir(folder).filePath(
            QStringLiteral("dark-%1.png").arg(QString::fromLatin1(QTest::currentDataTag()))));
    // The rail and the status bar with the first page.
    const QStringList problems =
        unreadableUnder(page == 0 ? m_window.window()->contentItem() : shown, shot);
    const QString row = QString::fromLatin1(QTest::currentDataTag());
    // In full here: a failure message is cut at 1024 characters.
    for (const QString &problem : problems)
        qInfo().noquote() << row << problem;
    QVERIFY2(problems.isEmpty(),
             qPrintable(QStringLiteral("%1 texts unreadable in the dark on %2 (listed above)")
                            .arg(problems.size())
                            .arg(row)));
}

QTEST_MAIN(TestDarkPalette)
#include "tst_darkpalette.moc"
