#include "db/decks/shippedcontent.h"

#include <QDir>
#include <QFile>

namespace herald::db::decks {

using namespace herald::decks;

Result<Content, ContentError> shippedContent()
{
    std::vector<ContentDocument> documents;
    for (const QString &folder : {QStringLiteral("tables"), QStringLiteral("decks")}) {
        const QDir dir(QStringLiteral(":/herald/decks/") + folder);
        for (const QString &name :
             dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
            if (name.endsWith(QLatin1String("-sample.json")))
                continue;
            QFile file(dir.filePath(name));
            if (!file.open(QIODevice::ReadOnly))
                return ContentError{name, {}, 0, 0, file.errorString()};
            documents.push_back({folder + QLatin1Char('/') + name, file.readAll()});
        }
    }
    return parseContentSet(documents);
}

} // namespace herald::db::decks
