// "iozone": the results IOzone (iozone.c 3.x) prints on stdout, in its three shapes:
//
// - auto mode (`-a`, or one size and record length): a two-line header over one row per file
//   size and record length, one throughput column per test (KB/s unless the splash says
//   otherwise),
//
//                                                         random  random    bkwd   record   stride
//                 KB  reclen   write rewrite    read    reread    read   write    read  rewrite
//                 read
//            1048576       4   73070   36713    75187    74916    1292     674   26724    45514
//            8491
//
//   where the second line names `read` three times: the columns are fixed by position (write,
//   rewrite, read, reread, random read, random write, backward read, record rewrite, stride
//   read, fwrite, frewrite, fread, freread, then -E's pwrite ... repreadv), so the metric is
//   the position's test;
// - `-R`'s "Excel" report after the table (dump_excel): per test a quoted title (`"Writer
//   report"`), a line of quoted record lengths and one row per file size (`"1048576"  73070
//   68777 ...`). It repeats the table above it, so it is read only when no table was;
//   excluded tests are stored as 0 there and skipped; the CPU utilization reports are not read;
// - throughput mode (`-t N`): `Children see throughput for 12 initial writers = 4732581.09
//   kB/sec` per test (the aggregate of the N processes, the figure people compare; `Parent
//   sees`, `Min/Max/Avg throughput per process` and `Min xfer` are its context).
//
// Mail damage: a row or header wrapped onto a second line (joined when the next line completes
// it), quote prefixes. A row whose values do not fill the header's columns (a test left out
// with `-i` prints blanks there) cannot be lined up with the tests and is skipped with a
// warning.

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <iterator>
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

constexpr std::string_view kFormat = "iozone";
constexpr std::string_view kBenchmark = "iozone";
// Its table header, an Excel report title, a throughput line or its banner: iozone's own.
constexpr double kSureScore = 0.9;

// A test column of the auto-mode table: the name its second header line prints and the
// metric of that position.
struct Column {
    std::string_view printed;
    std::string_view metric;
};
constexpr std::array<Column, 21> kColumns = {{
    {"write", "write"},         {"rewrite", "rewrite"},        {"read", "read"},
    {"reread", "reread"},       {"read", "random_read"},       {"write", "random_write"},
    {"read", "bkwd_read"},      {"rewrite", "record_rewrite"}, {"read", "stride_read"},
    {"fwrite", "fwrite"},       {"frewrite", "frewrite"},      {"fread", "fread"},
    {"freread", "freread"},     {"pwrite", "pwrite"},          {"repwrite", "repwrite"},
    {"pread", "pread"},         {"repread", "repread"},        {"pwritev", "pwritev"},
    {"repwritev", "repwritev"}, {"preadv", "preadv"},          {"repreadv", "repreadv"},
}};

// dump_excel's titles, each the report of one test.
struct Report {
    std::string_view title;
    std::string_view metric;
};
constexpr std::array<Report, 21> kReports = {{
    {"Writer report", "write"},
    {"Re-writer report", "rewrite"},
    {"Reader report", "read"},
    {"Re-Reader report", "reread"},
    {"Random read report", "random_read"},
    {"Random write report", "random_write"},
    {"Backward read report", "bkwd_read"},
    {"Record rewrite report", "record_rewrite"},
    {"Stride read report", "stride_read"},
    {"Fwrite report", "fwrite"},
    {"Re-Fwrite report", "frewrite"},
    {"Fread report", "fread"},
    {"Re-Fread report", "freread"},
    {"Pwrite report", "pwrite"},
    {"Re-Pwrite report", "repwrite"},
    {"Pread report", "pread"},
    {"Re-Pread report", "repread"},
    {"Pwritev report", "pwritev"},
    {"Re-Pwritev report", "repwritev"},
    {"Preadv report", "preadv"},
    {"Re-Preadv report", "repreadv"},
}};

bool is_integer(std::string_view token) {
    return scan::parse_integer(token).has_value();
}

