// "unixbench": byte-unixbench's `Run` report (FORMATS-FAMILIES.md section 3): per-test result
// lines `Dhrystone 2 using register variables  33526940.9 lps   (10.0 s, 7 samples)`, then the
// `System Benchmarks Index Values  BASELINE  RESULT  INDEX` table and its `System Benchmarks
// Index Score` line, once per `running N parallel copies of tests` block.
//
// Every score UnixBench prints (lps, lpm, KBps, MWIPS, an index) is higher-is-better. Test
// names hold digits and parentheses (`File Copy 1024 bufsize 2000 maxblocks`, `Shell Scripts
// (8 concurrent)`), so a table row is split from the right: its last cells are the columns.

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "benchcmp/parse.hpp"
#include "parse/common/format_parser.hpp"
#include "parse/common/text_scan.hpp"
#include "parse/parsers.hpp"

namespace benchcmp {

namespace {

constexpr std::string_view kBenchmark = "unixbench";
constexpr std::string_view kScoreLine = "System Benchmarks Index Score";
constexpr std::array kTableHeaders{std::string_view("System Benchmarks Index Values"),
                                   std::string_view("System Benchmarks Partial Index")};
constexpr std::array kUnits{std::string_view("lps"),  std::string_view("lpm"),
                            std::string_view("KBps"), std::string_view("MWIPS"),
                            std::string_view("fps"),  std::string_view("score")};

// The index table header and score line: no other tool prints them.
constexpr double kSureScore = 0.9;
// A result line's `(10.0 s, 7 samples)` tail alone is rarer, but still UnixBench's own.
constexpr double kResultLineScore = 0.8;

enum class Column { baseline, result, index };

// One column of the index table: what it holds and which run it belongs to.
struct TableColumn {
    Column kind;
    std::size_t run;
};

std::string join(const std::vector<std::string_view>& tokens, std::size_t count) {
    std::string joined;
    for (std::size_t i = 0; i < count; ++i) {
        joined += (i == 0 ? "" : " ");
        joined += tokens[i];
    }
    return joined;
}

// Half a unit in the last printed digit: how far rounding may have moved the printed value.
double half_unit(std::string_view text) {
    const std::size_t dot = text.find('.');
    const std::size_t decimals = dot == std::string_view::npos ? 0 : text.size() - dot - 1;
    return 0.5 * std::pow(10.0, -static_cast<double>(decimals));
}

bool is_number(std::string_view token) {
    return scan::parse_number(token).status == scan::NumberStatus::ok;
}

// The cells of a title line, separated by runs of two or more blanks (`Testcase    Base
// with patch` is `Testcase`, `Base`, `with patch`).
std::vector<std::string> title_cells(std::string_view text) {
    std::vector<std::string> cells;
    std::size_t at = 0;
    while (at < text.size()) {
        std::size_t end = at;
        while (end < text.size() &&
               !(scan::is_blank(text[end]) && end + 1 < text.size() &&
                 scan::is_blank(text[end + 1])) &&
               text[end] != '\t') {
            ++end;
        }
        if (const std::string_view cell = scan::trim(text.substr(at, end - at)); !cell.empty()) {
            cells.emplace_back(cell);
        }
        at = end + 1;
    }
    return cells;
}

// The columns named after an index table's first cell (`BASELINE RESULT INDEX`, or `INDEX
// INDEX` for kernels pasted side by side); nullopt when text is no table header. A column
// whose kind the current run already has starts the next run.
std::optional<std::vector<TableColumn>> table_header(std::string_view text) {
    const auto header = std::find_if(kTableHeaders.begin(), kTableHeaders.end(),
                                     [&](std::string_view h) { return text.starts_with(h); });
    if (header == kTableHeaders.end()) {
        return std::nullopt;
    }
    std::vector<TableColumn> columns;
    std::vector<Column> in_run;
    std::size_t run = 0;
    for (const std::string_view token : scan::split_tokens(text.substr(header->size()))) {
        Column kind;
        if (token == "BASELINE") {
            kind = Column::baseline;
        } else if (token == "RESULT") {
            kind = Column::result;
        } else if (token == "INDEX") {
            kind = Column::index;
        } else {
            return std::nullopt;
        }
        if (std::find(in_run.begin(), in_run.end(), kind) != in_run.end()) {
            ++run;
            in_run.clear();
        }
        in_run.push_back(kind);
        columns.push_back(TableColumn{kind, run});
    }
    if (columns.empty()) {
        return std::nullopt;
    }
    return columns;
}

Metric metric(std::string name, std::string_view unit) {
    return Metric{std::string(kBenchmark), std::move(name), std::string(unit),
                  Direction::higher_is_better};
}

class Reader {
  public:
    explicit Reader(std::vector<Run>& runs) : runs_(runs) {}

