// "kernbench": Con Kolivas' kernel-compile benchmark (FORMATS-FAMILIES.md section 1): one block
// per load level, `Average Half load -j 8 Run (std deviation):` (0.40 and later) or `Average
// Half Load Run:` (0.20), then six lines `Elapsed Time 338.122 (0.869207)`, `User Time`,
// `System Time`, `Percent CPU`, `Context Switches`, `Sleeps`.
//
// kernbench never prints its runs, only their mean and (0.40 on) sample standard deviation, so
// every value is a summary; the number in parentheses is the sd, not a second sample. n comes
// from the `Performing N runs of` header when the paste has it, else from --runs.

#include <fmt/format.h>

#include <array>
#include <cmath>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "benchcmp/parse.hpp"
#include "parse/common/format_parser.hpp"
#include "parse/common/text_scan.hpp"
#include "parse/parsers.hpp"

namespace benchcmp {

namespace {

constexpr std::string_view kBenchmark = "kernbench";

// An `Average ... Run` block header: no other tool prints it.
constexpr double kSureScore = 0.9;

// The printed label of each line and the metric it is.
struct Line {
    std::string_view label;
    Metric metric;
};

const std::array kLines{
    Line{"Elapsed Time", Metric{"kernbench", "elapsed_time", "s", Direction::lower_is_better}},
    Line{"User Time", Metric{"kernbench", "user_time", "s", Direction::lower_is_better}},
    Line{"System Time", Metric{"kernbench", "system_time", "s", Direction::lower_is_better}},
    // How busy the CPUs were and how often tasks switched or slept describe the build; whether
    // more is better depends on what the patch is about.
    Line{"Percent CPU", Metric{"kernbench", "percent_cpu", "%", Direction::unknown}},
    Line{"Context Switches", Metric{"kernbench", "context_switches", "", Direction::unknown}},
    Line{"Sleeps", Metric{"kernbench", "sleeps", "", Direction::unknown}},
};

// The load level of `Average <load> Run:` / `Average <load> Run (std deviation):`, blanks
// collapsed and lower-cased (0.20 prints `Half Load`, later versions `Half load -j 8`).
std::optional<std::string> block_load(std::string_view text) {
    constexpr std::string_view kAverage = "Average ";
    if (!text.starts_with(kAverage) || !text.ends_with(':')) {
        return std::nullopt;
    }
    std::vector<std::string_view> tokens = scan::split_tokens(text.substr(kAverage.size()));
    if (tokens.size() >= 2 && tokens[tokens.size() - 2] == "(std" &&
        tokens.back() == "deviation):") {
        tokens.resize(tokens.size() - 2);
    } else if (!tokens.empty() && tokens.back().ends_with(':')) {
        tokens.back().remove_suffix(1);
    }
    if (tokens.size() < 2 || tokens.back() != "Run") {
        return std::nullopt;
    }
    std::string load;
    for (std::size_t i = 0; i + 1 < tokens.size(); ++i) {
        load += (i == 0 ? "" : " ");
        for (const char c : tokens[i]) {
            load += (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
        }
    }
    return load;
}

// Half a unit in the last printed digit: how far rounding may have moved the printed mean.
double half_unit(std::string_view text) {
    const std::size_t dot = text.find('.');
    const std::size_t decimals = dot == std::string_view::npos ? 0 : text.size() - dot - 1;
    return 0.5 * std::pow(10.0, -static_cast<double>(decimals));
}

// `(0.869207)` alone on a line: the sd a mailer wrapped off the end of a metric line.
std::optional<double> wrapped_sd(std::string_view text) {
    if (text.size() < 3 || text.front() != '(' || text.back() != ')') {
        return std::nullopt;
    }
    const scan::Number sd = scan::parse_number(text.substr(1, text.size() - 2));
    return sd.status == scan::NumberStatus::ok ? std::optional<double>(sd.value) : std::nullopt;
}

// Reads one paste into run, or into run and right when two runs are pasted side by side
// (`Elapsed Time 338.122 (0.869207)       Elapsed Time 336.404 (1.69196)`).
class Reader {
  public:
    Reader(Run& run, Run& right) : run_(run), right_(right) {}

    void line(std::string_view raw, int number);
    void finish() {}
    /// The line above the first side-by-side block's header, which may title the columns.
    const std::string& titles() const { return titles_; }

  private:
    void metric_line(const Line& line, std::string_view rest, int number, Run& into);
    bool side_by_side(const Line& line, std::string_view rest, int number);
    bool rejoin_wrapped(std::string_view text, int number);

    Run& run_;
    Run& right_;
    std::optional<std::string> load_;
    std::string previous_;        // the last non-blank line that was not part of a block
    std::string block_previous_;  // previous_ when the current block's header came
    std::string titles_;
    std::string wrapped_header_;  // `Average ... Run (std` whose end went to the next line
    int last_metric_line_ = 0;
    std::size_t runs_ = 0;  // from `Performing N runs of`; 0: not printed
    std::vector<std::string_view> tokens_;
};

// Mailers wrap long lines at a blank: a block header's `(std deviation):` or a metric's
// `(sd)` can land alone on the next line. Such a line completes the one above it.
bool Reader::rejoin_wrapped(std::string_view text, int number) {
    if (!wrapped_header_.empty()) {
        std::string joined = std::exchange(wrapped_header_, {}) + " " + std::string(text);
        if (auto load = block_load(joined)) {
            load_ = std::move(load);
            return true;
        }
    }
    if (text.starts_with("Average ") && (text.ends_with(" Run") || text.ends_with(" Run (std"))) {
        wrapped_header_ = std::string(text);
        load_.reset();  // it ends the block above whatever the next line makes of it
        return true;
    }
    const std::optional<double> sd = wrapped_sd(text);
    if (!sd || !load_ || last_metric_line_ != number - 1 || run_.observations.empty()) {
        return false;
    }
    Observation& above = run_.observations.back();
    if (above.line != number - 1 || above.sample.is_raw() ||
        !std::isnan(above.sample.summary().stddev)) {
        return false;
    }
    Summary summary = above.sample.summary();
    summary.stddev = *sd;
    above.sample = Sample(std::move(summary));
    last_metric_line_ = number;  // the block goes on after the rejoined line
    return true;
}

void Reader::line(std::string_view raw, int number) {
    const std::string_view text = scan::clean_line(raw);
    if (rejoin_wrapped(text, number)) {
        return;
    }
    if (auto load = block_load(text)) {
        load_ = std::move(load);
        block_previous_ = previous_;
        return;
    }
    scan::split_tokens(text, tokens_);
    if (tokens_.size() == 4 && tokens_[0] == "Performing" && tokens_[2] == "runs" &&
        tokens_[3] == "of") {
        if (const auto n = scan::parse_integer(tokens_[1]); n && *n > 0) {
            runs_ = static_cast<std::size_t>(*n);
        }
        return;
    }
    if (!load_) {
        if (!text.empty()) {
            previous_ = std::string(text);
        }
        return;
    }
    for (const Line& line : kLines) {
        if (text.starts_with(line.label) && text.size() > line.label.size() &&
            scan::is_blank(text[line.label.size()])) {
            const std::string_view rest = scan::trim(text.substr(line.label.size()));
            if (!side_by_side(line, rest, number)) {
                metric_line(line, rest, number, run_);
            }
            return;
        }
    }
    load_.reset();  // a blank line or anything else ends the block
    if (!text.empty()) {
        previous_ = std::string(text);
    }
}

// Two runs side by side repeat the metric's name in the right column; the block header
// above them is printed once for both.
bool Reader::side_by_side(const Line& line, std::string_view rest, int number) {
    std::size_t at = rest.find(line.label);
    while (at != std::string_view::npos && (at == 0 || !scan::is_blank(rest[at - 1]))) {
        at = rest.find(line.label, at + 1);
    }
    if (at == std::string_view::npos) {
        return false;
    }
    const std::string_view left = scan::trim(rest.substr(0, at));
    const std::string_view right = scan::trim(rest.substr(at + line.label.size()));
    if (left.empty() || right.empty()) {
        return false;
    }
    if (right_.observations.empty()) {
        titles_ = block_previous_;
    }
    metric_line(line, left, number, run_);
    metric_line(line, right, number, right_);
    return true;
}

// `338.122 (0.869207)`, `120.808` (0.20, no sd) or `97.214000` (one run, no sd).
void Reader::metric_line(const Line& line, std::string_view rest, int number, Run& into) {
    scan::split_tokens(rest, tokens_);
    const scan::Number mean = scan::parse_number(tokens_.front());
    std::optional<scan::Number> sd;
    if (tokens_.size() == 2 && tokens_[1].size() > 2 && tokens_[1].front() == '(' &&
        tokens_[1].back() == ')') {
        sd = scan::parse_number(tokens_[1].substr(1, tokens_[1].size() - 2));
    }
    if (mean.status != scan::NumberStatus::ok || tokens_.size() > 2 ||
        (tokens_.size() == 2 && (!sd || sd->status != scan::NumberStatus::ok))) {
        run_.diagnose(Level::warning, number,
                      fmt::format("{} \"{}\" is not `mean` or `mean (sd)`; skipped", line.label,
                                  scan::excerpt(rest)));
        return;
    }
    CaseKey key;
    key.add("load", *load_);
    // Through the run's index: a file of 8,000 loads searched every observation for each line
    // (41 s).
    const ObservationFinder::Found seen = into.finder.find(into.observations, line.metric, key);
    if (seen.observation != nullptr) {
        run_.diagnose(Level::warning, number,
                      fmt::format("a second {} of load \"{}\"; only the one on line {} is used",
                                  line.label, *load_, seen.observation->line));
        return;
    }
    Summary summary;
    summary.n = runs_;
    summary.mean = mean.value;
    summary.stddev = sd ? sd->value : std::nan("");
    Observation observation{line.metric, key, Sample(std::move(summary)), number};
    observation.rounding = half_unit(tokens_.front());
    into.observations.push_back(std::move(observation));
    into.finder.appended(into.observations, seen.hash);
    last_metric_line_ = number;
}

std::string trim_colon(std::string_view title) {
    if (title.ends_with(':')) {
        title.remove_suffix(1);
    }
    return std::string(scan::trim(title));
}

class KernbenchParser final : public FormatParser {
  public:
    KernbenchParser()
        : FormatParser(
              kBenchmark,
              "kernbench Average ... Run blocks: times, CPU%, switches (mean and sd) per load") {}

    double sniff(const SniffHead& head) const override {
        for (const std::string_view text : head.clean_lines()) {
            if (block_load(text)) {
                return kSureScore;
            }
        }
        return 0.0;
    }

    std::vector<Run> parse(const InputText& input) const override {
        std::vector<Run> runs(2);
        for (Run& run : runs) {
            run.file = input.path;
            run.format = std::string(name());
        }
        Reader reader(runs[0], runs[1]);
        scan::feed_lines(reader, input.content);
        if (runs[1].observations.empty()) {
            runs.pop_back();
            return runs;
        }
        // Labelled by the two column titles above the first side-by-side block when there
        // are exactly two (`With 'if':      Without 'if':`); else the caller names them.
        if (const auto titles = scan::split_titles(reader.titles())) {
            runs[0].label = trim_colon(titles->first);
            runs[1].label = trim_colon(titles->second);
        }
        runs[0].diagnose(Level::note, 0,
                         fmt::format("two kernbench runs side by side: the left column is read "
                                     "as run \"{}\", the right one as run \"{}\"",
                                     runs[0].label.empty() ? "1" : runs[0].label,
                                     runs[1].label.empty() ? "2" : runs[1].label));
        return runs;
    }
};

}  // namespace

const Parser& kernbench_parser() {
    return the_parser<KernbenchParser>();
}

}  // namespace benchcmp
