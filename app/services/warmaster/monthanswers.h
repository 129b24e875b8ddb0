#pragma once

#include <QString>
#include <QStringList>

#include <vector>

namespace herald::app {

class CampaignService;

/// One line of a roster that units can be struck from: its number (from 1) and what is left.
struct StrikeLine
{
    int number = 0;
    QString units; ///< "Bank Wardens"
    int available = 0;

    friend bool operator==(const StrikeLine &, const StrikeLine &) = default;
};

/// A terrain check of this turn whose lost units its owner has not all struck yet (M-2B,
/// §4.4, I-49), with the nation's roster lines that still have units.
struct StrikeDue
{
    QString armyId;
    QString army;
    QString nation;
    int owed = 0;
    std::vector<StrikeLine> lines;

    friend bool operator==(const StrikeDue &, const StrikeDue &) = default;
};

/// The strikes still owed; empty outside M-2B.
[[nodiscard]] std::vector<StrikeDue> strikesDue(const CampaignService &service);

/// An army that may give an answer for the move (M-2A to M-2C): sent back if two of its
/// nation's armies would share an area (§4.3), or letting a leaving enemy go (I-43).
struct MoveAnswerRow
{
    QString armyId;
    QString army;
    QString nation;
    QString order; ///< the order in words
    bool maySendBack = false;
    bool mayLetGo = false;
    bool sendsBack = false;
    bool letsGo = false;

    friend bool operator==(const MoveAnswerRow &, const MoveAnswerRow &) = default;
};

/// Every army that may answer, in army order; empty outside M-2A to M-2C.
[[nodiscard]] std::vector<MoveAnswerRow> moveAnswerRows(const CampaignService &service);

/// A player of a larger side that must split under §5.7 option B, at M-3.
struct FactionSeat
{
    int engagement = 0; ///< its number this turn
    QString area;
    QString nation;
    QString army;
    QString opponents;
    bool joined = false; ///< the faction stays secret until all have joined

    friend bool operator==(const FactionSeat &, const FactionSeat &) = default;
};

/// The seats of this turn's splits still open or settled; empty outside M-3.
[[nodiscard]] std::vector<FactionSeat> factionSeats(const CampaignService &service);

/// The tables the three lists read.
[[nodiscard]] QStringList monthAnswerTables();

} // namespace herald::app