bool all_integers(const Tokens& tokens) {
    for (const std::string_view token : tokens) {
        if (!is_integer(token)) {
            return false;
        }
    }
    return !tokens.empty();
}

// `"4"`, `"1048576"`: a quoted integer of the Excel report, without its quotes.
std::optional<std::string_view> unquote_integer(std::string_view token) {
    if (token.size() < 3 || token.front() != '"' || token.back() != '"') {
        return std::nullopt;
    }
    const std::string_view inner = token.substr(1, token.size() - 2);
    return is_integer(inner) ? std::optional<std::string_view>(inner) : std::nullopt;
}

// The header's test names from `first` on continue kColumns at position `at`.
bool continues_columns(const Tokens& tokens, std::size_t first, std::size_t at) {
    if (first >= tokens.size() || at + tokens.size() - first > kColumns.size()) {
        return false;
    }
    for (std::size_t i = first; i < tokens.size(); ++i) {
        if (tokens[i] != kColumns[at + i - first].printed) {
            return false;
        }
    }
    return true;
}

// `KB  reclen   write rewrite ...` (`kB` in later builds): the number of test columns.
std::optional<std::size_t> read_header(const Tokens& tokens) {
    if (tokens.size() < 3 || (tokens[0] != "KB" && tokens[0] != "kB") || tokens[1] != "reclen" ||
        !continues_columns(tokens, 2, 0)) {
        return std::nullopt;
    }
    return tokens.size() - 2;
}

// A line of the header's words alone: its first line (`random  random  bkwd  record  stride`)
// or a piece of either line that a mailer wrapped (`write    read  rewrite     read`).
bool is_header_words(const Tokens& tokens) {
    if (tokens.empty()) {
        return false;
    }
    for (const std::string_view token : tokens) {
        const bool top =
            token == "random" || token == "bkwd" || token == "record" || token == "stride";
        bool column = false;
        for (const Column& c : kColumns) {
            column = column || token == c.printed;
        }
        if (!top && !column) {
            return false;
        }
    }
    return true;
}

// `"Writer report"`: the metric of that report; "" for another quoted report title (the CPU
// utilization ones), nullopt for any other line.
std::optional<std::string_view> read_report_title(std::string_view text) {
    if (text.size() < 3 || text.front() != '"' || text.back() != '"' ||
        text.find(" report") == std::string_view::npos) {
        return std::nullopt;
    }
    const std::string_view title = text.substr(1, text.size() - 2);
    for (const Report& report : kReports) {
        if (title == report.title) {
            return report.metric;
        }
    }
    return std::string_view();
}

// `Children see throughput for 12 initial writers = 4732581.09 kB/sec`.
struct Throughput {
    std::string test;  // "initial writers"
    std::string children;
    double value = 0.0;
    std::string unit;
};

std::optional<Throughput> read_throughput(std::string_view text) {
    constexpr std::string_view kLead = "Children see throughput for ";
    if (!text.starts_with(kLead)) {
        return std::nullopt;
    }
    const std::size_t equals = text.find('=');
    if (equals == std::string_view::npos) {
        return std::nullopt;
    }
    const Tokens what = scan::split_tokens(text.substr(kLead.size(), equals - kLead.size()));
    const Tokens value = scan::split_tokens(text.substr(equals + 1));
    if (what.size() < 2 || !is_integer(what[0]) || value.size() != 2 ||
        !value[1].ends_with("/sec")) {
        return std::nullopt;
    }
    const scan::Number number = scan::parse_number(value[0]);
    if (number.status != scan::NumberStatus::ok) {
        return std::nullopt;
    }
    Throughput out;
    out.children = std::string(what[0]);
    for (std::size_t i = 1; i < what.size(); ++i) {
        out.test += out.test.empty() ? "" : " ";
        out.test += what[i];
    }
    out.value = number.value;
    out.unit = std::string(value[1].substr(0, value[1].size() - 4)) + "/s";
    return out;
}

std::string metric_of_test(std::string_view test) {
    std::string name(test);
    for (char& c : name) {
        c = c == ' ' || c == '-' ? '_' : c;
    }
    return name;
}

