#include "app/gui/stepchoices.h"

#include <QVariantMap>

namespace herald::gui {

QVariantList stepChoiceList(const std::vector<app::StepChoice> &choices)
{
    QVariantList list;
    for (const app::StepChoice &choice : choices)
        list.append(QVariantMap{{QStringLiteral("key"), choice.key},
                                {QStringLiteral("text"), choice.text},
                                {QStringLiteral("refusal"), choice.refusal},
                                {QStringLiteral("crossing"), choice.crossing}});
    return list;
}

} // namespace herald::gui
