// The format table and format detection.

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <iterator>
#include <set>
#include <string>

#include "benchcmp/diagnostics.hpp"
#include "benchcmp/parse.hpp"
#include "parse/common/text_scan.hpp"
#include "parse/parsers.hpp"

namespace benchcmp {

namespace {

// Below this score no parser is sure enough to be trusted without the user saying so. The
// parsers' scale: ~0.9 for an unmistakable header, ~0.6 for a plain column of numbers, 0 for
// nothing recognisable; 0.3 lets a weak but real match through and turns prose away.
constexpr double kMinimumSniffScore = 0.3;

bool is_whitespace(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

bool is_blank(const InputText& input) {
    return std::all_of(input.content.begin(), input.content.end(), is_whitespace);
}

// A row of the format table, named as its parser names itself.
FormatEntry entry(const Parser& parser) {
    return FormatEntry{parser.name(), parser};
}

}  // namespace

std::span<const FormatEntry> formats() {
    // Detection priority order: on equal scores the earlier row wins, so specific formats go
    // before the catch-all "numbers".
    static const std::array kFormats{
        // clang-format off
        entry(hackbench_parser()),
        entry(lkp_parser()),
        entry(perf_bench_parser()),
        entry(schbench_parser()),
        entry(sysbench_parser()),
        entry(stress_ng_parser()),
        entry(mmtests_parser()),
        entry(specjbb_parser()),
        entry(iotable_parser()),
        entry(perf_stat_parser()),
        entry(fio_parser()),
        entry(dbench_parser()),
        entry(netperf_parser()),
        entry(iperf_parser()),
        entry(redis_benchmark_parser()),
        entry(pgbench_parser()),
        entry(io_uring_parser()),
        entry(tiobench_parser()),
        entry(bonnie_parser()),
        entry(will_it_scale_parser()),
        entry(google_benchmark_parser()),
        entry(ministat_parser()),
        entry(cyclictest_parser()),
        entry(ebizzy_parser()),
        entry(stream_parser()),
        entry(fs_mark_parser()),
        entry(iozone_parser()),
        entry(kernbench_parser()),
        entry(time_parser()),
        entry(unixbench_parser()),
        entry(go_bench_parser()),
        entry(hyperfine_parser()),
        entry(bpf_bench_parser()),
        entry(lmbench_parser()),
        entry(benchcmp_json_parser()),
        entry(fio_json_parser()),
        entry(pyperf_parser()),
        entry(pts_parser()),
        entry(table_parser()),
        // clang-format on
        entry(numbers_parser()),
    };
    return kFormats;
}

const Parser* find_format(std::string_view name) {
    for (const FormatEntry& entry : formats()) {
        if (entry.name == name) {
            return &entry.parser;
        }
    }
    return nullptr;
}

std::string_view sniff_head(std::string_view content) {
    const std::string_view searched = content.substr(0, kSniffMaxBytes);
    std::size_t lines_end = 0;
    for (std::size_t line = 0; line < kSniffLines && lines_end < searched.size(); ++line) {
        const std::size_t newline = searched.find('\n', lines_end);
        lines_end = newline == std::string_view::npos ? searched.size() : newline + 1;
    }
    return content.substr(0, std::max(kSniffBytes, lines_end));
}

std::span<const TextLine> SniffHead::lines() const {
    if (!split_) {
        scan::LineReader reader(text_);
        for (scan::Line line; reader.next(line);) {
            lines_.push_back(line);
        }
        split_ = true;
    }
    return lines_;
}

std::span<const std::string_view> SniffHead::clean_lines() const {
    if (!cleaned_) {
        clean_lines_.reserve(lines().size());
        for (const TextLine& line : lines()) {
            clean_lines_.push_back(scan::clean_line(line.text));
        }
        cleaned_ = true;
    }
    return clean_lines_;
}

std::vector<double> format_scores(const InputText& input) {
    const SniffHead head(sniff_head(input.content));
    const std::span<const FormatEntry> table = formats();
    std::vector<double> scores(table.size(), 0.0);
    const auto can_be_companion = [](const Parser& parser) {
        return parser.highest_score() >= kCompanionScore;
    };
    double best = 0.0;
    for (std::size_t f = 0; f < table.size(); ++f) {
        if (const Parser& parser = table[f].parser; can_be_companion(parser)) {
            scores[f] = parser.sniff(head);
            best = std::max(best, scores[f]);
        }
    }
    // The catch-all readers last: at a tie with best, recognise_format's choice among equal
    // scores needs their true score, so only a strictly higher one spares them.
    for (std::size_t f = 0; f < table.size(); ++f) {
        if (const Parser& parser = table[f].parser;
            !can_be_companion(parser) && parser.highest_score() >= best) {
            scores[f] = parser.sniff(head);
        }
    }
    return scores;
}

const Parser* recognise_format(const InputText& input, std::span<const double> scores) {
    if (is_blank(input)) {
        return nullptr;
    }
    // The first of the highest scores: on a tie the earlier row of the table wins.
    const auto best = std::max_element(scores.begin(), scores.end());
    if (best == scores.end() || *best < kMinimumSniffScore) {
        return nullptr;
    }
    return &formats()[static_cast<std::size_t>(best - scores.begin())].parser;
}

const Parser* recognise_format(const InputText& input) {
    return is_blank(input) ? nullptr : recognise_format(input, format_scores(input));
}

const Parser& detect_format(const InputText& input) {
    if (const Parser* parser = recognise_format(input)) {
        return *parser;
    }
    if (is_blank(input)) {
        throw Error(fmt::format("{}: empty input", input.path));
    }
    throw Error(fmt::format("{}: cannot tell the input format{}", input.path, name_the_format()));
}

std::string name_the_format() {
    std::string known;
    for (const FormatEntry& entry : formats()) {
        if (!known.empty()) {
            known += ", ";
        }
        known += entry.name;
    }
    return fmt::format("; name it with --input-format (known: {})", known);
}

std::vector<Run> parse_with_companions(const InputText& input, const Parser& detected) {
    return parse_with_companions(input, detected, format_scores(input));
}

std::vector<Run> parse_with_companions(const InputText& input, const Parser& detected,
                                       std::span<const double> scores) {
    std::vector<Run> runs = detected.parse(input);
    std::set<std::string> benchmarks;
    for (const Run& run : runs) {
        for (const Observation& observation : run.observations) {
            benchmarks.insert(observation.metric.benchmark);
        }
    }
    for (std::size_t f = 0; f < formats().size(); ++f) {
        const FormatEntry& entry = formats()[f];
        if (&entry.parser == &detected || runs.empty() || scores[f] < kCompanionScore) {
            continue;
        }
        std::vector<Run> companion = entry.parser.parse(input);
        const bool reads_new = std::any_of(companion.begin(), companion.end(), [&](const Run& run) {
            return std::any_of(run.observations.begin(), run.observations.end(),
                               [&](const Observation& observation) {
                                   return !benchmarks.contains(observation.metric.benchmark);
                               });
        });
        if (!reads_new) {
            continue;
        }
        if (companion.size() != runs.size()) {
            runs.front().diagnose(
                Level::note, 0,
                fmt::format("also holds {} output, which is not compared: it names {} variant{} "
                            "and the {} output {}",
                            entry.name, companion.size(), companion.size() == 1 ? "" : "s",
                            detected.name(), runs.size()));
            continue;
        }
        for (std::size_t r = 0; r < runs.size(); ++r) {
            for (Observation& observation : companion[r].observations) {
                benchmarks.insert(observation.metric.benchmark);
                runs[r].observations.push_back(std::move(observation));
            }
            std::move(companion[r].diagnostics.begin(), companion[r].diagnostics.end(),
                      std::back_inserter(runs[r].diagnostics));
        }
    }
    return runs;
}

}  // namespace benchcmp
