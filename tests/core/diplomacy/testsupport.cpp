#include "testsupport.h"

#include "core/diplomacy/variantformat.h"

#include <QFile>
#include <QtGlobal>

#include <stdexcept>

namespace herald::diplomacy::test {

std::string readTextFile(const std::string &path)
{
    QFile file(QString::fromStdString(path));
    if (!file.open(QIODevice::ReadOnly)) {
        qWarning("cannot read %s", path.c_str());
        return {};
    }
    return file.readAll().toStdString();
}

const Variant &standardVariant()
{
    static const Variant variant = [] {
        VariantParseResult parsed =
            parseVariant(readTextFile(HERALD_SOURCE_DIR "/resources/diplomacy/standard.variant"));
        if (!parsed.variant)
            throw std::runtime_error(parsed.errors.empty() ? "standard.variant missing"
                                                           : describe(parsed.errors.front()));
        return std::move(*parsed.variant);
    }();
    return variant;
}

} // namespace herald::diplomacy::test
