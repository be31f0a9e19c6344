// "hackbench": rt-tests hackbench, the legacy standalone hackbench and
// `perf bench sched messaging`, as printed or as pasted into mail (FORMATS.md section 1).
//
// Lines are matched token by token after the mail quote prefix and surrounding blanks are
// removed, so extra spaces, TABs and quoting depth never matter. The parser keeps the most
// recent header of each family as the context that gives a result line its case.

#include <fmt/format.h>

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "benchcmp/parse.hpp"
#include "parse/common/format_parser.hpp"
#include "parse/common/text_scan.hpp"
#include "parse/hackbench/hackbench_lines.hpp"
#include "parse/parsers.hpp"

namespace benchcmp {

namespace {

using hackbench_lines::is_rt_header_start;
using hackbench_lines::is_sched_messaging;
using hackbench_lines::read_each_sender;
using hackbench_lines::read_legacy_header;
using hackbench_lines::read_messaging_detail;
using hackbench_lines::read_perf_command;
using hackbench_lines::read_perf_header;
using hackbench_lines::read_rt_header;
using hackbench_lines::Tokens;

// rt-tests and legacy hackbench share a name: they print the same `Time:` line for the same
// workload. perf's messaging benchmark is a different program (own loop, own defaults), so it
// gets its own benchmark name and never silently matches a hackbench case.
const Metric kHackbenchTime{"hackbench", "time", "s", Direction::lower_is_better};
const Metric kMessagingTime{"sched-messaging", "time", "s", Direction::lower_is_better};

// An rt-tests, legacy or perf messaging header, or a `Time: <number>` line: nothing else
// prints these.
constexpr double kSureScore = 0.9;
// A `perf bench -f simple` command line followed by bare numbers: strong, but bare numbers
// are also what the numbers format reads, so below a real header.
constexpr double kSimpleCommandScore = 0.8;

// A mailer wraps the 84-column rt-tests header once; quoting can push it to twice.
constexpr int kMaxHeaderJoins = 2;

// A line that begins a statement of its own, and so cannot continue a wrapped header.
bool starts_statement(std::string_view text) {
    return text.starts_with("Running ") || text.starts_with("Each sender") ||
           text.starts_with("Time:") || text.starts_with("Total time:") || text.starts_with('#') ||
           text.starts_with("No measurements available");
}

// One parse: the state that carries from line to line.
//
// Shell loops repeat one block thousands of times, so the hot path avoids redoing work: a
// header identical to the last one is not read again, and a value of the same case as the
// previous one goes straight into its sample.
class Reader {
  public:
    explicit Reader(Run& run) : run_(run) {}

    void line(std::string_view raw, int number);
    void finish();

  private:
    // Which key a `Time:` line is filed under.
    enum class TimeContext { none, legacy, rt_header, rt_each, unreadable };
    // Which perf bench results the lines that follow belong to.
    enum class PerfContext { none, messaging, other };

    void flush_pending_header();
    void statement(std::string_view text, int number);
    void other_line(std::string_view text, int number, PerfContext simple);
    void header_line(std::string_view text, int number);
    void each_sender_line(std::string_view text, int number);
    void hash_line(std::string_view text);
    bool messaging_detail_line(std::string_view text);
    void time_line(std::string_view text, int number);
    void total_time_line(std::string_view text, int number);
    void perf_command_line(std::string_view text);
    void bare_number_line(std::string_view token, int number);
    const CaseKey& time_key() const;
    void add(const Metric& metric, const CaseKey& key, double value, int number);
    std::optional<double> checked_value(std::string_view label, std::string_view token, int number);
    void skip_other_perf(std::string_view benchmark, int number);
    void set_perf_benchmark(std::string_view name);
    void rebuild_perf_key();

    Run& run_;
    Tokens tokens_;   // reused for every line
    Tokens scratch_;  // for matchers that tokenize part of a line, leaving tokens_ intact

    std::string pending_header_;  // a `Running in` header waiting for its wrapped tail
    int pending_line_ = 0;
    int pending_joins_ = 0;

