// Qt Quick tests of the shell: the Herald window on a fresh campaign, driven like a person.
#include "quicktestsetup.h"

#include <QtQuickTest>

class Setup : public herald::test::QuickTestSetup
{
public:
    Setup() : QuickTestSetup(QStringLiteral("UI test campaign")) {}
};

QUICK_TEST_MAIN_WITH_SETUP(shell, Setup)
