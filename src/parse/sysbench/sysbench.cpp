// "sysbench": the output of `sysbench <test> run`, 0.4.12 through 1.0.20 and master builds
// (FORMATS.md section 3), as printed or pasted into mail, one or many runs per file.
//
// The output is split into runs (at the version header, the options block or a `sysbench ...
// run` command line) and each run into the sections its unindented titles open (`General
// statistics:`, `Latency (ms):`, ...). Values are held back until their run ends, because the
// case key (the test name above all) can be stated after the first value; then every value
// goes into the sample of its metric and case, so repeated runs become one sample per metric.

#include <fmt/format.h>

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "benchcmp/parse.hpp"
#include "parse/common/format_parser.hpp"
#include "parse/common/text_scan.hpp"
#include "parse/parsers.hpp"
#include "parse/sysbench/sysbench_blocks.hpp"
#include "parse/sysbench/sysbench_lines.hpp"

namespace benchcmp {

namespace {

namespace sb = sysbench_lines;

// The version header, the options block title or a section title: nothing else prints these.
constexpr double kSureScore = 0.9;

// sysbench's first line, `sysbench 1.0.20 (using ...)` or `sysbench 0.4.12:  multi-threaded
// ...`: a version with a dot. A perf script trace names the process and its PID instead
// (`sysbench 129378 [006] 74586.633466: sched:sched_wakeup_new:`), which is not sysbench output.
bool is_version_banner(std::string_view text) {
    constexpr std::string_view kName = "sysbench ";
    if (!text.starts_with(kName)) {
        return false;
    }
    std::size_t at = kName.size();
    while (at < text.size() && scan::is_digit(text[at])) {
        ++at;
    }
    return at > kName.size() && at + 1 < text.size() && text[at] == '.' &&
           scan::is_digit(text[at + 1]);
}

using sysbench_blocks::find_section;
using sysbench_blocks::is_block_key;
using sysbench_blocks::is_builtin_test;
using sysbench_blocks::Section;
using sysbench_blocks::SectionTitle;

struct Staged {
    Metric metric;
    double value = 0.0;
    int line = 0;
};

class Reader {
  public:
    explicit Reader(Run& run) : run_(run) {}

    void line(std::string_view raw, int number);
    void finish();

  private:
    bool section_line(std::string_view text, int number);
    void end_section(bool by_sysbench);
    void open_section(const SectionTitle& title, int number);
    void key_value(std::string_view key, std::string_view value, int number);
    void general_key(std::string_view key, std::string_view value, int number);
    void throughput_key(std::string_view key, std::string_view value, int number);
    void sql_key(std::string_view key, std::string_view value, int number);
    bool top_line(std::string_view text, int number);
    bool run_line(std::string_view text);
    bool memory_line(std::string_view text, int number);
    void end_run();
    bool has_results() const { return !run_values_.empty() || !section_values_.empty(); }
    void set_param(std::string_view key, std::string_view value);
    void stage(const Metric& metric, std::string_view token, std::string_view unit,
               std::string_view label, int number);
    void stage_count_rate(std::string_view name, std::string_view value, int number);

    Run& run_;

    // The run being read.
    std::vector<Staged> run_values_;
    std::string threads_;
    std::vector<std::pair<std::string, std::string>> params_;  // test options, in print order
    std::string printed_test_;                                 // the test the output itself shows
    std::string command_test_;  // the test of the last `sysbench ... run` command line

    // The section being read.
    Section section_ = Section::none;
    std::string_view section_title_;
    std::string_view closer_;
    bool closed_ = false;
    int section_start_ = 0;
    int section_last_ = 0;
    std::string_view subheading_;
    std::vector<Staged> section_values_;

