#include "post/segment.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <optional>
#include <vector>

#include "benchcmp/diagnostics.hpp"
#include "benchcmp/parse.hpp"
#include "parse/common/text_scan.hpp"

namespace benchcmp::post {
namespace {

// What a stretch of lines reads on its own, and the format that read it.
struct Reading {
    std::set<std::string> keys;
    const Parser* format = nullptr;
};

Reading read_lines(const std::string& path, const std::vector<PostLine>& lines, std::size_t first,
                   std::size_t last, const Parser* forced);

// A command line the mailer wrapped, joined back: a cut after dashes (`--` over `exitall`)
// rejoins without a blank, an escaped line end loses its `\`.
void append_wrapped(std::string& command, std::string_view continuation) {
    const std::size_t begin = continuation.find_first_not_of(" \t");
    const std::string_view rest =
        begin == std::string_view::npos ? std::string_view{} : continuation.substr(begin);
    if (!command.empty() && command.back() == '\\') {
        command.back() = ' ';
    } else if (!command.empty() && command.back() != '-') {
        command += ' ';
    }
    command += rest;
}

}  // namespace

std::string observation_key(std::string_view format, const Observation& observation) {
    std::size_t size = format.size() + observation.metric.benchmark.size() +
                       observation.metric.name.size() + observation.metric.unit.size() + 3;
    for (const auto& [name, value] : observation.case_key.entries) {
        size += name.size() + value.size() + 2;
    }
    std::string key;
    key.reserve(size);  // one allocation, not one at each doubling
    key += format;
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

Reading read_lines(const std::string& path, const std::vector<PostLine>& lines, std::size_t first,
                   std::size_t last, const Parser* forced) {
    Reading reading;
    const InputText input{path, join_lines(lines, first, last)};
    // A stretch no parser recognises on its own is prose or part of a block; it still belongs
    // to the text around it.
    const std::vector<double> scores =
        forced != nullptr ? std::vector<double>{} : format_scores(input);
    const Parser* const parser = forced != nullptr ? forced : recognise_format(input, scores);
    if (parser == nullptr) {
        return reading;
    }
    // One line that only a catch-all reader takes (`9.5 kernel - 5.14.0-503`) is the author's
    // heading; a tool's one-line result is one its own format is sure of.
    if (forced == nullptr && first == last &&
        *std::max_element(scores.begin(), scores.end()) < kCompanionScore) {
        return reading;
    }
    try {
        reading.format = parser;
        for (const Run& run : parser->parse(input)) {
            for (const Observation& observation : run.observations) {
                reading.keys.insert(observation_key(parser->name(), observation));
            }
        }
    } catch (const Error&) {
        reading.keys.clear();  // nor does a stretch its parser refuses
    }
    return reading;
}

std::set<std::string> keys_of(const std::string& path, const std::vector<PostLine>& lines,
                              std::size_t first, std::size_t last, const Parser* forced) {
    return read_lines(path, lines, first, last, forced).keys;
}

std::string_view trimmed_line(std::string_view text) {
    const std::size_t begin = text.find_first_not_of(" \t");
    if (begin == std::string_view::npos) {
        return {};
    }
    return text.substr(begin, text.find_last_not_of(" \t\r") - begin + 1);
}

bool prints_banner(const Unit& unit, std::string_view line) {
    return unit.kind == UnitKind::text && unit.format != nullptr &&
           unit.format->prints_banner(line);
}

// Whether text is text directly above or below label, no blank between.
bool touches(const Unit& text, const Unit& label) {
    if (text.kind != UnitKind::text) {
        return false;
    }
    return text.first < label.first ? text.last + 1 == label.first : label.last + 1 == text.first;
}

// A text unit over lines first..last, with what it reads on its own.
Unit text_unit(const std::string& path, const std::vector<PostLine>& lines, std::size_t first,
               std::size_t last, const Parser* forced) {
    Reading reading = read_lines(path, lines, first, last, forced);
    return Unit{UnitKind::text,          first,         last, std::nullopt, "", nullptr,
                std::move(reading.keys), reading.format};
}

// The passes below merge units. Each compacts the list in place as it goes, each unit moved
// once: erasing merged units from the middle of the list moved every unit after them, at
// every merge (a post of 2,000 fio outputs took 4.2 s), and a new list for each pass touched
// fresh memory for all of them (a post of 100,000 variants: 50,000 more page faults).

// Appends units[u] to the kept list units[0, kept), which never reaches past u.
void keep(std::vector<Unit>& units, std::size_t& kept, std::size_t u) {
    if (kept != u) {
        units[kept] = std::move(units[u]);
    }
    ++kept;
}

void drop_after(std::vector<Unit>& units, std::size_t kept) {
    units.erase(units.begin() + static_cast<std::ptrdiff_t>(kept), units.end());
}

// Label units whose line the adjacent text's own tool prints (fio's `fio-3.39` between its
// job options and results, `Run status group 0 (all jobs):` over its `READ:` lines) turn
// into text and merge with the text they touch, which is then read again. The merged text
// may touch the next banner.
void demote_banners(const std::string& path, const std::vector<PostLine>& lines,
                    const Parser* forced, std::vector<Unit>& units) {
    std::size_t kept = 0;
    for (std::size_t u = 0; u < units.size(); ++u) {
        const Unit& unit = units[u];
        const Unit* above = kept == 0 ? nullptr : &units[kept - 1];
        const Unit* below = u + 1 < units.size() ? &units[u + 1] : nullptr;
        const bool joins_above = above != nullptr && touches(*above, unit);
        const bool joins_below = below != nullptr && touches(*below, unit);
        const std::string_view text = trimmed_line(lines[unit.first].text);
        if (unit.kind != UnitKind::label || !((joins_above && prints_banner(*above, text)) ||
                                              (joins_below && prints_banner(*below, text)))) {
            keep(units, kept, u);
            continue;
        }
        const std::size_t first = joins_above ? above->first : unit.first;
        const std::size_t last = joins_below ? below->last : unit.last;
        kept -= joins_above ? 1 : 0;
        u += joins_below ? 1 : 0;
        units[kept++] = text_unit(path, lines, first, last, forced);
    }
    drop_after(units, kept);
}

// The text unit after the blank lines below unit u, if blank lines and then text follow it.
std::optional<std::size_t> text_after_blanks(const std::vector<Unit>& units, std::size_t u) {
    std::size_t next = u + 1;
    while (next < units.size() && units[next].kind == UnitKind::blank) {
        ++next;
    }
    if (next == u + 1 || next >= units.size() || units[next].kind != UnitKind::text) {
        return std::nullopt;
    }
    return next;
}

// A tool's output that holds blank lines of its own (netperf's header, a blank line, its
// data line) is cut by them into stretches that read nothing alone. A stretch that a format
// recognises but reads no result from joins the text after the blank lines below it when
// that format, detected on the two together, reads from them what the lower text alone does
// not (the lower text reads nothing, or only as another format's guess). Other text below a
// recognised head (the tool's results, which read alone as its own format) stays apart.
void join_split_output(const std::string& path, const std::vector<PostLine>& lines,
                       const Parser* forced, std::vector<Unit>& units) {
    std::size_t kept = 0;
    for (std::size_t u = 0; u < units.size(); ++u) {
        keep(units, kept, u);
        Unit& head = units[kept - 1];
        const std::optional<std::size_t> next = text_after_blanks(units, u);
        if (head.kind != UnitKind::text || head.format == nullptr || !head.keys.empty() || !next ||
            (!units[*next].keys.empty() && units[*next].format == head.format)) {
            continue;
        }
        Reading joined = read_lines(path, lines, head.first, units[*next].last, forced);
        if (joined.format != head.format || joined.keys.empty()) {
            continue;
        }
        head.last = units[*next].last;
        head.keys = std::move(joined.keys);
        u = *next;  // the blank lines and the text below are the head's now
    }
    drop_after(units, kept);
}

// A colon line that the lines below it need to be read at all is their tool's block header
// (kernbench's `Average Half Load Run:` over `Elapsed Time 120.808`), not a label: it joins
// them, when what they read together is what the whole post reads there too (sysbench's
// `Latency (ms):` over `min: 0.20` read alone lacks the case that the banner above gives, so
// it stays a section title of the output).
void join_block_headers(const std::string& path, const std::vector<PostLine>& lines,
                        const Parser* forced, std::vector<Unit>& units) {
    std::optional<std::set<std::string>> whole_keys;  // read only when a label may join
    std::size_t kept = 0;
    for (std::size_t u = 0; u < units.size(); ++u) {
        const Unit& unit = units[u];
        Unit* above = kept == 0 ? nullptr : &units[kept - 1];
        if (unit.kind != UnitKind::text || !unit.keys.empty() || above == nullptr ||
            above->kind != UnitKind::label || above->last + 1 != unit.first) {
            keep(units, kept, u);
            continue;
        }
        Reading joined = read_lines(path, lines, above->first, unit.last, forced);
        std::set<std::string>& keys = joined.keys;
        if (!whole_keys) {
            whole_keys = keys_of(path, lines, 0, lines.size() - 1, forced);
        }
        const bool whole_reads_them =
            std::all_of(keys.begin(), keys.end(),
                        [&](const std::string& key) { return whole_keys->contains(key); });
        if (keys.empty() || !whole_reads_them) {
            keep(units, kept, u);
            continue;
        }
        *above = Unit{UnitKind::text, above->first,    unit.last,    std::nullopt, "",
                      nullptr,        std::move(keys), joined.format};
    }
    drop_after(units, kept);
}

// Everything format reads from lines first..last: each run's label, and each value with its
// key; empty when the format refuses them.
std::string values_read(const std::string& path, const std::vector<PostLine>& lines,
                        std::size_t first, std::size_t last, const Parser& format) {
    std::string values;
    try {
        for (const Run& run : format.parse(InputText{path, join_lines(lines, first, last)})) {
            values += run.label;
            for (const Observation& observation : run.observations) {
                values += '\x1e';
                values += observation_key(format.name(), observation);
                const Sample& sample = observation.sample;
                values += sample.is_raw()
                              ? fmt::format("={}", fmt::join(sample.values(), ","))
                              : fmt::format("~{}/{}", sample.summary().mean, sample.summary().n);
            }
            values += '\x1d';
        }
    } catch (const Error&) {
        values.clear();
    }
    return values;
}

// Whether a line may be an author's heading written right over a block of output: a short
// line of words that is no number line, prompt, elision or time of day (a `date` banner
// changes at every run and names none).
bool may_be_glued_heading(std::string_view text) {
    const std::string_view line = trimmed_line(text);
    if (line.empty() || line.size() > 72 || !scan::is_letter(line.front()) ||
        is_number_line(line) || is_elision(line) || prompt_command(line)) {
        return false;
    }
    for (std::size_t colon = line.find(':'); colon != std::string_view::npos;
         colon = line.find(':', colon + 1)) {
        if (colon > 0 && colon + 2 < line.size() && scan::is_digit(line[colon - 1]) &&
            scan::is_digit(line[colon + 1]) && scan::is_digit(line[colon + 2])) {
            return false;
        }
    }
    return true;
}

// A line over a block of output, no blank between, that the block's format reads nothing
// from and does not need (`IRQ, 128/32/32, cache off` over five `IOPS=...` lines): the
// author's heading of that block. It becomes a text line of its own, so that the variants are
// told apart by it as by any heading over an output (assemble_variants); a line the tool
// prints (a banner) or one the rest needs to be read the same stays in the block.
void split_glued_headings(const std::string& path, const std::vector<PostLine>& lines,
                          const Parser* forced, std::vector<Unit>& units) {
    std::vector<Unit> split;
    for (Unit& unit : units) {
        const std::string_view first = lines[unit.first].text;
        // A catch-all reader (a table, numbers) reads a line over its rows as their header.
        if (unit.kind != UnitKind::text || unit.format == nullptr || unit.keys.empty() ||
            unit.format->highest_score() < kCompanionScore || unit.last == unit.first ||
            !may_be_glued_heading(first) || unit.format->prints_banner(trimmed_line(first))) {
            split.push_back(std::move(unit));
            continue;
        }
        Reading rest = read_lines(path, lines, unit.first + 1, unit.last, forced);
        if (rest.format != unit.format || rest.keys != unit.keys ||
            !keys_of(path, lines, unit.first, unit.first, forced).empty() ||
            values_read(path, lines, unit.first + 1, unit.last, *unit.format) !=
                values_read(path, lines, unit.first, unit.last, *unit.format)) {
            split.push_back(std::move(unit));
            continue;
        }
        split.push_back(
            Unit{UnitKind::text, unit.first, unit.first, std::nullopt, "", nullptr, {}});
        split.push_back(Unit{UnitKind::text, unit.first + 1, unit.last, std::nullopt, "", nullptr,
                             std::move(rest.keys), rest.format});
    }
    units = std::move(split);
}

// Whether lines[i] is a number line (is_number_line) with no heading underline below it.
// Such a line starts no unit: every label and list label has a letter, a prompt starts with
// `$ ` or `[` or has a name before an `@`, and a blank or elided line starts with no digit.
bool continues_text(LineSource& lines, std::size_t i) {
    const std::string_view text = lines[i].text;
    if (!is_number_line(text)) {
        return false;
    }
    return !lines.has(i + 1) || !underlined_heading(text, lines[i + 1].text);
}

// Lines first..last join the text unit that ends the list, or start one.
void extend_text(std::vector<Unit>& units, std::size_t first, std::size_t last) {
    if (units.empty() || units.back().kind != UnitKind::text) {
        units.push_back(Unit{UnitKind::text, first, last, std::nullopt, "", nullptr, {}});
    }
    units.back().last = last;
}

// Whether a format's own tool prints this line as part of its output (STREAM's kernel row
// `Copy:  2867.6  0.056828  0.055795  0.061792`, Parser::prints_banner): a label followed by
// numbers that is the tool's, not a list of runs typed by hand.
bool printed_by_a_tool(std::string_view text) {
    const std::string_view line = trimmed_line(text);
    return std::any_of(formats().begin(), formats().end(),
                       [&](const FormatEntry& entry) { return entry.parser.prints_banner(line); });
}

// The unit that line i starts, of a kind its marks allow: a hand-typed list, a blank, an
// elision, a prompt with the lines its command was wrapped onto, a heading with its
// underline, or a label. Nothing for a line that continues the text above it, as most lines
// of a log do: their kinds are not asked, and no unit is built for them.
std::optional<Unit> marked_unit(LineSource& lines, std::size_t i, const LineMarks& marks) {
    const std::string_view text = lines[i].text;
    const auto unit_of = [i](UnitKind kind) {
        return Unit{kind, i, i, std::nullopt, "", nullptr, {}};
    };
    auto list = marks.may_start_list() ? read_inline_list(lines, i) : std::nullopt;
    if (list && !printed_by_a_tool(text)) {
        Unit unit = unit_of(UnitKind::list);
        unit.last = list->last;
        unit.list = std::make_unique<InlineList>(std::move(*list));
        return unit;
    }
    if (marks.blank) {
        return unit_of(UnitKind::blank);
    }
    if (marks.may_be_elision() && is_elision(text)) {
        return unit_of(UnitKind::elision);
    }
    if (auto command = marks.may_be_prompt() ? prompt_command(text) : std::nullopt) {
        Unit unit = unit_of(UnitKind::prompt);
        unit.command = std::move(*command);
        while (lines.has(unit.last + 1) &&
               continues_command(lines[unit.last].text, lines[unit.last + 1].text)) {
            append_wrapped(unit.command, lines[++unit.last].text);
        }
        return unit;
    }
    if (auto heading =
            lines.has(i + 1) ? underlined_heading(text, lines[i + 1].text) : std::nullopt) {
        Unit unit = unit_of(UnitKind::label);  // the heading and its underline
        unit.label = std::move(heading);
        unit.last = i + 1;
        return unit;
    }
    if (auto label = marks.may_be_label() ? label_line(text) : std::nullopt) {
        Unit unit = unit_of(UnitKind::label);
        unit.label = std::move(label);
        return unit;
    }
    return std::nullopt;
}

}  // namespace

std::vector<Unit> segment_post(LineSource& lines) {
    std::vector<Unit> units;
    for (std::size_t i = 0; lines.has(i); ++i) {
        lines.forget_before(i);
        const std::string_view text = lines[i].text;
        if (continues_text(lines, i)) {
            // A column of values: every number line but the last continues the text whatever
            // follows it; the last is tested again, with the line below it.
            const std::size_t last = lines.last_number_line(i);
            extend_text(units, i, last > i ? last - 1 : i);
            i = units.back().last;
            continue;
        }
        if (std::optional<Unit> unit = marked_unit(lines, i, line_marks(text))) {
            i = unit->last;
            units.push_back(std::move(*unit));
        } else {
            extend_text(units, i, i);  // benchmark output and tables run on line after line
        }
    }
    return units;
}

void read_unit_keys(const std::string& path, const std::vector<PostLine>& lines,
                    const Parser* forced, std::vector<Unit>& units) {
    for (Unit& unit : units) {
        if (unit.kind == UnitKind::text) {
            Reading reading = read_lines(path, lines, unit.first, unit.last, forced);
            unit.keys = std::move(reading.keys);
            unit.format = reading.format;
        }
    }
    demote_banners(path, lines, forced, units);
    join_split_output(path, lines, forced, units);
    join_block_headers(path, lines, forced, units);
    split_glued_headings(path, lines, forced, units);
}

}  // namespace benchcmp::post
