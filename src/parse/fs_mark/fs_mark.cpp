// "fs-mark": fs_mark 3.x (Ric Wheeler's file creation benchmark) as it prints on stdout
// (fs_mark.c, print_run_info and print_iteration_stats):
//
//   #  fs_mark  -d  /mnt/scratch/0  -s  4096  -n  2000  -L  4  -S  1  -t  1
//   #   Version 3.3, 1 thread(s) starting at Fri Dec  4 22:35:22 2026
//   #   Sync method: INBAND FSYNC: fsync() per file in write loop.
//   ...
//   FSUse%        Count         Size    Files/sec     App Overhead
//       73         2000         4096        289.4            27716
//       73         4000         4096        289.7            31691
//
// one row (`%6u %12u %12u %12.1f %16llu`) per iteration of `-L N`: the file system's use, the
// files written so far (a running total), the file size, the files created per second (the
// result, higher is better) and the microseconds spent outside the file system calls (lower
// is better). `-v` adds the Min/Avg/Max microseconds of each call (CREAT, WRITE, FSYNC, SYNC,
// CLOSE, UNLINK); their averages are read. The iterations of one table are runs of one test:
// a raw sample per metric, keyed by the file size and, when the run info above says so, the
// thread count and sync method.
//
// How people paste it: quoted, the header once over rows they picked, FSUse% dropped by hand
// (`Count  Size  Files/sec  App Overhead`), the header's first letter lost (`SUse%`), a
// verbose row wrapped by the mailer (joined when the next line completes it), and labels
// inside the table between the header and each variant's row (`before:` / `after:`): the
// header is shared, so each label names the rows below it.

#include <fmt/format.h>

#include <array>
#include <cstdint>
#include <numeric>
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

using Tokens = std::vector<std::string_view>;

constexpr std::string_view kFormat = "fs-mark";
constexpr std::string_view kBenchmark = "fs_mark";
// The table header or the run info's version line: no other tool prints them.
constexpr double kSureScore = 0.9;

// The columns every row has after FSUse%: Count, Size, Files/sec, App Overhead.
constexpr std::size_t kBaseColumns = 4;
// `-v`: Min/Avg/Max of six system calls after App Overhead.
constexpr std::array<std::string_view, 6> kCalls = {"creat", "write", "fsync",
                                                    "sync",  "close", "unlink"};
constexpr std::size_t kVerboseColumns = kCalls.size() * 3;
// A label inside a table is a short line; a sentence ending in `:` is prose.
constexpr std::size_t kMaxLabelBytes = 40;

bool is_number(std::string_view token) {
    return scan::parse_number(token).status == scan::NumberStatus::ok;
}

bool all_numbers(const Tokens& tokens) {
    for (const std::string_view token : tokens) {
        if (!is_number(token)) {
            return false;
        }
    }
    return !tokens.empty();
}

// The columns a header names.
struct Layout {
    bool fs_use = true;    // the FSUse% column is there (an author may drop it)
    bool verbose = false;  // `-v`: the system call columns follow
    std::size_t columns() const {
        return (fs_use ? 1 : 0) + kBaseColumns + (verbose ? kVerboseColumns : 0);
    }
};

// `FSUse%  Count  Size  Files/sec  App Overhead [CREAT (Min/Avg/Max) ...]`, its first column
// dropped or its first letter lost.
std::optional<Layout> read_header(std::string_view text) {
    Tokens tokens = scan::split_tokens(text);
    if (tokens.size() < 5) {
        return std::nullopt;
    }
    Layout layout;
    std::size_t at = 0;
    if (tokens[0] != "Count") {
        if (!tokens[0].ends_with("Use%")) {
            return std::nullopt;
        }
        at = 1;
    } else {
        layout.fs_use = false;
    }
    constexpr std::array<std::string_view, 5> kWords = {"Count", "Size", "Files/sec", "App",
                                                        "Overhead"};
    for (const std::string_view word : kWords) {
        if (at >= tokens.size() || tokens[at] != word) {
            return std::nullopt;
        }
        ++at;
    }
    layout.verbose = at < tokens.size() && tokens[at] == "CREAT";
    return layout;
}

// `#	Version 3.3, 16 thread(s) starting at ...`: the thread count.
std::optional<std::string_view> read_threads(std::string_view text) {
    const std::size_t version = text.find("Version ");
    const std::size_t threads = text.find(" thread(s) starting at");
    if (version == std::string_view::npos || threads == std::string_view::npos ||
        threads < version) {
        return std::nullopt;
    }
    const std::size_t comma = text.rfind(", ", threads);
    if (comma == std::string_view::npos || comma < version) {
        return std::nullopt;
    }
    const std::string_view count = text.substr(comma + 2, threads - comma - 2);
    if (!scan::parse_integer(count)) {
        return std::nullopt;
    }
    return count;
}

