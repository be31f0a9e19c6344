// "lkp": the kernel test robot's comparison reports (lkp-tests lib/compare.rb, and the 2017
// sbin/compare layout), as mailed to LKML and quoted in replies. One report holds one or more
// `%stddev %change %stddev` tables whose columns are commits, the first the base (the
// robot's parent); this parser returns one Run per commit, matched across tables by id.
//
// A row's value is a mean over the runs of a commit with its relative (population) stddev
// printed as a whole percent when over 2 %; it becomes a Summary without n (the report does
// not print it). The change cells are the robot's own percentages (SourceFigures::pct), or
// absolute differences for perf-profile and `...%` metrics, which are not kept as
// percentages. Per-run JSON lists (`"will-it-scale.per_thread_ops": [ ... ]`) are raw runs and
// replace the table's mean of the same metric.

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

#include "parse/common/format_parser.hpp"
#include "parse/common/text_scan.hpp"
#include "parse/lkp/lkp_lines.hpp"
#include "parse/parsers.hpp"

namespace benchcmp {

namespace {

constexpr double kHeaderScore = 0.99;
// The robot compares a handful of commits; a wider header is not its table, and the bound
// keeps matching a column to the commit list cheap.
constexpr std::size_t kMaxColumns = 64;
constexpr std::size_t kIdPrefix = 7;
constexpr double kRowsScore = 0.9;
constexpr std::size_t kRowsForScore = 2;

// Which way is better for the robot's headline metrics: lkp-tests' etc/index-perf-all.yaml
// and etc/index-latency.yaml (1 = higher, -1 = lower), whose unanchored regexes `test\..+_ops`
// are a prefix, then the needle anywhere after at least one more character; plus the
// `time` monitor of fixed-work tests and will-it-scale's task totals (docs/formats.md).
struct DirectionRule {
    std::string_view prefix;
    std::string_view needle;
    Direction better;
};

constexpr Direction kHigher = Direction::higher_is_better;
constexpr Direction kLower = Direction::lower_is_better;

constexpr DirectionRule kRules[] = {
    {"aim7.jobs-per-min", "", kHigher},
    {"aim9.", ".ops_per_sec", kHigher},
    {"blogbench.", "_score", kHigher},
    {"dbench.throughput-MB/sec", "", kHigher},
    {"dbench.throughput_MB/s", "", kHigher},
    {"dbench.max_latency", "", kLower},
    {"ebizzy.throughput", "", kHigher},
    {"filebench.sum_operations/s", "", kHigher},
    {"fio.", "_iops", kHigher},
    {"fio.", "_bw_MBps", kHigher},
    {"fsmark.files_per_sec", "", kHigher},
    {"fsmark.app_overhead", "", kLower},
    {"fxmark.", ".works/sec", kHigher},
    {"hackbench.throughput", "", kHigher},
    {"kbuild.time.elapsed_time", "", kLower},
    {"kernbench.elapsed_time", "", kLower},
    {"netperf.Throughput_Mbps", "", kHigher},
    {"netperf.Throughput_tps", "", kHigher},
    {"perf-bench-futex.ops/s", "", kHigher},
    {"perf-bench-sched-pipe.ops_per_sec", "", kHigher},
    {"pft.faults_per_sec_per_cpu", "", kHigher},
    {"reaim.jobs_per_min", "", kHigher},
    {"reaim.max_jobs_per_min", "", kHigher},
    {"reaim.parent_time", "", kLower},
    {"reaim.child_systime", "", kLower},
    {"reaim.child_utime", "", kLower},
    {"stream.", "_bandwidth_MBps", kHigher},
    {"stress-ng.", "_per_sec", kHigher},
    {"sysbench-fileio.", "_operations/s", kHigher},
    {"tbench.throughput-MB/sec", "", kHigher},
    {"tbench.throughput_MB/s", "", kHigher},
    {"tbench.max_latency", "", kLower},
    {"unixbench.score", "", kHigher},
    {"unixbench.throughput", "", kHigher},
    {"vm-scalability.median", "", kHigher},
    {"vm-scalability.throughput", "", kHigher},
    {"vm-scalability.migrate_mbps", "", kHigher},
    {"will-it-scale.", "_ops", kHigher},
    {"will-it-scale.scalability", "", kHigher},
};

// Monitors the robot runs beside every test: their rows are counters and profiles, never a
// direction (perf-profile, perf-sched and perf-stat latencies included).
bool monitor_metric(std::string_view name) {
    constexpr std::string_view kMonitors[] = {
        "perf-profile.",  "perf-sched.", "perf-stat.", "perf-c2c.",  "vmstat.",    "proc-vmstat.",
        "meminfo.",       "numa-",       "mpstat.",    "iostat.",    "turbostat.", "sched_debug",
        "slabinfo.",      "interrupts.", "softirqs.",  "cpuidle",    "pmeter.",    "lock_stat.",
        "latency_stats.", "boot-time.",  "uptime.",    "diskstats.", "buddyinfo.", "pagetypeinfo."};
    return std::any_of(std::begin(kMonitors), std::end(kMonitors),
                       [&](std::string_view monitor) { return name.starts_with(monitor); });
}

Direction direction_of(std::string_view name) {
    if (monitor_metric(name)) {
        return Direction::unknown;
    }
    for (const DirectionRule& rule : kRules) {
        if (!name.starts_with(rule.prefix)) {
            continue;
        }
        if (rule.needle.empty() ||
            name.find(rule.needle, rule.prefix.size() + 1) != std::string_view::npos) {
            return rule.better;
        }
    }
    // will-it-scale's `16.processes` / `104.threads`: the total operations of N tasks.
    if (name.starts_with("will-it-scale.")) {
        const std::string_view rest = name.substr(14);
        const std::size_t dot = rest.find('.');
        if (dot != std::string_view::npos && dot > 0 &&
            rest.substr(0, dot).find_first_not_of("0123456789") == std::string_view::npos &&
            (rest.substr(dot + 1) == "processes" || rest.substr(dot + 1) == "threads")) {
            return kHigher;
        }
    }
    // The time monitor of the test's own process (`aim7.time.elapsed_time`).
    for (const std::string_view time :
         {".time.elapsed_time", ".time.elapsed_time.max", ".time.system_time", ".time.user_time"}) {
        if (name.ends_with(time) && name.find('.') + time.size() == name.size()) {
            return kLower;
        }
    }
    return Direction::unknown;
}

bool same_commit(std::string_view a, std::string_view b) {
    if (a == b) {
        return true;
    }
    const bool hex = lkp::id_token(a) && lkp::id_token(b) && a.size() >= 7 && b.size() >= 7 &&
                     a.find_first_not_of("0123456789abcdef") == std::string_view::npos &&
                     b.find_first_not_of("0123456789abcdef") == std::string_view::npos;
    return hex && (a.starts_with(b) || b.starts_with(a));
}

std::string display_id(std::string_view id) {
    const bool hex = id.find_first_not_of("0123456789abcdef") == std::string_view::npos;
    return std::string(hex && id.size() > 12 ? id.substr(0, 12) : id);
}

// One table as read: its column labels and rows, before they join the runs.
struct TableRow {
    lkp::Row row;
    int line = 0;
};

struct Table {
    std::vector<std::string> ids;     // one per column; empty for a headerless table
    std::vector<std::string> labels;  // as the `commit:` list writes them
    CaseKey key;
    std::string testcase;
    int line = 0;
    std::vector<TableRow> rows;
};

// A per-run JSON list: its metric, the label line above it, the case it was read under.
struct List {
    std::string name;
    std::string testcase;
    std::string label;
    CaseKey key;
    std::vector<double> values;
    int line = 0;
};

struct RunsList {
    std::vector<Run> runs;
    std::vector<std::string> ids;  // the longest form of each run's commit id
};

class Reader {
  public:
    explicit Reader(const InputText& input) : input_(input), sink_(input.path) {}

