// "lmbench": the result lines of lmbench's latency programs (lmbench 2 and 3, lib_timing.c's
// micro(): `"%s: %.4f microseconds\n"`), as `lat_syscall null` prints `Simple syscall: 0.1234
// microseconds`, and lat_ctx's blocks (`"size=0k ovr=1.00` over `2 3.45` rows of process count
// and microseconds).
//
// A latency line is one run of its test (`test=Simple syscall`); the same test again adds a
// run. Posts put a label before the output on the line itself (`randomize_kstack_offset=y
// <TAB>Simple syscall: 0.7082 microseconds`): when every result line of the text carries one,
// each label is a variant, in the order they first appear. lat_ctx's rows are keyed by the
// context's size and the process count. The summary tables (lmbench_summary.hpp) name a
// variant per host.

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "parse/common/format_parser.hpp"
#include "parse/common/text_scan.hpp"
#include "parse/lmbench/lmbench_summary.hpp"
#include "parse/parsers.hpp"

namespace benchcmp {

namespace {

constexpr std::string_view kFormat = "lmbench";
constexpr double kSureScore = 0.9;
// A lat_ctx block alone: its `"size=` title is lmbench's own, the rows are plain numbers.
constexpr double kContextScore = 0.8;

// The titles lmbench's latency programs pass to micro() (lat_syscall, lat_proc, lat_sig,
// lat_select, lat_pipe, lat_unix, lat_fifo, lat_sem, lat_tcp, lat_udp, lat_connect,
// lat_pagefault, lat_mmap's prefix-less runs are not among them).
constexpr std::array kTitles = {
    std::string_view("Simple syscall"),
    std::string_view("Simple read"),
    std::string_view("Simple write"),
    std::string_view("Simple stat"),
    std::string_view("Simple fstat"),
    std::string_view("Simple open/close"),
    std::string_view("Process fork+exit"),
    std::string_view("Process fork+execve"),
    std::string_view("Process fork+/bin/sh -c"),
    std::string_view("Signal handler installation"),
    std::string_view("Signal handler overhead"),
    std::string_view("Protection fault"),
    std::string_view("Select on "),
    std::string_view("Pipe latency"),
    std::string_view("AF_UNIX sock stream latency"),
    std::string_view("Fifo latency"),
    std::string_view("Semaphore latency"),
    std::string_view("TCP latency using "),
    std::string_view("UDP latency using "),
    std::string_view("TCP/IP connection cost to "),
    std::string_view("Pagefaults on "),
};

const Metric kLatency{"lmbench", "latency", "us", Direction::lower_is_better};
const Metric kContext{"lmbench", "ctxsw", "us", Direction::lower_is_better};

// One `Title: value microseconds` result, with what stands before the title on its line.
struct Result {
    std::string_view label;
    std::string_view title;
    std::string_view value;
};

std::optional<Result> result_line(std::string_view line) {
    constexpr std::string_view kUnit = " microseconds";
    if (!line.ends_with(kUnit)) {
        return std::nullopt;
    }
    for (const std::string_view title : kTitles) {
        const std::size_t at = line.find(title);
        if (at == std::string_view::npos) {
            continue;
        }
        const std::size_t colon = line.find(": ", at + title.size() - 1);
        if (colon == std::string_view::npos) {
            continue;
        }
        std::string_view label = scan::trim(line.substr(0, at));
        while (!label.empty() && (label.back() == ':' || label.back() == '-')) {
            label = scan::trim(label.substr(0, label.size() - 1));
        }
        const std::string_view value =
            scan::trim(line.substr(colon + 2, line.size() - kUnit.size() - colon - 2));
        return Result{label, line.substr(at, colon - at), value};
    }
    return std::nullopt;
}

// `"size=0k ovr=1.00`: the size, or nullopt.
std::optional<std::string_view> context_title(std::string_view line) {
    if (!line.starts_with("\"size=")) {
        return std::nullopt;
    }
    const std::string_view rest = line.substr(6);
    const std::size_t end = rest.find(' ');
    return rest.substr(0, end);
}

class Reader {
  public:
    Reader(std::vector<Run>& runs, const InputText& input) : runs_(runs), input_(input) {}
    void line(std::string_view raw, int number);
    void finish();
    /// Whether a summary table named variants by its hosts.
    bool read_summary() const { return !tables_seen_.empty(); }

