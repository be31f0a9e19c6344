// "cyclictest": rt-tests' cyclictest wakeup latency, every version from the 2006 cyclictest32
// on. Two shapes of result:
//
//   T: 0 ( 3524) P:99 I:1000 C: 576934 Min:      1 Act:    4 Avg:    5 Max:    1650
//
// one line per measuring thread (the screen cyclictest leaves at its end, or its only output
// with -q), and the summary under a --histogram run:
//
//   # Total: 000100000 000100000
//   # Min Latencies: 00002 00002
//   # Avg Latencies: 00003 00003
//   # Max Latencies: 00015 00021
//
// one value per thread. Each thread's Min, Avg and Max is a value of the case `thread=N`; a
// block of two or more threads also gives the case `thread=all`, which gathers every thread's
// value into one sample (threads on different CPUs measure one kernel, as iotable's disks do),
// so that two kernels compare with a test. `Act:` is the last latency seen, `C:` and `# Total:`
// are loop counts: none of them is compared. With --histofall the Max line carries one value
// more than the threads, the maximum of all, which is not a thread's and is not read. Values
// are microseconds unless a cyclictest command line in the text asks for -N/--nsecs.
//
// A mailer that wraps a thread line (`... Act:   38011 Avg:` / `20919 Max:   38445`) has it
// joined with the next line.

#include <fmt/format.h>

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

constexpr std::string_view kBenchmark = "cyclictest";

// A thread line or a histogram summary line: nothing else prints them.
constexpr double kSureScore = 0.9;

constexpr std::string_view kNames[] = {"min_latency", "avg_latency", "max_latency"};
constexpr std::string_view kFields[] = {"Min:", "Avg:", "Max:"};
constexpr std::string_view kSummaries[] = {
    "# Min Latencies:", "# Avg Latencies:", "# Max Latencies:"};

// The number after field in text (blanks between them allowed), or nullopt.
std::optional<double> field_value(std::string_view text, std::string_view field) {
    const std::size_t at = text.find(field);
    if (at == std::string_view::npos) {
        return std::nullopt;
    }
    std::string_view rest = text.substr(at + field.size());
    const std::string_view token = scan::next_token(rest);
    const scan::Number value = scan::parse_number(token);
    if (value.status != scan::NumberStatus::ok) {
        return std::nullopt;
    }
    return value.value;
}

bool is_thread_line(std::string_view text) {
    return text.starts_with("T:") && text.find("Min:") != std::string_view::npos;
}

// The thread number of `T: 0 (...`, `T:12 (...`.
std::optional<std::int64_t> thread_number(std::string_view text) {
    std::string_view rest = text.substr(2);
    return scan::parse_integer(scan::next_token(rest));
}

bool is_summary_line(std::string_view text) {
    for (const std::string_view summary : kSummaries) {
        if (text.starts_with(summary)) {
            return true;
        }
    }
    return false;
}

// A cyclictest command line asking for nanoseconds.
bool asks_for_nsecs(std::string_view text) {
    if (text.find("cyclictest") == std::string_view::npos) {
        return false;
    }
    for (const std::string_view token : scan::split_tokens(text)) {
        if (token == "-N" || token == "--nsecs") {
            return true;
        }
    }
    return false;
}

class Reader {
  public:
    explicit Reader(Run& run) : run_(run) {}

    void line(std::string_view raw, int number);
    void finish() {
        end_pending();
        flush();
    }

  private:
    void thread_line(std::string_view text, int number);
    void summary_line(std::string_view text, int number);
    void end_pending();
    void flush();
    Metric metric(std::size_t index) const {
        return Metric{std::string(kBenchmark), std::string(kNames[index]), unit_,
                      Direction::lower_is_better};
    }

    // One thread's three values while its block is read.
    struct Thread {
        std::string number;
        std::optional<double> values[3];
        int line = 0;
    };

    Run& run_;
    std::string unit_ = "us";
    std::vector<Thread> block_;
    std::string pending_;  // a thread line the mailer wrapped before its Max
    int pending_line_ = 0;
    // The histogram summary being read: one list of values per Min/Avg/Max line.
    std::vector<double> summary_[3];
    int summary_lines_[3] = {0, 0, 0};
};

void Reader::line(std::string_view raw, int number) {
    const std::string_view text = scan::clean_line(raw);
    if (!pending_.empty()) {
        if (!text.empty() && (scan::is_digit(text.front()) || text.starts_with("Max:"))) {
            pending_ += ' ';
            pending_ += text;
            const std::string joined = std::move(pending_);
            pending_.clear();
            thread_line(joined, pending_line_);
            return;
        }
        end_pending();
    }
    if (is_thread_line(text)) {
        if (text.find("Max:") == std::string_view::npos) {
            pending_ = std::string(text);
            pending_line_ = number;
            return;
        }
        thread_line(text, number);
        return;
    }
    if (is_summary_line(text)) {
        summary_line(text, number);
        return;
    }
    if (asks_for_nsecs(text)) {
        flush();
        unit_ = "ns";
        return;
    }
    // Histogram rows (`000012 000345 000301`), `# Total:`, `# Histogram Overflows:`,
    // `policy: fifo: loadavg: ...` and blank lines stay inside a block; other text ends it.
    if (text.empty() || text.starts_with('#') || text.starts_with("policy:") ||
        scan::is_digit(text.front())) {
        return;
    }
    flush();
}