    std::vector<Run> read() {
        scan::LineReader lines(input_.content);
        for (scan::Line line; lines.next(line);) {
            this->line(line.text, line.number);
        }
        finish_table();
        finish_list();
        add_deferred();
        apply_headlines();
        if (runs_.runs.empty()) {
            sink_.diagnose(Level::warning, 0,
                           "no kernel test robot table found: rows look like '85540  -6.3%  "
                           "80176  aim7.jobs-per-min' under a '%stddev  %change  %stddev' "
                           "header");
            Run run;
            run.file = input_.path;
            runs_.runs.push_back(std::move(run));
        }
        Run& first = runs_.runs.front();
        std::vector<Diagnostic> diagnostics = sink_.take();
        first.diagnostics.insert(first.diagnostics.begin(), diagnostics.begin(), diagnostics.end());
        first.unshown_diagnostics += sink_.unshown();
        return std::move(runs_.runs);
    }

  private:
    void line(std::string_view raw, int number) {
        // A quoted-printable soft break the post reader did not undo (`4889=` over `199
        // will-it-scale.16.threads`): the row goes on in the next line, mid-number.
        std::string joined;
        if (!soft_break_.empty()) {
            joined = std::exchange(soft_break_, {}) + std::string(scan::strip_quote(raw));
            raw = joined;
        }
        const std::string_view clean = scan::clean_line(raw);
        if (in_table_ && clean.size() >= 2 && clean.back() == '=' &&
            clean.find_first_not_of('=') != std::string_view::npos && soft_joins_ < 3) {
            ++soft_joins_;
            soft_break_ = std::string(clean.substr(0, clean.size() - 1));
            return;
        }
        soft_joins_ = 0;
        if (const std::optional<lkp::Headline> headline = lkp::read_headline(clean)) {
            headline_metrics_.insert(headline->metric);
            headlines_.push_back(*headline);
        }
        const std::string normalized = lkp::normalize(raw);
        tokens_.clear();
        scan::split_tokens(normalized, tokens_);
        if (list_line(clean, number)) {
            return;
        }
        if (in_table_ && table_line(number)) {
            return;
        }
        context_line(clean, number);
    }

