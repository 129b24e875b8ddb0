#include "app/gui/monthprintform.h"

#include "app/printing/monthreportsheet.h"
#include "app/printing/ordersheet.h"

#include <QDir>

#include <memory>

namespace herald::gui {

MonthPrintForm::MonthPrintForm(QObject *parent) : CampaignForm(app::monthReportTables(), parent)
{
}

void MonthPrintForm::reload()
{
    const app::CampaignService *campaign = service();
    const QStringList nations = campaign ? app::reportNations(*campaign) : QStringList();
    if (nations == m_nations)
        return;
    m_nations = nations;
    Q_EMIT changed();
}

bool MonthPrintForm::print(Document document, const QString &nation, const QUrl &file, bool letter)
{
    const app::CampaignService *campaign = service();
    if (!campaign) {
        refuse(tr("No campaign is open."));
        return false;
    }
    const QString path = file.toLocalFile();
    if (path.isEmpty()) {
        refuse(tr("Choose a file to write the PDF to."));
        return false;
    }
    const app::MonthReportResult made = app::monthReport(*campaign, nation);
    if (!made.report) {
        refuse(made.message);
        return false;
    }
    std::unique_ptr<printing::PageSource> source;
    if (document == MonthReport)
        source = std::make_unique<printing::MonthReportSheet>(*made.report);
    else
        source = std::make_unique<printing::OrderSheet>(*made.report);
    printing::PrintOptions options;
    options.paper = letter ? QPageSize::Letter : QPageSize::A4;
    if (const QString problem = printing::printToPdf(*source, path, options); !problem.isEmpty()) {
        refuse(problem);
        return false;
    }
    m_writtenTo = QDir::toNativeSeparators(path);
    Q_EMIT changed();
    Q_EMIT done(document == MonthReport
                    ? tr("Month report of %1 written to %2").arg(made.report->nation, m_writtenTo)
                    : tr("Order sheet of %1 written to %2").arg(made.report->nation, m_writtenTo));
    return true;
}

} // namespace herald::gui
