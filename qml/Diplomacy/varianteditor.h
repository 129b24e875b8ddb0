#pragma once

#include "app/diplomacyrender/boardlayout.h"
#include "core/diplomacy/variantformat.h"
#include "varianteditorstate.h"

#include <QObject>
#include <QQmlEngine>
#include <QUndoStack>
#include <QUrl>

#include <memory>

namespace herald::gui {

/// The back end of the Diplomacy variant editor: a variant and its layout being corrected or
/// drawn. Edits are checked by the variant reader after each change (problems() names the
/// province and field) and undone within the editor; a variant file is no campaign data, so
/// its edits do not go through the campaign's command runner or history.
class VariantEditor : public QObject
{
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(QString title READ title NOTIFY changed)
    Q_PROPERTY(QUrl fileUrl READ fileUrl NOTIFY fileChanged)
    Q_PROPERTY(QString fileName READ fileName NOTIFY fileChanged)
    Q_PROPERTY(bool hasFile READ hasFile NOTIFY fileChanged)
    Q_PROPERTY(bool modified READ modified NOTIFY changed)
    Q_PROPERTY(QStringList shippedVariants READ shippedVariants CONSTANT)
    Q_PROPERTY(QStringList provinces READ provinces NOTIFY changed)
    Q_PROPERTY(QStringList powers READ powers NOTIFY changed)
    Q_PROPERTY(QStringList problems READ problems NOTIFY changed)

    Q_PROPERTY(int selected READ selected WRITE setSelected NOTIFY changed)
    Q_PROPERTY(QString abbreviation READ abbreviation NOTIFY changed)
    Q_PROPERTY(QString provinceName READ provinceName NOTIFY changed)
    /// 0 land, 1 coast, 2 sea, 3 off-board (ProvinceType).
    Q_PROPERTY(int provinceType READ provinceType NOTIFY changed)
    Q_PROPERTY(bool supplyCentre READ supplyCentre NOTIFY changed)
    /// Index into powers(), or -1.
    Q_PROPERTY(int homePower READ homePower NOTIFY changed)
    Q_PROPERTY(int ownerPower READ ownerPower NOTIFY changed)
    /// "nc, sc"; empty for one coastline.
    Q_PROPERTY(QString coasts READ coasts NOTIFY changed)
    Q_PROPERTY(QString notes READ notes NOTIFY changed)
    /// The selected province's borders: "Bur — armies", "Spa/nc — fleets"...
    Q_PROPERTY(QStringList borders READ borders NOTIFY changed)

    Q_PROPERTY(QUrl backgroundUrl READ backgroundUrl NOTIFY changed)
    Q_PROPERTY(bool hasBackground READ hasBackground NOTIFY changed)
    Q_PROPERTY(double backgroundOpacity READ backgroundOpacity NOTIFY changed)

    Q_PROPERTY(bool canUndo READ canUndo NOTIFY changed)
    Q_PROPERTY(bool canRedo READ canRedo NOTIFY changed)
    Q_PROPERTY(QString undoText READ undoText NOTIFY changed)
    Q_PROPERTY(QString redoText READ redoText NOTIFY changed)

public:
    explicit VariantEditor(QObject *parent = nullptr);
    ~VariantEditor() override;

    [[nodiscard]] QString title() const;
    [[nodiscard]] QUrl fileUrl() const;
    [[nodiscard]] QString fileName() const;
    [[nodiscard]] bool hasFile() const { return !m_path.isEmpty(); }
    [[nodiscard]] bool modified() const { return !m_undo.isClean(); }
    [[nodiscard]] QStringList shippedVariants() const;
    [[nodiscard]] QStringList provinces() const;
    [[nodiscard]] QStringList powers() const;
    [[nodiscard]] QStringList problems() const;

    [[nodiscard]] int selected() const { return m_state.selected; }
    void setSelected(int province);
    [[nodiscard]] QString abbreviation() const;
    [[nodiscard]] QString provinceName() const;
    [[nodiscard]] int provinceType() const;
    [[nodiscard]] bool supplyCentre() const;
    [[nodiscard]] int homePower() const;
    [[nodiscard]] int ownerPower() const;
    [[nodiscard]] QString coasts() const;
    [[nodiscard]] QString notes() const;
    [[nodiscard]] QStringList borders() const;
    [[nodiscard]] QUrl backgroundUrl() const;
    [[nodiscard]] bool hasBackground() const { return !m_state.background.isEmpty(); }
    [[nodiscard]] double backgroundOpacity() const { return m_state.backgroundOpacity; }