    // The context above a table: rules, case line, commit list, column ids, headers.
    void context_line(std::string_view clean, int number) {
        if (tokens_.empty()) {
            id_lines_.clear();
            fail_block_ = false;
            in_commits_ = false;
            return;
        }
        if (!pending_case_keys_.empty()) {
            read_case_values(clean);
            return;
        }
        if (clean.size() >= 20 && clean.find_first_not_of('=') == std::string_view::npos) {
            finish_table();
            case_key_ = CaseKey{};
            testcase_.clear();
            commits_.clear();
            header_ids_.clear();
            return;
        }
        if (const std::vector<std::string_view> keys = lkp::case_keys(clean); !keys.empty()) {
            pending_case_keys_.assign(keys.begin(), keys.end());
            return;
        }
        if (clean == "commit:") {
            in_commits_ = true;
            commits_.clear();
            return;
        }
        if (in_commits_ && lkp::id_token(tokens_.front())) {
            if (commits_.size() < kMaxColumns) {
                commits_.emplace_back(tokens_.front());
            }
            return;
        }
        in_commits_ = false;
        if (lkp::rule_line(tokens_)) {
            if (!id_lines_.empty()) {
                header_ids_ = id_lines_;
            }
            id_lines_.clear();
            return;
        }
        if (std::all_of(tokens_.begin(), tokens_.end(), lkp::id_token)) {
            if (id_lines_.size() + tokens_.size() <= kMaxColumns) {
                id_lines_.insert(id_lines_.end(), tokens_.begin(), tokens_.end());
            }
            return;
        }
        id_lines_.clear();
        if (tokens_.front() == "fail:runs") {
            fail_block_ = true;
            return;
        }
        if (lkp::header_columns(tokens_) > 0) {
            start_table(number);
            return;
        }
        if (fail_block_) {
            return;
        }
        lkp::Row row;
        if (lkp::read_row(tokens_, row) == lkp::RowStatus::row &&
            row.name.find('.') != std::string::npos) {
            // A row pasted without its header: the robot's column order, base first.
            if (!headerless_ || table_.rows.empty() ||
                table_.rows.front().row.cells.size() != row.cells.size()) {
                finish_table();
                headerless_ = true;
                table_ = Table{};
                table_.line = number;
            }
            table_.rows.push_back(TableRow{std::move(row), number});
            return;
        }
        if (headerless_) {
            finish_table();
        }
    }

