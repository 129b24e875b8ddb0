#pragma once

#include <QPageLayout>
#include <QPageSize>
#include <QRectF>
#include <QString>

#include <optional>

class QPainter;
class QPrinter;

namespace herald::printing {

/// Something Herald prints: a roster sheet, the strategic map, a battle brief, a report.
/// It is told the printable rectangle (in points, 1/72 inch, origin at the top left of the
/// printable area) and paints one page at a time, knowing nothing of the device.
class PageSource
{
public:
    virtual ~PageSource() = default;
    /// How many pages it takes on pages of this printable size.
    [[nodiscard]] virtual int pageCount(const QRectF &printable) const = 0;
    virtual void paintPage(QPainter &painter, int page, const QRectF &printable) const = 0;
    /// The document's title, for the PDF's metadata and the print queue.
    [[nodiscard]] virtual QString title() const = 0;
};

/// Paper and orientation, chosen by the user or by herald-cli's --paper.
struct PrintOptions
{
    QPageSize::PageSizeId paper = QPageSize::A4;
    QPageLayout::Orientation orientation = QPageLayout::Portrait;
    double marginMillimetres = 12;
    int resolution = 300; ///< dots per inch of the PDF's coordinate space
};

/// The page layout the options give: paper, orientation and margins.
[[nodiscard]] QPageLayout layoutFor(const PrintOptions &options);

/// "a4" or "letter" (any case); anything else gives nothing.
[[nodiscard]] std::optional<QPageSize::PageSizeId> paperFromName(const QString &name);

/// Writes the document as a PDF file. Returns an empty string, or what went wrong.
[[nodiscard]] QString printToPdf(const PageSource &source, const QString &path,
                                 const PrintOptions &options = {});

/// How many pages the document takes on the paper of `options`: what printToPdf writes.
[[nodiscard]] int pageCount(const PageSource &source, const PrintOptions &options = {});

/// Shows the print dialog and prints to the chosen printer with printTo(). False when
/// cancelled or failed.
bool printWithDialog(const PageSource &source, const PrintOptions &options = {});

/// Prints the document on `printer` with the paper and margins it is set up with (the
/// printer the dialog chose, or a PDF file in a test): the pages printToPdf writes. False
/// when the printer cannot be opened.
bool printTo(const PageSource &source, QPrinter &printer);

} // namespace herald::printing
