// "iperf": iperf3 and iperf2 text output (esnet/iperf src/iperf_api.c, iperf2's
// src/ReportDefault.c): the lines `[  5]   0.00-10.00  sec  1.10 GBytes  9.41 Gbits/sec ...`.
//
// What is a result, as iperf's users read it:
// - iperf3 ends a test with a `sender` and a `receiver` line; the receiver's bitrate is what
//   arrived, the sender's what left, two metrics (`receiver_bitrate`, `sender_bitrate`) never
//   pooled. The interval lines above them are the run's progress and are not read once the text
//   holds such summary lines; nor is a client's copy of the server's report (`Server output:`).
// - iperf2 prints no role: a line whose interval starts at 0 and that no later line of the same
//   stream continues (`0.0- 1.0` then `1.0- 2.0`) is a run's result (`bitrate`); a test printed
//   ten times is ten runs.
// - With parallel streams (-P) the `[SUM]` line is the result and the per-stream lines of the
//   same test (since the last `[ ID]` header or `- - -` rule), role and protocol are not runs.
// - A line with a jitter (UDP) has the case `protocol=udp` and gives `jitter` and `lost_percent`
//   (receiver side or role-less lines only: the sender's are placeholders); a TCP sender's
//   retransmission count is `retransmits`. iperf3 --bidir's `[  5][TX-C]` tag is the case
//   `stream=TX-C`.
// iperf3 --json files are read too: `end.sum_received` and `end.sum_sent` give the same two
// bitrates (and the sender's retransmits), `end.sum` a UDP test's jitter and loss.
// Bitrates are in Mbit/s whatever unit the line used (bits, Kbits, Gbits, Tbits: powers of
// 1000, as iperf prints rates). A line a mailer wrapped before its `sender` / `receiver` word
// or its `(0%)` is joined again.

#include <fmt/format.h>

#include <optional>
#include <string>
#include <string_view>
#include <unordered_set>
#include <vector>

#include "benchcmp/parse.hpp"
#include "parse/common/format_parser.hpp"
#include "parse/common/json_input.hpp"
#include "parse/common/text_scan.hpp"
#include "parse/parsers.hpp"