    void read_case_values(std::string_view clean) {
        std::vector<std::string_view> values;
        for (std::size_t from = 0; from <= clean.size();) {
            const std::size_t slash = std::min(clean.find('/', from), clean.size());
            values.push_back(clean.substr(from, slash - from));
            from = slash + 1;
        }
        case_key_ = CaseKey{};
        testcase_.clear();
        if (values.size() == pending_case_keys_.size()) {
            for (std::size_t i = 0; i < values.size(); ++i) {
                case_key_.add(pending_case_keys_[i], std::string(values[i]));
                if (pending_case_keys_[i] == "testcase") {
                    testcase_ = std::string(values[i]);
                }
            }
        } else {
            case_key_.add("case", std::string(clean));
        }
        pending_case_keys_.clear();
    }

    void start_table(int number) {
        finish_table();
        in_table_ = true;
        headerless_ = false;
        fail_block_ = false;
        table_ = Table{};
        table_.line = number;
        table_.key = case_key_;
        table_.testcase = testcase_;
        columns_ = static_cast<std::size_t>(std::count(tokens_.begin(), tokens_.end(), "%stddev"));
        partial_.clear();
    }

    // One line inside a table; false when the table has ended there.
    bool table_line(int number) {
        if (tokens_.empty()) {
            return true;  // a mailer's blank lines inside a quoted table
        }
        if (table_.rows.empty() && partial_.empty() && lkp::header_continuation(tokens_)) {
            columns_ +=
                static_cast<std::size_t>(std::count(tokens_.begin(), tokens_.end(), "%stddev"));
            return true;
        }
        if (lkp::marker_line(tokens_)) {
            return true;
        }
        if (tokens_.size() == 1 && (tokens_.front() == "..." || tokens_.front() == "[...]")) {
            partial_.clear();
            return true;
        }
        std::vector<std::string_view> joined;
        if (!partial_.empty()) {
            joined = partial_texts();
            joined.insert(joined.end(), tokens_.begin(), tokens_.end());
        }
        const std::vector<std::string_view>& tokens = partial_.empty() ? tokens_ : joined;
        lkp::Row row;
        const lkp::RowStatus status = lkp::read_row(tokens, row);
        if (status == lkp::RowStatus::row) {
            if (row.cells.size() != columns_) {
                sink_.diagnose(Level::warning, number,
                               fmt::format("row '{}' has {} values for a table of {} columns; "
                                           "the row is skipped",
                                           scan::excerpt(row.name), row.cells.size(), columns_));
            } else {
                table_.rows.push_back(
                    TableRow{std::move(row), partial_line_ ? partial_line_ : number});
            }
            partial_.clear();
            partial_line_ = 0;
            return true;
        }
        if (status == lkp::RowStatus::partial && partial_joins_ < 3) {
            if (partial_.empty()) {
                partial_line_ = number;
                partial_joins_ = 0;
            }
            ++partial_joins_;
            for (const std::string_view token : tokens_) {
                partial_.emplace_back(token);
            }
            return true;
        }
        partial_.clear();
        partial_line_ = 0;
        partial_joins_ = 0;
        finish_table();
        return false;
    }

    std::vector<std::string_view> partial_texts() const {
        return std::vector<std::string_view>(partial_.begin(), partial_.end());
    }

