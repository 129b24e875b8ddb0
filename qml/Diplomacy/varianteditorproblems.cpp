#include "varianteditorproblems.h"

namespace herald::gui {

using herald::diplomacy::VariantErrorCode;

QString VariantEditorProblems::codeText(VariantErrorCode code)
{
    switch (code) {
    case VariantErrorCode::MissingHeader:
        return tr("the variant has no name record");
    case VariantErrorCode::UnknownRecord:
        return tr("this kind of record does not exist");
    case VariantErrorCode::FieldCount:
        return tr("the record has too few or too many fields");
    case VariantErrorCode::DuplicateName:
        return tr("the name is already taken");
    case VariantErrorCode::BadProvinceType:
        return tr("the type must be land, coast, sea or off-board");
    case VariantErrorCode::UnknownFlag:
        return tr("this flag does not exist");
    case VariantErrorCode::BadFlagValue:
        return tr("the value is not valid here");
    case VariantErrorCode::UnknownPower:
        return tr("no power has this name");
    case VariantErrorCode::UnknownProvince:
        return tr("no province has this abbreviation");
    case VariantErrorCode::UnknownCoast:
        return tr("the province has no coast of this name");
    case VariantErrorCode::SelfBorder:
        return tr("a province cannot border itself");
    case VariantErrorCode::DuplicateBorder:
        return tr("these two places already share a border");
    case VariantErrorCode::BadBorderClass:
        return tr("a border is crossed by armies, fleets or both");
    case VariantErrorCode::BorderTerrain:
        return tr("the terrain at one end forbids this kind of border (armies never enter a "
                  "sea, fleets never an inland province)");
    case VariantErrorCode::CoastRequired:
        return tr("the province has split coasts: a fleet border or fleet must name one");
    case VariantErrorCode::BadUnit:
        return tr("a starting unit is an army or a fleet");
    case VariantErrorCode::UnitTerrain:
        return tr("this unit cannot start on this terrain");
    case VariantErrorCode::UnitsShareProvince:
        return tr("two units start in this province");
    case VariantErrorCode::BadCalendar:
        return tr("the calendar needs a first year and at least one season");
    case VariantErrorCode::BadOption:
        return tr("this option or its value does not exist");
    case VariantErrorCode::TooMany:
        return tr("more than Herald can play with");
    case VariantErrorCode::HomeWithoutCentre:
        return tr("only a supply centre can be a home centre or have an owner");
    }
    return {};
}

QString VariantEditorProblems::text(const herald::diplomacy::VariantError &error, bool withLine)
{
    const QString what = codeText(error.code);
    const QString detail = QString::fromStdString(error.detail);
    const QString field = QString::fromStdString(error.field);
    const QString province = QString::fromStdString(error.province);
    QString where;
    if (withLine && error.line > 0)
        where = tr("line %1: ").arg(error.line);
    if (!province.isEmpty())
        where += tr("province %1, %2: ").arg(province, field);
    else if (!field.isEmpty())
        where += tr("%1: ").arg(field);
    return detail.isEmpty() ? where + what : tr("%1%2 (%3)").arg(where, what, detail);
}

} // namespace herald::gui
