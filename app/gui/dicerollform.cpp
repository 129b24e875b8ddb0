#include "app/gui/dicerollform.h"

#include "app/gui/typedfaces.h"
#include "core/dice/dice.h"
#include "core/dice/messages.h"

#include <QJsonArray>

namespace herald::gui {

// The form shows no campaign data: it follows only which campaign is open.
DiceRollForm::DiceRollForm(QObject *parent) : CampaignForm({}, parent)
{
}

void DiceRollForm::setExpression(const QString &expression)
{
    if (expression == m_expression)
        return;
    m_expression = expression;
    Q_EMIT changed();
}

void DiceRollForm::setPurpose(const QString &purpose)
{
    if (purpose == m_purpose)
        return;
    m_purpose = purpose;
    Q_EMIT changed();
}

void DiceRollForm::setTypedFaces(const QString &typedFaces)
{
    if (typedFaces == m_typedFaces)
        return;
    m_typedFaces = typedFaces;
    Q_EMIT changed();
}

QList<int> DiceRollForm::faces(bool *ok) const
{
    return parseTypedFaces(m_typedFaces, ok);
}

QString DiceRollForm::problem() const
{
    if (!service())
        return tr("Open a campaign first: every roll is kept in its history.");
    const dice::ParseResult parsed = dice::parse(m_expression.toStdString());
    if (!parsed.expression)
        return dice::describeParseError(m_expression, parsed);
    bool ok = false;
    const QList<int> typed = faces(&ok);
    if (!ok)
        return tr("Type the dice as whole numbers separated by blanks or commas.");
    if (typed.isEmpty())
        return {};
    if (typed.size() != parsed.expression->count)
        return tr("%1 needs %2 typed value(s); %3 given.")
            .arg(m_expression, QString::number(parsed.expression->count),
                 QString::number(typed.size()));
    for (int face : typed) {
        if (const std::string why = dice::checkTypedFace(face, parsed.expression->sides);
            !why.empty())
            return tr("A d%1 cannot show %2.").arg(parsed.expression->sides).arg(face);
    }
    return {};
}

void DiceRollForm::submit()
{
    if (const QString why = problem(); !why.isEmpty()) {
        Q_EMIT error(why);
        return;
    }
    bool ok = false;
    QJsonArray typed;
    for (int face : faces(&ok))
        typed.append(face);
    QJsonObject args{{QStringLiteral("expression"), m_expression},
                     {QStringLiteral("purpose"), m_purpose}};
    if (!typed.isEmpty())
        args.insert(QStringLiteral("typed"), typed);
    if (run(QStringLiteral("dice.roll"), args))
        setTypedFaces(QString());
}

} // namespace herald::gui