    // `"fxmark.ssd_xfs_MWCM_72_directio.works/sec": [` ... `],`: the runs of one commit,
    // named by the label line above (`for parent:`, `for this commit:`).
    bool list_line(std::string_view clean, int number) {
        if (list_open_) {
            std::string_view value = clean;
            bool closes = false;
            // `],` closes the list; a `[` before it is no part of a list of numbers.
            if (const std::size_t bracket = value.find(']');
                bracket != std::string_view::npos && value.find('[') == std::string_view::npos) {
                closes = true;
                value = value.substr(0, bracket);
            }
            while (!value.empty()) {
                const std::size_t comma = value.find(',');
                const std::string_view item = scan::trim(value.substr(0, comma));
                if (!item.empty()) {
                    const scan::Number read = scan::parse_number(item);
                    if (read.status == scan::NumberStatus::ok) {
                        list_values_.push_back(read.value);
                    } else {
                        sink_.diagnose(Level::warning, number,
                                       fmt::format("'{}' in the list of {} is not a number; "
                                                   "the list is skipped",
                                                   scan::excerpt(item), list_name_));
                        list_open_ = false;
                        list_values_.clear();
                        return false;  // the line is read as what else it may be
                    }
                }
                if (comma == std::string_view::npos) {
                    break;
                }
                value.remove_prefix(comma + 1);
            }
            if (closes) {
                finish_list();
            }
            return true;
        }
        if (clean.size() > 4 && clean.front() == '"') {
            const std::size_t close = clean.find("\": [", 1);
            if (close != std::string_view::npos && clean.find('.') < close) {
                finish_table();
                list_open_ = true;
                list_name_ = std::string(clean.substr(1, close - 1));
                list_line_ = number;
                list_label_ = last_label_;
                list_values_.clear();
                const std::string_view rest = clean.substr(close + 4);
                if (!scan::trim(rest).empty()) {
                    return list_line(rest, number);
                }
                return true;
            }
        }
        if (!clean.empty() && clean.back() == ':' && clean.find('/') == std::string_view::npos) {
            last_label_ = std::string(clean.substr(0, clean.size() - 1));
        }
        return false;
    }

    void finish_list() {
        const bool open = list_open_;
        list_open_ = false;
        if (open && !list_values_.empty()) {
            lists_.push_back(List{list_name_, testcase_, list_label_, case_key_,
                                  std::move(list_values_), list_line_});
        }
        list_values_.clear();
    }

    // A list joins the runs once every table has named them: `for parent:` is the base; a
    // label naming a commit id is that commit's; any other (`for this commit:`) the second.
    void add_list(List& list) {
        std::size_t position = 1;
        if (list.label.find("parent") != std::string::npos) {
            position = 0;
        } else {
            for (const std::string_view token : scan::split_tokens(list.label)) {
                const auto bucket = runs_by_prefix_.find(std::string(token.substr(0, kIdPrefix)));
                if (bucket == runs_by_prefix_.end()) {
                    continue;
                }
                for (const std::size_t r : bucket->second) {
                    if (same_commit(runs_.ids[r], token)) {
                        position = r;
                    }
                }
            }
        }
        run_of("", position);
        const Metric metric{benchmark_of(list.testcase, list.name), list.name, "",
                            direction_of(list.name)};
        if (Observation* found = find(position, list.name, list.key)) {
            found->sample = Sample(std::move(list.values));
            found->line = list.line;
        } else {
            add(position, Observation{metric, list.key, Sample(std::move(list.values)), list.line});
        }
    }

    // Rows pasted without a header and lists, once the tables have named the runs.
    void add_deferred() {
        for (Table& table : headerless_tables_) {
            table_ = std::move(table);
            std::vector<std::size_t> runs;
            for (std::size_t c = 0; c < table_.rows.front().row.cells.size(); ++c) {
                // Positional: the robot's column order.
                runs.push_back(run_of("", c));
            }
            add_table(runs);
        }
        table_ = Table{};
        for (List& list : lists_) {
            add_list(list);
        }
    }

    // The case line's testcase, so that a report's rows stay one table; else the metric's
    // first component (`will-it-scale.per_process_ops`).
    static std::string benchmark_of(const std::string& testcase, std::string_view name) {
        if (!testcase.empty()) {
            return testcase;
        }
        return std::string(name.substr(0, name.find('.')));
    }

