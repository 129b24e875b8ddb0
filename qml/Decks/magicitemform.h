#pragma once

#include "app/gui/campaignform.h"

namespace herald::gui::decks {

/// The magic item form: a player writes an item (name, points, what it does); submit() runs
/// decks.magic.author, which refuses an author past 150 points (rules §2.18, I-31). Then the
/// referee shuffles the items into their deck and deals two to each nation.
class MagicItemForm : public herald::gui::CampaignForm
{
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(QString author READ author WRITE setAuthor NOTIFY changed)
    Q_PROPERTY(QString name READ name WRITE setName NOTIFY changed)
    Q_PROPERTY(int points READ points WRITE setPoints NOTIFY changed)
    Q_PROPERTY(QString text READ text WRITE setText NOTIFY changed)
    /// The nations to deal to, separated by commas, in dealing order.
    Q_PROPERTY(QString nations READ nations WRITE setNations NOTIFY changed)
    Q_PROPERTY(QString problem READ problem NOTIFY changed)

public:
    explicit MagicItemForm(QObject *parent = nullptr);

    [[nodiscard]] QString author() const { return m_author; }
    void setAuthor(const QString &author);
    [[nodiscard]] QString name() const { return m_name; }
    void setName(const QString &name);
    [[nodiscard]] int points() const { return m_points; }
    void setPoints(int points);
    [[nodiscard]] QString text() const { return m_text; }
    void setText(const QString &text);
    [[nodiscard]] QString nations() const { return m_nations; }
    void setNations(const QString &nations);
    [[nodiscard]] QString problem() const;

    Q_INVOKABLE void submit();
    /// Shuffles every written item into the magic item deck.
    Q_INVOKABLE void buildDeck();
    /// Deals two items to each nation named in `nations`.
    Q_INVOKABLE void deal();

Q_SIGNALS:
    void changed();

private:
    QString m_author;
    QString m_name;
    int m_points = 25;
    QString m_text;
    QString m_nations;
};

} // namespace herald::gui::decks
