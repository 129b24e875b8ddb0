#pragma once

#include "app/gui/campaignform.h"

#include <QJsonObject>
#include <QStringList>
#include <QUrl>
#include <QVariantList>

namespace herald::battles {

/// A pending battle settled on the Civil War battle board instead of the tabletop, when both
/// players agree (issue 21): the armies the editable mapping makes of the two sides' rosters,
/// the board battle made from them (board.new), played out on the Battle board page or by the
/// auto-resolve policy (board.resolve), and its outcome entered as the battle's result sheet
/// (battle.result, the path of Enter result). Each step is one command undo takes back.
// The base is named in full: Qt 6.4's qmltyperegistrar finds a base class by its full name only.
class BoardBattleForm : public herald::gui::CampaignForm
{
    Q_OBJECT
    QML_ELEMENT

    /// The pending battle of the month, by number; -1 for none.
    Q_PROPERTY(int number READ number WRITE setNumber NOTIFY changed)
    /// A mapping file of the referee's (resources/battleboard/README-warmaster-mapping.md);
    /// empty for the mapping built into Herald.
    Q_PROPERTY(QUrl mappingFile READ mappingFile WRITE setMappingFile NOTIFY changed)
    /// That file's path as the system writes it; empty for the built-in mapping.
    Q_PROPERTY(QString mappingName READ mappingName NOTIFY changed)
    /// Why no board battle can be made now (the mapping refused, the battle not pending);
    /// empty when one can.
    Q_PROPERTY(QString problem READ problem NOTIFY changed)
    /// The two armies the mapping makes, the attacker first: maps of army (its nations) and
    /// lines (one per roster category mapped, then the generals).
    Q_PROPERTY(QVariantList armies READ armies NOTIFY changed)
    /// The board battle made for this battle, by name; empty while there is none.
    Q_PROPERTY(QString board READ board NOTIFY changed)
    /// Where that board battle stands, in words.
    Q_PROPERTY(QString stage READ stage NOTIFY changed)
    /// The board battle is over, pursuit included: its result can be entered.
    Q_PROPERTY(bool finished READ finished NOTIFY changed)
    /// What its result sheet enters, a line a side and the objective; empty until finished.
    Q_PROPERTY(QStringList sheetLines READ sheetLines NOTIFY changed)
    /// The notice that the board's numbers are stand-ins (§11.3).
    Q_PROPERTY(QString placeholderNotice READ placeholderNotice CONSTANT)

public:
    explicit BoardBattleForm(QObject *parent = nullptr);

    [[nodiscard]] int number() const { return m_number; }
    void setNumber(int number);
    [[nodiscard]] QUrl mappingFile() const { return m_mappingFile; }
    void setMappingFile(const QUrl &file);
    [[nodiscard]] QString mappingName() const;
    [[nodiscard]] QString problem() const { return m_problem; }
    [[nodiscard]] QVariantList armies() const { return m_armies; }
    [[nodiscard]] QString board() const { return m_board; }
    [[nodiscard]] QString stage() const { return m_stage; }
    [[nodiscard]] bool finished() const { return !m_sheet.isEmpty(); }
    [[nodiscard]] QStringList sheetLines() const { return m_sheetLines; }
    [[nodiscard]] static QString placeholderNotice();

    /// Makes the board battle `name` for the battle (board.new with its WarMaster link).
    Q_INVOKABLE bool make(const QString &name);
    /// Plays the board battle to its end by the auto-resolve policy (board.resolve, §15).
    Q_INVOKABLE bool autoResolve();
    /// Enters the finished board battle's result sheet as the battle's result (battle.result).
    Q_INVOKABLE bool enterResult();

Q_SIGNALS:
    void changed();

protected:
    void reload() override;

private:
    /// The chosen mapping file's bytes (empty for the built-in mapping); false, with
    /// `m_problem` set, when it cannot be read.
    bool readMapping(QByteArray *bytes);

    int m_number = -1;
    QUrl m_mappingFile;
    QString m_problem;
    QVariantList m_armies;
    QString m_board;
    QString m_stage;
    QJsonObject m_sheet;
    QStringList m_sheetLines;
};

} // namespace herald::battles