    TimeContext time_context_ = TimeContext::none;
    const CaseKey no_case_;       // Rusty Russell's hackbench and bare numbers: no parameters
    CaseKey legacy_key_;          // groups of the last legacy header
    std::string rt_header_text_;  // the rt-tests header rt_header_key_ was read from
    CaseKey rt_header_key_;       // mode, groups, fds
    std::string each_text_;       // the `Each sender` line rt_each_key_ was read from
    CaseKey rt_each_key_;         // rt_header_key_ plus loops, bytes

    PerfContext perf_context_ = PerfContext::none;
    std::string perf_benchmark_;
    std::string perf_mode_, perf_groups_, perf_fds_;
    CaseKey perf_key_;

    // `perf bench -f simple` output: bare numbers under a command line.
    PerfContext simple_context_ = PerfContext::none;
    std::string simple_benchmark_;
    CaseKey simple_key_;

    // Where the last value went; valid while no key object has changed since.
    std::uint64_t key_version_ = 0;  // bumped whenever any key member changes
    struct LastAdd {
        const Metric* metric = nullptr;
        const CaseKey* key = nullptr;
        std::uint64_t key_version = 0;
        std::size_t index = 0;
    } last_add_;

    // Whether any hackbench or perf structure was seen; without any, a file of bare numbers
    // is perf simple output (the user forced this format, since sniff() never claims it).
    bool structure_seen_ = false;
    std::vector<std::pair<std::string_view, int>> bare_candidates_;

