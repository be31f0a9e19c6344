// Reading single netperf lines; the reader (netperf.cpp) keeps the state between them.

#include "parse/netperf/netperf_lines.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <utility>

#include "parse/common/text_scan.hpp"

namespace benchcmp::netperf {

namespace {

constexpr std::string_view kEncodedBlank = "=20";

bool is_key_char(char c) {
    return (c >= 'A' && c <= 'Z') || scan::is_digit(c) || c == '_';
}

// `THROUGHPUT=` and the like: the part before `=` is an omni output name.
bool starts_with_key(std::string_view line) {
    const std::size_t equals = line.find('=');
    return equals != std::string_view::npos && equals > 0 && line[0] >= 'A' && line[0] <= 'Z' &&
           std::all_of(line.begin(), line.begin() + static_cast<std::ptrdiff_t>(equals),
                       is_key_char);
}

std::string lower(std::string_view text) {
    std::string out(text);
    std::transform(out.begin(), out.end(), out.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return out;
}

// The classic tests' banner names, as `-t` names them; any other banner's words are joined
// with `_` (`OMNI Send` is `OMNI_Send`, `SCTP STREAM` is `SCTP_STREAM`).
constexpr std::array<std::pair<std::string_view, std::string_view>, 8> kBannerTests{{
    {"TCP STREAM", "TCP_STREAM"},
    {"TCP MAERTS", "TCP_MAERTS"},
    {"TCP SENDFILE", "TCP_SENDFILE"},
    {"UDP STREAM", "UDP_STREAM"},
    {"TCP REQUEST/RESPONSE", "TCP_RR"},
    {"UDP REQUEST/RESPONSE", "UDP_RR"},
    {"TCP Connect/Request/Response", "TCP_CRR"},
    {"TCP Connect/Close", "TCP_CC"},
}};

std::string test_of_banner(std::string_view words) {
    for (const auto& [banner, test] : kBannerTests) {
        if (words == banner) {
            return std::string(test);
        }
    }
    std::string test;
    for (const std::string_view word : scan::split_tokens(words)) {
        test += test.empty() ? "" : "_";
        test += word;
    }
    return test;
}

// The words of classic header lines (section 5's tables, with and without CPU columns).
constexpr std::array<std::string_view, 30> kHeaderWords{
    "Recv",   "Send",    "Socket",   "Size",  "Message", "Elapsed",     "Time",    "Throughput",
    "Local",  "/Remote", "Request",  "Resp.", "Trans.",  "Rate",        "per",     "sec",
    "Okay",   "Errors",  "Messages", "local", "remote",  "Utilization", "Service", "Demand",
    "Remote", "Sec",     "%",        "S",     "secs.",   "secs"};

bool is_header_word(std::string_view token) {
    return std::find(kHeaderWords.begin(), kHeaderWords.end(), token) != kHeaderWords.end() ||
           token == "bytes" || token == "Bytes" || token == "#" || token.starts_with("us/") ||
           token.find("/sec") != std::string_view::npos ||
           token.find("/s") != std::string_view::npos;
}

// `-f` letters (netlib.c's format_units): bits in powers of ten, bytes in powers of two.
std::string unit_of_letter(std::string_view letter) {
    static constexpr std::array<std::pair<std::string_view, std::string_view>, 7> kUnits{{
        {"k", "10^3bits/s"},
        {"m", "10^6bits/s"},
        {"g", "10^9bits/s"},
        {"K", "KBytes/s"},
        {"M", "MBytes/s"},
        {"G", "GBytes/s"},
        {"x", "trans/s"},
    }};
    for (const auto& [key, unit] : kUnits) {
        if (letter == key) {
            return std::string(unit);
        }
    }
    return {};
}

// Where the first " TEST <word>" of line starts, or npos. Searched from its `T`: a search for
// the whole pattern stops at every blank, and every sniff asks it of every line of a head.
std::size_t find_test_word(std::string_view line, std::string_view word) {
    constexpr std::string_view kTest = "TEST ";
    for (std::size_t at = line.find(kTest); at != std::string_view::npos;
         at = line.find(kTest, at + 1)) {
        if (at > 0 && line[at - 1] == ' ' && line.substr(at + kTest.size()).starts_with(word)) {
            return at - 1;
        }
    }
    return std::string_view::npos;
}

}  // namespace

std::string_view clean(std::string_view line) {
    std::string_view text = scan::clean_line(line);
    while (text.ends_with(kEncodedBlank)) {
        const std::string_view before = text.substr(0, text.size() - kEncodedBlank.size());
        if (starts_with_key(text) && (before.empty() || !scan::is_blank(before.back()))) {
            break;  // `LOCAL_SEND_SIZE=20`
        }
        text = scan::trim(before);
    }
    return text;
}

std::optional<Banner> read_banner(std::string_view line) {
    std::size_t end = find_test_word(line, "from ");
    if (end == std::string_view::npos) {
        end = find_test_word(line, "to ");
    }
    if (end == std::string_view::npos) {
        return std::nullopt;
    }
    std::string_view words = scan::trim(line.substr(0, end));
    if (words.starts_with("MIGRATED ")) {
        words.remove_prefix(std::string_view("MIGRATED ").size());
    }
    if (words.empty() || words.size() > 40) {
        return std::nullopt;
    }
    return Banner{test_of_banner(scan::trim(words)), mentions_confidence(line.substr(end))};
}

bool mentions_confidence(std::string_view text) {
    return text.find("% conf.") != std::string_view::npos;
}

std::optional<Header> read_header(const std::vector<std::string_view>& tokens) {
    std::size_t i = 0;
    while (i < tokens.size() && (tokens[i] == "bytes" || tokens[i] == "Bytes")) {
        ++i;
    }
    static constexpr std::array kLayouts{Layout::udp, Layout::stream, Layout::rr};
    if (i < 2 || i > 4 || i + 1 >= tokens.size() || !tokens[i].starts_with("secs")) {
        return std::nullopt;
    }
    Header header;
    header.layout = kLayouts[i - 2];
    for (++i; i < tokens.size() && tokens[i] == "#"; ++i) {
    }
    if (i >= tokens.size()) {
        return std::nullopt;
    }
    if (tokens[i] == "per" && i + 1 < tokens.size() && tokens[i + 1] == "sec") {
        header.unit = "trans/s";
        ++i;
    } else {
        header.unit = normalise_unit(tokens[i]);
    }
    for (++i; i < tokens.size(); ++i) {
        header.cpu = header.cpu || tokens[i] == "%";
        if (tokens[i].starts_with("us/")) {
            header.demand_unit = std::string(tokens[i]);
        }
    }
    return header;
}

Layout layout_of(std::string_view test) {
    if (test == "UDP_STREAM") {
        return Layout::udp;
    }
    return test.ends_with("_RR") || test.ends_with("_CRR") ? Layout::rr : Layout::stream;
}

std::string normalise_unit(std::string_view unit) {
    if (unit == "Trans/s" || unit == "trans/s" || unit == "Trans/sec") {
        return "trans/s";
    }
    std::string out(unit);
    if (out.ends_with("/sec")) {
        out.resize(out.size() - 2);
    }
    return out;
}

bool is_interim(std::string_view line) {
    return line.starts_with("Interim result:");
}

bool is_warning_line(std::string_view line) {
    return line.starts_with("!!!");
}

std::optional<std::string> confidence_width(std::string_view line) {
    constexpr std::string_view kIntervals = "!!! Confidence intervals: Throughput";
    if (!line.starts_with(kIntervals)) {
        return std::nullopt;
    }
    std::string_view rest = scan::trim(line.substr(kIntervals.size()));
    if (!rest.starts_with(':')) {
        return std::nullopt;
    }
    rest = scan::trim(rest.substr(1));
    return std::string(scan::next_token(rest));
}

std::optional<std::pair<std::string_view, std::string_view>> read_key(std::string_view line) {
    if (!starts_with_key(line)) {
        return std::nullopt;
    }
    const std::size_t equals = line.find('=');
    return std::pair{line.substr(0, equals), scan::trim(line.substr(equals + 1))};
}

std::string_view key_of_title(std::string_view title) {
    // Matched on the title's words, lower-cased, so that spacing and the initial/final
    // variants of socket sizes are told apart; only the final sizes are the defaults.
    static constexpr std::array<std::pair<std::string_view, std::string_view>, 14> kTitles{{
        {"throughput", "THROUGHPUT"},
        {"throughput units", "THROUGHPUT_UNITS"},
        {"elapsed time (sec)", "ELAPSED_TIME"},
        {"local send socket size final", "LSS_SIZE_END"},
        {"local recv socket size final", "LSR_SIZE_END"},
        {"remote send socket size final", "RSS_SIZE_END"},
        {"remote recv socket size final", "RSR_SIZE_END"},
        {"local send size", "LOCAL_SEND_SIZE"},
        {"request size bytes", "REQUEST_SIZE"},
        {"response size bytes", "RESPONSE_SIZE"},
        {"local cpu util %", "LOCAL_CPU_UTIL"},
        {"remote cpu util %", "REMOTE_CPU_UTIL"},
        {"local service demand", "LOCAL_SD"},
        {"remote service demand", "REMOTE_SD"},
    }};
    std::string words;
    for (const std::string_view word : scan::split_tokens(title)) {
        words += words.empty() ? "" : " ";
        words += lower(word);
    }
    for (const auto& [text, key] : kTitles) {
        if (words == text) {
            return key;
        }
    }
    return {};
}

std::optional<Command> read_command(const std::vector<std::string_view>& tokens) {
    auto program = std::find_if(tokens.begin(), tokens.end(), [](std::string_view token) {
        return token == "netperf" || token.ends_with("/netperf");
    });
    if (program == tokens.end() || program + 1 == tokens.end() || !program[1].starts_with('-')) {
        return std::nullopt;
    }
    Command command{"TCP_STREAM", {}};
    for (auto it = program + 1; it != tokens.end(); ++it) {
        const std::string_view token = *it;
        const bool has_next = it + 1 != tokens.end();
        if (token == "--") {
            break;  // test-specific options follow
        }
        if (token.starts_with("-t") || token.starts_with("-f")) {
            std::string_view value = token.substr(2);
            if (value.empty() && has_next) {
                value = *++it;
            }
            if (token[1] == 't') {
                command.test = std::string(value);
                std::transform(command.test.begin(), command.test.end(), command.test.begin(),
                               [](unsigned char c) { return static_cast<char>(std::toupper(c)); });
            } else {
                command.unit = unit_of_letter(value);
            }
        }
    }
    return command;
}

bool is_title_line(std::string_view line) {
    if (read_banner(line)) {
        return true;
    }
    const std::vector<std::string_view> tokens = scan::split_tokens(line);
    return !tokens.empty() && std::all_of(tokens.begin(), tokens.end(), is_header_word);
}

}  // namespace benchcmp::netperf
