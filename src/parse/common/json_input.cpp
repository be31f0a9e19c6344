// JSON reading helpers shared by the readers of tools' JSON result files.

#include "parse/common/json_input.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cmath>

#include "parse/common/text_scan.hpp"

namespace benchcmp::json_input {

namespace {

// The spellings of non-finite numbers that C printf (fio), C++ streams and Python's json
// module (Google Benchmark, pyperf) write where JSON has no number.
constexpr std::array<std::string_view, 8> kNonFinite{
    "-Infinity", "Infinity", "-NaN", "NaN", "-nan", "nan", "-inf", "inf",
};

bool is_word_char(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || scan::is_digit(c) || c == '_';
}

// The length of the non-finite token at text[at], or 0 when none starts there.
std::size_t non_finite_at(std::string_view text, std::size_t at) {
    if (at > 0 && is_word_char(text[at - 1])) {
        return 0;
    }
    for (const std::string_view token : kNonFinite) {
        if (text.substr(at, token.size()) == token &&
            (at + token.size() == text.size() || !is_word_char(text[at + token.size()]))) {
            return token.size();
        }
    }
    return 0;
}

// nlohmann's message without its "[json.exception.parse_error.101] parse error at line 3,
// column 5: " prefix, which repeats what the diagnostic says in the project's own form.
std::string reason(const Json::exception& error) {
    std::string_view text = error.what();
    const std::size_t bracket = text.find("] ");
    if (bracket != std::string_view::npos) {
        text.remove_prefix(bracket + 2);
    }
    const std::size_t colon = text.find(": ");
    if (text.starts_with("parse error") && colon != std::string_view::npos) {
        text.remove_prefix(colon + 2);
    }
    return scan::excerpt(text, 160);
}

// Where the token quoted in nlohmann's message ('...') first occurs, or 0.
std::size_t offending_token_offset(std::string_view text, std::string_view message) {
    const std::size_t open = message.find('\'');
    const std::size_t close = open == std::string_view::npos ? open : message.rfind('\'');
    if (open == std::string_view::npos || close <= open + 1) {
        return 0;
    }
    const std::size_t at = text.find(message.substr(open + 1, close - open - 1));
    return at == std::string_view::npos ? 0 : at;
}

int newlines(std::string_view text) {
    return static_cast<int>(std::count(text.begin(), text.end(), '\n'));
}

// Deeper than any result file nests (Google Benchmark's and fio's go four or five levels):
// nlohmann builds a deep value, but destroys and prints it by recursion, which a document of
// 200,000 brackets ran off the stack with.
constexpr std::size_t kMaxDepth = 256;

// The offset of the bracket that opens level kMaxDepth + 1, outside strings; npos when the
// text nests no deeper than kMaxDepth.
std::size_t too_deep_at(std::string_view text) {
    std::size_t depth = 0;
    bool in_string = false;
    for (std::size_t at = 0; at < text.size(); ++at) {
        const char c = text[at];
        if (in_string) {
            if (c == '\\') {
                ++at;  // the escaped character, a quote included
            } else if (c == '"') {
                in_string = false;
            }
        } else if (c == '"') {
            in_string = true;
        } else if (c == '[' || c == '{') {
            if (++depth > kMaxDepth) {
                return at;
            }
        } else if ((c == ']' || c == '}') && depth > 0) {
            --depth;
        }
    }
    return std::string_view::npos;
}

}  // namespace

bool starts_object(std::string_view head) {
    const std::size_t first = head.find_first_not_of(" \t\r\n\f\v");
    return first != std::string_view::npos && head[first] == '{';
}

std::string null_non_finite(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    bool in_string = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (in_string) {
            out += c;
            if (c == '\\' && i + 1 < text.size()) {
                out += text[++i];
            } else if (c == '"') {
                in_string = false;
            }
            continue;
        }
        if (c == '"') {
            in_string = true;
        } else if (const std::size_t length = non_finite_at(text, i); length > 0) {
            out += "null";
            i += length - 1;
            continue;
        }
        out += c;
    }
    return out;
}

