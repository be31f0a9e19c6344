// "specjbb": SPECjbb2015 results (FORMATS.md section 5): the controller's `RUN RESULT:` lines
// and the `.raw` file's `jbb2015.result.*` keys as raw samples (one value per benchmark run),
// SPECjbb2005's per-JVM `throughput = N SPECjbb2005 bops` lines (one value per instance),
// and the summaries people post instead: pandas describe() blocks under a label line and
// org-mode or markdown tables of describe().T, one row per kernel and configuration.
//
// One file often holds several variants (labelled blocks, `-X`/`+X` rows), so parse() returns
// one run per variant; variants of separate tables are matched by position
// (specjbb_variants.hpp). Lines are read with mail quoting and surrounding blanks removed.

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "benchcmp/parse.hpp"
#include "parse/common/format_parser.hpp"
#include "parse/common/text_scan.hpp"
#include "parse/parsers.hpp"
#include "parse/specjbb/specjbb_tables.hpp"
#include "parse/specjbb/specjbb_variants.hpp"

namespace benchcmp {

namespace {

using specjbb::Group;
using specjbb::StatName;
using specjbb::StatValues;
using specjbb::SummaryTable;
using specjbb::Variant;

// Nothing but SPECjbb prints these.
constexpr double kResultScore = 0.95;
// A `| kernel | count | mean | std | ... |` table: sure, but not SPECjbb's own output.
constexpr double kTableScore = 0.8;
// describe() blocks (`mean 123.0` and `std 4.5` lines): a weaker sign than a table header.
constexpr double kDescribeScore = 0.7;

// Labels such as `Patches (+ find_idlest_group() fixup), SMTOFF` should survive in messages.
constexpr std::size_t kLabelBytes = 80;

constexpr std::string_view kRunResult = "RUN RESULT:";
constexpr std::string_view kRawPrefix = "jbb2015.result.";
constexpr std::string_view kThroughput = "throughput";

// SPECjbb2005's result line, one per JVM instance: `throughput =     157839.25 SPECjbb2005
// bops`, often behind the file name grep prints when it searches several reports
// (`spec1.txt:           throughput = ...`). Returns the number's token, else nullopt.
std::optional<std::string_view> bops_value(std::string_view text) {
    const std::size_t at = text.find(kThroughput);
    if (at == std::string_view::npos) {
        return std::nullopt;
    }
    // Before the word, at most grep's file name: one token ending in ':'.
    const std::string_view before = scan::trim(text.substr(0, at));
    if (!before.empty() && (!before.ends_with(':') || scan::split_tokens(before).size() != 1)) {
        return std::nullopt;
    }
    std::string_view rest = scan::trim(text.substr(at + kThroughput.size()));
    if (!rest.starts_with('=')) {
        return std::nullopt;
    }
    const std::vector<std::string_view> tokens = scan::split_tokens(rest.substr(1));
    if (tokens.size() != 3 || tokens[1] != "SPECjbb2005" || tokens[2] != "bops") {
        return std::nullopt;
    }
    return tokens[0];
}

// The SPECjbb metric a `.raw` key reports: `metric.max-jOPS`, `metric.critical-jOPS` and
// `SLA-<us>-jOPS` (response-time SLA in microseconds), the keys mmtests' parse-results.awk reads;
// nullopt for the other keys.
std::optional<std::string_view> raw_metric(std::string_view key) {
    if (key == "metric.max-jOPS" || key == "metric.critical-jOPS") {
        return key.substr(7);
    }
    if (key.starts_with("SLA-") && key.ends_with("-jOPS")) {
        return key;
    }
    return std::nullopt;
}

// Whether word stands in text as a cell or token of its own.
bool has_word(std::string_view text, std::string_view word) {
    const auto is_edge = [](char c) { return c == '|' || scan::is_blank(c); };
    for (std::size_t at = text.find(word); at != std::string_view::npos;
         at = text.find(word, at + 1)) {
        const std::size_t end = at + word.size();
        if ((at == 0 || is_edge(text[at - 1])) && (end == text.size() || is_edge(text[end]))) {
            return true;
        }
    }
    return false;
}

// A describe() line: a statistic name and one value (a Series), or several numbers (a
// DataFrame, one column per metric).
bool is_describe_line(const std::vector<std::string_view>& tokens) {
    if (tokens.size() < 2 || !specjbb::read_stat_name(tokens[0])) {
        return false;
    }
    return tokens.size() == 2 ||
           std::all_of(tokens.begin() + 1, tokens.end(), [](std::string_view token) {
               return scan::parse_number(token).status != scan::NumberStatus::invalid;
           });
}

// One parse: the state that carries from line to line.
class Reader {
  public:
    explicit Reader(const InputText& input) : path_(input.path), sink_(input.path) {}

