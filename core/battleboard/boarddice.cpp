#include "core/battleboard/boarddice.h"

#include <QCoreApplication>
#include <QString>

namespace herald::battleboard {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::battleboard::Dice)
};

QString purposeText(RollPurpose purpose)
{
    switch (purpose) {
    case RollPurpose::FireToHit:
        return Tr::tr("Battle board: fire to-hit roll");
    case RollPurpose::FireResult:
        return Tr::tr("Battle board: fire result roll");
    case RollPurpose::ChargeAttacker:
        return Tr::tr("Battle board: charging brigade's roll");
    case RollPurpose::ChargeDefender:
        return Tr::tr("Battle board: charged brigade's roll");
    case RollPurpose::Entrench:
        return Tr::tr("Battle board: entrenchment roll");
    case RollPurpose::Rally:
        return Tr::tr("Battle board: rally roll");
    case RollPurpose::LeaderPursuit:
        return Tr::tr("Battle board: roll against leaders in an entered space");
    case RollPurpose::ForcedRetreat:
        return Tr::tr("Battle board: attacker's end-of-turn retreat roll");
    case RollPurpose::Pursuit:
        return Tr::tr("Battle board: pursuit roll");
    case RollPurpose::AttackerRoll:
        return Tr::tr("Battle board: roll for the attacker");
    }
    return {};
}

} // namespace

int RecordedDice::roll(int dice, RollPurpose purpose)
{
    return m_dice.roll(herald::dice::Expression{dice, 6, 0}, purposeText(purpose).toStdString())
        .total;
}

} // namespace herald::battleboard