// `#	Sync method: NO SYNC: Test does not issue sync() or fsync() calls.`: "NO SYNC".
std::optional<std::string_view> read_sync(std::string_view text) {
    constexpr std::string_view kSync = "Sync method: ";
    const std::size_t at = text.find(kSync);
    if (at == std::string_view::npos) {
        return std::nullopt;
    }
    const std::string_view rest = text.substr(at + kSync.size());
    const std::size_t colon = rest.find(':');
    if (colon == std::string_view::npos || colon == 0) {
        return std::nullopt;
    }
    return scan::trim(rest.substr(0, colon));
}

// A label line inside a table: `before:`, `patched kernel:`; one colon, at the end.
std::optional<std::string_view> read_label(std::string_view text) {
    if (text.size() < 2 || text.size() > kMaxLabelBytes || !text.ends_with(':') ||
        text.find(':') != text.size() - 1 || text.starts_with('#')) {
        return std::nullopt;
    }
    return scan::trim(text.substr(0, text.size() - 1));
}

double half_unit(std::string_view printed) {
    const std::size_t dot = printed.find('.');
    double half = 0.5;
    if (dot != std::string_view::npos) {
        for (std::size_t i = dot + 1; i < printed.size(); ++i) {
            half /= 10.0;
        }
    }
    return half;
}

// A row read, kept until its table (or the stretch under one label) ends: the files each
// iteration writes, a case key, is known only from all of them.
struct PendingRow {
    std::vector<std::string> cells;
    int line = 0;
};

// The files one iteration writes (`-n` times the thread count): Count is the running total,
// so every row's Count is a multiple of it, and the greatest common divisor of the Counts of
// two or more consecutive iterations is exactly it (a single row's Count, that of the first
// iteration as a one-iteration run prints). 0 when a Count is not a whole number.
std::uint64_t files_per_iteration(const std::vector<PendingRow>& rows, std::size_t column) {
    std::uint64_t divisor = 0;
    for (const PendingRow& row : rows) {
        const std::optional<std::int64_t> count = scan::parse_integer(row.cells[column]);
        if (!count || *count <= 0) {
            return 0;
        }
        divisor = std::gcd(divisor, static_cast<std::uint64_t>(*count));
    }
    return divisor;
}

class Reader {
  public:
    Reader(std::vector<Run>& runs, const InputText& input) : runs_(runs), input_(input) {}

    void line(std::string_view raw, int number);
    void finish();

  private:
    void run_info(std::string_view text);
    void table_line(std::string_view text, int number);
    void keep_row(const Tokens& cells, int number);
    void flush_rows();
    void drop_wrapped();
    void row(const std::vector<std::string>& cells, const CaseKey& key, int number);
    void add(Run& run, const Metric& metric, const CaseKey& key, std::string_view printed,
             int number);
    Run& run_for(std::string_view label);

    std::vector<Run>& runs_;
    const InputText& input_;
    Tokens tokens_;
    std::optional<Layout> layout_;  // the header of the table being read
    int header_line_ = 0;
    std::string threads_, sync_;        // from the run info above the table
    std::string label_;                 // the label inside the table naming the rows below it
    std::vector<std::string> wrapped_;  // a verbose row's cells before the mailer's wrap
    std::string wrapped_text_;
    int wrapped_line_ = 0;
    std::vector<PendingRow> rows_;  // the rows of the table (under its label) so far
};

void Reader::line(std::string_view raw, int number) {
    const std::string_view text = scan::clean_line(raw);
    if (text.empty()) {
        finish();
        layout_.reset();
        return;
    }
    if (text.front() == '#') {
        finish();
        run_info(text);
        return;
    }
    if (const std::optional<Layout> layout = read_header(text)) {
        finish();
        layout_ = layout;
        header_line_ = number;
        return;
    }
    if (layout_) {
        table_line(text, number);
    }
}

void Reader::run_info(std::string_view text) {
    if (const auto threads = read_threads(text)) {
        threads_ = std::string(*threads);
        sync_.clear();
    } else if (const auto sync = read_sync(text)) {
        sync_ = std::string(*sync);
    }
}

// A line under a header: a row, the tail of a wrapped row, a label naming the rows below
// it, or text that ends the table.
void Reader::table_line(std::string_view text, int number) {
    scan::split_tokens(text, tokens_);
    if (!all_numbers(tokens_)) {
        finish();
        if (const auto label = read_label(text)) {
            label_ = std::string(*label);
        } else {
            layout_.reset();
        }
        return;
    }
    const std::size_t want = layout_->columns();
    if (!wrapped_.empty() && tokens_.size() == want) {
        drop_wrapped();  // a whole row: the one above was cut, not wrapped
    }
    if (!wrapped_.empty()) {
        std::vector<std::string> joined = std::move(wrapped_);
        wrapped_.clear();
        joined.insert(joined.end(), tokens_.begin(), tokens_.end());
        if (joined.size() == want) {
            rows_.push_back(PendingRow{std::move(joined), wrapped_line_});
            return;
        }
        run_for(label_).diagnose(
            Level::warning, wrapped_line_,
            fmt::format("fs_mark row \"{}\" has {} columns with the line below it, the "
                        "header on line {} names {}; skipped",
                        wrapped_text_, joined.size(), header_line_, want));
        return;
    }
    if (tokens_.size() < want && layout_->verbose && tokens_.size() > kBaseColumns) {
        wrapped_.assign(tokens_.begin(), tokens_.end());
        wrapped_text_ = scan::excerpt(text, 60);
        wrapped_line_ = number;
        return;
    }
    if (tokens_.size() != want) {
        run_for(label_).diagnose(
            Level::warning, number,
            fmt::format("fs_mark row \"{}\" has {} columns, the header on "
                        "line {} names {}; skipped",
                        scan::excerpt(text, 60), tokens_.size(), header_line_, want));
        return;
    }
    rows_.push_back(PendingRow{std::vector<std::string>(tokens_.begin(), tokens_.end()), number});
}

