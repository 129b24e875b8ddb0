#include "app/printing/printjob.h"

#include <QCoreApplication>
#include <QPainter>
#include <QPdfWriter>
#include <QPrintDialog>
#include <QPrinter>

namespace herald::printing {

namespace {

/// Paints every page on a device already set up with its page layout.
void paintAll(const PageSource &source, QPagedPaintDevice &device, QPainter &painter)
{
    // Work in points whatever the device's resolution, so sources lay out in one unit.
    const QRectF printable = device.pageLayout().paintRect(QPageLayout::Point);
    const qreal scale = device.logicalDpiX() / 72.0;
    const int pages = source.pageCount(QRectF(QPointF(0, 0), printable.size()));
    for (int page = 0; page < pages; ++page) {
        if (page > 0)
            device.newPage();
        painter.save();
        painter.scale(scale, scale);
        source.paintPage(painter, page, QRectF(QPointF(0, 0), printable.size()));
        painter.restore();
    }
}

} // namespace

QPageLayout layoutFor(const PrintOptions &options)
{
    const QMarginsF margins(options.marginMillimetres, options.marginMillimetres,
                            options.marginMillimetres, options.marginMillimetres);
    return QPageLayout(QPageSize(options.paper), options.orientation, margins,
                       QPageLayout::Millimeter);
}

std::optional<QPageSize::PageSizeId> paperFromName(const QString &name)
{
    if (name.compare(QLatin1String("a4"), Qt::CaseInsensitive) == 0)
        return QPageSize::A4;
    if (name.compare(QLatin1String("letter"), Qt::CaseInsensitive) == 0)
        return QPageSize::Letter;
    return std::nullopt;
}

QString printToPdf(const PageSource &source, const QString &path, const PrintOptions &options)
{
    QPdfWriter writer(path);
    writer.setTitle(source.title());
    writer.setCreator(QStringLiteral("Herald"));
    writer.setResolution(options.resolution);
    writer.setPageLayout(layoutFor(options));
    QPainter painter;
    if (!painter.begin(&writer))
        return QCoreApplication::translate("herald::printing", "%1 could not be written.")
            .arg(path);
    paintAll(source, writer, painter);
    painter.end();
    return {};
}

int pageCount(const PageSource &source, const PrintOptions &options)
{
    const QRectF printable = layoutFor(options).paintRect(QPageLayout::Point);
    return source.pageCount(QRectF(QPointF(0, 0), printable.size()));
}

bool printWithDialog(const PageSource &source, const PrintOptions &options)
{
    QPrinter printer(QPrinter::HighResolution);
    printer.setPageLayout(layoutFor(options));
    QPrintDialog dialog(&printer);
    dialog.setWindowTitle(
        QCoreApplication::translate("herald::printing", "Print %1").arg(source.title()));
    if (dialog.exec() != QDialog::Accepted)
        return false;
    return printTo(source, printer);
}

bool printTo(const PageSource &source, QPrinter &printer)
{
    printer.setDocName(source.title());
    QPainter painter;
    if (!painter.begin(&printer))
        return false;
    paintAll(source, printer, painter);
    painter.end();
    return true;
}

} // namespace herald::printing
