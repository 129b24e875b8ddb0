#include "core/diplomacy/layoutformat.h"

#include "core/diplomacy/text.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>

namespace herald::diplomacy {

namespace {

constexpr std::string_view kBackground = "@background";

bool toDouble(std::string_view s, double &out)
{
    const char *end = s.data() + s.size();
    const auto [ptr, ec] = std::from_chars(s.data(), end, out);
    return ec == std::errc() && ptr == end && std::isfinite(out);
}

/// Fixed decimals without trailing zeros: positions in tenths are finer than a screen pixel
/// on the sheet and keep the file easy to read and compare.
std::string number(double value, int decimals)
{
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.*f", decimals, value);
    std::string out(buffer);
    while (out.find('.') != std::string::npos && (out.back() == '0' || out.back() == '.'))
        out.pop_back();
    return out == "-0" ? "0" : out;
}

} // namespace

BoardLayoutText parseLayout(std::string_view source)
{
    BoardLayoutText layout;
    while (!source.empty()) {
        const std::size_t end = source.find('\n');
        const std::string_view line = text::trim(source.substr(0, end));
        source = end == std::string_view::npos ? std::string_view() : source.substr(end + 1);
        if (line.empty() || line.front() == '#')
            continue;
        if (line.starts_with(kBackground)) {
            // "@background 0.4 scans/my map.png": the file name may hold blanks.
            const std::string_view rest = text::trim(line.substr(kBackground.size()));
            const std::size_t blank = rest.find_first_of(" \t");
            LayoutBackground background;
            if (blank != std::string_view::npos &&
                toDouble(rest.substr(0, blank), background.opacity)) {
                background.file = text::trim(rest.substr(blank));
                background.opacity = std::clamp(background.opacity, 0.0, 1.0);
                layout.background = background;
            }
            continue;
        }
        const auto words = text::words(line);
        LayoutPoint point;
        if (words.size() == 3 && toDouble(words[1], point.x) && toDouble(words[2], point.y)) {
            point.abbreviation = words[0];
            layout.points.push_back(std::move(point));
        }
    }
    return layout;
}

std::string writeLayout(const BoardLayoutText &layout)
{
    std::string out =
        "# Where each province is drawn: \"abbreviation x y\" on a 1000 x 1000 sheet.\n"
        "# Written by Herald's variant editor.\n";
    if (layout.background)
        out += std::string(kBackground) + " " + number(layout.background->opacity, 2) + " " +
               layout.background->file + "\n";
    for (const LayoutPoint &p : layout.points)
        out += p.abbreviation + " " + number(p.x, 1) + " " + number(p.y, 1) + "\n";
    return out;
}

} // namespace herald::diplomacy
