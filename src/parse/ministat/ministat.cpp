// "ministat": FreeBSD's ministat(1) (and its ports) as people paste it into mail:
//
//   x before.txt
//   + after.txt
//   +--------------------------------------------------------------------------+
//   |   x  x  ++ ...                                                            |
//   +--------------------------------------------------------------------------+
//       N           Min           Max        Median           Avg        Stddev
//   x  10          1.12          1.45          1.27         1.274    0.10059158
//   +  10          1.01          1.30          1.14         1.152   0.094258455
//   Difference at 95.0% confidence
//           -0.122 +/- 0.0916
//           -9.57614% +/- 7.18995%
//           (Student's t, pooled s = 0.097476)
//
// The legend lines name the data sets by their symbol (x + * % # @ O, in that order); the
// plot is skipped. Each row is a printed summary (N, mean = Avg, the sample Stddev, Min, Max,
// Median) of the data set the legend names, one variant each, x first (ministat's reference).
// The Difference block below a row is ministat's comparison of that set with x: its relative
// line is kept as the author's percentage, which ministat computes as (new-old)/old, and
// checked against ours; `No difference proven` is kept as ministat's verdict. A second table
// in the text (ministat run again) is the case `table=N`, its sets named by its own legend,
// or by the last legend's names when it prints none; a name the legend repeats (the same x
// file against another +) is the same variant.
//
// Hand-made tables in ministat's layout without its N column (`max_pgs  Min  Max  Median  Avg
// Stddev` over rows `0  38.7  45.8  38.7  40.12  3.1752165`) are read the same way, each row a
// variant named by its label cell (`max_pgs=0`) with n unknown (`--runs N`).

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "benchcmp/parse.hpp"
#include "parse/common/direction_words.hpp"
#include "parse/common/format_parser.hpp"
#include "parse/common/text_scan.hpp"
#include "parse/parsers.hpp"

namespace benchcmp {

namespace {

constexpr std::string_view kBenchmark = "ministat";

// ministat's header or its verdict lines: nothing else prints them.
constexpr double kSureScore = 0.9;
// A header of ministat's columns without N: a hand-made table in its layout.
constexpr double kLikeScore = 0.75;

constexpr std::string_view kSymbols = "x+*%#@O";
constexpr std::string_view kColumns[] = {"Min", "Max", "Median", "Avg", "Stddev"};

const Metric kValue{"ministat", "value", "", Direction::unknown};

// How the header names its columns: ministat's (`N Min Max Median Avg Stddev`), a hand-made
// one with a label column instead of N, or none. `Stddev` may have been wrapped off.
enum class Header { none, ministat, ministat_wrapped, labelled };

Header header_kind(const std::vector<std::string_view>& tokens) {
    if (tokens.size() < 5 || tokens.size() > 6) {
        return Header::none;
    }
    for (std::size_t i = 1; i < tokens.size(); ++i) {
        if (tokens[i] != kColumns[i - 1]) {
            return Header::none;
        }
    }
    if (tokens[0] == "N") {
        return tokens.size() == 6 ? Header::ministat : Header::ministat_wrapped;
    }
    return tokens.size() == 6 && scan::is_letter(tokens[0].front()) ? Header::labelled
                                                                    : Header::none;
}

bool is_verdict(std::string_view text) {
    return (text.starts_with("Difference at ") || text.starts_with("No difference proven at ")) &&
           text.ends_with("% confidence");
}

// Half a unit in the last digit of a `%.8g` value: `2314.1214` is known to 0.00005,
// `3.5432659e+08` to 5.
double rounding_of(std::string_view token) {
    const std::size_t exponent = token.find_first_of("eE");
    const std::string_view mantissa = token.substr(0, exponent);
    double half = 0.5;
    const std::size_t point = mantissa.find('.');
    if (point != std::string_view::npos) {
        for (std::size_t i = point + 1; i < mantissa.size(); ++i) {
            half /= 10.0;
        }
    }
    if (exponent != std::string_view::npos) {
        std::string_view digits = token.substr(exponent + 1);
        if (digits.starts_with('+')) {
            digits.remove_prefix(1);
        }
        if (const auto power = scan::parse_integer(digits)) {
            for (std::int64_t i = 0; i < *power; ++i) {
                half *= 10.0;
            }
            for (std::int64_t i = 0; i > *power; --i) {
                half /= 10.0;
            }
        }
    }
    return half;
}

// Decimals printed after the point of `-18.8387`.
int decimals_of(std::string_view token) {
    const std::size_t point = token.find('.');
    return point == std::string_view::npos ? 0 : static_cast<int>(token.size() - point - 1);
}

class Reader {
  public:
    explicit Reader(const InputText& input) : input_(input) { diagnostics_.file = input.path; }

