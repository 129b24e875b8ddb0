#include "datcfile.h"

#include <algorithm>
#include <sstream>

namespace herald::diplomacy::test {

namespace {

std::string trim(const std::string &s)
{
    const auto b = s.find_first_not_of(" \t\r");
    if (b == std::string::npos)
        return {};
    const auto e = s.find_last_not_of(" \t\r");
    return s.substr(b, e - b + 1);
}

/// "England: F nth-pic" or "Italy F gol" -> power and the rest.
DatcLine powerLine(const std::string &line)
{
    const auto colon = line.find(':');
    const auto space = line.find(' ');
    const auto cut = std::min(colon, space);
    std::string power = line.substr(0, cut);
    if (power == "Germnay")
        power = "Germany";
    std::string rest = cut == std::string::npos ? std::string() : line.substr(cut + 1);
    return {power, trim(rest)};
}

std::string caseId(const std::string &title)
{
    std::string id = title.substr(0, title.find(' '));
    while (!id.empty() && id.back() == '.')
        id.pop_back();
    return id;
}

} // namespace

std::vector<DatcCase> readDatc(const std::string &source, std::string &error)
{
    std::vector<DatcCase> cases;
    std::istringstream in(source);
    std::string raw;
    int number = 0;
    std::vector<DatcLine> *section = nullptr;
    DatcCase *current = nullptr;
    bool sawFirst614 = false;
    while (std::getline(in, raw)) {
        ++number;
        const std::string line = trim(raw.substr(0, raw.find('#')));
        if (line.empty() || line.rfind("VARIANT_ALL", 0) == 0)
            continue;
        if (line.rfind("CASE ", 0) == 0) {
            cases.emplace_back();
            current = &cases.back();
            current->title = trim(line.substr(5));
            current->id = caseId(current->title);
            // Quirks of the 2.4 file (README section 2): 6.F.5 is written 6.F.E, and the
            // second 6.F.14 is 6.F.15.
            if (current->id == "6.F.E")
                current->id = "6.F.5";
            if (current->id == "6.F.14") {
                if (sawFirst614)
                    current->id = "6.F.15";
                sawFirst614 = true;
            }
            section = nullptr;
            continue;
        }
        if (!current) {
            error = "line " + std::to_string(number) + ": text before the first CASE";
            return {};
        }
        if (line.rfind("PRESTATE_SETPHASE", 0) == 0) {
            std::istringstream words(line.substr(17));
            std::string year;
            words >> current->season >> year >> current->phase;
            current->year = std::stoi(year);
        } else if (line == "PRESTATE_SUPPLYCENTER_OWNERS") {
            section = &current->owners;
        } else if (line == "PRESTATE") {
            section = &current->units;
        } else if (line == "PRESTATE_DISLODGED") {
            section = &current->dislodged;
        } else if (line == "PRESTATE_RESULTS") {
            section = &current->results;
        } else if (line == "ORDERS") {
            section = &current->orders;
        } else if (line == "POSTSTATE_SAME") {
            current->sameAfter = true;
            section = nullptr;
        } else if (line == "POSTSTATE") {
            section = &current->after;
        } else if (line == "POSTSTATE_DISLODGED") {
            section = &current->afterDislodged;
        } else if (line == "END") {
            section = nullptr;
            current = nullptr;
        } else if (section == &current->results) {
            const auto colon = line.find(':');
            section->push_back({line.substr(0, colon), trim(line.substr(colon + 1))});
        } else if (section) {
            section->push_back(powerLine(line));
        } else {
            error = "line " + std::to_string(number) + ": unexpected \"" + line + "\"";
            return {};
        }
    }
    return cases;
}

std::vector<DatcCase> mergeDatc(std::vector<DatcCase> base, const std::vector<DatcCase> &delta)
{
    for (const DatcCase &d : delta) {
        const auto same =
            std::find_if(base.begin(), base.end(), [&](const DatcCase &c) { return c.id == d.id; });
        if (same != base.end())
            *same = d;
        else
            base.push_back(d);
    }
    return base;
}

} // namespace herald::diplomacy::test
