#pragma once

#include "app/gui/campaignform.h"

#include <QStringList>
#include <QUrl>

namespace herald::gui {

/// The Campaign page's "Print…" menu (issue 17): a nation's month report or its blank order
/// sheet for the turn being played, written as a PDF where the referee chose. done() says where
/// it was written; error() names what stood in the way (an unknown nation, a file that could
/// not be written) and nothing is written then.
// The base is named in full: Qt 6.4's qmltyperegistrar finds a base class by its full name only.
class MonthPrintForm : public herald::gui::CampaignForm
{
    Q_OBJECT
    QML_ELEMENT

    /// The nations a document can be printed for.
    Q_PROPERTY(QStringList nations READ nations NOTIFY changed)
    /// Where the last document was written; empty before the first.
    Q_PROPERTY(QString writtenTo READ writtenTo NOTIFY changed)

public:
    /// Which of the two documents the menu asks about.
    enum Document
    {
        MonthReport, ///< the nation's month report
        OrderSheet,  ///< its blank order sheet
    };
    Q_ENUM(Document)

    explicit MonthPrintForm(QObject *parent = nullptr);

    [[nodiscard]] QStringList nations() const { return m_nations; }
    [[nodiscard]] QString writtenTo() const { return m_writtenTo; }

    /// Writes the nation's month report to `file` on A4 or, with `letter`, on Letter paper.
    Q_INVOKABLE bool printMonthReport(const QString &nation, const QUrl &file, bool letter)
    {
        return print(MonthReport, nation, file, letter);
    }
    /// Writes the nation's blank order sheet for the turn being played, the same way.
    Q_INVOKABLE bool printOrderSheet(const QString &nation, const QUrl &file, bool letter)
    {
        return print(OrderSheet, nation, file, letter);
    }

Q_SIGNALS:
    void changed();

protected:
    void reload() override;

private:
    bool print(Document document, const QString &nation, const QUrl &file, bool letter);

    QStringList m_nations;
    QString m_writtenTo;
};

} // namespace herald::gui