    void line(std::string_view raw, int number);
    std::vector<Run> finish();

  private:
    void header(Header kind, int number);
    void row(int number);
    void difference_line(std::string_view text, int number);
    std::size_t run_named(const std::string& name);
    Run& first_run();
    Observation* last_row() {
        return last_row_ ? &runs_[last_row_->first].observations[last_row_->second] : nullptr;
    }

    const InputText& input_;
    std::vector<Run> runs_;
    Run diagnostics_;
    std::map<std::string, std::size_t> by_name_;
    std::vector<std::string_view> tokens_;
    std::string line_buffer_;                  // a line whose no-break spaces were made blanks
    std::map<char, std::string> legend_;       // symbol to name, the legend being read
    std::map<char, std::string> last_legend_;  // the names of the table before
    bool legend_open_ = false;                 // legend lines seen since the last table
    Header table_ = Header::none;
    bool wrapped_header_ = false;  // `N Min Max Median Avg` whose `Stddev` may follow alone
    int tables_ = 0;
    std::string label_column_;
    // The row a Difference block below speaks of: its run and observation, by position.
    std::optional<std::pair<std::size_t, std::size_t>> last_row_;
    int difference_lines_ = -1;  // lines of the Difference block read; -1 outside one
};

std::size_t Reader::run_named(const std::string& name) {
    const auto found = by_name_.find(name);
    if (found != by_name_.end()) {
        return found->second;
    }
    by_name_.emplace(name, runs_.size());
    Run& run = runs_.emplace_back();
    run.label = name;
    run.file = input_.path;
    return runs_.size() - 1;
}

// Diagnostics are kept apart until the variants are known, then given to the first one.
Run& Reader::first_run() {
    return diagnostics_;
}

// A mailer's latin-1 no-break space (a lone 0xA0 byte, left by quoted-printable `=A0`) as
// a blank: Gmail pads ministat's columns with `=A0 =A0`. A 0xA0 after a byte of 0x80 or more
// is part of a UTF-8 character (`à`) and stays.
std::string_view without_nbsp(std::string_view text, std::string& buffer) {
    if (text.find('\xA0') == std::string_view::npos) {
        return text;
    }
    buffer.assign(text);
    for (std::size_t i = 0; i < buffer.size(); ++i) {
        const bool after_ascii = i == 0 || static_cast<unsigned char>(buffer[i - 1]) < 0x80;
        if (buffer[i] == '\xA0' && after_ascii) {
            buffer[i] = ' ';
        }
    }
    return scan::trim(buffer);
}

void Reader::line(std::string_view raw, int number) {
    const std::string_view text = without_nbsp(scan::clean_line(raw), line_buffer_);
    if (text.empty()) {
        return;
    }
    if (wrapped_header_) {
        wrapped_header_ = false;
        if (text == "Stddev") {
            return;
        }
    }
    scan::split_tokens(text, tokens_);
    if (const Header kind = header_kind(tokens_); kind != Header::none) {
        header(kind, number);
        return;
    }
    if (is_verdict(text)) {
        if (Observation* row = last_row()) {
            row->source.edit().significant = text.starts_with("Difference");
        }
        difference_lines_ = text.starts_with("Difference") ? 0 : -1;
        return;
    }
    if (difference_lines_ >= 0) {
        difference_line(text, number);
        return;
    }
    if (table_ != Header::none) {
        const bool ministat_row = table_ != Header::labelled && tokens_.size() == 7 &&
                                  tokens_[0].size() == 1 &&
                                  kSymbols.find(tokens_[0][0]) != std::string_view::npos &&
                                  scan::parse_integer(tokens_[1]).has_value();
        if (ministat_row || (table_ == Header::labelled && tokens_.size() == 6)) {
            row(number);
            return;
        }
        table_ = Header::none;  // the table ended
        last_row_.reset();
    }
    // The legend: `x name`, a symbol, one blank, the name (the plot's `+---+` rule and `|`
    // rows are no legend).
    if (text.size() > 2 && kSymbols.find(text[0]) != std::string_view::npos && text[1] == ' ') {
        if (!legend_open_) {
            legend_.clear();
            legend_open_ = true;
        }
        legend_[text[0]] = std::string(scan::trim(text.substr(2)));
    }
}

void Reader::header(Header kind, int number) {
    (void)number;
    ++tables_;
    table_ = kind == Header::ministat_wrapped ? Header::ministat : kind;
    wrapped_header_ = kind == Header::ministat_wrapped;
    label_column_ = kind == Header::labelled ? std::string(tokens_[0]) : std::string();
    if (legend_open_) {
        last_legend_ = legend_;
        legend_open_ = false;
    }
    last_row_.reset();
    difference_lines_ = -1;
}

void Reader::row(int number) {
    last_row_.reset();
    const bool labelled = table_ == Header::labelled;
    const std::size_t first = labelled ? 1 : 2;
    double values[5] = {};
    for (std::size_t i = 0; i < 5; ++i) {
        const scan::Number value = scan::parse_number(tokens_[first + i]);
        if (value.status != scan::NumberStatus::ok) {
            first_run().diagnose(
                Level::warning, number,
                fmt::format("ministat {} \"{}\" {}; the row is skipped", kColumns[i],
                            scan::excerpt(tokens_[first + i]), scan::number_problem(value.status)));
            return;
        }
        values[i] = value.value;
    }
    Summary summary;
    if (!labelled) {
        const auto n = scan::parse_integer(tokens_[1]);
        if (!n || *n < 1) {
            first_run().diagnose(Level::warning, number,
                                 fmt::format("ministat N \"{}\" is not a count; the row is "
                                             "skipped",
                                             scan::excerpt(tokens_[1])));
            return;
        }
        summary.n = static_cast<std::size_t>(*n);
    }
    summary.min = values[0];
    summary.max = values[1];
    summary.median = values[2];
    summary.mean = values[3];
    summary.stddev = values[4];
    std::string name;
    if (labelled) {
        name = label_column_ + "=" + std::string(tokens_[0]);
    } else {
        const char symbol = tokens_[0][0];
        const auto named = last_legend_.find(symbol);
        name = named != last_legend_.end() ? named->second : std::string(1, symbol);
    }
    CaseKey key;
    if (tables_ > 1) {
        key.add("table", std::to_string(tables_));
    }
    const std::size_t index = run_named(name);
    Run& run = runs_[index];
    for (const Observation& seen : run.observations) {
        if (seen.case_key == key) {
            run.diagnose(Level::warning, number,
                         fmt::format("data set '{}' printed twice in one ministat table; the "
                                     "first row stands",
                                     name));
            last_row_.reset();
            return;
        }
    }
    Observation observation{kValue, key, Sample(std::move(summary)), number};
    observation.rounding = rounding_of(tokens_[first + 3]);
    run.observations.push_back(std::move(observation));
    last_row_ = std::pair{index, run.observations.size() - 1};
}

// `-435.95 +/- 170.595`, `-18.8387% +/- 7.37193%`, `(Student's t, pooled s = 728.216)`.
void Reader::difference_line(std::string_view text, int number) {
    ++difference_lines_;
    if (text.starts_with("(Student's t")) {
        difference_lines_ = -1;
        return;
    }
    if (tokens_.size() != 3 || tokens_[1] != "+/-") {
        first_run().diagnose(Level::warning, number,
                             fmt::format("ministat Difference line \"{}\" is not `d +/- e`; the "
                                         "block is not read",
                                         scan::excerpt(text)));
        difference_lines_ = -1;
        return;
    }
    const std::string_view pct = tokens_[0];
    Observation* row = last_row();
    if (!pct.ends_with('%') || row == nullptr) {
        return;  // the absolute difference: ours is computed from the means
    }
    const scan::Number value = scan::parse_number(pct.substr(0, pct.size() - 1));
    if (value.status == scan::NumberStatus::ok) {
        row->source.edit().pct = value.value;
        row->source.edit().pct_decimals = decimals_of(pct.substr(0, pct.size() - 1));
    }
}

// ministat names its data sets after their files: when every name says the same direction
// (`stock.fps`, `phasta.fps`: a rate), that is the direction; otherwise it stays unknown.
Direction direction_of_names(const std::vector<Run>& runs) {
    std::optional<Direction> agreed;
    for (const Run& run : runs) {
        const direction_words::Said said = direction_words::read(run.label);
        if (said.direction == Direction::unknown || (agreed && *agreed != said.direction)) {
            return Direction::unknown;
        }
        agreed = said.direction;
    }
    return agreed.value_or(Direction::unknown);
}

std::vector<Run> Reader::finish() {
    if (runs_.empty()) {
        runs_.emplace_back();
    }
    if (const Direction direction = direction_of_names(runs_); direction != Direction::unknown) {
        for (Run& run : runs_) {
            for (Observation& observation : run.observations) {
                observation.metric.better = direction;
            }
        }
    }
    std::vector<Diagnostic>& diagnostics = runs_.front().diagnostics;
    diagnostics.insert(diagnostics.end(), diagnostics_.diagnostics.begin(),
                       diagnostics_.diagnostics.end());
    runs_.front().unshown_diagnostics += diagnostics_.unshown_diagnostics;
    std::stable_sort(diagnostics.begin(), diagnostics.end(),
                     [](const Diagnostic& a, const Diagnostic& b) { return a.line < b.line; });
    if (runs_.size() == 1 && runs_.front().label.size() == 1) {
        runs_.front().label.clear();  // one set without a legend: the caller names it
    }
    for (Run& run : runs_) {
        run.file = input_.path;
        run.format = std::string(kBenchmark);
    }
    return std::move(runs_);
}

class MinistatParser final : public RunsLineFormatParser<Reader> {
  public:
    MinistatParser()
        : RunsLineFormatParser(kBenchmark,
                               "ministat: the `N Min Max Median Avg Stddev` table, one summary per "
                               "data set named by the x/+/* legend, and its Difference blocks") {}

    double sniff(const SniffHead& head) const override {
        double score = 0.0;
        std::vector<std::string_view> tokens;
        for (const std::string_view text : head.clean_lines()) {
            if (text.empty()) {
                continue;
            }
            if (text.front() == 'D' || text.front() == 'N') {
                if (is_verdict(text)) {
                    return kSureScore;
                }
            }
            if (text.find("Median") == std::string_view::npos) {
                continue;
            }
            scan::split_tokens(text, tokens);
            const Header kind = header_kind(tokens);
            if (kind == Header::ministat || kind == Header::ministat_wrapped) {
                return kSureScore;
            }
            if (kind == Header::labelled) {
                score = kLikeScore;
            }
        }
        return score;
    }
};

}  // namespace

const Parser& ministat_parser() {
    return the_parser<MinistatParser>();
}

}  // namespace benchcmp
