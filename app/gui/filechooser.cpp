#include "app/gui/filechooser.h"

#include "app/gui/appsettings.h"

#include <QApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QMessageBox>
#include <QPushButton>
#include <QQuickWindow>
#include <QRegularExpression>

namespace herald::gui {

namespace {

/// The platform's own dialog where there is a desktop to provide it; Qt's dialog off screen
/// (tests) or when HERALD_QT_FILE_DIALOGS is set.
bool useNativeDialogs()
{
    const QString platform = QGuiApplication::platformName();
    return platform != QLatin1String("offscreen") && platform != QLatin1String("minimal") &&
           qEnvironmentVariableIsEmpty("HERALD_QT_FILE_DIALOGS");
}

/// The window the dialog belongs to, so a window manager keeps it above Herald's window.
QWindow *heraldWindow()
{
    if (QWindow *focus = QGuiApplication::focusWindow())
        return focus;
    for (QWindow *window : QGuiApplication::topLevelWindows()) {
        if (window->isVisible() && qobject_cast<QQuickWindow *>(window))
            return window;
    }
    return nullptr;
}

void showAbove(QWidget *dialog)
{
    dialog->setWindowModality(Qt::ApplicationModal);
    if (QWindow *parent = heraldWindow()) {
        dialog->winId(); // makes the window handle the transient parent is set on
        dialog->windowHandle()->setTransientParent(parent);
    }
    dialog->show();
}

} // namespace

FileChooser::FileChooser(QObject *parent) : QObject(parent)
{
}

FileChooser::~FileChooser()
{
    delete m_dialog;
    delete m_question;
}

void FileChooser::setTitle(const QString &title)
{
    if (title == m_title)
        return;
    m_title = title;
    Q_EMIT settingsChanged();
}

void FileChooser::setMode(Mode mode)
{
    if (mode == m_mode)
        return;
    m_mode = mode;
    Q_EMIT settingsChanged();
}

void FileChooser::setNameFilters(const QStringList &filters)
{
    if (filters == m_nameFilters)
        return;
    m_nameFilters = filters;
    Q_EMIT settingsChanged();
}

void FileChooser::setDefaultSuffix(const QString &suffix)
{
    if (suffix == m_defaultSuffix)
        return;
    m_defaultSuffix = suffix;
    Q_EMIT settingsChanged();
}

void FileChooser::setProposedName(const QString &name)
{
    if (name == m_proposedName)
        return;
    m_proposedName = name;
    Q_EMIT settingsChanged();
}

void FileChooser::open()
{
    if (isVisible())
        return;
    if (!qobject_cast<QApplication *>(QCoreApplication::instance())) {
        // A QGuiApplication (a Qt Quick test) cannot show a widget: say so, not crash.
        qWarning("FileChooser: \"%s\" needs a QApplication", qPrintable(m_title));
        Q_EMIT rejected();
        return;
    }
    openIn(AppSettings::lastFolder(), m_proposedName);
}

void FileChooser::openIn(const QString &folder, const QString &name)
{
    auto *dialog = new QFileDialog(nullptr, m_title, folder);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setObjectName(QStringLiteral("heraldFileDialog"));
    if (!useNativeDialogs())
        dialog->setOption(QFileDialog::DontUseNativeDialog);
    switch (m_mode) {
    case OpenFile:
        dialog->setFileMode(QFileDialog::ExistingFile);
        break;
    case SaveFile:
        dialog->setFileMode(QFileDialog::AnyFile);
        dialog->setAcceptMode(QFileDialog::AcceptSave);
        // The question comes from chosen(), after the suffix is added: a platform dialog
        // would ask about "report" and then "report.pdf" would be replaced unasked.
        dialog->setOption(QFileDialog::DontConfirmOverwrite);
        break;
    case ChooseFolder:
        dialog->setFileMode(QFileDialog::Directory);
        dialog->setOption(QFileDialog::ShowDirsOnly);
        break;
    }
    if (m_mode != ChooseFolder && !m_nameFilters.isEmpty())
        dialog->setNameFilters(m_nameFilters);
    if (!name.isEmpty())
        dialog->selectFile(name);
    connect(dialog, &QDialog::finished, this, [this, dialog](int result) {
        const QStringList files = dialog->selectedFiles();
        const QString filter = dialog->selectedNameFilter();
        m_dialog = nullptr;
        if (result != QDialog::Accepted || files.isEmpty()) {
            Q_EMIT visibleChanged();
            Q_EMIT rejected();
            return;
        }
        chosen(files.first(), filter);
    });
    m_dialog = dialog;
    Q_EMIT visibleChanged();
    showAbove(dialog);
}

QString FileChooser::withSuffix(const QString &typed, const QString &nameFilter,
                                const QString &defaultSuffix)
{
    const QFileInfo info(typed);
    if (!info.suffix().isEmpty() || info.fileName().isEmpty())
        return typed;
    static const QRegularExpression pattern(QStringLiteral(R"(\*\.([A-Za-z0-9]+))"));
    const QRegularExpressionMatch match = pattern.match(nameFilter);
    const QString suffix = match.hasMatch() ? match.captured(1) : defaultSuffix;
    return suffix.isEmpty() ? typed : typed + QLatin1Char('.') + suffix;
}

void FileChooser::chosen(const QString &path, const QString &nameFilter)
{
    if (m_mode != SaveFile) {
        finish(path);
        return;
    }
    const QString target = withSuffix(path, nameFilter, m_defaultSuffix);
    if (QFileInfo::exists(target))
        askToReplace(target);
    else
        finish(target);
}

void FileChooser::askToReplace(const QString &path)
{
    const QFileInfo info(path);
    auto *box =
        new QMessageBox(QMessageBox::Warning, m_title,
                        tr("%1 already exists in %2. Replace it?")
                            .arg(info.fileName(), QDir::toNativeSeparators(info.absolutePath())),
                        QMessageBox::NoButton);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setObjectName(QStringLiteral("heraldReplaceQuestion"));
    QPushButton *replace = box->addButton(tr("Replace"), QMessageBox::AcceptRole);
    replace->setObjectName(QStringLiteral("replaceButton"));
    box->addButton(QMessageBox::Cancel)->setObjectName(QStringLiteral("cancelButton"));
    box->setDefaultButton(QMessageBox::Cancel);
    connect(box, &QMessageBox::finished, this, [this, box, replace, path] {
        const bool agreed = box->clickedButton() == replace;
        m_question = nullptr;
        if (agreed) {
            finish(path);
        } else {
            // Back to the dialog, where another name can be typed.
            const QFileInfo again(path);
            openIn(again.absolutePath(), again.fileName());
        }
    });
    m_question = box;
    showAbove(box);
}

void FileChooser::finish(const QString &path)
{
    const QFileInfo info(path);
    AppSettings::setLastFolder(m_mode == ChooseFolder ? info.absoluteFilePath()
                                                      : info.absolutePath());
    m_selectedFile = QUrl::fromLocalFile(info.absoluteFilePath());
    Q_EMIT visibleChanged();
    Q_EMIT accepted();
}

} // namespace herald::gui
