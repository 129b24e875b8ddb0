#include "app/cli/warmaster/reportverbs.h"

#include "app/printing/monthreportsheet.h"
#include "app/printing/ordersheet.h"

#include <QCoreApplication>
#include <QJsonObject>

#include <memory>

namespace herald::cli {

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::cli::ReportVerbs)
};

enum class Document
{
    MonthReport,
    OrderSheet,
};

/// Both documents: NATION OUT.pdf, --paper and (the report) --turn; the nation's report is made
/// before anything is written, so a refusal leaves no file behind.
int printDocument(CliContext &c, const Words &w, Document document)
{
    const QString usage =
        document == Document::MonthReport
            ? Tr::tr("report month FILE NATION OUT.pdf [--turn N] [--paper a4|letter]")
            : Tr::tr("orders sheet FILE NATION OUT.pdf [--paper a4|letter]");
    if (w.positional.size() != 2)
        return c.usage(usage);
    int turn = 0;
    if (w.options.contains(QStringLiteral("turn"))) {
        bool ok = false;
        turn = w.options.value(QStringLiteral("turn")).toInt(&ok);
        if (document != Document::MonthReport || !ok || turn < 1)
            return c.usage(usage);
    }
    const QString out = w.positional.at(1);
    printing::PrintOptions options;
    if (const int code = pdfTarget(c, w, out, &options); code != ExitOk)
        return code;
    const app::MonthReportResult made = app::monthReport(c.service, w.positional.at(0), turn);
    if (!made.report) {
        c.err << made.message << Qt::endl;
        return made.problem == app::MonthReportProblem::TurnOutside ? ExitUsage : ExitRefused;
    }
    const app::MonthReport &report = *made.report;
    std::unique_ptr<printing::PageSource> source;
    QJsonObject json{{QStringLiteral("printed"), out},
                     {QStringLiteral("nation"), report.nation},
                     {QStringLiteral("turn"), report.turn}};
    if (document == Document::MonthReport) {
        source = std::make_unique<printing::MonthReportSheet>(report);
        json.insert(QStringLiteral("report"), app::monthReportJson(report));
    } else {
        auto sheet = std::make_unique<printing::OrderSheet>(report);
        json.insert(QStringLiteral("rows"), int(sheet->rows().size()));
        source = std::move(sheet);
    }
    if (const QString error = printing::printToPdf(*source, out, options); !error.isEmpty())
        return c.fileError({db::FileProblem::Storage, error});
    const int pages = printing::pageCount(*source, options);
    json.insert(QStringLiteral("pages"), pages);
    //: %1 nation, %2 turn, %3 the PDF file
    const QString done =
        document == Document::MonthReport
            ? Tr::tr("Month report of %1 for turn %2 written to %3 (%n page(s))", nullptr, pages)
            : Tr::tr("Order sheet of %1 for turn %2 written to %3 (%n page(s))", nullptr, pages);
    c.print(json, done.arg(report.nation, QString::number(report.turn), out));
    return ExitOk;
}

} // namespace

int ordersSheet(CliContext &c, const Words &w)
{
    return printDocument(c, w, Document::OrderSheet);
}

void addReportVerbs(VerbTable &table)
{
    table.add({QStringLiteral("report"),
               QStringLiteral("report month FILE NATION OUT.pdf [--turn N] [--paper a4|letter]"),
               Tr::tr("a nation's month report as a PDF for its player: its armies, orders, "
                      "supply, engagements and battles, areas won and lost, and only the foreign "
                      "armies it knows of (§3.2, §4, §5)"),
               true, [](CliContext &c, QStringList words) {
                   return dispatch(c, std::move(words), QStringLiteral("report"),
                                   {{QStringLiteral("month"),
                                     [](CliContext &c, const Words &w) {
                                         return printDocument(c, w, Document::MonthReport);
                                     }}},
                                   {QStringLiteral("turn"), QStringLiteral("paper")});
               }});
}

} // namespace herald::cli
