// "numbers": one value per line, the input ministat reads. The catch-all format for whatever
// a user has already boiled down to a column of numbers.

#include <fmt/format.h>

#include <algorithm>
#include <string>
#include <string_view>

#include "benchcmp/parse.hpp"
#include "parse/common/format_parser.hpp"
#include "parse/common/text_scan.hpp"
#include "parse/parsers.hpp"

namespace benchcmp {

namespace {

// A bare column says nothing about what was measured or which way is better.
const Metric kNumbersMetric{"numbers", "value", "", Direction::unknown};

// Sure enough to win over prose, yet below the ~0.9 of a format with a recognisable header:
// a column of numbers is also what several other formats print.
constexpr double kMostlyNumbersScore = 0.6;
constexpr double kSomeNumbersScore = 0.4;

// The text of line that carries data: mail quoting, a `#` comment (whole-line or trailing)
// and surrounding blanks removed.
std::string_view content_of(std::string_view line) {
    line = scan::strip_quote(line);
    if (const std::size_t hash = line.find('#'); hash != std::string_view::npos) {
        line = line.substr(0, hash);
    }
    return scan::trim(line);
}

/// At most one value per line, and a line with a value takes two bytes. Reserving that once
/// spares the copies of a growing vector (half again the memory of a million values while
/// it moves); capacity never written stays virtual, so a file of blank lines costs nothing.
std::size_t line_count_bound(std::string_view text) {
    const std::size_t lines = scan::count_byte(text, '\n') + 1;
    return std::min(lines, text.size() / 2 + 1);
}

// Whether a line's content is one value, as a column of numbers has: a number, then at most
// words (a unit, a note) but no second number. A row of several numbers (`54.39 +0.6% 54.73
// thresh=100M`) is a table's, whose columns pooled into one sample would be a wrong mean.
bool is_one_value(std::string_view rest) {
    if (scan::parse_number(scan::next_token(rest)).status != scan::NumberStatus::ok) {
        return false;
    }
    for (std::string_view token = scan::next_token(rest); !token.empty();
         token = scan::next_token(rest)) {
        if (scan::is_digit(token.front()) ||
            ((token.front() == '+' || token.front() == '-' || token.front() == '.') &&
             token.size() > 1 && scan::is_digit(token[1]))) {
            return false;
        }
    }
    return true;
}

// Reads the first column of line into the sample (values, once it exists) or a warning.
void read_line(const scan::Line& line, std::string_view content, Run& run,
               std::vector<double>*& values) {
    std::string_view rest = content_of(line.text);
    if (rest.empty()) {
        return;
    }
    // Like ministat's default (-C 1), only the first column counts.
    const std::string_view token = scan::next_token(rest);
    const scan::Number number = scan::parse_number(token);
    switch (number.status) {
        case scan::NumberStatus::ok:
            if (values != nullptr) {
                values->push_back(number.value);
            } else {
                run.add_value(kNumbersMetric, CaseKey{}, number.value, line.number);
                values = &run.observations.front().sample.values();
                values->reserve(line_count_bound(content));
            }
            break;
        case scan::NumberStatus::invalid:
            run.diagnose(Level::warning, line.number,
                         fmt::format("not a number: \"{}\"", scan::excerpt(token)));
            break;
        case scan::NumberStatus::not_finite:
            run.diagnose(Level::warning, line.number,
                         fmt::format("not a finite number: \"{}\"", scan::excerpt(token)));
            break;
        case scan::NumberStatus::out_of_range:
            run.diagnose(Level::warning, line.number,
                         fmt::format("number out of range: \"{}\"", scan::excerpt(token)));
            break;
    }
}

class NumbersParser final : public FormatParser {
  public:
    NumbersParser()
        : FormatParser("numbers",
                       "one number per line (first column), # comments; ministat's input") {}

    double highest_score() const override { return kMostlyNumbersScore; }

    double sniff(const SniffHead& head) const override {
        int data_lines = 0;
        int number_lines = 0;
        for (const scan::Line& line : head.lines()) {
            std::string_view rest = content_of(line.text);
            if (rest.empty()) {
                continue;
            }
            ++data_lines;
            number_lines += is_one_value(rest) ? 1 : 0;
        }
        if (number_lines == 0) {
            return 0.0;
        }
        // "Most" tolerates a stray prompt or prose line in a pasted column; a text where
        // fewer lines are one value is some other format's, or a table (no confident guess).
        const double share = static_cast<double>(number_lines) / data_lines;
        if (share >= 0.9 || data_lines - number_lines <= 1) {
            return kMostlyNumbersScore;
        }
        return share >= 0.8 ? kSomeNumbersScore : 0.0;
    }

    std::vector<Run> parse(const InputText& input) const override {
        Run run;
        run.file = input.path;
        run.format = std::string(name());
        // Every value lands in one sample; after the first, append without add_value's search.
        std::vector<double>* values = nullptr;
        scan::LineReader reader(input.content);
        for (scan::Line line;;) {
            // Lines of one number and nothing else need none of the token rules.
            if (values != nullptr) {
                reader.read_plain_numbers(*values);
            }
            if (!reader.next(line)) {
                break;
            }
            read_line(line, input.content, run, values);
        }
        std::vector<Run> runs;
        runs.push_back(std::move(run));
        return runs;
    }
};

}  // namespace

const Parser& numbers_parser() {
    return the_parser<NumbersParser>();
}

}  // namespace benchcmp
