#include "post/segment.hpp"

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
    for (Unit& unit : units) {
        if (unit.kind != UnitKind::text) {
            continue;
        }
        const InputText input{path, lines_text(lines, unit.first, unit.last)};
        try {
            const Parser& parser = forced != nullptr ? *forced : detect_format(input);
            for (const Run& run : parser.parse(input)) {
                for (const Observation& observation : run.observations) {
                    unit.keys.insert(observation_key(parser.name(), observation));
                }
            }
        } catch (const Error&) {
            // A stretch no parser recognises on its own is prose or part of a block; it
            // still belongs to the text around it.
        }
    }
}

}  // namespace benchcmp::post