    bool other_perf_noted_ = false;
    bool orphan_total_noted_ = false;
};

void Reader::line(std::string_view raw, int number) {
    const std::string_view text = scan::clean_line(raw);
    if (!pending_header_.empty()) {
        if (text.empty()) {
            return;  // a wrapped header may continue after a blank line
        }
        if (!starts_statement(text)) {
            pending_header_ += ' ';
            pending_header_ += text;
            if (text.find("tasks)") != std::string_view::npos ||
                ++pending_joins_ == kMaxHeaderJoins) {
                flush_pending_header();
            }
            return;
        }
        flush_pending_header();
    }
    if (!text.empty()) {
        statement(text, number);
    }
}

void Reader::flush_pending_header() {
    const std::string header = std::move(pending_header_);
    pending_header_.clear();
    header_line(header, pending_line_);
}

void Reader::finish() {
    if (!pending_header_.empty()) {
        flush_pending_header();
    }
    if (!structure_seen_) {
        for (const auto& [token, number] : bare_candidates_) {
            if (const auto value = checked_value("value", token, number)) {
                add(kMessagingTime, no_case_, *value, number);
            }
        }
    }
    // Bare-number fallbacks are diagnosed last; present everything in file order.
    std::stable_sort(run_.diagnostics.begin(), run_.diagnostics.end(),
                     [](const Diagnostic& a, const Diagnostic& b) { return a.line < b.line; });
}

// Dispatches on the start of the line, most frequent first; only lines that need it are
// split into tokens.
void Reader::statement(std::string_view text, int number) {
    // perf simple output is a run of bare numbers; anything else ends it, so a later `nproc`
    // answer or prose number is not taken for a time.
    const PerfContext simple = std::exchange(simple_context_, PerfContext::none);

    if (text.starts_with("Time:")) {
        time_line(text, number);
    } else if (text.starts_with("Running ")) {
        if (text.find("tasks)") == std::string_view::npos &&
            (scan::split_tokens(text, tokens_), is_rt_header_start(tokens_))) {
            pending_header_ = text;
            pending_line_ = number;
            pending_joins_ = 0;
        } else {
            header_line(text, number);
        }
    } else if (text.starts_with("Each sender")) {
        each_sender_line(text, number);
    } else if (text.starts_with("Total time:")) {
        total_time_line(text, number);
    } else if (text.front() == '#') {
        hash_line(text);
    } else if (text.starts_with("No measurements available")) {
        run_.diagnose(Level::warning, number,
                      "No measurements available: hackbench recorded no time for this run");
    } else {
        other_line(text, number, simple);
    }
}

void Reader::other_line(std::string_view text, int number, PerfContext simple) {
    if (text.find("seconds time elapsed") != std::string_view::npos) {
        run_.diagnose(Level::note, number,
                      "perf stat's summary is not a hackbench run: hackbench's time comes "
                      "from the runs printed above it");
    } else if (text.back() == ')' && messaging_detail_line(text)) {
        // the stale perf-bench.txt messaging lines
    } else if (std::none_of(text.begin(), text.end(), scan::is_blank)) {
        if (scan::parse_number(text).status == scan::NumberStatus::invalid) {
            return;
        }
        if (simple != PerfContext::none) {
            simple_context_ = simple;
            bare_number_line(text, number);
        } else {
            bare_candidates_.emplace_back(text, number);
        }
    } else if (text.find("perf") != std::string_view::npos) {
        perf_command_line(text);
    }
}

// `Running in ...` (rt-tests, possibly joined from wrapped lines) or `Running with ...`
// (legacy); any other `Running` line is prose.
void Reader::header_line(std::string_view text, int number) {
    if (!rt_header_text_.empty() && text == rt_header_text_) {
        structure_seen_ = true;
        perf_context_ = PerfContext::none;
        time_context_ = TimeContext::rt_header;
        return;
    }
    scan::split_tokens(text, tokens_);
    if (is_rt_header_start(tokens_)) {
        structure_seen_ = true;
        perf_context_ = PerfContext::none;
        if (auto key = read_rt_header(tokens_)) {
            rt_header_key_ = std::move(*key);
            rt_header_text_ = text;
            each_text_.clear();
            ++key_version_;
            time_context_ = TimeContext::rt_header;
        } else {
            // Better to drop results than file them under a guessed case.
            time_context_ = TimeContext::unreadable;
            run_.diagnose(Level::warning, number,
                          "unreadable hackbench header; the Time: results under it are skipped");
        }
    } else if (const auto groups = read_legacy_header(tokens_)) {
        structure_seen_ = true;
        perf_context_ = PerfContext::none;
        legacy_key_ = CaseKey{};
        legacy_key_.add("groups", std::string(*groups));
        ++key_version_;
        time_context_ = TimeContext::legacy;
    }
}

// rt-tests prints this line right after its header; a second one under the same header
// replaces the first.
void Reader::each_sender_line(std::string_view text, int number) {
    const bool under_header =
        time_context_ == TimeContext::rt_header || time_context_ == TimeContext::rt_each;
    if (under_header && !each_text_.empty() && text == each_text_) {
        time_context_ = TimeContext::rt_each;
        return;
    }
    scan::split_tokens(text, tokens_);
    const auto each = read_each_sender(tokens_);
    if (!each) {
        return;
    }
    if (under_header) {
        rt_each_key_ = rt_header_key_;
        rt_each_key_.add("loops", std::string(each->first));
        rt_each_key_.add("bytes", std::string(each->second));
        each_text_ = text;
        ++key_version_;
        time_context_ = TimeContext::rt_each;
    } else if (time_context_ != TimeContext::unreadable) {
        run_.diagnose(Level::warning, number,
                      "\"Each sender\" line with no \"Running in\" header before it; ignored");
    }
}

// perf bench's `#` lines; any other `#` line is a comment or a root shell prompt, which may
// hold a perf bench command.
void Reader::hash_line(std::string_view text) {
    const std::string_view body = scan::trim(text.substr(1));
    if (body.starts_with("Running")) {
        scan::split_tokens(body, tokens_);
        if (const auto name = read_perf_header(tokens_)) {
            structure_seen_ = true;
            set_perf_benchmark(*name);
            return;
        }
    }
    if (!body.empty() && (scan::is_digit(body.front()) || body.front() == '(') &&
        messaging_detail_line(text)) {
        return;
    }
    if (text.find("perf") != std::string_view::npos) {
        perf_command_line(text);
    }
}

// Only perf's messaging benchmark prints these lines, so they imply it even when its
// `# Running` header is missing (the stale perf-bench.txt example has none).
bool Reader::messaging_detail_line(std::string_view text) {
    const auto detail = read_messaging_detail(text, scratch_);
    if (!detail) {
        return false;
    }
    structure_seen_ = true;
    if (perf_context_ != PerfContext::messaging) {
        set_perf_benchmark("sched/messaging");
    }
    perf_mode_ = detail->mode;
    if (!detail->fds.empty()) {
        perf_fds_ = detail->fds;
    }
    if (!detail->groups.empty()) {
        perf_groups_ = detail->groups;
    }
    rebuild_perf_key();
    return true;
}

void Reader::time_line(std::string_view text, int number) {
    structure_seen_ = true;
    std::string_view rest = text.substr(5);  // after "Time:"
    const std::string_view token = scan::next_token(rest);
    if (token.empty()) {
        run_.diagnose(Level::warning, number, "Time: value is missing; skipped");
        return;
    }
    if (time_context_ == TimeContext::unreadable) {
        return;  // the header's warning covers it
    }
    if (const auto value = checked_value("Time: value", token, number)) {
        add(kHackbenchTime, time_key(), *value, number);
    }
}

const CaseKey& Reader::time_key() const {
    switch (time_context_) {
        case TimeContext::legacy:
            return legacy_key_;
        case TimeContext::rt_header:
            return rt_header_key_;
        case TimeContext::rt_each:
            return rt_each_key_;
        case TimeContext::none:
        case TimeContext::unreadable:
            break;
    }
    return no_case_;  // no header at all: Rusty Russell's original hackbench
}

void Reader::total_time_line(std::string_view text, int number) {
    structure_seen_ = true;
    std::string_view rest = text.substr(11);  // after "Total time:"; "[sec]" or "sec" follow
    const std::string_view token = scan::next_token(rest);
    switch (perf_context_) {
        case PerfContext::messaging:
            if (token.empty()) {
                run_.diagnose(Level::warning, number, "Total time: value is missing; skipped");
            } else if (const auto value = checked_value("Total time: value", token, number)) {
                add(kMessagingTime, perf_key_, *value, number);
            }
            break;
        case PerfContext::other:
            // sched/pipe prints the same line; its time is not a messaging time.
            skip_other_perf(perf_benchmark_, number);
            break;
        case PerfContext::none:
            if (!orphan_total_noted_) {
                orphan_total_noted_ = true;
                run_.diagnose(Level::warning, number,
                              "\"Total time:\" with no perf bench header before it is skipped "
                              "(noted once per file)");
            }
            break;
    }
}

// A line that may hold a perf bench command. A command starts new output, so it ends the
// previous benchmark's context.
void Reader::perf_command_line(std::string_view text) {
    scan::split_tokens(text, tokens_);
    const auto command = read_perf_command(tokens_);
    if (!command) {
        return;
    }
    structure_seen_ = true;
    perf_context_ = PerfContext::none;
    if (command->simple) {
        const bool messaging = is_sched_messaging(command->benchmark);
        simple_context_ = messaging ? PerfContext::messaging : PerfContext::other;
        simple_benchmark_ = command->benchmark;
        simple_key_ = command->key;
        ++key_version_;
    }
}

void Reader::bare_number_line(std::string_view token, int number) {
    if (simple_context_ == PerfContext::other) {
        skip_other_perf(simple_benchmark_, number);
        return;
    }
    if (const auto value = checked_value("value", token, number)) {
        add(kMessagingTime, simple_key_, *value, number);
    }
}

// Run::add_value, with its search skipped while the case stays the one of the last value.
void Reader::add(const Metric& metric, const CaseKey& key, double value, int number) {
    if (last_add_.metric == &metric && last_add_.key == &key &&
        last_add_.key_version == key_version_) {
        Observation& observation = run_.observations[last_add_.index];
        observation.sample.values().push_back(value);
        observation.last_line = number;
        return;
    }
    run_.add_value(metric, key, value, number);
    auto& observations = run_.observations;
    const auto found = std::find_if(observations.rbegin(), observations.rend(), [&](const auto& o) {
        return o.metric == metric && o.case_key == key;
    });
    last_add_ = {&metric, &key, key_version_,
                 static_cast<std::size_t>(observations.rend() - found) - 1};
}

// A time that is not a number, negative or not finite is dropped with a warning naming it.
std::optional<double> Reader::checked_value(std::string_view label, std::string_view token,
                                            int number) {
    const scan::Number parsed = scan::parse_number(token);
    if (parsed.status == scan::NumberStatus::ok && (parsed.value >= 0.0)) {
        return parsed.value;
    }
    const std::string_view problem = parsed.status == scan::NumberStatus::ok
                                         ? "is negative"
                                         : scan::number_problem(parsed.status);
    run_.diagnose(Level::warning, number,
                  fmt::format("{} \"{}\" {}; skipped", label, scan::excerpt(token), problem));
    return std::nullopt;
}

void Reader::skip_other_perf(std::string_view benchmark, int number) {
    if (other_perf_noted_) {
        return;
    }
    other_perf_noted_ = true;
    run_.diagnose(Level::note, number,
                  fmt::format("skipped the results of perf bench {}: only sched/messaging is "
                              "compared (noted once per file)",
                              benchmark.empty() ? "(unnamed)" : scan::excerpt(benchmark)));
}

void Reader::set_perf_benchmark(std::string_view name) {
    perf_context_ = is_sched_messaging(name) ? PerfContext::messaging : PerfContext::other;
    perf_benchmark_ = name;
    perf_mode_.clear();
    perf_groups_.clear();
    perf_fds_.clear();
    rebuild_perf_key();
}

// perf prints fds before groups; the key uses rt-tests' order (mode, groups, fds) so the two
// families' cases read alike.
void Reader::rebuild_perf_key() {
    perf_key_ = CaseKey{};
    if (!perf_mode_.empty()) {
        perf_key_.add("mode", perf_mode_);
    }
    if (!perf_groups_.empty()) {
        perf_key_.add("groups", perf_groups_);
    }
    if (!perf_fds_.empty()) {
        perf_key_.add("fds", perf_fds_);
    }
    ++key_version_;
}

class HackbenchParser final : public LineFormatParser<Reader> {
  public:
    HackbenchParser()
        : LineFormatParser(
              "hackbench",
              "hackbench (rt-tests and legacy) and perf bench sched messaging output") {}
    std::string run_line(std::string_view value) const override {
        return "Time: " + std::string(value);
    }

