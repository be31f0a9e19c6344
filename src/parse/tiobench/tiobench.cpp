// "tiobench": the tables tiobench.pl prints, one per section (Sequential Reads, Random Reads,
// Sequential Writes, Random Writes), in every layout from 0.3.x (2002) to today's git
// (FORMATS-FAMILIES.md section 4), whole or hand-trimmed as people paste them.
//
// A row is `identifier [file-size block-size] threads rate cpu% avg-lat max-lat lat%>2s
// lat%>10s cpu-eff`. Columns are found from the CPU% cell, the one that ends in `%`, rather
// than by position: Perl's fixed-width fields overflow, the File and Blk columns are often cut,
// and only the first section may keep its column header. The identifier (`uname -r` or
// --identifier) names the variant: a file that holds several identifiers, interleaved or one
// run after another, becomes one variant per identifier, in first-seen order.

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include "benchcmp/parse.hpp"
#include "parse/common/format_parser.hpp"
#include "parse/common/text_scan.hpp"
#include "parse/parsers.hpp"

namespace benchcmp {

namespace {

constexpr std::string_view kBenchmark = "tiobench";

// A section title with a table row under it: no other tool prints both.
constexpr double kSureScore = 0.9;

constexpr std::array<std::string_view, 4> kSections{"Sequential Reads", "Random Reads",
                                                    "Sequential Writes", "Random Writes"};

// The metrics after the CPU% cell, in the order tiobench prints them.
const std::array kAfterCpu{
    Metric{"tiobench", "avg_latency", "ms", Direction::lower_is_better},
    Metric{"tiobench", "max_latency", "ms", Direction::lower_is_better},
    Metric{"tiobench", "lat_over_2s", "%", Direction::lower_is_better},
    Metric{"tiobench", "lat_over_10s", "%", Direction::lower_is_better},
    Metric{"tiobench", "cpu_eff", "", Direction::higher_is_better},
};
const Metric kRate{"tiobench", "rate", "MB/s", Direction::higher_is_better};
// CPU% is the cost of the rate, which may rise with it: no direction unless the user says.
const Metric kCpu{"tiobench", "cpu", "%", Direction::unknown};

std::optional<std::string_view> section_title(std::string_view text) {
    for (const std::string_view section : kSections) {
        if (text == section) {
            return section;
        }
    }
    return std::nullopt;
}

// One table row, its cells still text.
struct Row {
    std::string identifier;
    std::string_view file_size;
    std::string_view block_size;
    std::string_view threads;
    std::string_view rate;
    std::string_view cpu;  // without its `%`
    std::vector<std::string_view> after_cpu;
};

// Reads tokens as a row; size_columns says whether the table has the File and Blk columns
// (nullopt: no header seen, so guess from the count of cells before the thread count).
std::optional<Row> read_row(const std::vector<std::string_view>& tokens,
                            std::optional<bool> size_columns) {
    std::size_t cpu = tokens.size();
    for (std::size_t i = 0; i < tokens.size(); ++i) {
        if (tokens[i].size() > 1 && tokens[i].back() == '%') {
            cpu = i;
            break;
        }
    }
    if (cpu < 3 || cpu == tokens.size() || tokens.size() - cpu - 1 > kAfterCpu.size() ||
        !scan::parse_integer(tokens[cpu - 2])) {
        return std::nullopt;
    }
    Row row;
    row.threads = tokens[cpu - 2];
    row.rate = tokens[cpu - 1];
    row.cpu = tokens[cpu].substr(0, tokens[cpu].size() - 1);
    row.after_cpu.assign(tokens.begin() + static_cast<std::ptrdiff_t>(cpu) + 1, tokens.end());
    std::size_t identifier_end = cpu - 2;
    const bool sizes = size_columns.value_or(identifier_end >= 3 &&
                                             scan::parse_integer(tokens[identifier_end - 1]) &&
                                             scan::parse_integer(tokens[identifier_end - 2]));
    if (sizes) {
        if (identifier_end < 3) {
            return std::nullopt;
        }
        row.block_size = tokens[identifier_end - 1];
        row.file_size = tokens[identifier_end - 2];
        identifier_end -= 2;
    }
    for (std::size_t i = 0; i < identifier_end; ++i) {
        row.identifier += (i == 0 ? "" : " ");
        row.identifier += tokens[i];
    }
    return row;
}

class Reader {
  public:
    explicit Reader(std::vector<Run>& runs, const InputText& input) : runs_(runs), input_(input) {}

    void line(std::string_view raw, int number);
    void finish();

  private:
    void row(const Row& row, int number);
    Run& run_for(const std::string& identifier);
    void add(Run& run, const Metric& metric, const CaseKey& key, std::string_view cell, int number);