    void line(std::string_view raw, int number);
    std::vector<Run> finish();

  private:
    void result_line(std::string_view text, int number);
    void raw_key_line(std::string_view text, int number);
    void describe_line(int number);
    void end_describe(std::string_view name);
    void end_table();
    void delta_line(int number);
    void check_deltas();
    Variant& raw_variant(int number);
    void add_raw(std::string_view metric, std::string_view token, int number);

    std::string path_;
    DiagnosticSink sink_;  // until finish() knows which runs the input holds
    std::vector<std::string_view> tokens_;
    std::vector<Group> groups_;
    std::optional<std::size_t> raw_group_;       // index in groups_ of the result lines
    std::optional<std::size_t> raw_variant_;     // their current variant
    std::optional<std::size_t> describe_group_;  // index in groups_ of the describe() blocks
    std::optional<SummaryTable> table_;

    // `SMT-ON delta: -3.48%` lines: the author's own %diff, checked against the table.
    struct PrintedDelta {
        std::string config;
        std::string printed;
        double percent = 0.0;
        int line = 0;
    };
    std::vector<PrintedDelta> deltas_;

    // The describe() block being read: one StatValues per column.
    bool in_block_ = false;
    std::vector<StatValues> block_;
    std::vector<std::string> block_names_;  // a DataFrame's column names
    int block_line_ = 0;
    std::string block_label_;

    // The last non-blank line outside tables, and the label line before it: a DataFrame's
    // describe() prints its column names between the label and the statistics.
    std::vector<std::string> previous_tokens_;
    std::string label_before_previous_;