    double sniff(const SniffHead& head) const override {
        double score = 0.0;
        Tokens tokens;
        for (const std::string_view text : head.clean_lines()) {
            if (text.starts_with("Time:")) {
                std::string_view rest = text.substr(5);
                const std::string_view token = scan::next_token(rest);
                if (scan::trim(rest).empty() &&
                    scan::parse_number(token).status == scan::NumberStatus::ok) {
                    return kSureScore;
                }
            } else if (text.starts_with("Running ")) {
                scan::split_tokens(text, tokens);
                if (is_rt_header_start(tokens) || read_legacy_header(tokens)) {
                    return kSureScore;
                }
            } else if (text.starts_with('#') && text.find("sched/messaging") != text.npos) {
                scan::split_tokens(scan::trim(text.substr(1)), tokens);
                const auto name = read_perf_header(tokens);
                if (name && is_sched_messaging(*name)) {
                    return kSureScore;
                }
            } else if (text.find("sender and receiver") != text.npos &&
                       read_messaging_detail(text, tokens)) {
                return kSureScore;
            }
            if (text.find("perf") != text.npos) {
                scan::split_tokens(text, tokens);
                const auto command = read_perf_command(tokens);
                if (command && command->simple && is_sched_messaging(command->benchmark)) {
                    score = kSimpleCommandScore;
                }
            }
        }
        return score;
    }
};

}  // namespace

const Parser& hackbench_parser() {
    return the_parser<HackbenchParser>();
}

}  // namespace benchcmp
