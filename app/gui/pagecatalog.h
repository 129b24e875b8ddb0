#pragma once

#include <QHash>
#include <QObject>
#include <QQmlEngine>

namespace herald::gui {

/// The rail pages that rules areas provide, by rail key ("map", "decks"...). An area registers
/// its page in CMake (herald_register_page); the rail shows what it will hold until then.
class PageCatalog : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

public:
    using QObject::QObject;

    /// The page's QML file, or an empty string when no area provides that page yet.
    Q_INVOKABLE QString pageUrl(const QString &key) const { return registeredPages().value(key); }

private:
    static QHash<QString, QString> registeredPages(); // generated: build/generated/pagecatalog.cpp
};

} // namespace herald::gui