// A title above a table's header, blank lines between allowed (`Without zcache`, `before
// 7e55c60acfbb:`): a short line, not a sentence (`It's losing some steam here.`), and not
// iozone's own (Reader::line leaves those out).
std::string title_of(std::string_view text) {
    constexpr std::size_t kMaxTitleBytes = 60;
    if (text.empty() || text.size() > kMaxTitleBytes || text.front() == '#' ||
        text.front() == '"' || text.ends_with('.')) {
        return {};
    }
    std::string_view title = text;
    if (title.ends_with(':')) {
        title = scan::trim(title.substr(0, title.size() - 1));
    }
    return std::string(title);
}

// Moves every value of from into to, as if read there.
void merge_into(Run& to, Run& from) {
    for (Observation& observation : from.observations) {
        for (const double value : observation.sample.values()) {
            to.add_value(observation.metric, observation.case_key, value, observation.line);
        }
        const ObservationFinder::Found found =
            to.finder.find(to.observations, observation.metric, observation.case_key);
        if (found.observation != nullptr) {
            found.observation->rounding = observation.rounding;
        }
    }
    for (Diagnostic& diagnostic : from.diagnostics) {
        to.diagnostics.push_back(std::move(diagnostic));
    }
}

// Whether other text (prose) stands between a group of results and the group before it.
struct Group {
    bool apart = false;
};

// iozone's own lines around its results: the splash, a throughput run's context lines, its
// command line. Any other text between two runs is the author's.
bool is_iozone_text(std::string_view text) {
    constexpr std::array<std::string_view, 13> kOwn = {
        "Parent sees throughput", "Min throughput per", "Max throughput per",
        "Avg throughput per",     "Min xfer",           "CPU Utilization:",
        "CPU utilization:",       "Output is in",       "Time Resolution",
        "Processor cache",        "File size set to",   "Record Size",
        "Excel output is below"};
    for (const std::string_view own : kOwn) {
        if (text.starts_with(own)) {
            return true;
        }
    }
    return text.find("iozone") != std::string_view::npos ||
           text.find("Iozone") != std::string_view::npos;
}

class Reader {
  public:
    explicit Reader(const InputText& input) : input_(input) { start_group({}); }

    void line(std::string_view raw, int number);
    void finish() { drop_wrapped(); }
    std::vector<Run> runs();

  private:
    void start_group(std::string title);
    void throughput(const Throughput& t, std::string_view title, int number);
    Run& run() { return groups_.back(); }
    void splash(std::string_view text);
    bool header_line(std::string_view text, const std::string& title, int number);
    void table_row(std::string_view text, int number);
    void excel_line(std::string_view text, int number);
    void add_row(const std::vector<std::string>& cells, int number);
    void add(std::string_view metric, const CaseKey& key, double value, int number);
    void drop_wrapped();

    const InputText& input_;
    std::vector<Run> groups_;  // one per table or throughput run, named by its title line
    std::vector<Group> info_;  // by group
    bool prose_ = false;       // text not iozone's since the last group started
    std::string previous_;     // the non-blank line above, as a title
    Tokens tokens_;
    std::size_t columns_ = 0;  // test columns of the table being read; 0 outside one
    int header_line_ = 0;
    bool header_open_ = false;  // the header line may continue on the next line (a wrap)
    bool in_splash_ = false;    // between iozone's banner and its first result
    std::string splash_title_;  // the title above the banner
    bool table_read_ = false;   // a table was read: the Excel report repeats it
    std::vector<std::string> wrapped_;
    std::string wrapped_text_;
    int wrapped_line_ = 0;
    std::optional<std::string_view> report_;  // the Excel report being read ("" : skipped)
    std::vector<std::string> reclens_;        // its record lengths
    bool skip_excel_noted_ = false;
    std::string unit_ = "KB/s";
    Direction better_ = Direction::higher_is_better;
};