// The rows of a table (or of one label's stretch of it), now that all are known.
void Reader::flush_rows() {
    if (rows_.empty() || !layout_) {
        rows_.clear();
        return;
    }
    const std::size_t first = layout_->fs_use ? 1 : 0;
    const std::uint64_t files = files_per_iteration(rows_, first);
    for (const PendingRow& pending : rows_) {
        CaseKey key;
        key.add("size", pending.cells[first + 1]);
        if (files != 0) {
            key.add("files", std::to_string(files));
        }
        if (!threads_.empty()) {
            key.add("threads", threads_);
        }
        if (!sync_.empty()) {
            key.add("sync", sync_);
        }
        row(pending.cells, key, pending.line);
    }
    rows_.clear();
}

void Reader::row(const std::vector<std::string>& cells, const CaseKey& key, int number) {
    const std::size_t first = layout_->fs_use ? 1 : 0;
    Run& run = run_for(label_);
    const std::string benchmark(kBenchmark);
    add(run, Metric{benchmark, "files_per_sec", "files/s", Direction::higher_is_better}, key,
        cells[first + 2], number);
    add(run, Metric{benchmark, "app_overhead", "us", Direction::lower_is_better}, key,
        cells[first + 3], number);
    if (layout_->verbose) {
        // Min/Avg/Max of each call: the average is the call's typical time.
        for (std::size_t c = 0; c < kCalls.size(); ++c) {
            add(run,
                Metric{benchmark, fmt::format("{}_avg", kCalls[c]), "us",
                       Direction::lower_is_better},
                key, cells[first + kBaseColumns + c * 3 + 1], number);
        }
    }
}

void Reader::add(Run& run, const Metric& metric, const CaseKey& key, std::string_view printed,
                 int number) {
    run.add_value(metric, key, scan::parse_number(printed).value, number);
    const ObservationFinder::Found found = run.finder.find(run.observations, metric, key);
    if (found.observation != nullptr) {
        found.observation->rounding = half_unit(printed);
    }
}

// A wrapped row whose tail never came: said once, where it starts.
void Reader::drop_wrapped() {
    if (wrapped_.empty()) {
        return;
    }
    run_for(label_).diagnose(Level::warning, wrapped_line_,
                             fmt::format("fs_mark row \"{}\" has {} columns, the header on line "
                                         "{} names {}; skipped",
                                         wrapped_text_, wrapped_.size(), header_line_,
                                         layout_ ? layout_->columns() : 0));
    wrapped_.clear();
}

// The end of a table or of one label's stretch of it: its rows are read.
void Reader::finish() {
    drop_wrapped();
    flush_rows();
}

// The run a label inside a table names; the unnamed first run takes the first label when it
// holds nothing yet (the label right under the header).
Run& Reader::run_for(std::string_view label) {
    if (runs_.size() == 1 && runs_.front().label.empty() && runs_.front().observations.empty() &&
        !label.empty()) {
        runs_.front().label = std::string(label);
        return runs_.front();
    }
    for (Run& run : runs_) {
        if (run.label == label) {
            return run;
        }
    }
    if (label.empty()) {
        return runs_.front();
    }
    Run run;
    run.file = input_.path;
    run.format = std::string(kFormat);
    run.label = std::string(label);
    runs_.push_back(std::move(run));
    return runs_.back();
}

class FsMarkParser final : public FormatParser {
  public:
    FsMarkParser()
        : FormatParser(kFormat,
                       "fs_mark's `FSUse% Count Size Files/sec App Overhead` table, one row per "
                       "iteration (`-v`'s system call times too)") {}

    std::vector<Run> parse(const InputText& input) const override {
        std::vector<Run> runs(1);
        runs.front().file = input.path;
        runs.front().format = std::string(kFormat);
        Reader reader(runs, input);
        scan::feed_lines(reader, input.content);
        reader.finish();
        return runs;
    }

    // The header is fs_mark's own line, never a label of the post.
    bool prints_banner(std::string_view line) const override {
        return read_header(line).has_value();
    }

    double sniff(const SniffHead& head) const override {
        for (const std::string_view text : head.clean_lines()) {
            if (text.empty()) {
                continue;
            }
            if (text.front() == '#' ? read_threads(text).has_value()
                                    : text.find("Files/sec") != std::string_view::npos &&
                                          read_header(text).has_value()) {
                return kSureScore;
            }
        }
        return 0.0;
    }
};

}  // namespace

const Parser& fs_mark_parser() {
    return the_parser<FsMarkParser>();
}

}  // namespace benchcmp
