// Qt Quick test of the Decks & Tables page: the Herald window on a new campaign (which holds the
// shipped WarMaster content), driven like a person; a QML warning fails it.
#include "quicktestsetup.h"

#include <QtQuickTest>

class Setup : public herald::test::QuickTestSetup
{
public:
    Setup() : QuickTestSetup(QStringLiteral("Decks test campaign")) {}
};

QUICK_TEST_MAIN_WITH_SETUP(decks, Setup)
