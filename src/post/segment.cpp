#include "post/segment.hpp"

#include <algorithm>
#include <optional>

#include "benchcmp/diagnostics.hpp"

namespace benchcmp::post {
namespace {

std::string lines_text(const std::vector<PostLine>& lines, std::size_t first, std::size_t last) {
    std::string text;
    for (std::size_t i = first; i <= last; ++i) {
        text += lines[i].text;
        text += '\n';
    }
    return text;
}

std::set<std::string> keys_of(const std::string& path, const std::vector<PostLine>& lines,
                              std::size_t first, std::size_t last, const Parser* forced);

}  // namespace

std::string observation_key(std::string_view format, const Observation& observation) {
    std::string key(format);
    for (const std::string* part :
         {&observation.metric.benchmark, &observation.metric.name, &observation.metric.unit}) {
        key += '\x1f';
        key += *part;
    }
    for (const auto& [name, value] : observation.case_key.entries) {
        key += '\x1f';
        key += name;
        key += '=';
        key += value;
    }
    return key;
}

namespace {

// What a stretch of lines reads on its own (detecting its format, or with forced).
std::set<std::string> keys_of(const std::string& path, const std::vector<PostLine>& lines,
                              std::size_t first, std::size_t last, const Parser* forced) {
    std::set<std::string> keys;
    const InputText input{path, lines_text(lines, first, last)};
    try {
        const Parser& parser = forced != nullptr ? *forced : detect_format(input);
        for (const Run& run : parser.parse(input)) {
            for (const Observation& observation : run.observations) {
                keys.insert(observation_key(parser.name(), observation));
            }
        }
    } catch (const Error&) {
        // A stretch no parser recognises on its own is prose or part of a block; it still
        // belongs to the text around it.
    }
    return keys;
}

}  // namespace

std::vector<Unit> segment_post(const std::vector<PostLine>& lines) {
    std::vector<Unit> units;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const std::string& text = lines[i].text;
        if (auto list = read_inline_list(lines, i)) {
            const std::size_t last = list->last;
            units.push_back(Unit{UnitKind::list, i, last, std::nullopt, "", std::move(list), {}});
            i = last;
            continue;
        }
        Unit unit{UnitKind::text, i, i, std::nullopt, "", std::nullopt, {}};
        if (is_blank(text)) {
            unit.kind = UnitKind::blank;
        } else if (is_elision(text)) {
            unit.kind = UnitKind::elision;
        } else if (auto command = prompt_command(text)) {
            unit.kind = UnitKind::prompt;
            unit.command = std::move(*command);
        } else if (auto heading = i + 1 < lines.size() ? underlined_heading(text, lines[i + 1].text)
                                                       : std::nullopt) {
            unit.kind = UnitKind::label;  // the heading and its underline
            unit.label = std::move(heading);
            unit.last = ++i;
        } else if (auto label = label_line(text)) {
            unit.kind = UnitKind::label;
            unit.label = std::move(label);
        } else if (!units.empty() && units.back().kind == UnitKind::text) {
            units.back().last = i;  // benchmark output and tables run on line after line
            continue;
        }
        units.push_back(std::move(unit));
    }
    return units;
}

void read_unit_keys(const std::string& path, const std::vector<PostLine>& lines,
                    const Parser* forced, std::vector<Unit>& units) {
    std::optional<std::set<std::string>> whole_keys;  // read only when a label may join
    for (std::size_t u = 0; u < units.size(); ++u) {
        Unit& unit = units[u];
        if (unit.kind != UnitKind::text) {
            continue;
        }
        unit.keys = keys_of(path, lines, unit.first, unit.last, forced);
        // A colon line that the lines below it need to be read at all is their tool's block
        // header (kernbench's `Average Half Load Run:` over `Elapsed Time 120.808`), not a
        // label: it joins them, when what they read together is what the whole post reads
        // there too (sysbench's `Latency (ms):` over `min: 0.20` read alone lacks the case
        // that the banner above gives, so it stays a section title of the output).
        if (!unit.keys.empty() || u == 0 || units[u - 1].kind != UnitKind::label ||
            units[u - 1].last + 1 != unit.first) {
            continue;
        }
        Unit& above = units[u - 1];
        std::set<std::string> keys = keys_of(path, lines, above.first, unit.last, forced);
        if (!whole_keys) {
            whole_keys = keys_of(path, lines, 0, lines.size() - 1, forced);
        }
        const bool whole_reads_them =
            std::all_of(keys.begin(), keys.end(),
                        [&](const std::string& key) { return whole_keys->contains(key); });
        if (!keys.empty() && whole_reads_them) {
            above = Unit{UnitKind::text, above.first,    unit.last, std::nullopt, "",
                         std::nullopt,   std::move(keys)};
            units.erase(units.begin() + static_cast<std::ptrdiff_t>(u));
            --u;
        }
    }
}

}  // namespace benchcmp::post
