#pragma once

#include <QObject>
#include <QQmlEngine>
#include <QStringList>

namespace herald::gui {

/// Fills a translated sentence's %1, %2... in one pass, for QML. QML's String.arg takes one
/// value at a time, so a chain `.arg(name).arg(n)` would read a "%2" typed into the name as a
/// place for the next value; here nothing a referee typed is ever read as a place.
class Sentence : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

public:
    using QObject::QObject;

    /// `pattern` with %N replaced by values[N - 1] (N from 1 to 99); other text stays as it is.
    Q_INVOKABLE static QString fill(const QString &pattern, const QStringList &values);
};

} // namespace herald::gui
