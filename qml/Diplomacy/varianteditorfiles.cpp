#include "varianteditorfiles.h"

#include "app/diplomacyrender/boardlayout.h"
#include "core/diplomacy/layoutformat.h"
#include "core/diplomacy/variantformat.h"
#include "varianteditorproblems.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

namespace herald::gui {

using namespace herald::diplomacy;

namespace {

std::string_view view(const QByteArray &bytes)
{
    return {bytes.constData(), std::size_t(bytes.size())};
}

/// Writes the whole file or nothing; "" on success.
QString writeFile(const QString &path, const std::string &text)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) ||
        file.write(text.data(), qint64(text.size())) != qint64(text.size()) || !file.commit())
        return file.errorString();
    return {};
}

} // namespace

VariantEditorFiles::Opened VariantEditorFiles::read(const QByteArray &variantText,
                                                    const QByteArray &layoutText,
                                                    const QString &layoutFolder,
                                                    const QString &fileLabel)
{
    Opened opened;
    const VariantParseResult parsed = parseVariant(view(variantText));
    if (!parsed.variant) {
        opened.error =
            tr("%1 cannot be opened: %2")
                .arg(fileLabel, VariantEditorProblems::text(parsed.errors.front(), true));
        return opened;
    }
    const Variant &variant = *parsed.variant;
    opened.state.draft = draftOf(variant);
    // The board's own placement also positions the provinces the layout leaves out.
    const diplomacyrender::BoardLayout layout(variant, QString::fromUtf8(layoutText));
    for (int p = 0; p < variant.provinceCount(); ++p)
        opened.state.points.push_back(layout.at(ProvinceId(p)));
    const BoardLayoutText text = parseLayout(view(layoutText));
    if (text.background) {
        opened.state.background =
            QDir(layoutFolder).absoluteFilePath(QString::fromStdString(text.background->file));
        opened.state.backgroundOpacity = text.background->opacity;
    }
    return opened;
}

VariantEditorFiles::Opened VariantEditorFiles::open(const QString &variantPath)
{
    QFile variantFile(variantPath);
    if (!variantFile.open(QIODevice::ReadOnly))
        return {{}, tr("%1 cannot be read: %2").arg(variantPath, variantFile.errorString())};
    QFile layoutFile(layoutPathFor(variantPath));
    const QByteArray layoutText =
        layoutFile.open(QIODevice::ReadOnly) ? layoutFile.readAll() : QByteArray();
    return read(variantFile.readAll(), layoutText, QFileInfo(variantPath).absolutePath(),
                QFileInfo(variantPath).fileName());
}

VariantEditorFiles::Opened VariantEditorFiles::openShipped(const QString &key)
{
    const QString base = QStringLiteral(":/herald/diplomacy/") + key;
    QFile variantFile(base + QStringLiteral(".variant"));
    QFile layoutFile(base + QStringLiteral(".layout"));
    if (!variantFile.open(QIODevice::ReadOnly) || !layoutFile.open(QIODevice::ReadOnly))
        return {{}, tr("The shipped variant %1 is missing.").arg(key)};
    return read(variantFile.readAll(), layoutFile.readAll(), QString(), key);
}

QString VariantEditorFiles::layoutPathFor(const QString &variantPath)
{
    const QFileInfo info(variantPath);
    return info.dir().filePath(info.completeBaseName() + QStringLiteral(".layout"));
}

QString VariantEditorFiles::save(const QString &variantPath, const VariantEditorState &state)
{
    const QString layoutPath = layoutPathFor(variantPath);
    const QDir folder = QFileInfo(layoutPath).absoluteDir();
    BoardLayoutText layout;
    for (std::size_t p = 0; p < state.points.size() && p < state.draft.provinces.size(); ++p)
        layout.points.push_back(
            {state.draft.provinces[p].abbreviation, state.points[p].x(), state.points[p].y()});
    if (!state.background.isEmpty()) {
        const QFileInfo picture(state.background);
        QString stored = picture.fileName();
        if (picture.absoluteDir() != folder) {
            stored = QFileInfo(layoutPath).completeBaseName() + QStringLiteral("-background.") +
                     picture.suffix();
            const QString copy = folder.filePath(stored);
            QFile::remove(copy);
            if (!QFile::copy(picture.absoluteFilePath(), copy))
                return tr("The background picture %1 cannot be copied to %2.")
                    .arg(picture.absoluteFilePath(), copy);
        }
        layout.background = LayoutBackground{stored.toStdString(), state.backgroundOpacity};
    }
    if (const QString error = writeFile(variantPath, writeVariant(state.draft)); !error.isEmpty())
        return tr("%1 cannot be written: %2").arg(variantPath, error);
    if (const QString error = writeFile(layoutPath, writeLayout(layout)); !error.isEmpty())
        return tr("%1 cannot be written: %2").arg(layoutPath, error);
    return {};
}

} // namespace herald::gui