  private:
    void add_table(const std::vector<lmbench::Row>& rows);

    Run& variant(std::string_view label);

    std::vector<Run>& runs_;
    const InputText& input_;
    std::vector<std::string_view> tokens_;
    std::optional<std::string> size_;  // inside a lat_ctx block
    lmbench::SummaryReader summary_;
    std::set<std::string> tables_seen_;  // each summary table's text of values
};

// A row's variant: its host, or host and OS where hosts repeat in the table. Rows that repeat
// both are told apart: by the paragraphs a blank line makes of the rows when there are several
// (lmbench prints none; a paragraph is one side's runs, `host OS #2` the second), else by their
// order (`host OS #2` the second row), with a warning.
std::vector<std::string> row_labels(const std::vector<lmbench::Row>& rows, Run& run) {
    std::set<std::string> hosts;
    std::set<std::string> systems;
    for (const lmbench::Row& row : rows) {
        hosts.insert(row.host);
        systems.insert(row.host + " " + row.os);
    }
    const bool paragraphs = rows.back().group > 0;
    std::vector<std::string> labels;
    std::map<std::string, int> seen;
    for (const lmbench::Row& row : rows) {
        std::string label = hosts.size() == rows.size() ? row.host : row.host + " " + row.os;
        const int copy = paragraphs ? row.group + 1 : ++seen[label];
        if (systems.size() < rows.size() && copy > 1) {
            label += fmt::format(" #{}", copy);
        }
        labels.push_back(std::move(label));
    }
    if (systems.size() < rows.size()) {
        const std::string& section =
            rows.front().cells.empty() ? std::string() : rows.front().cells.front().section;
        run.diagnose(Level::warning, rows.front().line,
                     paragraphs ? fmt::format("{}: rows with the same host and OS are told apart "
                                              "by the blank lines between them, each paragraph "
                                              "a variant ('{}', '{} #2', ...)",
                                              section, labels.front(), labels.front())
                                : fmt::format("{}: rows with the same host and OS are told apart "
                                              "by their order ('{}', '{} #2', ...)",
                                              section, labels.front(), labels.front()));
    }
    return labels;
}

void Reader::add_table(const std::vector<lmbench::Row>& rows) {
    std::string values;
    for (const lmbench::Row& row : rows) {
        values += row.host + '\n' + row.os + '\n';
        for (const lmbench::Cell& cell : row.cells) {
            values +=
                cell.section + '\t' + cell.column + '\t' + fmt::format("{}", cell.value) + '\n';
        }
    }
    if (!tables_seen_.insert(values).second) {
        runs_.front().diagnose(
            Level::note, rows.front().line,
            "this summary table repeats one above it value for value; read once");
        return;
    }
    const std::vector<std::string> labels = row_labels(rows, runs_.front());
    for (std::size_t r = 0; r < rows.size(); ++r) {
        for (const lmbench::Cell& cell : rows[r].cells) {
            CaseKey key;
            key.add("section", cell.section);
            variant(labels[r]).add_value(Metric{"lmbench", cell.column, cell.unit, cell.better},
                                         key, cell.value, cell.line);
        }
    }
}

void Reader::finish() {
    for (const std::vector<lmbench::Row>& rows : summary_.take()) {
        add_table(rows);
    }
}

Run& Reader::variant(std::string_view label) {
    for (Run& run : runs_) {
        if (run.label == label) {
            return run;
        }
    }
    if (runs_.size() == 1 && runs_.front().observations.empty() && runs_.front().label.empty()) {
        runs_.front().label = std::string(label);
        return runs_.front();
    }
    Run& run = runs_.emplace_back();
    run.file = input_.path;
    run.format = std::string(kFormat);
    run.label = std::string(label);
    return run;
}

void Reader::line(std::string_view raw, int number) {
    if (summary_.line(scan::strip_quote(raw), number)) {
        return;
    }
    const std::string_view text = scan::clean_line(raw);
    if (const auto result = result_line(text)) {
        size_.reset();
        const scan::Number value = scan::parse_number(result->value);
        if (value.status != scan::NumberStatus::ok) {
            runs_.front().diagnose(
                Level::warning, number,
                fmt::format("{}: \"{}\" {}; skipped", scan::excerpt(result->title),
                            scan::excerpt(result->value), scan::number_problem(value.status)));
            return;
        }
        CaseKey key;
        key.add("test", std::string(result->title));
        variant(result->label).add_value(kLatency, key, value.value, number);
        return;
    }
    if (const auto size = context_title(text)) {
        size_ = std::string(*size);
        return;
    }
    if (!size_) {
        return;
    }
    scan::split_tokens(text, tokens_);
    if (tokens_.size() != 2) {
        size_.reset();
        return;
    }
    const auto processes = scan::parse_integer(tokens_[0]);
    const scan::Number value = scan::parse_number(tokens_[1]);
    if (!processes || value.status != scan::NumberStatus::ok) {
        size_.reset();
        return;
    }
    CaseKey key;
    key.add("size", *size_);
    key.add("procs", std::string(tokens_[0]));
    variant("").add_value(kContext, key, value.value, number);
}

// Labels name variants only when every result line has one: a post that labels some lines
// and not others is read as one run, its labels left out, with a note. The hosts of a summary
// table name variants whatever other lines hold.
void settle_labels(std::vector<Run>& runs, bool summary) {
    const bool unlabelled = std::any_of(runs.begin(), runs.end(), [](const Run& run) {
        return run.label.empty() && !run.observations.empty();
    });
    if (runs.size() == 1) {
        runs.front().label.clear();
        return;
    }
    if (!unlabelled || summary) {
        return;
    }
    Run& first = runs.front();
    for (std::size_t i = 1; i < runs.size(); ++i) {
        for (Observation& observation : runs[i].observations) {
            for (const double value : observation.sample.values()) {
                first.add_value(observation.metric, observation.case_key, value, observation.line);
            }
        }
    }
    first.diagnose(Level::note, 0,
                   "some result lines carry a label before them and some do not; read as one "
                   "run");
    first.label.clear();
    runs.resize(1);
}

class LmbenchParser final : public FormatParser {
  public:
    LmbenchParser()
        : FormatParser(kFormat,
                       "lmbench summary tables, latency lines (`Simple syscall: 0.1234 "
                       "microseconds`, lat_proc, "
                       "lat_sig, ...) and lat_ctx blocks, a variant per label before the line") {}

    double sniff(const SniffHead& head) const override {
        double score = 0.0;
        for (const std::string_view line : head.clean_lines()) {
            if (line.ends_with(" microseconds") && result_line(line)) {
                return kSureScore;
            }
            if (line.find("L M B E N C H") != std::string_view::npos ||
                (lmbench::is_section_title(line) && line.find(" - ") != std::string_view::npos)) {
                return kSureScore;
            }
            if (line.starts_with("\"size=") && line.find(" ovr=") != std::string_view::npos) {
                score = kContextScore;
            }
        }
        return score;
    }

    std::vector<Run> parse(const InputText& input) const override {
        std::vector<Run> runs(1);
        runs.front().file = input.path;
        runs.front().format = std::string(kFormat);
        Reader reader(runs, input);
        scan::feed_lines(reader, input.content);
        reader.finish();
        settle_labels(runs, reader.read_summary());
        return runs;
    }
};

}  // namespace

const Parser& lmbench_parser() {
    return the_parser<LmbenchParser>();
}

}  // namespace benchcmp