void Reader::line(std::string_view raw, int number) {
    const std::string_view text = scan::clean_line(raw);
    if (text.empty()) {
        drop_wrapped();
        header_open_ = false;
        return;  // the title above stays the one above
    }
    const std::string above = std::move(previous_);
    if (text.starts_with("Iozone: Performance Test of File I/O")) {
        in_splash_ = true;
        splash_title_ = above;  // the title over the whole output names its table
    }
    // The splash (banner, version, contributors, options) is iozone's: no title, no prose.
    previous_ = in_splash_ || is_iozone_text(text) ? std::string() : title_of(text);
    if (text.front() == '"') {
        excel_line(text, number);
        return;
    }
    if (const std::optional<Throughput> t = read_throughput(text)) {
        in_splash_ = false;
        throughput(*t, above, number);
        return;
    }
    if (header_line(text, above, number)) {
        in_splash_ = in_splash_ && columns_ == 0;  // a header ends it; its top line does not
        return;
    }
    if (columns_ != 0) {
        table_row(text, number);
    } else {
        splash(text);
        prose_ = prose_ || (!in_splash_ && !is_iozone_text(text));
    }
}

// A throughput line; the same test again starts another run of iozone.
void Reader::throughput(const Throughput& t, std::string_view title, int number) {
    CaseKey key;
    key.add("children", t.children);
    const Metric metric{std::string(kBenchmark), metric_of_test(t.test), t.unit,
                        Direction::higher_is_better};
    if (run().finder.find(run().observations, metric, key).observation != nullptr ||
        columns_ != 0 || prose_) {
        start_group(title.empty() ? std::exchange(splash_title_, {}) : std::string(title));
    }
    splash_title_.clear();
    columns_ = 0;
    run().add_value(metric, key, t.value, number);
}

void Reader::start_group(std::string title) {
    if (!groups_.empty() && groups_.back().observations.empty() &&
        groups_.back().diagnostics.empty()) {
        groups_.back().label = std::move(title);
        info_.back() = Group{info_.back().apart || prose_};
        prose_ = false;
        return;
    }
    info_.push_back(Group{prose_});
    prose_ = false;
    Run group;
    group.file = input_.path;
    group.format = std::string(kFormat);
    group.label = std::move(title);
    groups_.push_back(std::move(group));
}

// The groups as runs. When every table has a title and they name two or more (`Without
// zcache` and `With zcache` over one table each), one run per title. Otherwise a group joins
// the one before it when only iozone's own lines stand between them (a loop's runs); after
// the author's text (`Here's 65f746e8285f ...` over each kernel's run) it is kept apart, named
// by its title or its place (`iozone run 2`): pooled, two kernels' runs would be one mean.
std::vector<Run> Reader::runs() {
    std::vector<Diagnostic> untabled;  // diagnostics of stretches that read no value
    std::vector<std::size_t> tables;
    bool titled = true;
    for (std::size_t g = 0; g < groups_.size(); ++g) {
        if (groups_[g].observations.empty()) {
            std::move(groups_[g].diagnostics.begin(), groups_[g].diagnostics.end(),
                      std::back_inserter(untabled));
            groups_[g].diagnostics.clear();
        } else {
            tables.push_back(g);
            titled = titled && !groups_[g].label.empty();
        }
    }
    std::vector<Run> out;
    std::vector<std::string> titles;
    if (titled) {
        for (const std::size_t g : tables) {
            titles.push_back(groups_[g].label);
        }
        std::sort(titles.begin(), titles.end());
        titled = std::unique(titles.begin(), titles.end()) - titles.begin() >= 2;
    }
    for (const std::size_t g : tables) {
        Run& group = groups_[g];
        if (!titled && out.empty()) {
            out.push_back(std::move(group));
            continue;
        }
        auto same = titled ? std::find_if(out.begin(), out.end(),
                                          [&](const Run& r) { return r.label == group.label; })
                           : (info_[g].apart ? out.end() : out.end() - 1);
        if (same == out.end()) {
            if (group.label.empty()) {
                group.label = fmt::format("iozone run {}", out.size() + 1);
            }
            out.push_back(std::move(group));
        } else {
            merge_into(*same, group);
        }
    }
    if (out.empty()) {
        out.push_back(std::move(groups_.front()));
    } else if (out.size() == 1) {
        out.front().label.clear();
    } else if (out.front().label.empty()) {
        out.front().label = "iozone run 1";
    }
    std::move(untabled.begin(), untabled.end(), std::back_inserter(out.front().diagnostics));
    return out;
}