    std::size_t add_run(const std::string& id, const std::string& label) {
        Run run;
        run.file = input_.path;
        run.format = "lkp";
        run.label = label;
        runs_.runs.push_back(std::move(run));
        runs_.ids.push_back(id);
        index_.emplace_back();
        return runs_.runs.size() - 1;
    }

    // The run of the commit a column names: matched by id (a prefix of at least 7 hex
    // digits), else by position in a table that names none.
    std::size_t run_of(const std::string& id, std::size_t column, const std::string& label = "") {
        if (id.empty()) {
            while (runs_.runs.size() <= column) {
                add_run("", runs_.runs.empty()
                                ? "parent"
                                : (runs_.runs.size() == 1
                                       ? std::string("commit")
                                       : fmt::format("commit {}", runs_.runs.size())));
            }
            return column;
        }
        // Runs are found by the first 7 characters of their id, which every id that names the
        // same commit shares.
        std::vector<std::size_t>& bucket = runs_by_prefix_[id.substr(0, kIdPrefix)];
        for (const std::size_t r : bucket) {
            if (same_commit(runs_.ids[r], id)) {
                if (id.size() > runs_.ids[r].size()) {
                    runs_.ids[r] = id;
                }
                return r;
            }
        }
        const std::size_t added = add_run(id, label.empty() ? display_id(id) : label);
        runs_by_prefix_[id.substr(0, kIdPrefix)].push_back(added);
        return added;
    }

    std::vector<std::string> column_ids() const {
        if (header_ids_.size() == columns_) {
            std::vector<std::string> ids;
            for (const std::string& id : header_ids_) {
                std::string longest = id;
                for (const std::string& commit : commits_) {
                    if (same_commit(commit, id) && commit.size() > longest.size()) {
                        longest = commit;
                    }
                }
                ids.push_back(longest);
            }
            return ids;
        }
        if (commits_.size() == columns_) {
            return commits_;
        }
        return std::vector<std::string>(columns_);
    }

    void finish_table() {
        if (in_table_ && columns_ > kMaxColumns) {
            sink_.diagnose(Level::warning, table_.line,
                           fmt::format("a header of {} commit columns is not the robot's (at "
                                       "most {}); the table is skipped",
                                       columns_, kMaxColumns));
            table_.rows.clear();
        }
        if (in_table_) {
            table_.ids = column_ids();
            for (const std::string& id : table_.ids) {
                std::string label;
                for (const std::string& commit : commits_) {
                    if (!id.empty() && same_commit(commit, id)) {
                        label = display_id(commit);
                        break;
                    }
                }
                table_.labels.push_back(label);
            }
        }
        const bool had = in_table_ || headerless_;
        in_table_ = false;
        headerless_ = false;
        partial_.clear();
        if (!had || table_.rows.empty()) {
            table_ = Table{};
            return;
        }
        if (std::all_of(table_.ids.begin(), table_.ids.end(),
                        [](const std::string& id) { return id.empty(); })) {
            headerless_tables_.push_back(std::move(table_));
            table_ = Table{};
            return;
        }
        std::vector<std::size_t> runs;
        for (std::size_t c = 0; c < table_.ids.size(); ++c) {
            runs.push_back(run_of(table_.ids[c], c, table_.labels[c]));
        }
        add_table(runs);
        table_ = Table{};
    }

