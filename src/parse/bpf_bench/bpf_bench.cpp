// "bpf-bench": the BPF selftests `bench` tool (tools/testing/selftests/bpf/bench.c and
// benchs/*.c) and the run_bench_*.sh scripts around it.
//
// bench prints one progress line per second, `Iter   0 ( 95.396us): hits   20.152M/s (
// 5.038M/prod), drops    0.000M/s, total operations   20.152M/s`, then its own `Summary:
// hits   20.093 ± 0.059M/s (  5.023M/prod), ...` over the iterations after the warm-up. The
// iterations are the runs: each item (`hits`, `drops`, `total operations`, `latency`, ...) is a
// metric whose raw sample they fill; the Summary is read only for a block that printed no
// iteration (n unknown: bench does not print how many it kept). The scripts print one summary
// a benchmark, `uprobe-nop     :    3.229 ± 0.002M/s` (run_common.sh's `summarize`: the hits).
// The case is the benchmark: `Setting up benchmark 'X'...`, `Benchmark 'X' started.`, a
// `bench ... X` command line, or the script line's name.

#include <fmt/format.h>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "parse/bpf_bench/bpf_bench_items.hpp"
#include "parse/common/format_parser.hpp"
#include "parse/common/text_scan.hpp"
#include "parse/parsers.hpp"

namespace benchcmp {

namespace {

constexpr std::string_view kFormat = "bpf-bench";
// An `Iter N (drift):` line or a `Summary:` line with bench's items, `Setting up benchmark`:
// no other tool prints them.
constexpr double kSureScore = 0.9;
// A script's `name : mean ± sdM/s` line alone.
constexpr double kScriptScore = 0.75;

using bpf_bench::Item;

// `Iter   0 ( 95.396us):` without its items, or nullopt.
std::optional<std::string_view> iteration_items(std::string_view line) {
    if (!line.starts_with("Iter ")) {
        return std::nullopt;
    }
    const std::size_t close = line.find("):");
    if (close == std::string_view::npos || line.find('(') > close) {
        return std::nullopt;
    }
    if (!scan::parse_integer(scan::trim(line.substr(5, line.find('(') - 5)))) {
        return std::nullopt;
    }
    return line.substr(close + 2);
}

std::optional<std::string_view> summary_items(std::string_view line) {
    constexpr std::string_view kWord = "Summary:";
    return line.starts_with(kWord) ? std::optional(line.substr(kWord.size())) : std::nullopt;
}

// The name in `Setting up benchmark 'X'...` or `Benchmark 'X' started.`.
std::optional<std::string_view> quoted_benchmark(std::string_view line) {
    if (!line.starts_with("Setting up benchmark '") && !line.starts_with("Benchmark '")) {
        return std::nullopt;
    }
    const std::size_t open = line.find('\'');
    const std::size_t close = line.find('\'', open + 1);
    if (close == std::string_view::npos || close == open + 1) {
        return std::nullopt;
    }
    return line.substr(open + 1, close - open - 1);
}

// `./bench -w2 -d5 -a -p 4 trig-fentry` (behind a prompt or not): the first word after the
// `bench` program that is no option and no option's number.
std::optional<std::string_view> command_benchmark(const std::vector<std::string_view>& tokens) {
    for (std::size_t i = 0; i + 1 < tokens.size(); ++i) {
        const std::string_view program = tokens[i];
        if (program != "bench" && !program.ends_with("/bench")) {
            continue;
        }
        for (std::size_t j = i + 1; j < tokens.size(); ++j) {
            const std::string_view word = tokens[j];
            if (scan::is_letter(word.front())) {
                return word;
            }
        }
    }
    return std::nullopt;
}

// A rate of hits or operations is better higher; one of drops (ringbuf, the trigger benches) or
// misses is worse, as is a time per operation.
Direction direction_of(const Item& item) {
    const bool loss = item.name.starts_with("drop") || item.name.find("miss") != std::string::npos;
    if (item.unit.ends_with("/op") || item.name == "latency" || loss) {
        return Direction::lower_is_better;
    }
    if (item.unit.ends_with("/s")) {
        return Direction::higher_is_better;
    }
    return Direction::unknown;
}

Metric metric_of(const Item& item) {
    std::string name = item.name;
    for (char& c : name) {
        c = c == ' ' ? '_' : c;
    }
    return Metric{std::string(kFormat), name, item.unit, direction_of(item)};
}

class Reader {
  public:
    explicit Reader(Run& run) : run_(run) {}
    void line(std::string_view raw, int number);
    void finish() { end_block(); }

