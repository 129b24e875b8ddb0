#pragma once

// What a reader of a printed PDF sees, for the tests of the printing verbs: pdftotext
// (poppler-utils) reads the file back.
#include <QProcess>
#include <QRegularExpression>
#include <QString>

/// The PDF's text with every blank removed: wrapping and pdftotext's spacing vary. Empty when
/// pdftotext does not finish.
inline QString pdfText(const QString &pdf)
{
    QProcess p;
    p.start(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
    if (!p.waitForFinished(20000))
        return {};
    return QString::fromUtf8(p.readAllStandardOutput())
        .normalized(QString::NormalizationForm_KC)
        .remove(QRegularExpression(QStringLiteral("\\s")));
}
