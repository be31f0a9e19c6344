// The schbench parser's line-to-line state: blocks, trailers, run ends and the case key.

#include "parse/schbench/schbench_reader.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "parse/common/text_scan.hpp"

namespace benchcmp::schbench_reader {

namespace {

// The text the matchers see.
std::string_view clean(std::string_view line) {
    return scan::trim(line);
}

// A metric with schbench's naming: latency blocks in microseconds (lower is better), RPS in
// requests per second (higher is better).
Metric block_metric(BlockKind kind, std::string_view stat) {
    if (kind == BlockKind::rps) {
        return Metric{std::string(kBenchmark), fmt::format("rps_{}", stat), "req/s",
                      Direction::higher_is_better};
    }
    return Metric{std::string(kBenchmark),
                  fmt::format("{}_{}_us", schbench_lines::kind_prefix(kind), stat), "us",
                  Direction::lower_is_better};
}

Metric scalar_metric(std::string_view name, std::string_view unit, Direction better) {
    return Metric{std::string(kBenchmark), std::string(name), std::string(unit), better};
}

}  // namespace

bool is_hackbench_line(std::string_view text) {
    const auto contains = [&](std::string_view part) {
        return text.find(part) != std::string_view::npos;
    };
    if (text.starts_with("Time:") || text.starts_with("Total time:")) {
        std::string_view rest = text.substr(text.find(':') + 1);
        return scan::parse_number(scan::next_token(rest)).status == scan::NumberStatus::ok;
    }
    // rt-tests, legacy and perf bench headers; a `# Running schbench ...` comment is not one.
    return text.starts_with("Running in process mode") ||
           text.starts_with("Running in threaded mode") ||
           (text.starts_with("Running with ") && contains("tasks")) ||
           (text.starts_with("# Running ") && contains("benchmark"));
}

const Scalar* Pending::find(const Metric& metric) const {
    for (const Scalar& scalar : scalars) {
        if (scalar.metric == metric) {
            return &scalar;
        }
    }
    return nullptr;
}

void Pending::set(Metric metric, double value, int line) {
    for (Scalar& scalar : scalars) {
        if (scalar.metric == metric) {
            scalar.value = value;
            scalar.line = line;
            return;
        }
    }
    scalars.push_back(Scalar{std::move(metric), value, line});
}

Pending& Reader::pending(int number) {
    if (pending_.first_line == 0) {
        pending_.first_line = number;
    }
    return pending_;
}

void Reader::line(std::string_view raw, int number) {
    const std::string_view text = clean(raw);
    if (text.empty()) {
        return;  // mail and tee leave blank lines inside blocks too
    }
    if (side_by_side_) {
        // Every line of a side-by-side block holds two entries; the first other line ends it.
        if (text.find("th:") != std::string_view::npos ||
            text.find("min=") != std::string_view::npos) {
            return;
        }
        side_by_side_ = false;
    }
    if (open_.open && block_line(text, number)) {
        return;
    }
    if (text.find("percentiles (") != std::string_view::npos) {
        header_line(text, number);
        return;
    }
    trailer_line(text, number);
}

void Reader::header_line(std::string_view text, int number) {
    just_filed_ = false;
    const int headers = schbench_lines::count_headers(text);
    if (headers >= 2) {
        // parse() reads two columns whose labels repeat; anything else (three columns, two
        // different labels) is skipped, loudly: filing it as one run would mix two runs' numbers.
        diagnose(Level::warning, number,
                 fmt::format("{} schbench blocks side by side on one line (\"{}\"); "
                             "only two columns of the same block are read, so this block is "
                             "skipped: paste each column into a file of its own",
                             headers, scan::excerpt(text)));
        side_by_side_ = true;
        return;
    }
    const auto header = schbench_lines::read_header(text);
    if (!header) {
        if (headers == 1) {
            diagnose(Level::warning, number,
                     fmt::format("unknown schbench block \"{}\"; its lines are skipped",
                                 scan::excerpt(text)));
        }
        return;
    }
    // A run ends where the next one begins: a block of a kind the run already has, printed at
    // an earlier runtime, or without any runtime (one block per run before 2020).
    const std::size_t kind = static_cast<std::size_t>(header->kind);
    const Pending::Seen seen = pending_.seen[kind];
    if (seen.count > 0 && (!header->runtime || !seen.runtime || *header->runtime < *seen.runtime)) {
        end_run(number, false);
    } else if (seen.count == 1 && header->runtime == seen.runtime) {
        // The last interval and the final block share a runtime when -i equals -r; so do the
        // final blocks of two runs pasted without their intervals. Only the first is
        // schbench's own layout, so it is assumed, but said.
        diagnose(
            Level::note, number,
            fmt::format("a second schbench {} block at runtime {} (s), after line {}, is "
                        "read as the final block of the same run; if it starts another "
                        "run, paste the schbench command line before each run",
                        schbench_lines::kind_label(header->kind), *header->runtime, seen.line));
    }
    Pending::Seen& now = pending(number).seen[kind];
    now = {now.count + 1, header->runtime, number};
    pending_.after_current_rps = false;
    open_.block = Block{header->kind, number, header->runtime, {}};
    open_.open = true;
}

// A line inside an open block; false (after cutting the block) when it is not one.
bool Reader::block_line(std::string_view text, int number) {
    Block& block = open_.block;
    if (const auto percentile = schbench_lines::read_percentile(text, tokens_)) {
        const std::string name = schbench_lines::percentile_name(percentile->printed);
        if (const auto value = checked_value(fmt::format("{}th", percentile->printed),
                                             percentile->value, number)) {
            block.values.emplace_back(block_metric(block.kind, "p" + name), *value);
        }
        return true;
    }
    if (const auto min_max = schbench_lines::read_min_max(text)) {
        if (const auto min = checked_value("min", min_max->min, number, true)) {
            if (*min < 0.0) {
                // Seen as `min=-1` in a 2019 post: a histogram with no sample, not a time.
                diagnose(Level::note, number,
                         fmt::format("min={} is not a latency (no samples?); skipped",
                                     scan::excerpt(min_max->min)));
            } else {
                block.values.emplace_back(block_metric(block.kind, "min"), *min);
            }
        }
        if (const auto max = checked_value("max", min_max->max, number)) {
            block.values.emplace_back(block_metric(block.kind, "max"), *max);
        }
        // Cumulative blocks: the latest whole block of a kind replaces the one before it.
        auto& blocks = pending_.blocks;
        const auto same = std::find_if(blocks.begin(), blocks.end(),
                                       [&](const Block& b) { return b.kind == block.kind; });
        if (same != blocks.end()) {
            *same = std::move(block);
        } else {
            blocks.push_back(std::move(block));
        }
        open_.open = false;
        return true;
    }
    cut_block(number, "stops at this line");
    return false;
}

// A block without its min/max line may be a cut-off paste of a later, larger interval; using
// the block before it instead would report an earlier interval as the run's result.
void Reader::cut_block(int number, std::string_view where) {
    diagnose(Level::warning, number,
             fmt::format("schbench {} block from line {} {}, before its min=, max= line; "
                         "the run it belongs to is skipped",
                         schbench_lines::kind_label(open_.block.kind), open_.block.line, where));
    pending(number).broken = true;
    open_.open = false;
}

// `rps: ...` lines: the -R mode's rate and latencies, or the running average rate.
void Reader::rps_line(std::string_view text, int number) {
    scan::split_tokens(text, tokens_);
    // 2016-2023 -R mode: `rps: R p95 (usec) A p99 (usec) B p95/cputime C% p99/cputime D%`,
    // once per run, on stdout: it may come before or after its block, so a second one in
    // the same run means the next run has begun.
    if (tokens_.size() >= 8 && tokens_[2] == "p95" && tokens_[5] == "p99") {
        const Metric p95 = scalar_metric("rps_latency_p95_us", "us", Direction::lower_is_better);
        if (pending_.find(p95) != nullptr) {
            end_run(number, false);
        }
        const auto values = std::array{tokens_[1], tokens_[4], tokens_[7]};
        file_scalar(scalar_metric("rps", "req/s", Direction::higher_is_better), values[0], number);
        file_scalar(p95, values[1], number);
        file_scalar(scalar_metric("rps_latency_p99_us", "us", Direction::lower_is_better),
                    values[2], number);
    } else if (tokens_.size() == 2) {
        // 2021-2023: the average since the start, after every interval; the last one counts.
        file_scalar(scalar_metric("rps", "req/s", Direction::higher_is_better), tokens_[1], number);
    }
}

// `sched delay: message N usec worker M usec`; V9 prints the run's last one after its end.
void Reader::sched_delay_line(std::string_view text, int number, bool after_filing) {
    scan::split_tokens(text, tokens_);
    if (tokens_.size() != 8 || tokens_[2] != "message" || tokens_[5] != "worker") {
        return;
    }
    const Metric message =
        scalar_metric("sched_delay_message_us", "us", Direction::lower_is_better);
    const Metric worker = scalar_metric("sched_delay_worker_us", "us", Direction::lower_is_better);
    if (after_filing) {
        // V9 prints the run's last `sched delay:` after `average rps:`.
        for (const auto& [metric, token] :
             {std::pair{message, tokens_[3]}, std::pair{worker, tokens_[6]}}) {
            if (const auto value = checked_value(metric.name, token, number)) {
                run_.add_value(metric, filed_key_, *value, number);
            }
        }
    } else {
        file_scalar(message, tokens_[3], number);
        file_scalar(worker, tokens_[6], number);
    }
}

// `avg worker transfer: N ops/sec`, pipe mode's result.
void Reader::transfer_line(std::string_view text, int number) {
    scan::split_tokens(text, tokens_);
    const Metric transfer = scalar_metric("worker_transfer", "ops/s", Direction::higher_is_better);
    if (tokens_.size() >= 5 && tokens_[4] == "ops/sec") {
        if (pending_.find(transfer) != nullptr) {
            end_run(number, false);
        }
        file_scalar(transfer, tokens_[3], number);
        // Printed once, after the final block: the end of a pipe-mode run.
        if (!pending_.blocks.empty()) {
            end_run(number, true);
        }
    }
}

void Reader::trailer_line(std::string_view text, int number) {
    const bool after_filing = std::exchange(just_filed_, false);
    if (text.starts_with("average rps:")) {
        file_scalar(scalar_metric("average_rps", "req/s", Direction::higher_is_better),
                    scan::trim(text.substr(12)), number);
        end_run(number, true);
    } else if (text.starts_with("final rps goal was")) {
        end_run(number, true);  // -A: the goal is a setting, not a measurement
    } else if (text.starts_with("current rps:")) {
        pending(number).after_current_rps = true;
    } else if (text.starts_with("rps:")) {
        rps_line(text, number);
    } else if (text.starts_with("sched delay:")) {
        sched_delay_line(text, number, after_filing);
    } else if (text.starts_with("avg worker transfer:")) {
        transfer_line(text, number);
    } else if (text.starts_with("setting worker threads to")) {
        // Printed at startup when -t is not given: the start of a run.
        end_run(number, false);
        scan::split_tokens(text, tokens_);
        if (tokens_.size() == 5 && scan::parse_integer(tokens_[4])) {
            threads_ = tokens_[4];
        }
    } else if (text.starts_with("warmup done")) {
        // Blocks before the zeroing do not count, and the runtime may start again.
        pending_.blocks.clear();
        for (auto& seen : pending_.seen) {
            seen = {};
        }
        pending_.after_current_rps = false;
    } else if (text.starts_with("cputime ")) {
        // V1 (2016): `cputime C threads T p99 P` after the block.
        scan::split_tokens(text, tokens_);
        if (tokens_.size() >= 4 && tokens_[2] == "threads" && scan::parse_integer(tokens_[3])) {
            threads_ = tokens_[3];
        }
    } else if (is_hackbench_line(text)) {
        end_run(number, false);
        if (!hackbench_noted_) {
            hackbench_noted_ = true;
            diagnose(Level::warning, number,
                     fmt::format("hackbench output (\"{}\") is not schbench; its lines are "
                                 "skipped (noted once per file)",
                                 scan::excerpt(text)));
        }
    } else if (text.find("schbench") != std::string_view::npos) {
        scan::split_tokens(text, tokens_);
        if (const auto command = schbench_lines::read_command(tokens_)) {
            command_line(*command, number);
        }
    }
}

// A command starts a run: what it states is the case of the blocks below it.
void Reader::command_line(const schbench_lines::Command& command, int number) {
    end_run(number, false);
    threads_ = command.threads;
    message_threads_ = command.message_threads;
    no_locking_ = command.no_locking;
}

void Reader::end_run(int number, bool terminated) {
    Pending done = std::exchange(pending_, Pending{});
    if (done.empty() || done.broken) {
        return;  // cut_block() already said why
    }
    if (!terminated && done.after_current_rps) {
        // 2023+ output: the blocks followed by `current rps:` are intervals, and the run ended
        // before its final block and `average rps:`.
        diagnose(Level::warning, number,
                 fmt::format("schbench run from line {} ends without its final block and "
                             "\"average rps:\" (only interval blocks, each followed by "
                             "\"current rps:\"); the run is skipped",
                             done.first_line));
        return;
    }
    const CaseKey key = case_key();
    for (const Block& block : done.blocks) {
        for (const auto& [metric, value] : block.values) {
            run_.add_value(metric, key, value, block.line);
        }
    }
    for (const Scalar& scalar : done.scalars) {
        // V9 prints the run's own `sched delay:` after `average rps:`; the one pending is an
        // interval's and would count the run twice.
        if (terminated && scalar.metric.name.starts_with("sched_delay_")) {
            continue;
        }
        run_.add_value(scalar.metric, key, scalar.value, scalar.line);
    }
    filed_key_ = key;
    just_filed_ = terminated;
}

void Reader::file_scalar(const Metric& metric, std::string_view token, int number) {
    if (const auto value = checked_value(metric.name, token, number)) {
        pending(number).set(metric, *value, number);
    }
}

CaseKey Reader::case_key() const {
    CaseKey key;
    if (!threads_.empty()) {
        key.add("threads", threads_);
    }
    if (!message_threads_.empty()) {
        key.add("message_threads", message_threads_);
    }
    if (no_locking_) {
        key.add("locking", "no");
    }
    return key;
}

// A value that is not a number, negative (unless allowed) or not finite is dropped with a
// warning naming it.
std::optional<double> Reader::checked_value(std::string_view label, std::string_view token,
                                            int number, bool allow_negative) {
    const scan::Number parsed = scan::parse_number(token);
    if (parsed.status == scan::NumberStatus::ok && (parsed.value >= 0.0 || allow_negative)) {
        return parsed.value;
    }
    const std::string_view problem = parsed.status == scan::NumberStatus::ok
                                         ? "is negative"
                                         : scan::number_problem(parsed.status);
    diagnose(Level::warning, number,
             fmt::format("{} value \"{}\" {}; skipped", label, scan::excerpt(token), problem));
    return std::nullopt;
}

void Reader::diagnose(Level level, int number, std::string message) {
    run_.diagnose(level, number, prefix_.empty() ? std::move(message) : prefix_ + message);
}

void Reader::interrupt(int number) {
    if (open_.open) {
        cut_block(number, "stops at this line");
    }
}

void Reader::take_case_from(const Reader& other, int number) {
    if (threads_ == other.threads_ && message_threads_ == other.message_threads_ &&
        no_locking_ == other.no_locking_) {
        return;
    }
    end_run(number, false);
    threads_ = other.threads_;
    message_threads_ = other.message_threads_;
    no_locking_ = other.no_locking_;
}

void Reader::finish(int last_line) {
    if (open_.open) {
        cut_block(last_line, "is cut off at the end of the input");
    }
    end_run(last_line, false);
}

}  // namespace benchcmp::schbench_reader