namespace benchcmp {

namespace {

constexpr std::string_view kBenchmark = "iperf";
constexpr double kSureScore = 0.9;

enum class Role { none, sender, receiver };

struct IperfLine {
    std::string id;   // "5", "SUM"
    std::string tag;  // "TX-C" in --bidir output
    double start = 0.0;
    double end = 0.0;
    double bitrate = 0.0;  // Mbit/s
    std::optional<double> retransmits;
    std::optional<double> jitter;
    std::optional<double> lost_percent;
    Role role = Role::none;
    int line = 0;
    int group = 0;  // the test it belongs to: lines since the last header or separator
};

std::optional<double> number(std::string_view text) {
    const scan::Number value = scan::parse_number(text);
    if (value.status != scan::NumberStatus::ok) {
        return std::nullopt;
    }
    return value.value;
}

// The power of ten from a rate unit to Mbit/s, or nullopt: the value is read with it as an
// exponent (`7.17` Gbits/sec as `7.17e3`), so that it is the double nearest the decimal.
std::optional<int> rate_exponent(std::string_view unit) {
    if (unit == "bits/sec") {
        return -6;
    }
    if (unit == "Kbits/sec") {
        return -3;
    }
    if (unit == "Mbits/sec") {
        return 0;
    }
    if (unit == "Gbits/sec") {
        return 3;
    }
    if (unit == "Tbits/sec") {
        return 6;
    }
    return std::nullopt;
}

bool is_byte_unit(std::string_view unit) {
    return unit == "Bytes" || unit == "KBytes" || unit == "MBytes" || unit == "GBytes" ||
           unit == "TBytes";
}

// The cheap test every line gets: `[ID]` first and a rate unit somewhere (in bytes too, as
// `-f M` prints it, to be reported).
bool looks_like_rate_line(std::string_view text) {
    return text.starts_with('[') && (text.find("bits/sec") != std::string_view::npos ||
                                     text.find("Bytes/sec") != std::string_view::npos);
}

bool is_header(std::string_view text) {
    return text.starts_with("[ ID] Interval");
}

// How reading a rate line went: a line, nothing (not a rate line), or a problem to report.
struct Parsed {
    std::optional<IperfLine> line;
    std::string problem;
};

// Reads the interval `0.00-10.00` or iperf2's `0.0- 1.0` from tokens at i.
bool read_interval(const std::vector<std::string_view>& tokens, std::size_t& i, IperfLine& out) {
    if (i >= tokens.size()) {
        return false;
    }
    std::string_view first = tokens[i];
    const std::size_t dash = first.find('-');
    if (dash == std::string_view::npos || dash == 0) {
        return false;
    }
    const auto start = number(first.substr(0, dash));
    std::string_view end_text = first.substr(dash + 1);
    if (end_text.empty() && i + 1 < tokens.size()) {
        end_text = tokens[++i];
    }
    const auto end = number(end_text);
    if (!start || !end) {
        return false;
    }
    out.start = *start;
    out.end = *end;
    ++i;
    return true;
}

Role role_of(std::string_view token) {
    if (token == "sender") {
        return Role::sender;
    }
    if (token == "receiver") {
        return Role::receiver;
    }
    return Role::none;
}

// What follows the bitrate: a TCP sender's retransmissions, a UDP line's `0.347 ms  0/906 (0%)`,
// and the role word last.
void read_tail(const std::vector<std::string_view>& tokens, std::size_t i, IperfLine& out) {
    std::size_t last = tokens.size();
    if (i < last) {
        out.role = role_of(tokens.back());
        if (out.role != Role::none) {
            --last;
        }
    }
    if (i + 1 < last && tokens[i + 1] == "ms") {
        out.jitter = number(tokens[i]);
        for (std::size_t j = i + 2; j < last; ++j) {
            const std::string_view token = tokens[j];
            if (token.size() > 3 && token.starts_with('(') && token.ends_with("%)")) {
                out.lost_percent = number(token.substr(1, token.size() - 3));
            }
        }
    } else if (i + 1 == last) {
        if (const auto retr = scan::parse_integer(tokens[i])) {
            out.retransmits = static_cast<double>(*retr);
        }
    }
}

Parsed parse_rate_line(std::string_view text, std::vector<std::string_view>& tokens, int number) {
    Parsed parsed;
    const std::size_t close = text.find(']');
    if (close == std::string_view::npos) {
        return parsed;
    }
    IperfLine out;
    out.line = number;
    out.id = scan::trim(text.substr(1, close - 1));
    std::string_view rest = text.substr(close + 1);
    if (rest.starts_with('[')) {
        const std::size_t tag_close = rest.find(']');
        if (tag_close == std::string_view::npos) {
            return parsed;
        }
        out.tag = scan::trim(rest.substr(1, tag_close - 1));
        rest = rest.substr(tag_close + 1);
    }
    scan::split_tokens(rest, tokens);
    std::size_t i = 0;
    if (!read_interval(tokens, i, out) || i >= tokens.size() || tokens[i] != "sec") {
        return parsed;
    }
    ++i;
    // transfer, then rate
    if (i + 3 >= tokens.size()) {
        parsed.problem = "has no transfer and bitrate after its interval";
        return parsed;
    }
    if (!is_byte_unit(tokens[i + 1])) {
        parsed.problem =
            fmt::format("transfer unit \"{}\" is not iperf's", scan::excerpt(tokens[i + 1]));
        return parsed;
    }
    const auto exponent = rate_exponent(tokens[i + 3]);
    if (!exponent) {
        parsed.problem = fmt::format(
            "bitrate unit \"{}\" is not bits/sec, Kbits/sec, Mbits/sec, "
            "Gbits/sec or Tbits/sec",
            scan::excerpt(tokens[i + 3]));
        return parsed;
    }
    const std::string_view rate_text = tokens[i + 2];
    const auto rate = rate_text.find_first_of("eE") == std::string_view::npos
                          ? benchcmp::number(fmt::format("{}e{}", rate_text, *exponent))
                          : std::nullopt;
    if (!rate) {
        parsed.problem =
            fmt::format("bitrate \"{}\" is not a number", scan::excerpt(tokens[i + 2]));
        return parsed;
    }
    out.bitrate = *rate;
    read_tail(tokens, i + 4, out);
    parsed.line = std::move(out);
    return parsed;
}

// The words a mailer wraps off a result line: `sender`, `receiver`, `(0%)  sender`.
bool continues_line(std::string_view text) {
    if (text.empty()) {
        return false;
    }
    if (text == "sender" || text == "receiver") {
        return true;
    }
    return text.starts_with('(') &&
           (text.ends_with("sender") || text.ends_with("receiver") || text.ends_with("%)"));
}

const Metric& bitrate_metric(Role role) {
    static const Metric kSender{"iperf", "sender_bitrate", "Mbit/s", Direction::higher_is_better};
    static const Metric kReceiver{"iperf", "receiver_bitrate", "Mbit/s",
                                  Direction::higher_is_better};
    static const Metric kBitrate{"iperf", "bitrate", "Mbit/s", Direction::higher_is_better};
    switch (role) {
        case Role::sender:
            return kSender;
        case Role::receiver:
            return kReceiver;
        case Role::none:
            break;
    }
    return kBitrate;
}

const Metric kRetransmits{"iperf", "retransmits", "", Direction::lower_is_better};
const Metric kJitter{"iperf", "jitter", "ms", Direction::lower_is_better};
const Metric kLost{"iperf", "lost_percent", "%", Direction::lower_is_better};

class Reader {
  public:
    explicit Reader(Run& run) : run_(run) {}

