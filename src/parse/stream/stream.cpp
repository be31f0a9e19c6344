// "stream": John McCalpin's STREAM memory bandwidth benchmark (stream.c 5.x and the variants
// built from it): the result table
//
//   Function    Best Rate MB/s  Avg time     Min time     Max time
//   Copy:           11694.2     0.013791     0.013682     0.013964
//
// one row per kernel (Copy, Scale, Add, Triad). The best rate is the result (MB/s, higher is
// better); the three time columns are statistics of the same kernel over its NTIMES passes,
// not variants and not compared. Builds that print a `Direction` column (`0->0`, the NUMA
// nodes the arrays live on) keep it as the `direction` case. A table printed again is another
// run of the same kernels. `Solution Validates` is the check stream.c prints after the table;
// a failed validation is warned of, since its rates are not to be trusted.

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

constexpr std::string_view kBenchmark = "stream";

// The table header or stream.c's banner: no other tool prints them.
constexpr double kSureScore = 0.9;
// A kernel row without its header (a variant pasted below the first one's header): four
// numbers after `Copy:` are STREAM's and nothing else's, but a row alone is less than a header.
constexpr double kRowScore = 0.75;

constexpr std::string_view kKernels[] = {"Copy:", "Scale:", "Add:", "Triad:"};

bool is_kernel(std::string_view token) {
    for (const std::string_view kernel : kKernels) {
        if (token == kernel) {
            return true;
        }
    }
    return false;
}

// `Function    Best Rate MB/s  Avg time ...` (5.x), `Function      Rate (MB/s)   Avg time ...`
// (4.x), `Function     Direction    BestRateMBs     AvgTime ...` (builds with NUMA directions).
bool is_header(std::string_view text) {
    if (!text.starts_with("Function")) {
        return false;
    }
    const bool rate = text.find("Rate") != std::string_view::npos;
    const bool time =
        text.find("time") != std::string_view::npos || text.find("Time") != std::string_view::npos;
    return rate && time;
}

bool is_banner(std::string_view text) {
    return text.starts_with("STREAM version $Revision:");
}

// `0->0`: the nodes of a NUMA-aware build's direction column.
bool is_direction(std::string_view token) {
    const std::size_t arrow = token.find("->");
    return arrow != std::string_view::npos && arrow > 0 && arrow + 2 < token.size() &&
           scan::parse_integer(token.substr(0, arrow)) &&
           scan::parse_integer(token.substr(arrow + 2));
}

bool is_number(std::string_view token) {
    return scan::parse_number(token).status == scan::NumberStatus::ok;
}

// A kernel row: the kernel, an optional direction, then the rate and three times.
bool is_row(const std::vector<std::string_view>& tokens) {
    if (tokens.empty() || !is_kernel(tokens[0])) {
        return false;
    }
    const std::size_t first = tokens.size() > 1 && is_direction(tokens[1]) ? 2 : 1;
    if (tokens.size() != first + 4) {
        return false;
    }
    for (std::size_t i = first; i < tokens.size(); ++i) {
        if (!is_number(tokens[i])) {
            return false;
        }
    }
    return true;
}

std::string metric_name(std::string_view kernel) {
    std::string name(kernel.substr(0, kernel.size() - 1));
    for (char& c : name) {
        c = static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
    }
    return name;
}

// Half a unit in the last digit printed: `11694.2` is known to 0.05.
double rounding_of(std::string_view token) {
    const std::size_t point = token.find('.');
    if (point == std::string_view::npos) {
        return 0.5;
    }
    double half = 0.5;
    for (std::size_t i = point + 1; i < token.size() && scan::is_digit(token[i]); ++i) {
        half /= 10.0;
    }
    return half;
}

class Reader {
  public:
    explicit Reader(Run& run) : run_(run) {}

    void line(std::string_view raw, int number) {
        const std::string_view text = scan::clean_line(raw);
        if (text.empty() || !(scan::is_letter(text.front()))) {
            return;
        }
        if (text.starts_with("Failed Validation")) {
            run_.diagnose(Level::warning, number,
                          fmt::format("STREAM says \"{}\": the rates of this run are not to "
                                      "be trusted",
                                      scan::excerpt(text, 60)));
            return;
        }
        if (!is_kernel(text.substr(0, text.find(' ')))) {
            return;
        }
        scan::split_tokens(text, tokens_);
        if (!is_row(tokens_)) {
            run_.diagnose(Level::warning, number,
                          fmt::format("STREAM row \"{}\" is not a kernel, a rate and three "
                                      "times; skipped",
                                      scan::excerpt(text, 60)));
            return;
        }
        CaseKey key;
        std::size_t rate = 1;
        if (is_direction(tokens_[1])) {
            key.add("direction", std::string(tokens_[1]));
            rate = 2;
        }
        const Metric metric{std::string(kBenchmark), metric_name(tokens_[0]), "MB/s",
                            Direction::higher_is_better};
        const std::size_t before = run_.observations.size();
        run_.add_value(metric, key, scan::parse_number(tokens_[rate]).value, number);
        if (run_.observations.size() > before) {
            run_.observations.back().rounding = rounding_of(tokens_[rate]);
        }
    }

    void finish() {}

  private:
    Run& run_;
    std::vector<std::string_view> tokens_;
};

class StreamParser final : public LineFormatParser<Reader> {
  public:
    StreamParser()
        : LineFormatParser(kBenchmark,
                           "STREAM memory bandwidth: the `Function Best Rate MB/s Avg time Min "
                           "time Max time` table, one Best Rate per kernel and run") {}

    // A kernel row is STREAM's own line, not a list of runs a post typed by hand.
    bool prints_banner(std::string_view line) const override {
        if (line.empty() || !scan::is_letter(line.front()) ||
            !is_kernel(line.substr(0, line.find(' ')))) {
            return false;
        }
        return is_row(scan::split_tokens(line));
    }

    double sniff(const SniffHead& head) const override {
        double score = 0.0;
        std::vector<std::string_view> tokens;
        for (const std::string_view text : head.clean_lines()) {
            if (text.empty() || !scan::is_letter(text.front())) {
                continue;
            }
            if (is_header(text) || is_banner(text)) {
                return kSureScore;
            }
            if (score == 0.0 && is_kernel(text.substr(0, text.find(' ')))) {
                scan::split_tokens(text, tokens);
                score = is_row(tokens) ? kRowScore : 0.0;
            }
        }
        return score;
    }
};

}  // namespace

const Parser& stream_parser() {
    return the_parser<StreamParser>();
}

}  // namespace benchcmp
