#pragma once

// The demo campaign's first voyage as herald-cli `run` scripts (issue 19, §7.2), shared by the
// CLI and UI tests: Veyra's roster at NY-7 of year 1, then the Sea Wolves outfitted in 0410 Holt
// (D-20: 4 units on 4 boats), sent to Ember Isle at M-1 of month 1 and rolled on the chart in
// month 2's movement step with typed dice (10 + 10: destination reached, I-10).
#include "../clirun.h"

#include <QByteArray>

/// The demo nations walked to NY-7 of year 1, with Veyra's roster: 6 Bank Wardens (line 1),
/// 1 Barge Bolt-thrower (line 2), 2 Meadow Riders (line 3), Aldric (general), Brann (hero).
inline QByteArray demoNy7RosterScript()
{
    return HERALD_DEMO_NATIONS_SCRIPT
        "calendar next\ncalendar next\ncalendar next\n"      // S-1 .. S-3
        "calendar next --by-hand\ncalendar next --by-hand\n" // S-4, S-5
        "calendar next\ncalendar next\n"                     // S-6, NY-1
        "calendar next --by-hand\n"                          // NY-2
        "calendar next\ncalendar next\n"                     // NY-2a, NY-3
        "calendar next --by-hand\n"                          // NY-4
        "calendar next\ncalendar next\n"                     // NY-5, NY-6
        "roster buy \"Kingdom of Veyra\" \"Bank Wardens\" 6\n"
        "roster buy \"Kingdom of Veyra\" \"Barge Bolt-throwers\" 1\n"
        "roster buy \"Kingdom of Veyra\" \"Meadow Riders\" 2\n"
        "character buy \"Kingdom of Veyra\" Marshal --name Aldric\n"
        "character buy \"Kingdom of Veyra\" Captain --name Brann\n";
}

/// From NY-7 (demoNy7RosterScript()) to month 2's M-3 with the Sea Wolves arrived off Ember Isle.
inline QByteArray demoVoyageScript()
{
    const QByteArray attend = "attendance \"Kingdom of Veyra\" present\n"
                              "attendance \"Ironhold Clans\" present\n"
                              "attendance \"Mirefolk Tribes\" present\n"
                              "attendance \"Ash Riders\" present\n";
    return "expedition outfit \"Kingdom of Veyra\" \"Sea Wolves\" 0410 --general Aldric "
           "--admiral Salt --characters Brann --healers Brann --units 1:2:2,2:0:1,3:2\n"
           "calendar next\n" + // NY-7 -> M-0
           attend +
           "calendar next --by-hand\n" // M-0 supply
           "expedition sail \"Sea Wolves\" \"Ember Isle\" --storm ship --monster Brann\n"
           "calendar next\ncalendar next\ncalendar next\n" // M-1, M-2A, M-2B
           "calendar next\n"                               // M-2C: to sea
           "calendar next\ncalendar next --by-hand\n"      // M-3, M-4
           "calendar next\ncalendar next\n" +              // M-5, M-6
           attend +
           "calendar next --by-hand\n"
           "calendar next\ncalendar next\ncalendar next\n" // month 2 M-1 .. M-2B
           "calendar next --typed 10,10\n";                // M-2C: the chart
}