    void line(std::string_view raw, int number);
    void finish();

  private:
    void take(std::string_view text, int number);
    void flush_pending();
    std::vector<bool> results() const;

    Run& run_;
    std::vector<std::string_view> tokens_;
    std::vector<IperfLine> lines_;
    std::string pending_;  // a rate line with no role, until the next line shows a wrap
    int pending_line_ = 0;
    bool in_server_output_ = false;
    int group_ = 0;
};

void Reader::line(std::string_view raw, int number) {
    const std::string_view text = scan::clean_line(raw);
    if (!pending_.empty()) {
        if (continues_line(text)) {
            pending_ += ' ';
            pending_ += text;
            flush_pending();
            return;
        }
        flush_pending();
    }
    if (text.starts_with("Server output:")) {
        in_server_output_ = true;
        return;
    }
    if (text.starts_with("iperf Done.") || text.starts_with("Connecting to host")) {
        in_server_output_ = false;
        ++group_;
        return;
    }
    if (is_header(text) || text.starts_with("- - - -")) {
        ++group_;
        return;
    }
    if (in_server_output_ || !looks_like_rate_line(text)) {
        return;
    }
    scan::split_tokens(text, tokens_);
    const std::string_view last = tokens_.back();
    if (role_of(last) == Role::none) {
        pending_ = text;
        pending_line_ = number;
        return;
    }
    take(text, number);
}

void Reader::flush_pending() {
    const std::string text = std::move(pending_);
    pending_.clear();
    take(text, pending_line_);
}

void Reader::take(std::string_view text, int number) {
    Parsed parsed = parse_rate_line(text, tokens_, number);
    if (parsed.line) {
        parsed.line->group = group_;
        lines_.push_back(std::move(*parsed.line));
    } else if (!parsed.problem.empty()) {
        run_.diagnose(Level::warning, number,
                      fmt::format("iperf line {}; skipped", parsed.problem));
    }
}

// Which lines are results (see the head of the file).
std::vector<bool> Reader::results() const {
    bool has_roles = false;
    for (const IperfLine& line : lines_) {
        has_roles = has_roles || line.role != Role::none;
    }
    std::vector<bool> result(lines_.size(), false);
    // A role-less line is an interval when a later line of its stream starts where it ends.
    std::unordered_set<std::string> later_starts;
    for (std::size_t k = lines_.size(); k-- > 0;) {
        const IperfLine& line = lines_[k];
        const bool continued =
            later_starts.contains(fmt::format("{}|{}|{}", line.id, line.tag, line.end));
        result[k] = line.role != Role::none || (!has_roles && line.start == 0.0 && !continued);
        later_starts.insert(fmt::format("{}|{}|{}", line.id, line.tag, line.start));
    }
    // A [SUM] line stands for the streams of its test (the lines since the last header or
    // separator), of its role and protocol.
    std::unordered_set<std::string> summed;
    const auto test_of = [](const IperfLine& line) {
        return fmt::format("{}|{}|{}", line.group, static_cast<int>(line.role),
                           line.jitter.has_value());
    };
    for (std::size_t k = 0; k < lines_.size(); ++k) {
        if (result[k] && lines_[k].id == "SUM") {
            summed.insert(test_of(lines_[k]));
        }
    }
    for (std::size_t k = 0; k < lines_.size(); ++k) {
        if (result[k] && lines_[k].id != "SUM" && summed.contains(test_of(lines_[k]))) {
            result[k] = false;
        }
    }
    return result;
}

void Reader::finish() {
    if (!pending_.empty()) {
        flush_pending();
    }
    const std::vector<bool> result = results();
    for (std::size_t k = 0; k < lines_.size(); ++k) {
        if (!result[k]) {
            continue;
        }
        const IperfLine& line = lines_[k];
        CaseKey key;
        if (line.jitter) {
            key.add("protocol", "udp");
        }
        if (!line.tag.empty()) {
            key.add("stream", line.tag);
        }
        run_.add_value(bitrate_metric(line.role), key, line.bitrate, line.line);
        if (line.retransmits && line.role == Role::sender) {
            run_.add_value(kRetransmits, key, *line.retransmits, line.line);
        }
        if (line.role != Role::sender) {
            if (line.jitter) {
                run_.add_value(kJitter, key, *line.jitter, line.line);
            }
            if (line.lost_percent) {
                run_.add_value(kLost, key, *line.lost_percent, line.line);
            }
        }
    }
}

// An iperf3 --json document.
void read_json(Run& run, std::string_view content) {
    const auto document = json_input::parse(content, run);
    if (!document || !document->is_object()) {
        return;
    }
    if (const auto error = document->find("error");
        error != document->end() && error->is_string()) {
        run.diagnose(Level::warning, 1,
                     fmt::format("iperf3 reported an error: {}",
                                 scan::excerpt(error->get<std::string>(), 80)));
    }
    const json_input::Json* end = nullptr;
    if (const auto found = document->find("end"); found != document->end() && found->is_object()) {
        end = &*found;
    }
    if (end == nullptr) {
        run.diagnose(Level::warning, 1, "iperf3 JSON without an \"end\" object; nothing read");
        return;
    }
    CaseKey key;
    const json_input::Json& start = (*document)["start"];
    if (start.is_object() && start.contains("test_start") && start["test_start"].is_object() &&
        start["test_start"].value("protocol", "") == "UDP") {
        key.add("protocol", "udp");
    }
    const int line = json_input::line_of(content, content.find("\"end\""));
    const auto rate = [&](const char* name, Role role) {
        const auto sum = end->find(name);
        if (sum == end->end() || !sum->is_object()) {
            return;
        }
        if (const auto bits =
                json_input::number(sum->value("bits_per_second", json_input::Json()))) {
            run.add_value(bitrate_metric(role), key, *bits / 1e6, line);
        }
        if (role == Role::sender) {
            if (const auto retr =
                    json_input::number(sum->value("retransmits", json_input::Json()))) {
                run.add_value(kRetransmits, key, *retr, line);
            }
        }
    };
    rate("sum_received", Role::receiver);
    rate("sum_sent", Role::sender);
    if (const auto sum = end->find("sum");
        sum != end->end() && sum->is_object() && !key.entries.empty()) {
        if (const auto jitter = json_input::number(sum->value("jitter_ms", json_input::Json()))) {
            run.add_value(kJitter, key, *jitter, line);
        }
        if (const auto lost = json_input::number(sum->value("lost_percent", json_input::Json()))) {
            run.add_value(kLost, key, *lost, line);
        }
    }
}

bool is_iperf3_json(std::string_view head) {
    return json_input::starts_object(head) &&
           (head.find("\"connecting_to\"") != std::string_view::npos ||
            head.find("\"test_start\"") != std::string_view::npos);
}

class IperfParser final : public LineFormatParser<Reader> {
  public:
    IperfParser()
        : LineFormatParser(kBenchmark,
                           "iperf3 and iperf2 text: sender / receiver summaries, [SUM] lines, "
                           "iperf2 result lines") {}

    std::vector<Run> parse(const InputText& input) const override {
        if (json_input::starts_object(input.content)) {
            return json_input::one_run(input, name(), read_json);
        }
        return LineFormatParser::parse(input);
    }

    // The tail of a summary line a mailer wrapped (`sender`, `(0%)  receiver`), the header's
    // wrapped `Datagrams`, the header itself, the `- - -` rule and `iperf Done.` are iperf's
    // own lines, never a variant's label.
    bool prints_banner(std::string_view line) const override {
        const std::string_view text = scan::clean_line(line);
        return continues_line(text) || text == "Datagrams" || is_header(text) ||
               text.starts_with("- - - -") || text == "iperf Done.";
    }

    double sniff(const SniffHead& head) const override {
        if (is_iperf3_json(head.text())) {
            return kSureScore;
        }
        std::vector<std::string_view> tokens;
        for (const std::string_view text : head.clean_lines()) {
            if (is_header(text)) {
                return kSureScore;
            }
            if (looks_like_rate_line(text) && parse_rate_line(text, tokens, 0).line) {
                return kSureScore;
            }
        }
        return 0.0;
    }
};

}  // namespace

const Parser& iperf_parser() {
    return the_parser<IperfParser>();
}

}  // namespace benchcmp