// The splash says which unit the table holds (`-O` ops/s, `-N` microseconds per operation),
// and so does an iozone command line with those options.
void Reader::splash(std::string_view text) {
    bool ops = text.find("Output is in operations per second") != std::string_view::npos;
    bool micros = text.find("Output is in microseconds per operation") != std::string_view::npos;
    if (text.find("iozone ") != std::string_view::npos) {
        for (const std::string_view token : scan::split_tokens(text)) {
            ops = ops || token == "-O";
            micros = micros || token == "-N";
        }
    }
    if (ops) {
        unit_ = "ops/s";
    } else if (micros) {
        unit_ = "us/op";
        better_ = Direction::lower_is_better;
    }
}

// The table's header, or the tail of one a mailer wrapped (`write    read  rewrite  read`).
bool Reader::header_line(std::string_view text, const std::string& title, int number) {
    scan::split_tokens(text, tokens_);
    if (is_header_words(tokens_) && !header_open_) {
        previous_ = title;  // the header's first line: the title is the line above it
        return true;
    }
    if (const std::optional<std::size_t> columns = read_header(tokens_)) {
        drop_wrapped();
        start_group(title.empty() ? std::exchange(splash_title_, {}) : title);
        splash_title_.clear();
        columns_ = *columns;
        header_line_ = number;
        header_open_ = true;
        return true;
    }
    if (header_open_ && continues_columns(tokens_, 0, columns_)) {
        columns_ += tokens_.size();
        return true;
    }
    header_open_ = false;
    return false;
}

void Reader::table_row(std::string_view text, int number) {
    if (!all_integers(tokens_)) {
        drop_wrapped();
        columns_ = 0;  // text after the table (`Average:`, prose) ends it
        splash(text);
        prose_ = prose_ || !is_iozone_text(text);
        return;
    }
    const std::size_t want = columns_ + 2;
    if (!wrapped_.empty() && tokens_.size() != want) {
        std::vector<std::string> joined = std::move(wrapped_);
        wrapped_.clear();
        joined.insert(joined.end(), tokens_.begin(), tokens_.end());
        if (joined.size() == want) {
            add_row(joined, wrapped_line_);
            return;
        }
        run().diagnose(Level::warning, wrapped_line_,
                       fmt::format("iozone row \"{}\" has {} values with the line below it, "
                                   "the header on line {} names {}; skipped",
                                   wrapped_text_, joined.size(), header_line_, want));
        return;
    }
    drop_wrapped();
    if (tokens_.size() < want && tokens_.size() >= 3) {
        wrapped_.assign(tokens_.begin(), tokens_.end());
        wrapped_text_ = scan::excerpt(text, 60);
        wrapped_line_ = number;
        return;
    }
    if (tokens_.size() != want) {
        run().diagnose(Level::warning, number,
                       fmt::format("iozone row \"{}\" has {} values, the header on line {} "
                                   "names {}; skipped",
                                   scan::excerpt(text, 60), tokens_.size(), header_line_, want));
        return;
    }
    add_row(std::vector<std::string>(tokens_.begin(), tokens_.end()), number);
}

// A row that left fewer values than the header names, and no line completed it: said once.
void Reader::drop_wrapped() {
    if (wrapped_.empty()) {
        return;
    }
    run().diagnose(Level::warning, wrapped_line_,
                   fmt::format("iozone row \"{}\" has {} values, the header on line {} names {} "
                               "(a test left out with -i prints blanks); skipped",
                               wrapped_text_, wrapped_.size(), header_line_, columns_ + 2));
    wrapped_.clear();
}