    std::vector<Run>& runs_;
    const InputText& input_;
    // Each identifier's position in runs_: searching a list of them for every row made a post
    // of 25,600 kernels quadratic.
    std::unordered_map<std::string, std::size_t> run_of_;
    std::vector<std::string_view> tokens_;
    std::optional<std::string_view> section_;
    std::optional<bool> size_columns_;
    std::optional<Row> pending_;  // a row short of cells, until the next line is seen
    int pending_line_ = 0;
    bool overflow_noted_ = false;
};

void Reader::line(std::string_view raw, int number) {
    const std::string_view text = scan::clean_line(raw);
    if (pending_) {
        scan::split_tokens(text, tokens_);
        const bool numbers = std::all_of(tokens_.begin(), tokens_.end(), [](std::string_view t) {
            return scan::parse_number(t).status == scan::NumberStatus::ok;
        });
        if (!tokens_.empty() && numbers &&
            pending_->after_cpu.size() + tokens_.size() <= kAfterCpu.size()) {
            pending_->after_cpu.insert(pending_->after_cpu.end(), tokens_.begin(), tokens_.end());
            if (pending_->after_cpu.size() == kAfterCpu.size()) {
                row(*std::exchange(pending_, std::nullopt), pending_line_);
            }
            return;
        }
        row(*std::exchange(pending_, std::nullopt), pending_line_);
    }
    if (const auto title = section_title(text)) {
        section_ = title;
        return;
    }
    if (!section_) {
        return;
    }
    scan::split_tokens(text, tokens_);
    if (!tokens_.empty() && tokens_.front() == "Identifier") {
        std::size_t sizes = 0;
        for (const std::string_view token : tokens_) {
            sizes += token == "Size" ? 1 : 0;
        }
        size_columns_ = sizes >= 2;
    } else if (auto parsed = read_row(tokens_, size_columns_)) {
        if (parsed->after_cpu.size() < kAfterCpu.size()) {
            pending_ = std::move(parsed);  // a mailer may have wrapped its last cells off
            pending_line_ = number;
        } else {
            row(*parsed, number);
        }
    }
}

void Reader::finish() {
    if (pending_) {
        row(*std::exchange(pending_, std::nullopt), pending_line_);
    }
    if (runs_.size() == 1) {
        runs_.front().label.clear();  // one identifier: the caller names the file's variant
    }
}

void Reader::row(const Row& row, int number) {
    Run& run = run_for(row.identifier);
    CaseKey key;
    key.add("section", std::string(*section_));
    if (!row.file_size.empty()) {
        key.add("file_size", std::string(row.file_size));
        key.add("block_size", std::string(row.block_size));
    }
    key.add("threads", std::string(row.threads));
    add(run, kRate, key, row.rate, number);
    add(run, kCpu, key, row.cpu, number);
    for (std::size_t i = 0; i < row.after_cpu.size(); ++i) {
        add(run, kAfterCpu[i], key, row.after_cpu[i], number);
    }
}

Run& Reader::run_for(const std::string& identifier) {
    const auto [position, added] = run_of_.try_emplace(identifier, runs_.size());
    if (!added) {
        return runs_[position->second];
    }
    Run& run = runs_.emplace_back();
    run.label = identifier;
    run.file = input_.path;
    run.format = std::string(kBenchmark);
    return run;
}

// A cell Perl could not fit prints as all `#`: that value is missing, said once per file.
void Reader::add(Run& run, const Metric& metric, const CaseKey& key, std::string_view cell,
                 int number) {
    const scan::Number value = scan::parse_number(cell);
    if (value.status == scan::NumberStatus::ok) {
        run.add_value(metric, key, value.value, number);
        return;
    }
    if (cell.find_first_not_of('#') == std::string_view::npos) {
        if (!std::exchange(overflow_noted_, true)) {
            run.diagnose(Level::note, number,
                         fmt::format("{} \"{}\" overflowed tiobench's column and has no value; "
                                     "skipped (noted once per file)",
                                     metric.name, scan::excerpt(cell)));
        }
        return;
    }
    run.diagnose(Level::warning, number,
                 fmt::format("{} \"{}\" {}; skipped", metric.name, scan::excerpt(cell),
                             scan::number_problem(value.status)));
}

class TiobenchParser final : public FormatParser {
  public:
    TiobenchParser()
        : FormatParser(kBenchmark,
                       "tiobench tables: rate, CPU% and latencies per section and thread count") {}

    double sniff(const SniffHead& head) const override {
        bool in_section = false;
        std::vector<std::string_view> tokens;
        for (const std::string_view text : head.clean_lines()) {
            if (section_title(text)) {
                in_section = true;
            } else if (in_section) {
                scan::split_tokens(text, tokens);
                if (read_row(tokens, std::nullopt)) {
                    return kSureScore;
                }
            }
        }
        return 0.0;
    }

    std::vector<Run> parse(const InputText& input) const override {
        std::vector<Run> runs;
        Reader reader(runs, input);
        scan::feed_lines(reader, input.content);
        reader.finish();
        if (runs.empty()) {
            Run& run = runs.emplace_back();
            run.file = input.path;
            run.format = std::string(kBenchmark);
        }
        return runs;
    }
};

}  // namespace

const Parser& tiobench_parser() {
    return the_parser<TiobenchParser>();
}

}  // namespace benchcmp
