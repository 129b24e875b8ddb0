#include "app/gui/language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include <array>
#include <memory>

namespace herald::gui {

namespace {

/// The catalogues installed now: Herald's and Qt's.
std::array<std::unique_ptr<QTranslator>, 2> &installed()
{
    static std::array<std::unique_ptr<QTranslator>, 2> translators;
    return translators;
}

/// Herald's catalogue as lupdate (Qt 6.4) writes it, read the way the program asks. lupdate's
/// own C++ parser does not follow `namespace herald::gui {` nor look into an anonymous
/// namespace from a member function, so it files a namespaced class's messages under its bare
/// name ("CalendarForm" for herald::gui::CalendarForm) and the `Tr::tr` calls of member
/// functions under "Tr", while the program asks with the full context. A message not found
/// under the full context is looked up under those two names too, with the same source text.
class CatalogueTranslator : public QTranslator
{
public:
    [[nodiscard]] QString translate(const char *context, const char *sourceText,
                                    const char *disambiguation, int n) const override
    {
        QString found = QTranslator::translate(context, sourceText, disambiguation, n);
        if (!found.isEmpty() || !context)
            return found;
        const QByteArray full(context);
        const qsizetype last = full.lastIndexOf("::");
        if (last >= 0) {
            const QByteArray bare = full.mid(last + 2);
            found = QTranslator::translate(bare.constData(), sourceText, disambiguation, n);
            if (found.isEmpty())
                found = QTranslator::translate("Tr", sourceText, disambiguation, n);
        }
        return found;
    }
};

std::unique_ptr<QTranslator> load(const QLocale &locale, const QString &name, const QString &folder)
{
    auto translator = std::make_unique<CatalogueTranslator>();
    if (!translator->load(locale, name, QStringLiteral("_"), folder))
        return nullptr;
    QCoreApplication::installTranslator(translator.get());
    return translator;
}

} // namespace

bool installLanguage(const QString &language)
{
    auto &translators = installed();
    for (auto &translator : translators) {
        if (translator)
            QCoreApplication::removeTranslator(translator.get());
        translator.reset();
    }
    const bool system = language == QLatin1String("system");
    // English is the source language: no catalogue; the system's locale may still be English.
    if (!system && language == QLatin1String("en"))
        return true;
    const QLocale locale = system ? QLocale() : QLocale(language);
    translators[0] = load(locale, QStringLiteral("herald"), QStringLiteral(":/i18n"));
    translators[1] =
        load(locale, QStringLiteral("qtbase"), QLibraryInfo::path(QLibraryInfo::TranslationsPath));
    return system || translators[0] != nullptr;
}

} // namespace herald::gui
