#include "mapdocument.h"

#include "app/maprender/mapprintsource.h"
#include "app/services/map/mapqueries.h"
#include "app/services/warmaster/monthoverlay.h"
#include "core/warmaster/mapformat.h"

#include <QFile>
#include <QJsonDocument>
#include <QPainter>
#include <QSaveFile>

namespace herald::mapui {

using namespace herald::warmaster;

namespace {

printing::PrintOptions printOptions(const QString &paper)
{
    printing::PrintOptions options;
    options.paper = printing::paperFromName(paper).value_or(QPageSize::A4);
    options.orientation = QPageLayout::Landscape;
    return options;
}

} // namespace

MapDocument::MapDocument(QObject *parent) : CampaignForm(app::maps::nationTables(), parent)
{
}

void MapDocument::reload()
{
    const app::CampaignService *open = service();
    const QStringList names = open ? app::maps::nationNames(*open) : QStringList();
    if (names == m_nationNames)
        return;
    m_nationNames = names;
    Q_EMIT nationsChanged();
}

maprender::RenderOptions MapDocument::viewFor(const StrategicMap &m, int nation) const
{
    maprender::RenderOptions options;
    if (nation >= 0 && nation < int(m.nations.size()))
        options.nationView = nation;
    if (const app::CampaignService *open = service(); open && m_monthOverlay)
        options.monthOverlay = app::monthOverlay(*open);
    return options;
}

StrategicMap MapDocument::currentMap() const
{
    const app::CampaignService *open = service();
    return open ? app::maps::strategicMap(*open) : StrategicMap{};
}

void MapDocument::importDemo()
{
    run(QStringLiteral("map.importDemo"), {});
}

void MapDocument::setLayout(const QString &name, int columns, int rows)
{
    run(QStringLiteral("map.layout"), {{QStringLiteral("name"), name},
                                       {QStringLiteral("columns"), columns},
                                       {QStringLiteral("rows"), rows}});
}

void MapDocument::importFile(const QUrl &file)
{
    QFile in(file.toLocalFile());
    if (!in.open(QIODevice::ReadOnly)) {
        Q_EMIT error(tr("%1 cannot be read: %2").arg(file.toLocalFile(), in.errorString()));
        return;
    }
    QJsonParseError problem;
    const QJsonDocument doc = QJsonDocument::fromJson(in.readAll(), &problem);
    if (!doc.isObject()) {
        Q_EMIT error(tr("%1 is not a map file: %2 at character %3")
                         .arg(file.toLocalFile(), problem.errorString(),
                              QString::number(problem.offset + 1)));
        return;
    }
    run(QStringLiteral("map.import"), {{QStringLiteral("map"), doc.object()}});
}

void MapDocument::exportFile(const QUrl &file)
{
    StrategicMap m = currentMap();
    for (Nation &n : m.nations)
        n.id = QStringLiteral("nation-%1").arg(n.id);
    // Written aside and put in place whole, so a failed export never leaves half a file.
    QSaveFile out(file.toLocalFile());
    const QByteArray json = writeStrategicMap(m);
    if (!out.open(QIODevice::WriteOnly) || out.write(json) != json.size() || !out.commit()) {
        Q_EMIT error(tr("%1 could not be written: %2").arg(file.toLocalFile(), out.errorString()));
        return;
    }
    Q_EMIT done(tr("Map exported to %1").arg(file.toLocalFile()));
}

void MapDocument::printPdf(const QUrl &file, const QString &paper, int nation)
{
    const StrategicMap m = currentMap();
    const maprender::MapPrintSource source(m, viewFor(m, nation));
    if (const QString problem =
            printing::printToPdf(source, file.toLocalFile(), printOptions(paper));
        !problem.isEmpty())
        Q_EMIT error(problem);
    else
        Q_EMIT done(tr("%1 saved as %2").arg(source.title(), file.toLocalFile()));
}

void MapDocument::printWithDialog(const QString &paper, int nation)
{
    const StrategicMap m = currentMap();
    const maprender::MapPrintSource source(m, viewFor(m, nation));
    if (printing::printWithDialog(source, printOptions(paper)))
        Q_EMIT done(tr("%1 sent to the printer").arg(source.title()));
}

void MapDocument::exportPng(const QUrl &file, int nation)
{
    const StrategicMap m = currentMap();
    const maprender::MapRenderer renderer(m);
    const double hexSize = 24;
    const QSize size = renderer.mapSize(hexSize).toSize() + QSize(2, 2);
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter painter(&image);
    renderer.paint(painter, maprender::MapRenderer::viewportAt(hexSize, QPointF(1, 1)),
                   QRectF(QPointF(), size), viewFor(m, nation));
    painter.end();
    if (!image.save(file.toLocalFile(), "PNG"))
        Q_EMIT error(tr("%1 could not be written.").arg(file.toLocalFile()));
    else
        Q_EMIT done(tr("Map drawn to %1").arg(file.toLocalFile()));
}

void MapDocument::setBackground(const QUrl &image, double gridOpacity)
{
    QFile in(image.toLocalFile());
    if (!in.open(QIODevice::ReadOnly)) {
        Q_EMIT error(tr("%1 cannot be read: %2").arg(image.toLocalFile(), in.errorString()));
        return;
    }
    run(QStringLiteral("map.background"),
        {{QStringLiteral("image"), QString::fromLatin1(in.readAll().toBase64())},
         {QStringLiteral("opacity"), gridOpacity}});
}

void MapDocument::clearBackground()
{
    run(QStringLiteral("map.background"), {{QStringLiteral("image"), QString()}});
}

void MapDocument::setGridOpacity(double opacity)
{
    run(QStringLiteral("map.background"), {{QStringLiteral("opacity"), opacity}});
}

} // namespace herald::mapui