    Observation observation_of(const TableRow& row, std::size_t column, const CaseKey& key) {
        const lkp::Cell& cell = row.row.cells[column];
        Summary summary;
        summary.mean = cell.mean;
        summary.stddev = std::nan("");
        if (cell.stddev_pct) {
            summary.stddev = std::abs(cell.mean) * *cell.stddev_pct / 100.0;
        }
        Observation observation{Metric{benchmark_of(table_.testcase, row.row.name), row.row.name,
                                       "", direction_of(row.row.name)},
                                key, Sample(summary), row.line};
        if (cell.decimals >= 0) {
            observation.rounding = 0.5 * std::pow(10.0, -cell.decimals);
        }
        if (column == 0) {
            observation.source.edit().comparison_reference = true;
        } else if (const lkp::Change& change = row.row.changes[column - 1];
                   change.percent && row.row.cells.front().mean >= 0.0) {
            // Against a negative base the robot's 100 * (new - base) / base has the other
            // sign of benchcmp's %diff, which divides by |base|: not the same figure.
            observation.source.edit().pct = change.value;
            observation.source.edit().pct_decimals = change.decimals;
        }
        return observation;
    }

    // Adds a table's rows to the runs of its columns. A row the runs already hold with the
    // same means (a quoted copy of the table) is not added again; when a mean differs, the
    // whole table is kept apart under its own `table=N` key rather than pooled.
    void add_table(const std::vector<std::size_t>& runs) {
        ++tables_;
        CaseKey key = table_.key;
        bool conflict = false;
        std::vector<bool> seen(table_.rows.size(), false);
        for (std::size_t r = 0; r < table_.rows.size(); ++r) {
            bool all_same = true;
            bool any = false;
            for (std::size_t c = 0; c < runs.size(); ++c) {
                const Observation* found = find(runs[c], table_.rows[r].row.name, key);
                if (found == nullptr) {
                    all_same = false;
                    continue;
                }
                any = true;
                const double mean = found->sample.is_raw() ? table_.rows[r].row.cells[c].mean
                                                           : found->sample.summary().mean;
                all_same = all_same && mean == table_.rows[r].row.cells[c].mean;
            }
            seen[r] = any && all_same;
            conflict = conflict || (any && !all_same && !partly_new(runs, r, key));
        }
        if (conflict) {
            key.add("table", std::to_string(tables_));
            sink_.diagnose(Level::note, table_.line,
                           fmt::format("this table prints other values for rows an earlier "
                                       "table has; it is kept apart as table={}",
                                       tables_));
            std::fill(seen.begin(), seen.end(), false);
        }
        // The test's own rows first, perf-profile and the monitors after them.
        // The headline's rows first, then the test's own, perf-profile and the monitors last.
        for (const int rank : {0, 1, 2}) {
            for (std::size_t r = 0; r < table_.rows.size(); ++r) {
                const TableRow& row = table_.rows[r];
                if (seen[r] || rank_of(row.row.name) != rank) {
                    continue;
                }
                for (std::size_t c = 0; c < runs.size(); ++c) {
                    if (find(runs[c], row.row.name, key) == nullptr) {
                        add(runs[c], observation_of(row, c, key));
                    }
                }
            }
        }
    }

    int rank_of(const std::string& name) const {
        if (headline_metrics_.contains(name)) {
            return 0;
        }
        return monitor_metric(name) ? 2 : 1;
    }

    // Whether row r is new in every run that lacks it and equal where present (a 4-column
    // copy of a 3-column table).
    bool partly_new(const std::vector<std::size_t>& runs, std::size_t r, const CaseKey& key) {
        for (std::size_t c = 0; c < runs.size(); ++c) {
            const Observation* found = find(runs[c], table_.rows[r].row.name, key);
            if (found != nullptr && !found->sample.is_raw() &&
                found->sample.summary().mean != table_.rows[r].row.cells[c].mean) {
                return false;
            }
        }
        return true;
    }

    static std::string index_key(const std::string& name, const CaseKey& key) {
        return name + '\n' + key.to_string();
    }

    Observation* find(std::size_t run, const std::string& name, const CaseKey& key) {
        const auto found = index_[run].find(index_key(name, key));
        return found == index_[run].end() ? nullptr : &runs_.runs[run].observations[found->second];
    }

    void add(std::size_t run, Observation observation) {
        std::vector<Observation>& observations = runs_.runs[run].observations;
        index_[run].emplace(index_key(observation.metric.name, observation.case_key),
                            observations.size());
        observations.push_back(std::move(observation));
    }

