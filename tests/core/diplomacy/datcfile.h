#pragma once

#include <string>
#include <vector>

/// @file
/// Reader for the DATC test-case files in the jDip "TestSuite" grammar described in
/// shared/data/diplomacy/README.md, section 2. Test-only: it knows nothing of the engine.

namespace herald::diplomacy::test {

/// One "<Power>: <text>" line of a DATC block.
struct DatcLine
{
    std::string power;
    std::string text;
};

/// One CASE block.
struct DatcCase
{
    /// The DATC id ("6.B.3", "6.A.5.old"), with the file's two naming quirks corrected.
    std::string id;
    std::string title;
    std::string season = "Spring";
    int year = 1901;
    std::string phase = "Movement";
    std::vector<DatcLine> owners;
    std::vector<DatcLine> units;
    std::vector<DatcLine> dislodged;
    /// "SUCCESS"/"FAILURE" in power, the order with its power prefix in text.
    std::vector<DatcLine> results;
    std::vector<DatcLine> orders;
    bool sameAfter = false;
    std::vector<DatcLine> after;
    std::vector<DatcLine> afterDislodged;
};

/// Reads every CASE of a file; `error` gets the first problem, with its line number.
[[nodiscard]] std::vector<DatcCase> readDatc(const std::string &source, std::string &error);

/// The base cases with each delta case replacing the base case of the same id, new ids
/// appended (README, "Using the delta").
[[nodiscard]] std::vector<DatcCase> mergeDatc(std::vector<DatcCase> base,
                                              const std::vector<DatcCase> &delta);

} // namespace herald::diplomacy::test