void Reader::add_row(const std::vector<std::string>& cells, int number) {
    CaseKey key;
    key.add("file_kb", cells[0]);
    key.add("reclen_kb", cells[1]);
    for (std::size_t c = 2; c < cells.size(); ++c) {
        add(kColumns[c - 2].metric, key, scan::parse_number(cells[c]).value, number);
    }
    table_read_ = true;
}

void Reader::add(std::string_view metric, const CaseKey& key, double value, int number) {
    const Metric m{std::string(kBenchmark), std::string(metric), unit_, better_};
    run().add_value(m, key, value, number);
    const ObservationFinder::Found found = run().finder.find(run().observations, m, key);
    if (found.observation != nullptr) {
        found.observation->rounding = 0.5;
    }
}

// The Excel report: a title, the record lengths, a row per file size.
void Reader::excel_line(std::string_view text, int number) {
    drop_wrapped();
    columns_ = 0;
    if (const std::optional<std::string_view> report = read_report_title(text)) {
        report_ = report;
        reclens_.clear();
        if (table_read_ && !report->empty()) {
            if (!skip_excel_noted_) {
                run().diagnose(Level::note, number,
                               "iozone's Excel report repeats the table above it; the table is "
                               "read");
                skip_excel_noted_ = true;
            }
            report_ = std::string_view();
        }
        return;
    }
    if (!report_ || report_->empty()) {
        return;
    }
    scan::split_tokens(text, tokens_);
    if (reclens_.empty()) {
        for (const std::string_view token : tokens_) {
            const std::optional<std::string_view> reclen = unquote_integer(token);
            if (!reclen) {
                report_.reset();
                return;
            }
            reclens_.emplace_back(*reclen);
        }
        return;
    }
    const std::optional<std::string_view> size = unquote_integer(tokens_.front());
    const Tokens values(tokens_.begin() + 1, tokens_.end());
    if (!size || values.size() > reclens_.size() || !all_integers(values)) {
        run().diagnose(Level::warning, number,
                       fmt::format("iozone report row \"{}\" is not a quoted file size and at "
                                   "most {} values; skipped",
                                   scan::excerpt(text, 60), reclens_.size()));
        return;
    }
    for (std::size_t i = 0; i < values.size(); ++i) {
        const double value = scan::parse_number(values[i]).value;
        if (value == 0.0) {
            continue;  // a test left out, or a record length larger than the file
        }
        CaseKey key;
        key.add("file_kb", std::string(*size));
        key.add("reclen_kb", reclens_[i]);
        add(*report_, key, value, number);
    }
}

class IozoneParser final : public FormatParser {
  public:
    IozoneParser()
        : FormatParser(kFormat,
                       "IOzone: the auto-mode table `KB reclen write rewrite read reread "
                       "...`, -R's Excel reports (`\"Writer report\"`) and throughput "
                       "mode's `Children see throughput for N ...` lines") {}

    std::vector<Run> parse(const InputText& input) const override {
        Reader reader(input);
        scan::feed_lines(reader, input.content);
        reader.finish();
        return reader.runs();
    }

    // Its table header and report titles are iozone's own lines, never a post's labels.
    bool prints_banner(std::string_view line) const override {
        const Tokens tokens = scan::split_tokens(line);
        return read_header(tokens).has_value() || is_header_words(tokens) ||
               read_report_title(line).has_value();
    }

    double sniff(const SniffHead& head) const override {
        Tokens tokens;
        for (const std::string_view text : head.clean_lines()) {
            if (text.empty()) {
                continue;
            }
            if (text.front() == '"') {
                if (read_report_title(text).has_value()) {
                    return kSureScore;
                }
                continue;
            }
            if (text.starts_with("Iozone: Performance Test of File I/O") ||
                read_throughput(text).has_value()) {
                return kSureScore;
            }
            if ((text.front() == 'K' || text.front() == 'k') &&
                text.find("reclen") != std::string_view::npos) {
                scan::split_tokens(text, tokens);
                if (read_header(tokens)) {
                    return kSureScore;
                }
            }
        }
        return 0.0;
    }
};

}  // namespace

const Parser& iozone_parser() {
    return the_parser<IozoneParser>();
}

}  // namespace benchcmp
