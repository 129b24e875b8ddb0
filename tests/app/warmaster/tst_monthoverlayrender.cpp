// The month overlay as the map renderer draws it (issue 17): a move is an arrow of the move
// colour from area centre to area centre, solid when made and dashed when delayed (§4.4);
// engagements (§5.1) get their mark, out-of-supply armies (§4.5) their badge, a nation's view
// (§1.5) only its own armies' moves; the printed legend explains the symbols only with the
// overlay on (read back with pdftotext).
#include "app/maprender/mapprintsource.h"
#include "app/maprender/maprenderer.h"
#include "app/maprender/monthoverlay.h"
#include "core/warmaster/mapformat.h"

#include <QDir>
#include <QFile>
#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace herald;
using namespace herald::warmaster;
using herald::maprender::MapRenderer;

namespace {

constexpr double zoom = 24; // the Map page's opening hex size
const QPointF corner(1, 1);

map::Hex hex(const char *xxyy)
{
    return *map::Hex::fromXXYY(QString::fromLatin1(xxyy));
}

QPointF centre(const char *xxyy)
{
    return MapRenderer::viewportAt(zoom, corner).layout().centre(hex(xxyy));
}

StrategicMap demoWithArmies()
{
    QFile file(QStringLiteral(HERALD_SOURCE_DIR "/resources/warmaster/maps/demo-strategic.json"));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read the demo map");
    const StrategicMapParse parse = parseStrategicMap(file.readAll());
    if (!parse.ok())
        qFatal("%s", qPrintable(parse.errorString()));
    StrategicMap map = *parse.map;
    const auto army = [](const char *id, const char *nation, const char *name, const char *at) {
        Army a;
        a.id = QString::fromLatin1(id);
        a.nationId = QString::fromLatin1(nation);
        a.name = QString::fromLatin1(name);
        a.area = hex(at);
        return a;
    };
    map.armies = {
        army("1", "veyra", "Host of the Crown", "0508"), army("2", "veyra", "Mere Guard", "0609"),
        army("3", "ironhold", "Iron Guard", "0806"), army("4", "veyra", "River Watch", "0412")};
    return map;
}

/// As the service would give them: Host of the Crown moved from Carrow to Mossgate, the Mere
/// Guard is held up crossing into Larkspur, Iron Guard moved into Gorse, River Watch was stopped
/// leaving Brackwater and is out of supply, and engagement 1 is fought in Oakhurst.
MonthOverlay overlay()
{
    MonthOverlay o;
    o.turn = 3;
    o.moves = {{QStringLiteral("1"), hex("0407"), hex("0508"), MoveOutcome::Completed},
               {QStringLiteral("2"), hex("0609"), hex("0509"), MoveOutcome::Delayed},
               {QStringLiteral("3"), hex("0805"), hex("0806"), MoveOutcome::Completed},
               {QStringLiteral("4"), hex("0412"), hex("0413"), MoveOutcome::Stopped}};
    o.delayed = {QStringLiteral("2")};
    o.outOfSupply = {QStringLiteral("4")};
    o.engagements = {{1, hex("0707"), std::nullopt, {QStringLiteral("1"), QStringLiteral("3")}}};
    return o;
}

QImage render(const StrategicMap &map, std::optional<MonthOverlay> month, int nationView = noIndex)
{
    const MapRenderer renderer(map);
    QImage image(renderer.mapSize(zoom).toSize() + QSize(2, 2), QImage::Format_RGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    maprender::RenderOptions options;
    options.nationView = nationView;
    options.monthOverlay = std::move(month);
    renderer.paint(painter, MapRenderer::viewportAt(zoom, corner), image.rect(), options);
    return image;
}

/// Of `samples` points evenly along the shaft of an arrow from a to b (a fifth to half way:
/// the arrow starts off the centre and its head begins a little later), how many have a
/// pixel of exactly `colour` within one pixel.
int pointsOfColour(const QImage &image, QPointF a, QPointF b, const QColor &colour,
                   int samples = 40)
{
    int found = 0;
    for (int i = 0; i < samples; ++i) {
        const QPointF p = a + (b - a) * (0.2 + 0.3 * i / (samples - 1));
        bool hit = false;
        for (int dy = -1; dy <= 1 && !hit; ++dy) {
            for (int dx = -1; dx <= 1 && !hit; ++dx)
                hit = image.pixelColor(int(p.x()) + dx, int(p.y()) + dy).rgb() == colour.rgb();
        }
        found += hit ? 1 : 0;
    }
    return found;
}

int pixelsOfColour(const QImage &image, QPointF around, double reach, const QColor &colour)
{
    int count = 0;
    const QRect box = QRectF(around - QPointF(reach, reach), QSizeF(2 * reach, 2 * reach))
                          .toRect()
                          .intersected(image.rect());
    for (int y = box.top(); y <= box.bottom(); ++y) {
        for (int x = box.left(); x <= box.right(); ++x)
            count += image.pixelColor(x, y).rgb() == colour.rgb() ? 1 : 0;
    }
    return count;
}

QString pdfText(const StrategicMap &map, std::optional<MonthOverlay> month, const QString &path)
{
    maprender::RenderOptions options;
    options.monthOverlay = std::move(month);
    const maprender::MapPrintSource source(map, options);
    const QString error = printing::printToPdf(source, path);
    if (!error.isEmpty())
        qFatal("%s", qPrintable(error));
    QProcess tool;
    tool.start(QStringLiteral("pdftotext"), {QStringLiteral("-raw"), path, QStringLiteral("-")});
    tool.waitForFinished();
    return QString::fromUtf8(tool.readAllStandardOutput()).simplified();
}

} // namespace

class TestMonthOverlayRender : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    /// A move made is a solid line of the move colour between the two area centres; without
    /// the overlay there is none of that colour there.
    void moveDrawnBetweenCentres()
    {
        const StrategicMap map = demoWithArmies();
        const QColor made = maprender::moveColour(MoveOutcome::Completed);
        const QImage with = render(map, overlay());
        QCOMPARE(pointsOfColour(with, centre("0407"), centre("0508"), made), 40);
        QCOMPARE(pointsOfColour(render(map, std::nullopt), centre("0407"), centre("0508"), made),
                 0);
        // Nothing between two areas no army moved between.
        QCOMPARE(pointsOfColour(with, centre("0407"), centre("0406"), made), 0);
    }