    [[nodiscard]] bool canUndo() const { return m_undo.canUndo(); }
    [[nodiscard]] bool canRedo() const { return m_undo.canRedo(); }
    [[nodiscard]] QString undoText() const { return m_undo.undoText(); }
    [[nodiscard]] QString redoText() const { return m_undo.redoText(); }

    /// The variant as drawn now, valid or not, with every province placed.
    [[nodiscard]] const diplomacyrender::BoardLayout &layout() const;
    [[nodiscard]] const VariantEditorState &state() const { return m_state; }
    /// Problems found by the reader in the current variant.
    [[nodiscard]] const std::vector<herald::diplomacy::VariantError> &errors() const
    {
        return m_errors;
    }

    Q_INVOKABLE void openShipped(int index);
    Q_INVOKABLE void openFile(const QUrl &url);
    /// Keeps powers, calendar and options; drops every province (an edit, so undoable).
    Q_INVOKABLE void clearMap();
    Q_INVOKABLE void save();
    Q_INVOKABLE void saveAs(const QUrl &url);

    Q_INVOKABLE void setAbbreviation(const QString &abbreviation);
    Q_INVOKABLE void setProvinceName(const QString &name);
    Q_INVOKABLE void setProvinceType(int type);
    Q_INVOKABLE void setSupplyCentre(bool centre);
    Q_INVOKABLE void setHomePower(int power);
    Q_INVOKABLE void setOwnerPower(int power);
    /// Comma- or blank-separated coast names ("nc, sc").
    Q_INVOKABLE void setCoasts(const QString &coasts);
    Q_INVOKABLE void setNotes(const QString &notes);

    /// Adds a land province at a sheet position and selects it.
    Q_INVOKABLE void addProvince(double x, double y);
    Q_INVOKABLE void removeProvince();
    /// Moves a province to a sheet position; moves until finishMove() are one undo step.
    Q_INVOKABLE void moveProvince(int province, double x, double y);
    Q_INVOKABLE void finishMove();
    /// The named coasts of a province, for choosing the coast of a fleet border.
    Q_INVOKABLE QStringList coastsOf(int province) const;
    /// Adds or takes away a border between two provinces (coast names for fleets on split
    /// coasts, else "").
    Q_INVOKABLE void toggleBorder(int from, const QString &fromCoast, int to,
                                  const QString &toCoast, bool fleet);
    /// Removes the selected province's border shown at this row of borders().
    Q_INVOKABLE void removeBorder(int row);

    Q_INVOKABLE void setBackground(const QUrl &picture);
    Q_INVOKABLE void clearBackground();
    /// Changes until finishMove() are one undo step, like a drag.
    Q_INVOKABLE void setBackgroundOpacity(double opacity);

    /// Reports the problem count through done() or error().
    Q_INVOKABLE void validate();
    /// Selects the province a problem names.
    Q_INVOKABLE void selectProblem(int row);

    Q_INVOKABLE void undo() { m_undo.undo(); }
    Q_INVOKABLE void redo() { m_undo.redo(); }

Q_SIGNALS:
    void changed();
    void fileChanged();
    void done(const QString &summary);
    void error(const QString &message);

private:
    /// Records an edit of the selected province (or of the whole map) as one undo step.
    void edit(const QString &text, const std::function<void(VariantEditorState &)> &change,
              int mergeKey = -1);
    void editSelected(const QString &text,
                      const std::function<void(herald::diplomacy::Province &)> &change);
    void restore(const VariantEditorState &state);
    void replaceAll(VariantEditorState state, const QString &path);
    [[nodiscard]] const herald::diplomacy::Province *selectedProvince() const;
    [[nodiscard]] bool acceptText(const QString &text, const QString &field);

    VariantEditorState m_state;
    std::vector<herald::diplomacy::VariantError> m_errors;
    QString m_path;
    QUndoStack m_undo;
    int m_mergeSerial = 1;
    mutable std::unique_ptr<herald::diplomacy::Variant> m_drawnVariant;
    mutable std::unique_ptr<diplomacyrender::BoardLayout> m_drawnLayout;
};

} // namespace herald::gui