    void line(std::string_view raw, int number);

  private:
    bool result_line(int number);
    void table_header_line(std::vector<TableColumn> columns, int number);
    bool table_row(std::string_view text, int number);
    bool score_line(int number);
    void add(std::size_t run, Metric metric, std::string_view value, int number);
    Run& run(std::size_t index);

    std::vector<Run>& runs_;
    std::optional<std::string> copies_;  // from `running N parallel copies of tests`
    std::vector<TableColumn> columns_;   // empty: not in an index table
    std::size_t table_runs_ = 1;         // how many runs the last table header named
    bool results_in_block_ = false;      // result lines came before this block's table
    std::string previous_;               // the last non-blank line, which may title columns
    std::vector<std::string_view> tokens_;
};

Run& Reader::run(std::size_t index) {
    while (runs_.size() <= index) {
        runs_.emplace_back();
        runs_.back().file = runs_.front().file;
        runs_.back().format = runs_.front().format;
    }
    return runs_[index];
}

// A value is one run of the test; the same test and copies again (a pasted loop of `Run`) is
// another sample of it.
void Reader::add(std::size_t index, Metric metric, std::string_view value, int number) {
    CaseKey key;
    if (copies_) {
        key.add("copies", *copies_);
    }
    Run& into = run(index);
    const double parsed = scan::parse_number(value).value;
    // Through the run's index, as Run::add_value: searching every observation for each value
    // made 12,000 tests a run take 11 s.
    const ObservationFinder::Found seen = into.finder.find(into.observations, metric, key);
    if (seen.observation != nullptr && seen.observation->sample.is_raw()) {
        seen.observation->sample.values().push_back(parsed);
        seen.observation->last_line = number;
        return;
    }
    Observation observation{std::move(metric), std::move(key), Sample(std::vector{parsed}), number};
    observation.rounding = half_unit(value);
    into.observations.push_back(std::move(observation));
    into.finder.appended(into.observations, seen.hash);
}

// `<test name> <score> <unit> (<time> s, <n> samples)`. The timing tail says nothing about
// the score, so a line whose tail a mailer wrapped to the next line still counts.
bool Reader::result_line(int number) {
    for (std::size_t u = 2; u < tokens_.size(); ++u) {
        if (std::find(kUnits.begin(), kUnits.end(), tokens_[u]) == kUnits.end() ||
            !is_number(tokens_[u - 1]) ||
            (u + 1 < tokens_.size() && !tokens_[u + 1].starts_with('('))) {
            continue;
        }
        add(0, metric(join(tokens_, u - 1), tokens_[u]), tokens_[u - 1], number);
        results_in_block_ = true;
        return true;
    }
    return false;
}

void Reader::table_header_line(std::vector<TableColumn> columns, int number) {
    columns_ = std::move(columns);
    table_runs_ = columns_.back().run + 1;
    if (table_runs_ < 2) {
        return;
    }
    // Runs side by side are named by the last cells of the title line above the header.
    const std::vector<std::string> titles = title_cells(previous_);
    for (std::size_t r = 0; r < table_runs_; ++r) {
        if (titles.size() >= table_runs_ && run(r).label.empty()) {
            run(r).label = titles[titles.size() - table_runs_ + r];
        }
    }
    runs_.front().diagnose(Level::note, number,
                           fmt::format("{} UnixBench runs side by side: each column is a run, "
                                       "the left one first",
                                       table_runs_));
}

// `<test name> <cell>...`, one cell per column; `---` is a test with no baseline.
bool Reader::table_row(std::string_view text, int number) {
    const std::size_t cells = columns_.size();
    if (tokens_.size() <= cells) {
        return false;
    }
    const std::size_t first = tokens_.size() - cells;
    for (std::size_t c = 0; c < cells; ++c) {
        if (tokens_[first + c] != "---" && !is_number(tokens_[first + c])) {
            runs_.front().diagnose(Level::warning, number,
                                   fmt::format("index table row \"{}\" does not end in {} "
                                               "numbers; skipped",
                                               scan::excerpt(text), cells));
            return true;
        }
    }
    const std::string name = join(tokens_, first);
    for (std::size_t c = 0; c < cells; ++c) {
        const TableColumn column = columns_[c];
        const std::string_view cell = tokens_[first + c];
        if (cell == "---" || column.kind == Column::baseline ||
            (column.kind == Column::result && results_in_block_)) {
            continue;  // the baseline is a constant; a result line already gave the score
        }
        add(column.run, metric(column.kind == Column::index ? name + " (index)" : name, ""), cell,
            number);
    }
    return true;
}

// `System Benchmarks Index Score [(Partial Only)] <score>...`, one score per run.
bool Reader::score_line(int number) {
    const std::size_t first = 4;
    if (join(tokens_, std::min(first, tokens_.size())) != kScoreLine) {
        return false;
    }
    std::vector<std::string_view> scores;
    for (std::size_t t = first; t < tokens_.size(); ++t) {
        if (is_number(tokens_[t])) {
            scores.push_back(tokens_[t]);
        }
    }
    if (scores.size() != table_runs_) {
        runs_.front().diagnose(Level::warning, number,
                               fmt::format("{} holds {} scores for {} runs; skipped", kScoreLine,
                                           scores.size(), table_runs_));
        return true;
    }
    for (std::size_t r = 0; r < scores.size(); ++r) {
        add(r, metric(std::string(kScoreLine), ""), scores[r], number);
    }
    return true;
}

void Reader::line(std::string_view raw, int number) {
    const std::string_view text = scan::clean_line(raw);
    scan::split_tokens(text, tokens_);
    if (tokens_.empty()) {
        columns_.clear();
        return;
    }
    if (tokens_.size() >= 6 && tokens_[1].starts_with("CPU") && tokens_[4] == "running" &&
        scan::parse_integer(tokens_[5])) {
        copies_ = std::string(tokens_[5]);
        results_in_block_ = false;
        columns_.clear();
    } else if (auto columns = table_header(text)) {
        table_header_line(std::move(*columns), number);
    } else if (score_line(number)) {
        columns_.clear();
    } else if (text.find_first_not_of("=- ") == std::string_view::npos) {
        // a rule under the index column(s)
    } else if (!columns_.empty()) {
        if (!table_row(text, number)) {
            columns_.clear();
        }
    } else {
        result_line(number);
    }
    previous_ = std::string(text);
}

class UnixbenchParser final : public FormatParser {
  public:
    UnixbenchParser()
        : FormatParser(
              kBenchmark,
              "UnixBench (byte-unixbench Run) result lines and index table, per copy count") {}

    double sniff(const SniffHead& head) const override {
        double score = 0.0;
        for (const std::string_view text : head.clean_lines()) {
            if (table_header(text) || text.starts_with(kScoreLine) ||
                text.starts_with("BYTE UNIX Benchmarks")) {
                return kSureScore;
            }
            if (text.ends_with(" samples)") && text.find(" s, ") != std::string_view::npos) {
                score = kResultLineScore;
            }
        }
        return score;
    }

    std::vector<Run> parse(const InputText& input) const override {
        std::vector<Run> runs(1);
        runs.front().file = input.path;
        runs.front().format = std::string(name());
        Reader reader(runs);
        scan::feed_lines(reader, input.content);
        return runs;
    }
};

}  // namespace

const Parser& unixbench_parser() {
    return the_parser<UnixbenchParser>();
}

}  // namespace benchcmp