    // The last non-blank line, when it ends in ':': the label of a block or results after it.
    std::string label_;
    int label_line_ = 0;
    bool label_is_last_ = false;
};

void Reader::line(std::string_view raw, int number) {
    const std::string_view text = scan::clean_line(raw);
    if (text.empty()) {
        if (in_block_) {
            end_describe({});
        }
        return;
    }
    if (specjbb::is_table_row(text)) {
        if (!table_) {
            table_.emplace();
        }
        table_->row(text, number, sink_);
        label_is_last_ = false;
        previous_tokens_.clear();
        return;
    }
    end_table();
    scan::split_tokens(text, tokens_);
    if (is_describe_line(tokens_)) {
        describe_line(number);
    } else if (in_block_) {
        // pandas ends a Series with `Name: <column>, dtype: float64` or just `dtype: ...`.
        std::string_view name;
        if (text.starts_with("Name:")) {
            name = scan::trim(text.substr(5, text.find(',') - 5));
        }
        end_describe(name);
    }
    if (text.starts_with(kRunResult)) {
        result_line(text.substr(kRunResult.size()), number);
    } else if (text.starts_with(kRawPrefix)) {
        raw_key_line(text.substr(kRawPrefix.size()), number);
    } else if (const auto bops = bops_value(text)) {
        // Concurrent JVM instances each print one: every line is one value of the sample,
        // whatever file name grep put before it (a report listed twice is still two JVMs).
        add_raw("bops", *bops, number);
    } else if (tokens_.size() >= 3 && tokens_[tokens_.size() - 2] == "delta:") {
        delta_line(number);
    }
    label_before_previous_ = label_is_last_ ? label_ : std::string();
    previous_tokens_.assign(tokens_.begin(), tokens_.end());
    label_is_last_ = text.ends_with(':') && !in_block_;
    if (label_is_last_) {
        label_ = std::string(text.substr(0, text.size() - 1));
        label_line_ = number;
    }
}

void Reader::describe_line(int number) {
    const std::optional<StatName> name = specjbb::read_stat_name(tokens_[0]);
    const std::size_t columns = tokens_.size() - 1;
    if (in_block_ && (columns != block_.size() || block_.front().has(*name))) {
        end_describe({});  // a statistic seen twice: the next block starts without a gap
    }
    if (!in_block_) {
        in_block_ = true;
        block_.assign(columns, StatValues{});
        block_names_.clear();
        block_line_ = number;
        if (columns == 1) {
            block_label_ = label_is_last_ ? label_ : std::string();
        } else if (previous_tokens_.size() == columns && !label_is_last_) {
            block_names_ = previous_tokens_;
            block_label_ = label_before_previous_;
        } else {
            block_label_ = label_is_last_ ? label_ : std::string();
            for (std::size_t c = 1; c <= columns; ++c) {
                block_names_.push_back(fmt::format("jOPS#{}", c));
            }
            sink_.diagnose(Level::warning, number,
                           fmt::format("describe() block of {} columns without a line of {} "
                                       "column names above it; they are called jOPS#1...",
                                       columns, columns));
        }
    }
    for (std::size_t c = 0; c < columns; ++c) {
        const scan::Number value = scan::parse_number(tokens_[c + 1]);
        if (value.status != scan::NumberStatus::ok) {
            sink_.diagnose(Level::warning, number,
                           fmt::format("{} is not a number (\"{}\"); left out", name->text,
                                       scan::excerpt(tokens_[c + 1])));
            continue;
        }
        block_[c].set(*name, value.value);
    }
}

void Reader::end_describe(std::string_view name) {
    in_block_ = false;
    const specjbb::VariantLabel split = specjbb::split_variant_label(block_label_);
    CaseKey key;
    if (!split.config.empty()) {
        key.add("config", split.config);
    }
    std::optional<std::size_t> variant;  // index in the describe() group
    for (std::size_t c = 0; c < block_.size(); ++c) {
        std::string metric = name.empty() ? std::string("jOPS") : std::string(name);
        std::string what =
            block_label_.empty()
                ? std::string("describe() block")
                : fmt::format("describe() block '{}'", scan::excerpt(block_label_, kLabelBytes));
        if (!block_names_.empty()) {
            metric = block_names_[c];
            what += fmt::format(", column {}", metric);
        }
        std::optional<Summary> summary = specjbb::make_summary(block_[c], what, block_line_, sink_);
        if (!summary) {
            continue;
        }
        if (!describe_group_) {
            describe_group_ = groups_.size();
            groups_.emplace_back();
        }
        // One variant per block: an unnamed block's columns must not become several.
        Group& group = groups_[*describe_group_];
        if (!variant) {
            variant = &group.variant(split.variant, block_line_) - group.variants.data();
        }
        group.variants[*variant].run.observations.push_back(
            Observation{specjbb::jops_metric(std::move(metric)), key, Sample(std::move(*summary)),
                        block_line_});
    }
}

void Reader::end_table() {
    if (table_) {
        groups_.push_back(table_->finish());
        table_.reset();
    }
}

void Reader::delta_line(int number) {
    std::string_view printed = tokens_.back();
    if (!printed.ends_with('%')) {
        return;
    }
    const scan::Number percent = scan::parse_number(printed.substr(0, printed.size() - 1));
    if (percent.status != scan::NumberStatus::ok) {
        return;
    }
    std::string config;
    for (std::size_t i = 0; i + 2 < tokens_.size(); ++i) {
        config += i == 0 ? "" : " ";
        config += tokens_[i];
    }
    deltas_.push_back(PrintedDelta{std::move(config), std::string(printed), percent.value, number});
}

void Reader::check_deltas() {
    const auto find = [](const Variant& variant, const std::string& config) -> const Observation* {
        for (const Observation& observation : variant.run.observations) {
            const std::string* value = observation.case_key.find("config");
            if (value != nullptr && *value == config && !observation.sample.is_raw()) {
                return &observation;
            }
        }
        return nullptr;
    };
    for (const PrintedDelta& delta : deltas_) {
        for (const Group& group : groups_) {
            if (group.variants.size() < 2) {
                continue;
            }
            const Observation* base = find(group.variants[0], delta.config);
            const Observation* changed = find(group.variants[1], delta.config);
            if (base == nullptr || changed == nullptr || base->sample.summary().mean == 0.0) {
                continue;
            }
            const double base_mean = base->sample.summary().mean;
            const double recomputed =
                (changed->sample.summary().mean - base_mean) / base_mean * 100.0;
            // Half a unit in the last printed decimal: -3.48% stands for [-3.485, -3.475].
            const std::size_t dot = delta.printed.find('.');
            const int decimals =
                dot == std::string::npos ? 0 : static_cast<int>(delta.printed.size() - dot - 2);
            if (std::abs(recomputed - delta.percent) > 0.5 * std::pow(10.0, -decimals) + 1e-9) {
                sink_.diagnose(Level::warning, delta.line,
                               fmt::format("{} delta: printed {}, but the rows at lines {} and {} "
                                           "give {:+.2f}%",
                                           delta.config, delta.printed, base->line, changed->line,
                                           recomputed));
            }
            break;
        }
    }
}

Variant& Reader::raw_variant(int number) {
    if (!raw_group_) {
        raw_group_ = groups_.size();
        groups_.emplace_back();
    }
    Group& group = groups_[*raw_group_];
    // A label line right before a result starts that variant; later results stay in it.
    if (label_is_last_ || !raw_variant_) {
        const std::string label = label_is_last_ ? label_ : std::string();
        Variant& variant = group.variant(label, label_is_last_ ? label_line_ : number);
        raw_variant_ = static_cast<std::size_t>(&variant - group.variants.data());
        label_is_last_ = false;
    }
    return group.variants[*raw_variant_];
}

void Reader::add_raw(std::string_view metric, std::string_view token, int number) {
    const scan::Number value = scan::parse_number(token);
    if (value.status != scan::NumberStatus::ok) {
        sink_.diagnose(
            Level::warning, number,
            fmt::format("{} is not a number (\"{}\"); left out", metric, scan::excerpt(token)));
        return;
    }
    raw_variant(number).run.add_value(specjbb::jops_metric(std::string(metric)), CaseKey{},
                                      value.value, number);
}

void Reader::result_line(std::string_view text, int number) {
    // `hbIR (max attempted) = 20138, hbIR (settled) = 19989, max-jOPS = 19131, critical-jOPS =
    // 6237`: the two jOPS are the results; hbIR is the injection rate the search settled on.
    bool found = false;
    while (!text.empty()) {
        const std::size_t comma = text.find(',');
        const std::string_view pair = text.substr(0, comma);
        text = comma == std::string_view::npos ? std::string_view() : text.substr(comma + 1);
        const std::size_t equals = pair.find('=');
        if (equals == std::string_view::npos) {
            continue;
        }
        const std::string_view key = scan::trim(pair.substr(0, equals));
        if (key == "max-jOPS" || key == "critical-jOPS") {
            add_raw(key, scan::trim(pair.substr(equals + 1)), number);
            found = true;
        }
    }
    if (!found) {
        sink_.diagnose(Level::warning, number, "RUN RESULT without max-jOPS or critical-jOPS");
    }
}

void Reader::raw_key_line(std::string_view text, int number) {
    const std::size_t equals = text.find('=');
    if (equals == std::string_view::npos) {
        return;
    }
    if (const auto metric = raw_metric(scan::trim(text.substr(0, equals)))) {
        // The template file says `=<set by reporter>`; a filled-in one has a number.
        add_raw(*metric, scan::trim(text.substr(equals + 1)), number);
    }
}

std::vector<Run> Reader::finish() {
    if (in_block_) {
        end_describe({});
    }
    end_table();
    check_deltas();
    std::vector<Run> runs = specjbb::merge_by_position(std::move(groups_), path_, sink_.take());
    if (!runs.empty()) {
        runs.front().unshown_diagnostics += sink_.unshown();
    }
    return runs;
}

class SpecjbbParser final : public RunsLineFormatParser<Reader> {
  public:
    SpecjbbParser()
        : RunsLineFormatParser(
              "specjbb",
              "SPECjbb2015 RUN RESULT and .raw lines, SPECjbb2005 throughput lines; describe() "
              "blocks and tables") {}

    double sniff(const SniffHead& head) const override {
        bool table = false;
        bool mean_line = false;
        bool std_line = false;
        std::vector<std::string_view> tokens;
        for (const scan::Line& line : head.lines()) {
            const std::string_view text = scan::clean_line(line.text);
            if ((text.starts_with(kRunResult) && text.find("jOPS") != std::string_view::npos) ||
                text.starts_with(kRawPrefix) || bops_value(text)) {
                return kResultScore;
            }
            if (specjbb::is_table_row(text)) {
                table = table || (has_word(text, "mean") && has_word(text, "std"));
                continue;
            }
            // Only a `mean` or `std` line of describe() counts here; no other is split.
            if (!text.starts_with("mean") && !text.starts_with("std")) {
                continue;
            }
            scan::split_tokens(text, tokens);
            if (is_describe_line(tokens)) {
                mean_line = mean_line || tokens[0] == "mean";
                std_line = std_line || tokens[0] == "std";
            }
        }
        if (table) {
            return kTableScore;
        }
        return mean_line && std_line ? kDescribeScore : 0.0;
    }
};

}  // namespace

const Parser& specjbb_parser() {
    return the_parser<SpecjbbParser>();
}

}  // namespace benchcmp
