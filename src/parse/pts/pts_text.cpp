// The text report of the Phoronix Test Suite (pts_text.hpp). As it prints a result:
//
//   SQLite 3.30.1
//   Threads / Copies: 1
//   Seconds < Lower Is Better
//   5.3.0 ..................... 225 |===========================================
//   5.4.0-rc3 ................. 224 |==========================================
//
// the title and app version, the options (empty when the test has none), the scale with the
// direction PTS attaches to it, then each system padded with dots to the longest name (at
// least one dot, so the dots mark where the name ends), its value and a bar of `=`. Older
// versions indent the lines by four blanks; mail quoting and a wrapped bar do not matter, as
// the value is the last token before the dots' end and the bar.

#include "parse/pts/pts_text.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "benchcmp/diagnostics.hpp"
#include "parse/common/text_scan.hpp"
#include "parse/pts/pts_results.hpp"

namespace benchcmp::pts {

namespace {

constexpr std::string_view kLower = " < Lower Is Better";
constexpr std::string_view kHigher = " > Higher Is Better";

struct Scale {
    std::string unit;
    std::string_view proportion;  // "LIB", "HIB"
};

std::optional<Scale> read_scale(std::string_view text) {
    if (text.ends_with(kLower)) {
        return Scale{std::string(scan::trim(text.substr(0, text.size() - kLower.size()))), "LIB"};
    }
    if (text.ends_with(kHigher)) {
        return Scale{std::string(scan::trim(text.substr(0, text.size() - kHigher.size()))), "HIB"};
    }
    return std::nullopt;
}

bool is_dots(std::string_view token) {
    return !token.empty() && token.find_first_not_of('.') == std::string_view::npos;
}

struct SystemLine {
    std::string system;
    double value = 0.0;
};

// `5.3.0 ..................... 225 |=====`: the name, the dots, the value, the bar (which a
// mailer may have cut or wrapped away).
std::optional<SystemLine> read_system_line(std::string_view text) {
    const std::size_t bar = text.find(" |");
    if (bar != std::string_view::npos &&
        text.find_first_not_of('=', bar + 2) != std::string_view::npos) {
        return std::nullopt;
    }
    const std::vector<std::string_view> tokens = scan::split_tokens(text.substr(0, bar));
    if (tokens.size() < 3 || !is_dots(tokens[tokens.size() - 2])) {
        return std::nullopt;
    }
    std::string_view value_token = tokens.back();
    if (value_token.ends_with('|')) {
        value_token.remove_suffix(1);  // no blank before a bar of zero length
    }
    const scan::Number value = scan::parse_number(value_token);
    if (value.status != scan::NumberStatus::ok) {
        return std::nullopt;
    }
    SystemLine line;
    for (std::size_t i = 0; i + 2 < tokens.size(); ++i) {
        line.system += line.system.empty() ? "" : " ";
        line.system += tokens[i];
    }
    line.value = value.value;
    return line;
}

// "SQLite 3.30.1": the title without the app version PTS appends (a last word starting with
// a digit), so that the result meets the CSV export's and composite.xml's title.
std::string_view title_without_version(std::string_view title) {
    const std::size_t blank = title.rfind(' ');
    if (blank == std::string_view::npos || blank + 1 >= title.size() ||
        !scan::is_digit(title[blank + 1])) {
        return title;
    }
    return scan::trim(title.substr(0, blank));
}

class TextReader {
  public:
    explicit TextReader(DiagnosticSink& sink) : sink_(sink) {}

    void line(std::string_view raw, int number);
    void finish() {}

    std::vector<std::string> systems_;
    std::vector<Result> results_;

  private:
    void start_result(const Scale& scale);
    void system_line(std::string_view text, int number);

    DiagnosticSink& sink_;
    std::string above_, above2_;  // the two lines above, "" for a blank one
    bool in_result_ = false;
};

void TextReader::line(std::string_view raw, int number) {
    const std::string_view text = scan::clean_line(raw);
    if (in_result_ && !text.empty()) {
        system_line(text, number);
    } else if (const std::optional<Scale> scale = read_scale(text)) {
        start_result(*scale);
    } else {
        in_result_ = false;
    }
    above2_ = std::move(above_);
    above_ = std::string(text);
}

// The title and options are the lines above the scale: both, or the title over a blank
// line (a test without options), or the title alone.
void TextReader::start_result(const Scale& scale) {
    std::string_view title = above2_;
    std::string_view description = above_;
    if (above_.empty() || above2_.empty()) {
        title = above_.empty() ? above2_ : above_;
        description = {};
    }
    title = title_without_version(title);
    Result result;
    result.metric.benchmark = benchmark_of_title(title);
    result.metric.name = title.empty() ? "result" : std::string(title);
    result.metric.unit = scale.unit;
    result.metric.better = direction_of(scale.proportion);
    result.case_key = case_of(description, "");
    results_.push_back(std::move(result));
    in_result_ = true;
}

void TextReader::system_line(std::string_view text, int number) {
    const std::optional<SystemLine> line = read_system_line(text);
    if (!line) {
        if (text.find("MIN: ") != std::string_view::npos &&
            text.find(" AVG: ") != std::string_view::npos) {
            sink_.diagnose(Level::warning, number,
                           fmt::format("PTS line graph \"{}\" is not read: its MIN/AVG/MAX "
                                       "summarise a series, not runs",
                                       scan::excerpt(text, 60)));
            return;
        }
        in_result_ = false;
        return;
    }
    if (std::find(systems_.begin(), systems_.end(), line->system) == systems_.end()) {
        systems_.push_back(line->system);
    }
    results_.back().entries.push_back(Entry{line->system, {line->value}, number});
}

}  // namespace

bool has_text_report(std::span<const std::string_view> lines) {
    for (std::size_t i = 0; i + 1 < lines.size(); ++i) {
        if (read_scale(lines[i]) && read_system_line(lines[i + 1])) {
            return true;
        }
    }
    return false;
}

std::vector<Run> read_text(const InputText& input) {
    DiagnosticSink sink(input.path);
    TextReader reader(sink);
    scan::feed_lines(reader, input.content);
    reader.finish();
    std::vector<Run> runs = runs_of(reader.systems_, reader.results_, input.path);
    runs.front().diagnostics = sink.take();
    runs.front().unshown_diagnostics = sink.unshown();
    return runs;
}

}  // namespace benchcmp::pts