    /// §4.4: a delayed move is dashed in its own colour: along its middle, some points show
    /// the colour and some the white casing between the dashes.
    void delayedMoveDashed()
    {
        const QImage image = render(demoWithArmies(), overlay());
        const int dashes = pointsOfColour(image, centre("0609"), centre("0509"),
                                          maprender::moveColour(MoveOutcome::Delayed));
        const int gaps = pointsOfColour(image, centre("0609"), centre("0509"), Qt::white);
        QVERIFY2(dashes >= 10 && gaps >= 5,
                 qPrintable(QStringLiteral("%1 %2").arg(dashes).arg(gaps)));
        QCOMPARE(pointsOfColour(image, centre("0609"), centre("0509"),
                                maprender::moveColour(MoveOutcome::Completed)),
                 0);
    }

    /// §4.8: a move that was stopped is dashed in its own colour and never reaches its end.
    void stoppedMoveDashed()
    {
        const QImage image = render(demoWithArmies(), overlay());
        const QColor stopped = maprender::moveColour(MoveOutcome::Stopped);
        const int dashes = pointsOfColour(image, centre("0412"), centre("0413"), stopped);
        const int gaps = pointsOfColour(image, centre("0412"), centre("0413"), Qt::white);
        QVERIFY2(dashes >= 10 && gaps >= 5,
                 qPrintable(QStringLiteral("%1 %2").arg(dashes).arg(gaps)));
        // No arrow head in the destination's centre: only the terrain shows there.
        QCOMPARE(pixelsOfColour(image, centre("0413"), 3, stopped), 0);
    }

    /// §5.1, §4.5: the engagement's mark in Oakhurst and the out-of-supply badge beside River
    /// Watch's marker.
    void engagementAndBadge()
    {
        const StrategicMap map = demoWithArmies();
        const QImage with = render(map, overlay());
        const QImage without = render(map, std::nullopt);
        const QColor amber(0xff, 0xd5, 0x4f);
        QVERIFY(pixelsOfColour(with, centre("0707"), zoom, amber) > 40);
        QCOMPARE(pixelsOfColour(without, centre("0707"), zoom, amber), 0);
        const QColor red(0xc6, 0x28, 0x28);
        QVERIFY(pixelsOfColour(with, centre("0412"), zoom, red) >
                pixelsOfColour(without, centre("0412"), zoom, red) + 10);
    }

    /// §1.5: Ironhold's view shows its own army's move, not Veyra's.
    void nationViewShowsOwnMovesOnly()
    {
        const QImage image = render(demoWithArmies(), overlay(), 1);
        const QColor made = maprender::moveColour(MoveOutcome::Completed);
        QCOMPARE(pointsOfColour(image, centre("0805"), centre("0806"), made), 40);
        QCOMPARE(pointsOfColour(image, centre("0407"), centre("0508"), made), 0);
    }

    /// The printed map's legend explains the overlay's symbols when it is drawn, and only then.
    void printedLegend()
    {
        QTemporaryDir temporary;
        const QDir dir(qEnvironmentVariable("HERALD_SCREENSHOT_DIR", temporary.path()));
        const StrategicMap map = demoWithArmies();
        const QString with = pdfText(map, overlay(), dir.filePath(QStringLiteral("month.pdf")));
        for (const char *entry : {"Move made", "Move delayed by terrain", "Army out of supply",
                                  "Engagement and its number", "Supply path to its source"})
            QVERIFY2(with.contains(QString::fromLatin1(entry)), qPrintable(with));
        const QString without =
            pdfText(map, std::nullopt, dir.filePath(QStringLiteral("no-month.pdf")));
        QVERIFY2(!without.contains(QStringLiteral("Move made")), qPrintable(without));
    }

    /// A picture for a person to look at.
    void saveScreenshot()
    {
        const QString dir = qEnvironmentVariable("HERALD_SCREENSHOT_DIR");
        if (dir.isEmpty())
            QSKIP("set HERALD_SCREENSHOT_DIR to a folder to keep the picture");
        MonthOverlay month = overlay();
        month.supplyPaths = {{hex("0508"), hex("0507"), hex("0407")}};
        QVERIFY(render(demoWithArmies(), month).save(dir + QStringLiteral("/month-overlay.png")));
    }
};

QTEST_MAIN(TestMonthOverlayRender)
#include "tst_monthoverlayrender.moc"
