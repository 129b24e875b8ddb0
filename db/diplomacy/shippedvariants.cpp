#include "db/diplomacy/shippedvariants.h"

#include "core/diplomacy/variantformat.h"

#include <QCoreApplication>
#include <QFile>

#include <map>
#include <memory>

namespace herald::db::diplomacy {

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::db::diplomacy::ShippedVariants)
};

const herald::diplomacy::Variant *load(const QString &key)
{
    QFile file(QStringLiteral(":/herald/diplomacy/%1.variant").arg(key));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("the shipped variant %s is missing", qPrintable(key));
    const QByteArray text = file.readAll();
    auto parsed = herald::diplomacy::parseVariant(
        std::string_view(text.constData(), std::size_t(text.size())));
    if (!parsed.variant)
        qFatal("the shipped variant %s does not read: %s", qPrintable(key),
               herald::diplomacy::describe(parsed.errors.front()).c_str());
    // Lives as long as the program (positions keep a pointer to it), and is freed at exit.
    static std::map<QString, std::unique_ptr<const herald::diplomacy::Variant>> kept;
    auto &slot = kept[key];
    slot = std::make_unique<const herald::diplomacy::Variant>(std::move(*parsed.variant));
    return slot.get();
}

} // namespace

const QList<ShippedVariant> &shippedVariants()
{
    static const QList<ShippedVariant> variants{
        {QStringLiteral("standard"),
         QT_TRANSLATE_NOOP("herald::db::diplomacy::ShippedVariants", "Standard Diplomacy"), false,
         load(QStringLiteral("standard"))},
        {QStringLiteral("downfall"),
         QT_TRANSLATE_NOOP("herald::db::diplomacy::ShippedVariants",
                           "Hardbop Downfall (reconstructed map)"),
         true, load(QStringLiteral("downfall"))},
    };
    return variants;
}

QString ShippedVariant::label() const
{
    return Tr::tr(labelSource);
}

const ShippedVariant *shippedVariant(const QString &key)
{
    for (const ShippedVariant &v : shippedVariants()) {
        if (v.key == key)
            return &v;
    }
    return nullptr;
}

const ShippedVariant *shippedVariantNamed(const QString &name)
{
    for (const ShippedVariant &v : shippedVariants()) {
        if (QString::fromStdString(v.variant->name())
                .compare(name.trimmed(), Qt::CaseInsensitive) == 0)
            return &v;
    }
    return nullptr;
}

} // namespace herald::db::diplomacy
