// Qt Quick test of the Diplomacy desk on the Toolkit page: the Herald window on a new campaign,
// driven like a game master (issue 11); a QML warning fails it.
#include "quicktestsetup.h"

#include <QtQuickTest>

class Setup : public herald::test::QuickTestSetup
{
public:
    Setup() : QuickTestSetup(QStringLiteral("Diplomacy test campaign")) {}
};

QUICK_TEST_MAIN_WITH_SETUP(diplomacy, Setup)
