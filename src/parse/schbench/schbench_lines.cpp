#include "parse/schbench/schbench_lines.hpp"

#include <algorithm>
#include <array>

namespace benchcmp::schbench_lines {

namespace {

constexpr std::string_view kPercentiles = "percentiles (";

// Labels seen before `percentiles` across the eras of FORMATS.md section 2.1, in the words
// schbench printed them; the one-day V7 tree printed `Wakeup latency` and `Request latency`.
struct KnownLabel {
    std::string_view label;
    BlockKind kind;
};
constexpr std::array kKnownLabels{
    KnownLabel{"Latency", BlockKind::latency},
    KnownLabel{"Wakeup Latencies", BlockKind::wakeup},
    KnownLabel{"Wakeup latency", BlockKind::wakeup},
    KnownLabel{"Request Latencies", BlockKind::request},
    KnownLabel{"Request latency", BlockKind::request},
    KnownLabel{"RPS", BlockKind::rps},
};

bool is_upper_hex(char c) {
    return scan::is_digit(c) || (c >= 'A' && c <= 'F');
}

int hex_value(char c) {
    return scan::is_digit(c) ? c - '0' : c - 'A' + 10;
}

// A number token such as "99.0000" or "50": digits with at most one dot inside.
bool is_plain_decimal(std::string_view text) {
    if (text.empty() || !scan::is_digit(text.front()) || !scan::is_digit(text.back())) {
        return false;
    }
    int dots = 0;
    for (const char c : text) {
        if (c == '.') {
            ++dots;
        } else if (!scan::is_digit(c)) {
            return false;
        }
    }
    return dots <= 1;
}

// The value of an option given as `-t 16`, `-t16`, `--threads 16` or `--threads=16`; i is
// moved past a separate value token.
std::optional<std::string_view> option_value(const Tokens& tokens, std::size_t& i,
                                             std::string_view short_name,
                                             std::string_view long_name) {
    const std::string_view token = tokens[i];
    std::string_view attached;
    if (token == short_name || token == long_name) {
        if (i + 1 >= tokens.size()) {
            return std::nullopt;
        }
        return tokens[++i];
    }
    if (token.starts_with(long_name) && token.size() > long_name.size() &&
        token[long_name.size()] == '=') {
        attached = token.substr(long_name.size() + 1);
    } else if (token.starts_with(short_name) && !token.starts_with("--")) {
        attached = token.substr(short_name.size());
    } else {
        return std::nullopt;
    }
    return attached.empty() ? std::nullopt : std::optional(attached);
}

// An option value fit for a case key: a count, with the comma or colon of prose after it
// ("-t 16, two runs") removed; nullopt for anything else.
std::optional<std::string_view> count_value(std::optional<std::string_view> value) {
    if (!value) {
        return std::nullopt;
    }
    std::string_view count = *value;
    if (!count.empty() && (count.back() == ',' || count.back() == ':' || count.back() == ';')) {
        count.remove_suffix(1);
    }
    if (count.empty() || !std::all_of(count.begin(), count.end(), scan::is_digit)) {
        return std::nullopt;
    }
    return count;
}

}  // namespace

std::string_view kind_prefix(BlockKind kind) {
    switch (kind) {
        case BlockKind::latency:
            return "latency";
        case BlockKind::wakeup:
            return "wakeup";
        case BlockKind::request:
            return "request";
        case BlockKind::rps:
            return "rps";
    }
    return "latency";
}

std::string_view kind_label(BlockKind kind) {
    switch (kind) {
        case BlockKind::latency:
            return "Latency";
        case BlockKind::wakeup:
            return "Wakeup Latencies";
        case BlockKind::request:
            return "Request Latencies";
        case BlockKind::rps:
            return "RPS";
    }
    return "Latency";
}

int count_headers(std::string_view text) {
    int count = 0;
    for (std::size_t at = text.find(kPercentiles); at != std::string_view::npos;
         at = text.find(kPercentiles, at + kPercentiles.size())) {
        const std::string_view unit = text.substr(at + kPercentiles.size());
        if (unit.starts_with("usec)") || unit.starts_with("requests)")) {
            ++count;
        }
    }
    return count;
}

std::optional<Header> read_header(std::string_view text) {
    const std::size_t at = text.find(kPercentiles);
    if (at == std::string_view::npos) {
        return std::nullopt;
    }
    const std::string_view label = scan::trim(text.substr(0, at));
    std::string_view rest = text.substr(at + kPercentiles.size());
    if (rest.starts_with("usec)")) {
        rest.remove_prefix(5);
    } else if (rest.starts_with("requests)")) {
        rest.remove_prefix(9);
    } else {
        return std::nullopt;
    }
    Header header;
    bool known = false;
    for (const KnownLabel& candidate : kKnownLabels) {
        if (label == candidate.label) {
            header.kind = candidate.kind;
            known = true;
        }
    }
    if (!known) {
        return std::nullopt;
    }
    // `runtime N (s)` since 2020 (V4); the `(M total samples)` after it is not needed.
    std::string_view tokens = rest;
    if (scan::next_token(tokens) == "runtime") {
        const std::string_view seconds = scan::next_token(tokens);
        if (scan::next_token(tokens) == "(s)") {
            header.runtime = scan::parse_integer(seconds);
        }
    }
    return header;
}

std::optional<Percentile> read_percentile(std::string_view text, Tokens& tokens) {
    scan::split_tokens(text, tokens);
    std::size_t i = 0;
    if (i < tokens.size() && tokens[i] == "*") {
        ++i;  // V6+: "* 99.0th:"
    }
    if (i + 2 > tokens.size()) {
        return std::nullopt;
    }
    std::string_view label = tokens[i];
    if (label.starts_with('*')) {
        label.remove_prefix(1);  // V1-V5: "*99.0000th:"
    }
    if (!label.ends_with("th:")) {
        return std::nullopt;
    }
    label.remove_suffix(3);
    if (!is_plain_decimal(label)) {
        return std::nullopt;
    }
    const std::string_view value = tokens[i + 1];
    i += 2;
    // V5+: "(N samples)", the count between this percentile and the previous one.
    if (i + 2 == tokens.size() && tokens[i].starts_with('(') && tokens[i + 1] == "samples)") {
        i += 2;
    }
    if (i != tokens.size()) {
        return std::nullopt;
    }
    return Percentile{label, value};
}

std::string percentile_name(std::string_view printed) {
    std::string name(printed);
    if (name.find('.') != std::string::npos) {
        while (name.back() == '0') {
            name.pop_back();
        }
        if (name.back() == '.') {
            name.pop_back();
        }
    }
    return name;
}

std::optional<MinMax> read_min_max(std::string_view text) {
    if (text.starts_with("Over=")) {
        const std::size_t comma = text.find(',');
        if (comma == std::string_view::npos) {
            return std::nullopt;
        }
        text = scan::trim(text.substr(comma + 1));
    }
    if (!text.starts_with("min=")) {
        return std::nullopt;
    }
    const std::size_t comma = text.find(',');
    if (comma == std::string_view::npos) {
        return std::nullopt;
    }
    const std::string_view min = scan::trim(text.substr(4, comma - 4));
    const std::string_view rest = scan::trim(text.substr(comma + 1));
    if (!rest.starts_with("max=")) {
        return std::nullopt;
    }
    const std::string_view max = scan::trim(rest.substr(4));
    if (min.empty() || max.empty()) {
        return std::nullopt;
    }
    return MinMax{min, max};
}

std::optional<Command> read_command(const Tokens& tokens) {
    std::size_t program = 0;
    while (program < tokens.size() && tokens[program] != "schbench" &&
           !tokens[program].ends_with("/schbench")) {
        ++program;
    }
    if (program == tokens.size()) {
        return std::nullopt;
    }
    const bool has_option = program + 1 < tokens.size() && tokens[program + 1].starts_with('-');
    if (tokens[program] == "schbench" && !has_option) {
        return std::nullopt;
    }
    Command command;
    for (std::size_t i = program + 1; i < tokens.size(); ++i) {
        const std::string_view token = tokens[i];
        if (token == ";" || token == "|" || token == "&&" || token.starts_with("2>")) {
            break;  // the rest of a shell loop or pipeline
        }
        if (token == "-L" || token == "--no-locking") {
            command.no_locking = true;
        } else if (const auto threads = count_value(option_value(tokens, i, "-t", "--threads"))) {
            command.threads = *threads;
        } else if (const auto messages =
                       count_value(option_value(tokens, i, "-m", "--message-threads"))) {
            command.message_threads = *messages;
        }
    }
    return command;
}

std::optional<std::pair<std::string_view, std::string_view>> split_header_pair(
    std::string_view text) {
    const std::size_t first = text.find(kPercentiles);
    if (first == std::string_view::npos) {
        return std::nullopt;
    }
    const std::size_t second = text.find(kPercentiles, first + kPercentiles.size());
    const std::string_view label = scan::trim(text.substr(0, first));
    if (second == std::string_view::npos || label.empty()) {
        return std::nullopt;
    }
    const std::size_t split = text.rfind(label, second);
    if (split == std::string_view::npos || split <= first) {
        return std::nullopt;
    }
    return std::pair{scan::trim(text.substr(0, split)), scan::trim(text.substr(split))};
}

namespace {

// Whether tokens[i] starts an entry of a block line: `[*]NN.Nth:`, a lone `*` before one,
// `min=...` or `Over=...`.
bool starts_entry(const Tokens& tokens, std::size_t i) {
    std::string_view token = tokens[i];
    if (token.starts_with("Over=")) {
        return true;
    }
    if (token.starts_with("min=")) {
        return i == 0 || !tokens[i - 1].starts_with("Over=");  // V1: `Over=N, min=...` is one
    }
    if (token == "*") {
        return i + 1 < tokens.size() && tokens[i + 1].ends_with("th:") &&
               is_plain_decimal(tokens[i + 1].substr(0, tokens[i + 1].size() - 3));
    }
    if (token.starts_with('*')) {
        token.remove_prefix(1);
    }
    if (!token.ends_with("th:")) {
        return false;
    }
    // A lone `*` before it already started this entry.
    if (i > 0 && tokens[i - 1] == "*") {
        return false;
    }
    return is_plain_decimal(token.substr(0, token.size() - 3));
}

void join_tokens(const Tokens& tokens, std::size_t begin, std::size_t end, std::string& out) {
    out.clear();
    for (std::size_t i = begin; i < end; ++i) {
        if (i > begin) {
            out += ' ';
        }
        out += tokens[i];
    }
}

}  // namespace

bool split_entry_pair(std::string_view text, Tokens& tokens, std::string& left,
                      std::string& right) {
    scan::split_tokens(text, tokens);
    std::vector<std::size_t> starts;
    for (std::size_t i = 0; i < tokens.size(); ++i) {
        if (starts_entry(tokens, i)) {
            starts.push_back(i);
        }
    }
    if (starts.size() != 2 || starts[0] != 0) {
        return false;
    }
    join_tokens(tokens, 0, starts[1], left);
    join_tokens(tokens, starts[1], tokens.size(), right);
    return true;
}

bool is_quoted_printable(std::string_view content) {
    return content.find("=3D") != std::string_view::npos ||
           content.find("=09") != std::string_view::npos;
}

bool decode_quoted_printable(std::string_view text, std::string& out) {
    bool decoded = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '=' && i + 2 < text.size() && is_upper_hex(text[i + 1]) &&
            is_upper_hex(text[i + 2])) {
            out += static_cast<char>(hex_value(text[i + 1]) * 16 + hex_value(text[i + 2]));
            i += 2;
            decoded = true;
        } else {
            out += text[i];
        }
    }
    return decoded;
}

bool LogicalLines::next(std::string_view& text, int& number) {
    scan::Line line;
    if (!reader_.next(line)) {
        return false;
    }
    number = line.number;
    last_physical_ = line.number;
    decoded_ = false;
    std::string_view body = scan::strip_quote(line.text);
    if (!quoted_printable_) {
        text = body;
        return true;
    }
    // RFC 2045 section 6.7: a trailing `=` is a soft break (trailing blanks after it are
    // transport padding), and `=XX` is the byte XX.
    joined_.clear();
    for (;;) {
        std::string_view piece = body;
        while (!piece.empty() && scan::is_blank(piece.back())) {
            piece.remove_suffix(1);
        }
        if (!piece.ends_with('=')) {
            decoded_ = decode_quoted_printable(body, joined_) || decoded_;
            break;
        }
        piece.remove_suffix(1);
        decode_quoted_printable(piece, joined_);
        decoded_ = true;  // a soft break was joined
        if (!reader_.next(line)) {
            break;
        }
        last_physical_ = line.number;
        body = scan::strip_quote(line.text);
    }
    text = joined_;
    return true;
}

}  // namespace benchcmp::schbench_lines