void Reader::thread_line(std::string_view text, int number) {
    const auto thread = thread_number(text);
    if (!thread) {
        run_.diagnose(Level::warning, number,
                      fmt::format("cyclictest line \"{}\" has no thread number after T:; skipped",
                                  scan::excerpt(text)));
        return;
    }
    Thread read{std::to_string(*thread), {}, number};
    for (std::size_t i = 0; i < 3; ++i) {
        read.values[i] = field_value(text, kFields[i]);
        if (!read.values[i]) {
            run_.diagnose(Level::warning, number,
                          fmt::format("cyclictest thread {} has no number after {}; the line is "
                                      "skipped",
                                      read.number, kFields[i]));
            return;
        }
    }
    for (const Thread& seen : block_) {
        if (seen.number == read.number) {
            flush();  // the same thread again: the next run's block
            break;
        }
    }
    block_.push_back(std::move(read));
}

void Reader::summary_line(std::string_view text, int number) {
    std::size_t index = 0;
    while (!text.starts_with(kSummaries[index])) {
        ++index;
    }
    if (summary_lines_[index] != 0) {
        flush();  // a second histogram run
    }
    std::vector<double>& values = summary_[index];
    std::string_view rest = text.substr(kSummaries[index].size());
    for (std::string_view token = scan::next_token(rest); !token.empty();
         token = scan::next_token(rest)) {
        const scan::Number value = scan::parse_number(token);
        if (value.status != scan::NumberStatus::ok) {
            run_.diagnose(
                Level::warning, number,
                fmt::format("\"{}\" in {} {}; the line is skipped", scan::excerpt(token),
                            kSummaries[index].substr(2), scan::number_problem(value.status)));
            values.clear();
            return;
        }
        values.push_back(value.value);
    }
    summary_lines_[index] = number;
}

void Reader::end_pending() {
    if (pending_.empty()) {
        return;
    }
    run_.diagnose(Level::warning, pending_line_,
                  "cyclictest thread line ends before its Max: value; skipped");
    pending_.clear();
}

void Reader::flush() {
    // The histogram summary becomes thread lines: thread j's Min, Avg and Max.
    const std::size_t threads = summary_[0].size();
    if (threads > 0 || !summary_[1].empty() || !summary_[2].empty()) {
        std::vector<double>& max = summary_[2];
        if (max.size() == threads + 1 && threads > 1) {
            max.pop_back();  // --histofall's maximum over all threads
        }
        if (summary_[1].size() != threads || max.size() != threads) {
            int line = 0;
            for (const int seen : summary_lines_) {
                line = line == 0 ? seen : line;
            }
            run_.diagnose(Level::warning, line,
                          fmt::format("cyclictest histogram summary lists {}, {} and {} threads "
                                      "in its Min, Avg and Max lines; skipped",
                                      threads, summary_[1].size(), max.size()));
        } else {
            for (std::size_t j = 0; j < threads; ++j) {
                block_.push_back(Thread{std::to_string(j),
                                        {summary_[0][j], summary_[1][j], max[j]},
                                        summary_lines_[0]});
            }
        }
        for (std::size_t i = 0; i < 3; ++i) {
            summary_[i].clear();
            summary_lines_[i] = 0;
        }
    }
    for (const Thread& thread : block_) {
        CaseKey key;
        key.add("thread", thread.number);
        for (std::size_t i = 0; i < 3; ++i) {
            run_.add_value(metric(i), key, *thread.values[i], thread.line);
        }
    }
    if (block_.size() > 1) {
        CaseKey all;
        all.add("thread", "all");
        for (const Thread& thread : block_) {
            for (std::size_t i = 0; i < 3; ++i) {
                run_.add_value(metric(i), all, *thread.values[i], thread.line);
            }
        }
    }
    block_.clear();
}

class CyclictestParser final : public LineFormatParser<Reader> {
  public:
    CyclictestParser()
        : LineFormatParser(kBenchmark,
                           "rt-tests cyclictest: per-thread `T: 0 ( 1234) P:99 I:1000 C: N Min: "
                           "Act: Avg: Max:` lines and the --histogram `# Min/Avg/Max "
                           "Latencies:` summaries") {}

    double sniff(const SniffHead& head) const override {
        for (const std::string_view text : head.clean_lines()) {
            if (text.size() < 2 || (text[0] != 'T' && text[0] != '#')) {
                continue;
            }
            if ((is_thread_line(text) && text.find("Avg:") != std::string_view::npos) ||
                is_summary_line(text)) {
                return kSureScore;
            }
        }
        return 0.0;
    }
};

}  // namespace

const Parser& cyclictest_parser() {
    return the_parser<CyclictestParser>();
}

}  // namespace benchcmp