    // The headline sentence gives its metric a direction the name alone does not: a
    // regression whose table change is negative means higher is better.
    void apply_headlines() {
        // Each headline metric once (the first sentence naming it), then one pass over the
        // table's second column for the sign a sentence leaves out, and one over every run.
        std::unordered_map<std::string, const lkp::Headline*> named;
        for (const lkp::Headline& headline : headlines_) {
            if (direction_of(headline.metric) == Direction::unknown &&
                !monitor_metric(headline.metric)) {
                named.try_emplace(headline.metric, &headline);
            }
        }
        if (named.empty() || runs_.runs.size() < 2) {
            return;
        }
        std::unordered_map<std::string, Direction> better;
        for (const Observation& observation : runs_.runs[1].observations) {
            const auto found = named.find(observation.metric.name);
            if (found == named.end() || better.contains(found->first)) {
                continue;
            }
            const std::optional<double> change =
                found->second->pct ? found->second->pct : observation.source->pct;
            if (change && *change != 0.0) {
                better.emplace(found->first,
                               (*change < 0.0) == found->second->regression ? kHigher : kLower);
            }
        }
        for (Run& run : runs_.runs) {
            for (Observation& observation : run.observations) {
                if (const auto found = better.find(observation.metric.name);
                    found != better.end()) {
                    observation.metric.better = found->second;
                }
            }
        }
    }

    const InputText& input_;
    DiagnosticSink sink_;
    RunsList runs_;
    std::vector<std::unordered_map<std::string, std::size_t>> index_;  // one per run
    std::unordered_map<std::string, std::vector<std::size_t>> runs_by_prefix_;
    std::vector<std::string_view> tokens_;
    std::vector<lkp::Headline> headlines_;
    std::unordered_set<std::string> headline_metrics_;
    std::string soft_break_;
    int soft_joins_ = 0;
    // Context above a table.
    std::vector<std::string> pending_case_keys_;
    CaseKey case_key_;
    std::string testcase_;
    bool in_commits_ = false;
    std::vector<std::string> commits_;
    std::vector<std::string> id_lines_;
    std::vector<std::string> header_ids_;
    bool fail_block_ = false;
    // The table being read.
    bool in_table_ = false;
    bool headerless_ = false;
    std::size_t columns_ = 0;
    Table table_;
    std::vector<std::string> partial_;
    int partial_line_ = 0;
    int partial_joins_ = 0;
    std::size_t tables_ = 0;
    // A JSON list being read.
    bool list_open_ = false;
    std::string list_name_;
    std::string list_label_;
    std::string last_label_;
    int list_line_ = 0;
    std::vector<double> list_values_;
    std::vector<List> lists_;
    std::vector<Table> headerless_tables_;
};

class LkpParser final : public FormatParser {
  public:
    LkpParser()
        : FormatParser("lkp",
                       "kernel test robot (LKP) comparison tables: %stddev/%change rows, one "
                       "column per commit") {}

    double sniff(const SniffHead& head) const override {
        std::size_t rows = 0;
        std::vector<std::string_view> tokens;
        for (const std::string_view line : head.clean_lines()) {
            if (line.starts_with("%stddev")) {
                scan::split_tokens(line, tokens);
                if (lkp::header_columns(tokens) >= 2) {
                    return kHeaderScore;
                }
            }
            if (line.empty() || !(scan::is_digit(line.front()) || line.front() == '-')) {
                continue;
            }
            const std::string normalized = lkp::normalize(line);
            scan::split_tokens(normalized, tokens);
            lkp::Row row;
            if (lkp::read_row(tokens, row) == lkp::RowStatus::row &&
                row.name.find('.') != std::string::npos && ++rows >= kRowsForScore) {
                return kRowsScore;
            }
        }
        return 0.0;
    }

    std::vector<Run> parse(const InputText& input) const override { return Reader(input).read(); }
};

}  // namespace

const Parser& lkp_parser() {
    return the_parser<LkpParser>();
}

}  // namespace benchcmp