  private:
    void end_block();
    CaseKey key() const;

    Run& run_;
    std::vector<std::string_view> tokens_;
    std::string benchmark_;  // from the last header or command line
    bool iterations_ = false;
    std::vector<Item> items_;
};

CaseKey Reader::key() const {
    CaseKey key;
    if (!benchmark_.empty()) {
        key.add("bench", benchmark_);
    }
    return key;
}

void Reader::end_block() {
    iterations_ = false;
}

void Reader::line(std::string_view raw, int number) {
    std::string_view text = scan::clean_line(raw);
    if (const auto name = quoted_benchmark(text)) {
        end_block();
        benchmark_ = std::string(*name);
        return;
    }
    if (const auto items = iteration_items(text)) {
        iterations_ = true;
        for (const Item& item : bpf_bench::read_items(*items, false)) {
            run_.add_value(metric_of(item), key(), item.value, number);
        }
        return;
    }
    if (const auto items = summary_items(text)) {
        if (!iterations_) {
            for (const Item& item : bpf_bench::read_items(*items, true)) {
                Summary summary;
                summary.mean = item.value;
                summary.stddev = item.stddev.value_or(0.0);
                run_.observations.push_back(
                    Observation{metric_of(item), key(), Sample(std::move(summary)), number});
            }
        }
        end_block();
        return;
    }
    if (const auto script = bpf_bench::script_line(text)) {
        CaseKey key;
        key.add("bench", std::string(script->name));
        Summary summary;
        summary.mean = script->value;
        summary.stddev = script->stddev.value_or(0.0);
        run_.observations.push_back(Observation{metric_of(Item{"hits", script->unit, 0.0, {}}),
                                                std::move(key), Sample(std::move(summary)),
                                                number});
        return;
    }
    scan::split_tokens(text, tokens_);
    if (const auto name = command_benchmark(tokens_)) {
        end_block();
        benchmark_ = std::string(*name);
    }
}

// A line only bench prints: an `Iter` or `Summary:` line with its items, or its set-up line.
bool is_bench_line(std::string_view line) {
    if (line.starts_with("Setting up benchmark '")) {
        return true;
    }
    if (const auto items = line.starts_with("Iter ") ? iteration_items(line) : std::nullopt) {
        return !bpf_bench::read_items(*items, false).empty();
    }
    if (const auto items = line.starts_with("Summary:") ? summary_items(line) : std::nullopt) {
        return !bpf_bench::read_items(*items, true).empty();
    }
    return false;
}

class BpfBenchParser final : public LineFormatParser<Reader> {
  public:
    BpfBenchParser()
        : LineFormatParser(kFormat,
                           "BPF selftests bench: Iter lines (raw runs) and Summary lines of "
                           "hits, drops, total operations, latency; run_bench scripts' "
                           "`name : mean ± sd M/s` lines") {}

    double sniff(const SniffHead& head) const override {
        double score = 0.0;
        for (const std::string_view line : head.clean_lines()) {
            if (is_bench_line(line)) {
                return kSureScore;
            }
            // A script line holds a rate (`M/s`); no other line is copied to be read.
            if (score == 0.0 && line.find("/s") != std::string_view::npos &&
                bpf_bench::script_line(line)) {
                score = kScriptScore;
            }
        }
        return score;
    }
};

}  // namespace

const Parser& bpf_bench_parser() {
    return the_parser<BpfBenchParser>();
}

}  // namespace benchcmp