std::vector<Run> one_run(const InputText& input, std::string_view format,
                         void (*read_document)(Run& run, std::string_view content)) {
    Run run;
    run.file = input.path;
    run.format = std::string(format);
    try {
        read_document(run, input.content);
    } catch (const Json::exception& error) {
        // A reader checks the types it reads; one it missed is this file's error, not a crash.
        run.diagnose(Level::error, 0,
                     fmt::format("a field of an unexpected JSON type: {}", reason(error)));
    }
    std::vector<Run> runs;
    runs.push_back(std::move(run));
    return runs;
}

std::optional<std::size_t> count(const Json& value) {
    const std::optional<double> n = number(value);
    constexpr double kLargestExact = 9007199254740992.0;  // 2^53
    if (!n || *n < 0 || *n > kLargestExact || std::floor(*n) != *n) {
        return std::nullopt;
    }
    return static_cast<std::size_t>(*n);
}

int line_of(std::string_view text, std::size_t offset) {
    return 1 + newlines(text.substr(0, offset));
}

std::optional<Json> parse(std::string_view text, Run& run) {
    if (const std::size_t deep = too_deep_at(text); deep != std::string_view::npos) {
        run.diagnose(Level::error, line_of(text, deep),
                     fmt::format("not read: the JSON nests more than {} levels deep", kMaxDepth));
        return std::nullopt;
    }
    try {
        return Json::parse(text.begin(), text.end());
    } catch (const Json::parse_error& error) {
        // byte is 1-based: the position of the byte the parser stopped at. A file cut short
        // ends past its last newline: its last line is where the text stops.
        std::size_t offset =
            std::min<std::size_t>(error.byte > 0 ? error.byte - 1 : 0, text.size());
        if (offset == text.size() && offset > 0 && text[offset - 1] == '\n') {
            --offset;
        }
        const std::size_t newline =
            offset == 0 ? std::string_view::npos : text.rfind('\n', offset - 1);
        const std::size_t line_begin = newline == std::string_view::npos ? 0 : newline + 1;
        const std::size_t column = offset - line_begin + 1;
        // The parser stopped at the end of the text: it is cut short, which is what to fix.
        const bool ends_early = error.byte >= text.size();
        run.diagnose(Level::error, line_of(text, offset),
                     fmt::format("{}not valid JSON (column {}): {}",
                                 ends_early ? "the file ends early (cut short?): " : "", column,
                                 reason(error)));
        return std::nullopt;
    } catch (const Json::out_of_range& error) {
        // nlohmann throws this, without a position, for a number beyond double's range
        // ("number overflow parsing '1e500'"): the quoted token finds its line.
        run.diagnose(Level::error, line_of(text, offending_token_offset(text, error.what())),
                     fmt::format("not valid JSON: {}", reason(error)));
        return std::nullopt;
    }
}

int LineFinder::next_member(std::string_view key, const Json& value) {
    const std::string quoted_key = Json(key).dump();
    const std::string dumped_value = value.dump();
    for (std::size_t at = text_.find(quoted_key, cursor_); at != std::string_view::npos;
         at = text_.find(quoted_key, at + 1)) {
        std::size_t i = at + quoted_key.size();
        i = text_.find_first_not_of(" \t\r\n", i);
        if (i == std::string_view::npos || text_[i] != ':') {
            continue;
        }
        i = text_.find_first_not_of(" \t\r\n", i + 1);
        if (i != std::string_view::npos && text_.substr(i, dumped_value.size()) == dumped_value) {
            // Counting only the newlines since the previous match keeps a whole file linear.
            const int line = cursor_line_ + newlines(text_.substr(cursor_, at - cursor_));
            cursor_ = i + dumped_value.size();
            cursor_line_ = line + newlines(text_.substr(at, cursor_ - at));
            return line;
        }
    }
    return 0;
}

std::optional<double> number(const Json& value) {
    if (!value.is_number()) {
        return std::nullopt;
    }
    return value.get<double>();
}

}  // namespace benchcmp::json_input
