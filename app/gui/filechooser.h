#pragma once

#include <QObject>
#include <QPointer>
#include <QQmlEngine>
#include <QUrl>

namespace herald::gui {

/// A file dialog for QML, shown by Qt Widgets' QFileDialog (DESIGN.md, The UI): Qt 6.4's QML
/// FileDialog falls back without a platform theme to a dialog that needs an uninstalled module
/// and ignores a name typed in save mode. Declared like that FileDialog (title, nameFilters,
/// defaultSuffix, open(), accepted with selectedFile), it adds in save mode the suffix of the
/// chosen name filter to a name typed without one and asks before replacing an existing
/// file, whether the platform's own dialog is shown or Qt's.
///
/// open() returns at once: the dialog is application modal but not run in a nested event
/// loop, so a test finds it among QApplication::topLevelWidgets(), types a name and accepts.
class FileChooser : public QObject
{
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(QString title READ title WRITE setTitle NOTIFY settingsChanged)
    Q_PROPERTY(Mode mode READ mode WRITE setMode NOTIFY settingsChanged)
    /// "Campaigns (*.herald)" and the like; the first is selected when the dialog opens.
    Q_PROPERTY(QStringList nameFilters READ nameFilters WRITE setNameFilters NOTIFY settingsChanged)
    /// Added in save mode to a name typed without a suffix when the chosen filter names none.
    Q_PROPERTY(
        QString defaultSuffix READ defaultSuffix WRITE setDefaultSuffix NOTIFY settingsChanged)
    /// The file name proposed in save mode ("roster.pdf"), in the folder of the last dialog.
    Q_PROPERTY(QString proposedName READ proposedName WRITE setProposedName NOTIFY settingsChanged)
    Q_PROPERTY(QUrl selectedFile READ selectedFile NOTIFY accepted)
    /// True from open() until the person accepts or cancels.
    Q_PROPERTY(bool visible READ isVisible NOTIFY visibleChanged)

public:
    enum Mode
    {
        OpenFile,
        SaveFile,
        ChooseFolder,
    };
    Q_ENUM(Mode)

    explicit FileChooser(QObject *parent = nullptr);
    ~FileChooser() override;

    [[nodiscard]] QString title() const { return m_title; }
    void setTitle(const QString &title);
    [[nodiscard]] Mode mode() const { return m_mode; }
    void setMode(Mode mode);
    [[nodiscard]] QStringList nameFilters() const { return m_nameFilters; }
    void setNameFilters(const QStringList &filters);
    [[nodiscard]] QString defaultSuffix() const { return m_defaultSuffix; }
    void setDefaultSuffix(const QString &suffix);
    [[nodiscard]] QString proposedName() const { return m_proposedName; }
    void setProposedName(const QString &name);
    [[nodiscard]] QUrl selectedFile() const { return m_selectedFile; }
    [[nodiscard]] bool isVisible() const { return m_dialog || m_question; }

    /// Shows the dialog and returns; accepted() or rejected() follows.
    Q_INVOKABLE void open();

    /// The path a save dialog's answer stands for: `typed` with the suffix of `nameFilter`
    /// ("PDF (*.pdf)") or else `defaultSuffix` when it has none.
    [[nodiscard]] static QString withSuffix(const QString &typed, const QString &nameFilter,
                                            const QString &defaultSuffix);

Q_SIGNALS:
    void settingsChanged();
    void visibleChanged();
    void accepted();
    void rejected();

private:
    void openIn(const QString &folder, const QString &name);
    void chosen(const QString &path, const QString &nameFilter);
    void askToReplace(const QString &path);
    void finish(const QString &path);

    QString m_title;
    Mode m_mode = OpenFile;
    QStringList m_nameFilters;
    QString m_defaultSuffix;
    QString m_proposedName;
    QUrl m_selectedFile;
    // QObject: the type registrations include this header without Qt Widgets.
    QPointer<QObject> m_dialog;   ///< the QFileDialog on screen
    QPointer<QObject> m_question; ///< the QMessageBox asking to replace a file
};

} // namespace herald::gui
