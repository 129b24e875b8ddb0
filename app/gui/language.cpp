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

std::unique_ptr<QTranslator> load(const QLocale &locale, const QString &name, const QString &folder)
{
    auto translator = std::make_unique<QTranslator>();
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
