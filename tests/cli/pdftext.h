#pragma once

// What a reader of a printed PDF sees, for the tests of the printing verbs: pdftotext
// (poppler-utils) reads the file back.
#include <QProcess>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

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

/// The PDF's text as pdftotext -layout places it on the page, columns kept apart by two blanks
/// or more. Empty when pdftotext does not finish.
inline QString pdfLayoutText(const QString &pdf)
{
    QProcess p;
    p.start(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), pdf, QStringLiteral("-")});
    if (!p.waitForFinished(20000))
        return {};
    return QString::fromUtf8(p.readAllStandardOutput());
}

/// The cells of the first printed row of `layout` (pdfLayoutText) that contains `label`, the
/// label's cell first; empty when no row does.
inline QStringList pdfRow(const QString &layout, const QString &label)
{
    for (const QString &line : layout.split(QLatin1Char('\n'))) {
        if (line.contains(label))
            return line.trimmed().split(QRegularExpression(QStringLiteral("\\s{2,}")));
    }
    return {};
}