    bool interval_noted_ = false;
};

void Reader::line(std::string_view raw, int number) {
    const std::string_view quoted = scan::strip_quote(raw);
    const std::string_view text = scan::trim(quoted);
    if (text.empty()) {
        return;  // blank lines separate blocks but never end one: a cut block may follow
    }
    if (section_ != Section::none) {
        // A poster may strip the indentation: then only the block's own keys continue it.
        const bool continues = find_section(text) == nullptr &&
                               (scan::is_blank(quoted.front()) || is_block_key(section_, text));
        if (continues && section_line(text, number)) {
            return;
        }
        // Whether the line ending the block is sysbench's own decides whether a block without
        // its last key was trimmed by the poster (kept) or cut off (dropped).
        const bool own = find_section(text) != nullptr || text.starts_with("sysbench ") ||
                         text.starts_with("Running the test") ||
                         text.starts_with("Number of threads:") || text.starts_with("[ ") ||
                         sb::read_command_test(text).has_value();
        end_section(own);
    }
    if (const SectionTitle* title = find_section(text)) {
        open_section(*title, number);
    } else if (!run_line(text)) {
        top_line(text, number);
    }
}

void Reader::finish() {
    if (section_ != Section::none) {
        end_section(false);
    }
    end_run();
}

// An indented `key: value` line inside a block; false when the line is not one.
bool Reader::section_line(std::string_view text, int number) {
    const std::size_t colon = text.find(':');
    if (colon == std::string_view::npos) {
        return false;
    }
    section_last_ = number;
    const std::string_view key = scan::trim(text.substr(0, colon));
    const std::string_view value = scan::trim(text.substr(colon + 1));
    if (value.empty()) {
        subheading_ = key;  // `queries performed:`, `response time:`, `per-request statistics:`
        if (section_ == Section::general) {
            closer_ = "max";  // 0.4/0.5 put the latencies inside General statistics
            closed_ = false;
        }
        return true;
    }
    if (key == closer_) {
        closed_ = true;
    }
    key_value(key, value, number);
    return true;
}

void Reader::open_section(const SectionTitle& title, int number) {
    section_ = title.section;
    section_title_ = title.title;
    closer_ = title.closer;
    closed_ = title.section == Section::memory_mode;
    section_start_ = number;
    section_last_ = number;
    subheading_ = {};
    if (section_ == Section::memory_mode) {
        printed_test_ = "memory";
    }
}

// A block ends at the first line that is not one of its keys. A whole block's values join the
// run. One without its last key is kept when sysbench's own output goes on after it (a poster
// trimmed a line), and dropped when the text stops or something else follows: the numbers of a
// cut block may themselves be cut.
void Reader::end_section(bool by_sysbench) {
    if (closed_ || by_sysbench) {
        run_values_.insert(run_values_.end(), section_values_.begin(), section_values_.end());
    } else if (!section_values_.empty()) {
        run_.diagnose(
            Level::warning, section_last_,
            fmt::format("sysbench \"{}\" block from line {} stops here without its "
                        "\"{}:\" line; its values are skipped",
                        section_title_, section_start_, closer_.empty() ? "last" : closer_));
    }
    section_values_.clear();
    section_ = Section::none;
}

void Reader::key_value(std::string_view key, std::string_view value, int number) {
    std::string_view rest = value;
    const std::string_view token = scan::next_token(rest);
    switch (section_) {
        case Section::cpu_speed:
            if (key == "events per second") {
                printed_test_ = "cpu";
                stage(sb::metric("events_per_sec"), token, "", key, number);
            }
            break;
        case Section::general:
        case Section::latency:
            general_key(key, value, number);
            break;
        case Section::throughput:
            throughput_key(key, value, number);
            break;
        case Section::fairness:
            if (const auto pair = sb::read_slash_pair(value)) {
                const bool events = key == "events (avg/stddev)";
                if (events || key == "execution time (avg/stddev)") {
                    const std::string_view prefix = events ? "fairness_events" : "fairness_time";
                    stage(sb::metric(fmt::format("{}_avg", prefix)), pair->first, "", key, number);
                    stage(sb::metric(fmt::format("{}_stddev", prefix)), pair->second, "", key,
                          number);
                }
            }
            break;
        case Section::file_operations:
            printed_test_ = "fileio";
            if (key == "reads/s" || key == "writes/s" || key == "fsyncs/s") {
                const std::string name = fmt::format("{}_per_sec", key.substr(0, key.size() - 2));
                stage(sb::metric(name), token, "", key, number);
            }
            break;
        case Section::sql:
        case Section::oltp_legacy:
            printed_test_ = "oltp";
            sql_key(key, value, number);
            break;
        case Section::memory_mode:
            // `  block size: 1KiB`, `  total size: 102400MiB`, `  operation: write`, `  scope:`
            if (key == "block size" || key == "total size") {
                set_param(
                    fmt::format("memory-{}", key == "block size" ? "block-size" : "total-size"),
                    token);
            } else if (key == "operation" || key == "scope") {
                set_param(key == "operation" ? "memory-oper" : "memory-scope", token);
            }
            break;
        case Section::none:
            break;
    }
}

// General statistics (all versions, with 0.4/0.5's latencies inside) and Latency (ms).
void Reader::general_key(std::string_view key, std::string_view value, int number) {
    std::string_view rest = value;
    const std::string_view token = scan::next_token(rest);
    if (key == "total time") {
        stage(sb::metric("total_time"), token, "s", key, number);
    } else if (key == "total number of events") {
        stage(sb::metric("total_events"), token, "", key, number);
    } else if (key == "total time taken by event execution") {
        stage(sb::metric("event_execution_time"), token, "s", key, number);
    } else if (key == "min" || key == "avg" || key == "max" || key == "sum") {
        stage(sb::metric(fmt::format("latency_{}", key)), token, "ms", key, number);
    } else if (const auto percentile = sb::read_percentile(key)) {
        stage(sb::percentile_metric(*percentile), token, "ms", key, number);
    }
    // `percentile stats: disabled` (--percentile=0) records nothing.
}

// `Throughput:` has three meanings (FORMATS.md 3.7): 1.0 fileio MiB/s, master's generic
// events/s block and master's fileio IOPS lines. The first key tells which, and so which key
// ends the block.
void Reader::throughput_key(std::string_view key, std::string_view value, int number) {
    std::string_view rest = value;
    const std::string_view token = scan::next_token(rest);
    if (closer_.empty()) {
        if (key == "read, MiB/s") {
            closer_ = "written, MiB/s";
        } else if (key == "read") {
            closer_ = "fsync";
        } else {
            closer_ = "total number of events";
        }
        closed_ = key == closer_;
    }
    if (key == "events/s (eps)") {
        stage(sb::metric("events_per_sec"), token, "", key, number);
    } else if (key == "time elapsed") {
        stage(sb::metric("total_time"), token, "s", key, number);
    } else if (key == "total number of events") {
        stage(sb::metric("total_events"), token, "", key, number);
    } else if (key == "read, MiB/s" || key == "written, MiB/s") {
        printed_test_ = "fileio";
        const bool read = key.front() == 'r';
        stage(sb::metric(read ? "read_throughput" : "write_throughput"), token, "", key, number);
    } else if (key == "read" || key == "write" || key == "fsync") {
        printed_test_ = "fileio";
        if (const auto iops = sb::read_iops(value)) {
            stage(sb::metric(fmt::format("{}s_per_sec", key)), iops->iops, "", key, number);
            if (!iops->mib_per_second.empty()) {
                stage(sb::metric(key == "read" ? "read_throughput" : "write_throughput"),
                      iops->mib_per_second, "", key, number);
            }
        }
    }
}

// SQL statistics (1.0, master) and OLTP test statistics (0.4, 0.5).
void Reader::sql_key(std::string_view key, std::string_view value, int number) {
    if (subheading_ == "queries performed" &&
        (key == "read" || key == "write" || key == "other" || key == "total")) {
        std::string_view rest = value;
        stage(sb::metric(fmt::format("queries_{}", key)), scan::next_token(rest), "", key, number);
        return;
    }
    static constexpr std::array<std::pair<std::string_view, std::string_view>, 7> kCounts{{
        {"transactions", "transactions"},
        {"queries", "queries"},
        {"ignored errors", "ignored_errors"},
        {"reconnects", "reconnects"},
        {"deadlocks", "deadlocks"},
        {"read/write requests", "read_write_requests"},
        {"other operations", "other_operations"},
    }};
    for (const auto& [printed, name] : kCounts) {
        if (key == printed) {
            stage_count_rate(name, value, number);
            return;
        }
    }
}

// Lines that start a new run: the version header, the options block and a command line.
bool Reader::run_line(std::string_view text) {
    if (text.starts_with("sysbench ") && text.size() > 9 && scan::is_digit(text[9])) {
        end_run();  // `sysbench 1.0.20 (using ...)`, `sysbench 0.4.12:  multi-threaded ...`
        return true;
    }
    if (text.starts_with("Running the test with following options")) {
        if (has_results()) {
            end_run();
        }
        return true;
    }
    if (text.starts_with("Number of threads:")) {
        if (has_results()) {
            end_run();
        }
        std::string_view rest = text.substr(18);
        threads_ = scan::next_token(rest);
        return true;
    }
    if (text.find("sysbench") != std::string_view::npos) {
        if (auto test = sb::read_command_test(text)) {
            end_run();
            command_test_ = std::move(*test);
            return true;
        }
    }
    return false;
}

// The unindented lines between blocks: test options, memory and 0.4 results, interval lines.
bool Reader::top_line(std::string_view text, int number) {
    if (text.starts_with("[ ") && text.find("s ]") != std::string_view::npos) {
        if (!interval_noted_) {
            interval_noted_ = true;
            run_.diagnose(Level::note, number,
                          "skipped the --report-interval lines (\"[ Ns ] ...\"); only each run's "
                          "final statistics are compared (noted once per file)");
        }
        return true;
    }
    if (memory_line(text, number)) {
        return true;
    }
    for (const std::string_view prefix : {"Prime numbers limit:", "Primer numbers limit:",
                                          "Maximum prime number checked in CPU test:"}) {
        if (text.starts_with(prefix)) {
            printed_test_ = "cpu";
            std::string_view rest = text.substr(prefix.size());
            set_param("cpu-max-prime", scan::next_token(rest));
            return true;
        }
    }
    if (const auto test = sysbench_blocks::read_doing_line(text)) {
        printed_test_ = *test;
        return true;
    }
    if (const auto mode = sb::read_fileio_mode(text)) {
        printed_test_ = "fileio";
        set_param("file-test-mode", *mode);
        return true;
    }
    if (text.starts_with("Extra file open flags")) {
        printed_test_ = "fileio";
        return true;
    }
    if (text.starts_with("Block size ") && text.ends_with("B")) {
        set_param("file-block-size", text.substr(11));  // `Block size 16KiB`
        return true;
    }
    if (text.ends_with(" total file size")) {
        set_param("file-total-size", text.substr(0, text.size() - 16));  // `32MiB total ...`
        return true;
    }
    if (text.starts_with("Using ") && text.ends_with(" I/O mode")) {
        set_param("file-io-mode", text.substr(6, text.size() - 15));  // synchronous, async
        return true;
    }
    if (text.ends_with("Requests/sec executed")) {  // 0.4 fileio
        printed_test_ = "fileio";
        std::string_view rest = text;
        stage(sb::metric("requests_per_sec"), scan::next_token(rest), "", "Requests/sec", number);
        return true;
    }
    if (text.starts_with("Target transaction rate:")) {
        std::string_view rest = text.substr(24);
        std::string_view rate = scan::next_token(rest);  // `200/sec`
        if (rate.ends_with("/sec")) {
            rate.remove_suffix(4);
        }
        set_param("rate", rate);
        return true;
    }
    if (text.starts_with("FATAL:")) {
        run_.diagnose(Level::warning, number,
                      fmt::format("sysbench reported \"{}\"", scan::excerpt(text, 100)));
        return true;
    }
    return sysbench_blocks::is_quiet_line(text);  // else prose, or another program's output
}

// memory's result lines (1.0: `Total operations:`, `MiB transferred`; 0.4 and 1.0.0-1.0.4:
// `Operations performed:`, `MB transferred`) and 0.4's `Memory ...:` option lines.
bool Reader::memory_line(std::string_view text, int number) {
    if (text.starts_with("Total operations:")) {
        printed_test_ = "memory";
        stage_count_rate("operations", text.substr(17), number);
        return true;
    }
    if (text.starts_with("Operations performed:")) {
        const std::string_view value = text.substr(21);
        if (value.find("reads,") == std::string_view::npos) {  // not 0.4 fileio's counts
            printed_test_ = "memory";
            stage_count_rate("operations", value, number);
        }
        return true;
    }
    for (const auto& [unit, suffix] :
         {std::pair<std::string_view, std::string_view>{"MiB", ""},
          std::pair<std::string_view, std::string_view>{"MB", "_mb"}}) {
        // `1317.57 MiB transferred (1285.31 MiB/sec)`
        std::string_view rest = text;
        const std::string_view amount = scan::next_token(rest);
        if (scan::next_token(rest) == unit && scan::next_token(rest) == "transferred") {
            printed_test_ = "memory";
            stage(sb::metric(fmt::format("transferred{}", suffix)), amount, "", "transferred",
                  number);
            // `(1285.31 MiB/sec)`: the rate opens the parentheses.
            if (const std::size_t open = text.find('('); open != std::string_view::npos) {
                std::string_view inside = text.substr(open + 1);
                stage(sb::metric(fmt::format("transfer_rate{}", suffix)), scan::next_token(inside),
                      "", "transferred", number);
            }
            return true;
        }
    }
    static constexpr std::array<std::pair<std::string_view, std::string_view>, 4> kLegacy{{
        {"Memory block size:", "memory-block-size"},
        {"Memory transfer size:", "memory-total-size"},
        {"Memory operations type:", "memory-oper"},
        {"Memory scope type:", "memory-scope"},
    }};
    for (const auto& [prefix, param] : kLegacy) {
        if (text.starts_with(prefix)) {
            printed_test_ = "memory";
            std::string_view rest = text.substr(prefix.size());
            set_param(param, scan::next_token(rest));
            return true;
        }
    }
    return false;
}

void Reader::set_param(std::string_view key, std::string_view value) {
    for (auto& [name, current] : params_) {
        if (name == key) {
            current = value;
            return;
        }
    }
    params_.emplace_back(key, value);
}

// The run's values go into the samples of its case: test, threads, then the test's options
// in the order the output printed them.
void Reader::end_run() {
    if (section_ != Section::none) {
        end_section(true);
    }
    if (!run_values_.empty()) {
        // The output's own evidence wins over a command line (FORMATS.md 7.8), except that a
        // DB test's script name says more than the generic "oltp" its blocks imply.
        std::string test = printed_test_;
        if (test.empty() ||
            (test == "oltp" && !command_test_.empty() && !is_builtin_test(command_test_))) {
            test = command_test_;
        }
        CaseKey key;
        if (!test.empty()) {
            key.add("test", test);
        }
        if (!threads_.empty()) {
            key.add("threads", threads_);
        }
        for (const auto& [name, value] : params_) {
            key.add(name, value);
        }
        for (const Staged& staged : run_values_) {
            run_.add_value(staged.metric, key, staged.value, staged.line);
        }
    }
    run_values_.clear();
    threads_.clear();
    params_.clear();
    printed_test_.clear();
}

// Holds a value until its block and run are known to be whole; bad numbers are diagnosed.
void Reader::stage(const Metric& metric, std::string_view token, std::string_view unit,
                   std::string_view label, int number) {
    const scan::Number parsed = sb::read_number(token, unit);
    if (parsed.status != scan::NumberStatus::ok) {
        run_.diagnose(Level::warning, number,
                      fmt::format("sysbench \"{}\" value \"{}\" is not a number; skipped",
                                  scan::excerpt(label), scan::excerpt(token)));
        return;
    }
    auto& target = section_ == Section::none ? run_values_ : section_values_;
    target.push_back(Staged{metric, parsed.value, number});
}

// `N (X per sec.)`: the count as name, the rate as name_per_sec.
void Reader::stage_count_rate(std::string_view name, std::string_view value, int number) {
    const auto pair = sb::read_count_rate(value);
    if (!pair) {
        run_.diagnose(Level::warning, number,
                      fmt::format("sysbench \"{}\" line \"{}\" is not \"N (X per sec.)\"; skipped",
                                  name, scan::excerpt(scan::trim(value))));
        return;
    }
    stage(sb::metric(name), pair->count, "", name, number);
    stage(sb::metric(fmt::format("{}_per_sec", name)), pair->rate, "", name, number);
}

class SysbenchParser final : public LineFormatParser<Reader> {
  public:
    SysbenchParser()
        : LineFormatParser(
              "sysbench",
              "sysbench 0.4/0.5, 1.0.x and master run output (cpu, memory, threads, mutex, "
              "fileio, oltp)") {}

    double sniff(const SniffHead& head) const override {
        for (const std::string_view text : head.clean_lines()) {
            if (is_version_banner(text) ||
                text.starts_with("Running the test with following options") ||
                text == "General statistics:" || text == "Test execution summary:" ||
                text == "Threads fairness:" || text == "SQL statistics:") {
                return kSureScore;
            }
        }
        return 0.0;
    }
};

}  // namespace

const Parser& sysbench_parser() {
    return the_parser<SysbenchParser>();
}

}  // namespace benchcmp
