// "netperf": netperf's result tables, 2.3 to 2.7 (FORMATS-FAMILIES.md section 5): a banner
// (`MIGRATED TCP STREAM TEST from ...`), four or five header lines whose last one names the
// columns' units (`bytes  bytes   bytes    secs.    10^6bits/sec`), then one data line
// (TCP_STREAM, TCP_MAERTS) or two (the RR tests' remote socket sizes, UDP_STREAM's receiver);
// the omni forms (`-k` NAME=value lines, `-o` CSV, `-O` columns); and bare data lines under
// `-P 0`, read when the `netperf ... -t TEST` command line above them gives the test.
//
// The case is the test and its socket and message (or request and response) sizes, which
// netperf prints beside each result. Data lines are split on blanks, never by column: `%6d`
// socket sizes of a million bytes or more overflow into the next column. Each printed result
// is one value of its run, so a block printed again (a loop) is another run of the same case;
// a result under a confidence banner is the mean of netperf's `-i` iterations, compared the
// same way, with one note. `Interim result:` lines (`-D`) are progress and are not read.

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "benchcmp/parse.hpp"
#include "parse/common/cells.hpp"
#include "parse/common/format_parser.hpp"
#include "parse/common/text_scan.hpp"
#include "parse/netperf/netperf_lines.hpp"
#include "parse/parsers.hpp"

namespace benchcmp {

namespace {

using netperf::Header;
using netperf::Layout;

constexpr std::string_view kBenchmark = "netperf";

// A banner, a classic header's units line or an omni `THROUGHPUT_UNITS=` line: nothing else
// prints them.
constexpr double kSureScore = 0.9;

// Numbers before the CPU columns, and the CPU columns (-c/-C: local and remote utilisation,
// local and remote service demand).
constexpr std::size_t kStreamNumbers = 5;
constexpr std::size_t kRequestNumbers = 6;
constexpr std::size_t kUdpSenderNumbers = 6;
constexpr std::size_t kUdpReceiverNumbers = 4;
constexpr std::size_t kCpuNumbers = 4;
constexpr std::size_t kMaxTitleLines = 5;

// One printed result with everything netperf prints beside it.
struct Result {
    std::string send_socket, recv_socket, message, request, response;
    double value = 0.0;
    std::string unit;
    std::optional<double> send_throughput;
    std::vector<std::optional<double>> cpu;  // local %, remote %, local and remote demand
    std::string demand_unit;
    int line = 0;
};

bool is_number(std::string_view token) {
    return scan::parse_number(token).status == scan::NumberStatus::ok;
}

std::size_t leading_numbers(const std::vector<std::string_view>& tokens) {
    const auto end = std::find_if_not(tokens.begin(), tokens.end(), is_number);
    return static_cast<std::size_t>(end - tokens.begin());
}

bool all_integers(const std::vector<std::string_view>& tokens, std::size_t count) {
    return tokens.size() >= count &&
           std::all_of(tokens.begin(), tokens.begin() + static_cast<std::ptrdiff_t>(count),
                       [](std::string_view token) { return scan::parse_integer(token); });
}

std::size_t numbers_of(Layout layout) {
    return layout == Layout::stream ? kStreamNumbers
           : layout == Layout::rr   ? kRequestNumbers
                                    : kUdpSenderNumbers;
}

std::string default_unit(Layout layout) {
    return layout == Layout::rr ? "trans/s" : "10^6bits/s";
}

std::string default_demand_unit(Layout layout) {
    return layout == Layout::rr ? "us/Tr" : "us/KB";
}

class Reader {
  public:
    explicit Reader(Run& run) : run_(run) {}

    void line(std::string_view raw, int number);
    void finish();

  private:
    bool continue_pending(std::string_view text);
    bool not_a_result(std::string_view text, int number);
    void banner(const netperf::Banner& banner);
    void data(const std::vector<std::string_view>& tokens, int number, bool joined = false);
    void terse(const std::vector<std::string_view>& tokens, int number);
    void first_line(Layout layout, const std::vector<std::string_view>& tokens, int number);
    void read_cpu(Result& result, const std::vector<std::string_view>& tokens, std::size_t first);
    void csv(std::string_view text, int number);
    bool columns(std::string_view body, int number);
    void flush_keys();
    void emit_keys(const std::map<std::string, std::string>& keys, int number);
    void emit(const Result& result);
    std::optional<double> value_of(std::string_view token, std::string_view what, int number);
    Layout layout() const;
    std::string unit() const;

    Run& run_;
    std::vector<std::string_view> tokens_;
    std::string test_;
    bool confidence_ = false;
    bool after_banner_ = false;  // the banner was the last line read: -v 0, a wrapped tail
    std::optional<Header> header_;
    std::optional<netperf::Command> command_;
    // A data line that needs the next one: the RR tests' remote sizes, UDP_STREAM's receiver,
    // or a line a mailer wrapped before its CPU columns.
    enum class Wait { nothing, remote_sizes, receiver, wrapped_tail } wait_ = Wait::nothing;
    Result pending_;
    std::vector<std::string_view> partial_;
    int partial_line_ = 0;
    std::map<std::string, std::string> keys_;  // omni -k lines
    int keys_line_ = 0;
    std::vector<std::string> csv_keys_;     // omni -o title line, as output names
    std::vector<std::string_view> titles_;  // header lines above a value line (-O)
    int confidence_results_ = 0;
    bool noted_unmeasured_cpu_ = false;
};

void Reader::line(std::string_view raw, int number) {
    const std::string_view text = netperf::clean(raw);
    if (wait_ != Wait::nothing && continue_pending(text)) {
        return;
    }
    if (!netperf::read_key(text) && !keys_.empty()) {
        flush_keys();
    }
    if (text.empty()) {
        titles_.clear();  // -O's titles stand right above their values
        return;
    }
    if (not_a_result(text, number)) {
        return;
    }
    const bool tail_of_banner = after_banner_;
    after_banner_ = false;
    if (const auto banner = netperf::read_banner(text)) {
        this->banner(*banner);
        return;
    }
    if (tail_of_banner &&
        (text.find(" port ") != std::string_view::npos || netperf::mentions_confidence(text))) {
        confidence_ = confidence_ || netperf::mentions_confidence(text);  // a wrapped banner
        after_banner_ = true;
        return;
    }
    if (const auto key = netperf::read_key(text)) {
        keys_line_ = keys_.empty() ? number : keys_line_;
        keys_[std::string(key->first)] = std::string(key->second);
        return;
    }
    scan::split_tokens(text, tokens_);
    if (tail_of_banner && leading_numbers(tokens_) == 1) {
        terse(tokens_, number);
        return;
    }
    if (const auto command = netperf::read_command(tokens_)) {
        command_ = command;
        test_ = command->test;
        header_.reset();
        return;
    }
    if (const auto header = netperf::read_header(tokens_)) {
        header_ = header;
        titles_.clear();
        return;
    }
    if (text.find(',') != std::string_view::npos) {
        csv(text, number);
        return;
    }
    if (is_number(tokens_.front())) {
        const std::string_view body = scan::strip_quote(raw);
        if (header_ || !columns(body, number)) {
            data(tokens_, number);
        }
        return;
    }
    titles_.push_back(scan::strip_quote(raw));  // perhaps -O's column titles
    if (titles_.size() > kMaxTitleLines) {
        titles_.erase(titles_.begin());
    }
    if (!netperf::is_title_line(text)) {
        header_.reset();  // prose ends a table
        csv_keys_.clear();
    }
}

// Lines that hold no result and end nothing: progress and the confidence warning.
bool Reader::not_a_result(std::string_view text, int number) {
    if (netperf::is_interim(text)) {
        return true;
    }
    if (const auto width = netperf::confidence_width(text)) {
        run_.diagnose(Level::warning, number,
                      fmt::format("netperf did not reach the confidence it was asked for: the "
                                  "throughput interval is {} wide",
                                  scan::excerpt(*width)));
        return true;
    }
    return netperf::is_warning_line(text);
}

void Reader::banner(const netperf::Banner& banner) {
    test_ = banner.test;
    confidence_ = banner.confidence;
    header_.reset();
    command_.reset();
    titles_.clear();
    csv_keys_.clear();
    after_banner_ = true;
}

// The line after a data line that needs one; true when it was that line.
bool Reader::continue_pending(std::string_view text) {
    const Wait wait = std::exchange(wait_, Wait::nothing);
    std::vector<std::string_view> tokens = scan::split_tokens(text);
    const std::size_t numbers = leading_numbers(tokens);
    const bool only_numbers = !tokens.empty() && numbers == tokens.size();
    if (wait == Wait::remote_sizes) {
        return only_numbers && tokens.size() == 2 && all_integers(tokens, 2);
    }
    if (wait == Wait::receiver) {
        if (numbers >= kUdpReceiverNumbers && scan::parse_integer(tokens[0])) {
            pending_.recv_socket = std::string(tokens[0]);
            pending_.value = scan::parse_number(tokens[3]).value;
            emit(pending_);
            return true;
        }
        run_.diagnose(Level::warning, pending_.line,
                      "UDP_STREAM sender line without the receiver line under it, whose "
                      "throughput is the result; skipped");
        return false;
    }
    std::vector<std::string_view> joined = std::exchange(partial_, {});
    const std::size_t held = joined.size();
    if (only_numbers) {
        joined.insert(joined.end(), tokens.begin(), tokens.end());
    }
    const bool wrapped = only_numbers && joined.size() <= numbers_of(layout()) + kCpuNumbers;
    data(wrapped ? joined
                 : std::vector(joined.begin(), joined.begin() + static_cast<std::ptrdiff_t>(held)),
         partial_line_, true);
    return wrapped;
}

void Reader::data(const std::vector<std::string_view>& tokens, int number, bool joined) {
    if (!header_ && !command_) {
        return;  // numbers outside a table (and without a -P 0 command line) say nothing
    }
    const Layout layout = this->layout();
    const std::size_t numbers = leading_numbers(tokens);
    const std::size_t needed = numbers_of(layout);
    if (!joined && header_ && header_->cpu && numbers >= needed && numbers < needed + kCpuNumbers &&
        numbers == tokens.size()) {
        partial_ = tokens;  // perhaps wrapped before its CPU columns: look at the next line
        partial_line_ = number;
        wait_ = Wait::wrapped_tail;
        return;
    }
    const std::size_t sizes = layout == Layout::stream ? 3 : layout == Layout::rr ? 4 : 2;
    if (numbers < needed || !all_integers(tokens, sizes)) {
        if (header_) {
            std::string shown;
            for (const std::string_view token : tokens) {
                shown += shown.empty() ? "" : " ";
                shown += token;
            }
            run_.diagnose(Level::warning, number,
                          fmt::format("data line \"{}\" does not fit the {} table above it; "
                                      "skipped",
                                      scan::excerpt(shown), test_.empty() ? "netperf" : test_));
        }
        return;
    }
    first_line(layout, tokens, number);
}

// `-v 0`: the banner, then the result alone (`%7.2f %s`).
void Reader::terse(const std::vector<std::string_view>& tokens, int number) {
    Result result;
    result.line = number;
    result.unit = unit();
    result.value = scan::parse_number(tokens[0]).value;
    emit(result);
}

void Reader::first_line(Layout layout, const std::vector<std::string_view>& tokens, int number) {
    Result result;
    result.line = number;
    result.unit = unit();
    result.demand_unit = header_ && !header_->demand_unit.empty() ? header_->demand_unit
                                                                  : default_demand_unit(layout);
    const auto number_at = [&](std::size_t i) { return scan::parse_number(tokens[i]).value; };
    if (layout == Layout::stream) {
        result.recv_socket = std::string(tokens[0]);
        result.send_socket = std::string(tokens[1]);
        result.message = std::string(tokens[2]);
        result.value = number_at(4);
        read_cpu(result, tokens, kStreamNumbers);
        emit(result);
    } else if (layout == Layout::rr) {
        result.send_socket = std::string(tokens[0]);
        result.recv_socket = std::string(tokens[1]);
        result.request = std::string(tokens[2]);
        result.response = std::string(tokens[3]);
        result.value = number_at(5);
        read_cpu(result, tokens, kRequestNumbers);
        emit(result);
        wait_ = Wait::remote_sizes;
    } else {
        result.send_socket = std::string(tokens[0]);
        result.message = std::string(tokens[1]);
        result.send_throughput = number_at(5);
        pending_ = result;
        wait_ = Wait::receiver;
    }
}

void Reader::read_cpu(Result& result, const std::vector<std::string_view>& tokens,
                      std::size_t first) {
    if (!header_ || !header_->cpu) {
        return;
    }
    const std::size_t numbers = leading_numbers(tokens);
    for (std::size_t i = first; i < first + kCpuNumbers; ++i) {
        if (i >= numbers) {
            run_.diagnose(Level::warning, result.line,
                          "the CPU columns its header announces are missing; only the result "
                          "is read");
            result.cpu.clear();
            return;
        }
        const double value = scan::parse_number(tokens[i]).value;
        // netperf prints -1 for a side whose CPU it did not measure (-c without -C).
        result.cpu.push_back(value < 0 ? std::nullopt : std::optional<double>(value));
        if (value < 0 && !noted_unmeasured_cpu_) {
            noted_unmeasured_cpu_ = true;
            run_.diagnose(Level::note, result.line,
                          "a negative CPU figure is a side netperf did not measure; not read");
        }
    }
}

// `-o`: a line of column titles, then a line of values.
void Reader::csv(std::string_view text, int number) {
    std::vector<std::string_view> cells;
    scan::split_cells(text, cells);
    std::vector<std::string> keys;
    for (const std::string_view cell : cells) {
        keys.emplace_back(netperf::key_of_title(cell));
    }
    if (std::find(keys.begin(), keys.end(), "THROUGHPUT") != keys.end()) {
        csv_keys_ = std::move(keys);
        return;
    }
    if (csv_keys_.empty()) {
        return;
    }
    if (cells.size() != csv_keys_.size()) {
        run_.diagnose(Level::warning, number,
                      fmt::format("{} values under {} column titles; the line is skipped",
                                  cells.size(), csv_keys_.size()));
        csv_keys_.clear();
        return;
    }
    std::map<std::string, std::string> values;
    for (std::size_t i = 0; i < cells.size(); ++i) {
        if (!csv_keys_[i].empty()) {
            values[csv_keys_[i]] = std::string(cells[i]);
        }
    }
    csv_keys_.clear();
    emit_keys(values, number);
}

// `-O`: the title lines above a value line, each column as wide as its widest part and left
// aligned, so every column starts where its value starts.
bool Reader::columns(std::string_view body, int number) {
    if (titles_.size() < 2) {
        return false;
    }
    std::vector<std::size_t> starts;
    for (std::size_t i = 0; i < body.size(); ++i) {
        if (!scan::is_blank(body[i]) && (i == 0 || scan::is_blank(body[i - 1]))) {
            starts.push_back(i);
        }
    }
    std::map<std::string, std::string> values;
    for (std::size_t c = 0; c < starts.size(); ++c) {
        const std::size_t end = c + 1 < starts.size() ? starts[c + 1] : std::string_view::npos;
        std::string title;
        for (const std::string_view line : titles_) {
            if (starts[c] < line.size()) {
                title += " ";
                title += scan::trim(line.substr(starts[c], end - starts[c]));
            }
        }
        const std::string_view key = netperf::key_of_title(title);
        if (!key.empty()) {
            values[std::string(key)] =
                std::string(scan::trim(body.substr(starts[c], end - starts[c])));
        }
    }
    if (!values.contains("THROUGHPUT")) {
        return false;
    }
    titles_.clear();
    emit_keys(values, number);
    return true;
}

void Reader::flush_keys() {
    std::map<std::string, std::string> keys;
    keys.swap(keys_);
    if (!keys.contains("THROUGHPUT")) {
        run_.diagnose(Level::warning, keys_line_,
                      "omni output without THROUGHPUT=; nothing of it is read");
        return;
    }
    emit_keys(keys, keys_line_);
}

// One omni result from its output names (`-k` keys, or `-o`/`-O` titles mapped to them).
void Reader::emit_keys(const std::map<std::string, std::string>& keys, int number) {
    const auto text = [&](const char* key) {
        const auto it = keys.find(key);
        return it == keys.end() ? std::string() : it->second;
    };
    const auto throughput = value_of(text("THROUGHPUT"), "THROUGHPUT", number);
    if (!throughput) {
        return;
    }
    Result result;
    result.line = number;
    result.value = *throughput;
    result.unit = text("THROUGHPUT_UNITS").empty()
                      ? unit()
                      : netperf::normalise_unit(text("THROUGHPUT_UNITS"));
    const bool rr = keys.contains("REQUEST_SIZE") || result.unit == "trans/s";
    result.send_socket = text("LSS_SIZE_END");
    result.recv_socket = rr ? text("LSR_SIZE_END") : text("RSR_SIZE_END");
    result.message = rr ? "" : text("LOCAL_SEND_SIZE");
    result.request = text("REQUEST_SIZE");
    result.response = text("RESPONSE_SIZE");
    result.demand_unit = default_demand_unit(rr ? Layout::rr : Layout::stream);
    for (const char* key : {"LOCAL_CPU_UTIL", "REMOTE_CPU_UTIL", "LOCAL_SD", "REMOTE_SD"}) {
        const auto value = keys.contains(key) ? value_of(text(key), key, number) : std::nullopt;
        result.cpu.push_back(value && *value >= 0 ? value : std::nullopt);
    }
    emit(result);
}

std::optional<double> Reader::value_of(std::string_view token, std::string_view what, int number) {
    const scan::Number value = scan::parse_number(token);
    if (value.status == scan::NumberStatus::ok) {
        return value.value;
    }
    run_.diagnose(Level::warning, number,
                  fmt::format("{} \"{}\" {}; not read", what, scan::excerpt(token),
                              scan::number_problem(value.status)));
    return std::nullopt;
}

void Reader::emit(const Result& result) {
    CaseKey key;
    const auto add = [&](const char* name, const std::string& value) {
        if (!value.empty()) {
            key.add(name, value);
        }
    };
    add("test", test_);
    add("send_socket", result.send_socket);
    add("recv_socket", result.recv_socket);
    add("message", result.message);
    add("request", result.request);
    add("response", result.response);
    const bool rate = result.unit == "trans/s";
    run_.add_value(Metric{std::string(kBenchmark), rate ? "transaction_rate" : "throughput",
                          result.unit, Direction::higher_is_better},
                   key, result.value, result.line);
    if (result.send_throughput) {
        run_.add_value(Metric{std::string(kBenchmark), "send_throughput", result.unit,
                              Direction::higher_is_better},
                       key, *result.send_throughput, result.line);
    }
    static const char* const kCpuNames[] = {"local_cpu", "remote_cpu", "local_service_demand",
                                            "remote_service_demand"};
    for (std::size_t i = 0; i < result.cpu.size(); ++i) {
        if (result.cpu[i]) {
            const bool demand = i >= 2;
            run_.add_value(
                Metric{std::string(kBenchmark), kCpuNames[i], demand ? result.demand_unit : "%",
                       demand ? Direction::lower_is_better : Direction::unknown},
                key, *result.cpu[i], result.line);
        }
    }
    confidence_results_ += confidence_ ? 1 : 0;
}

Layout Reader::layout() const {
    return header_ ? header_->layout : netperf::layout_of(test_);
}

std::string Reader::unit() const {
    if (header_) {
        return header_->unit;
    }
    if (command_ && !command_->unit.empty()) {
        return command_->unit;
    }
    return default_unit(layout());
}

void Reader::finish() {
    if (wait_ != Wait::nothing) {
        continue_pending("");
    }
    if (!keys_.empty()) {
        flush_keys();
    }
    if (confidence_results_ > 0) {
        run_.diagnose(Level::note, 0,
                      fmt::format("{} result{} under a confidence banner (+/-x% @ y% conf.) "
                                  "{} the mean of netperf's -i iterations; each is compared as "
                                  "one value of its run",
                                  confidence_results_, confidence_results_ == 1 ? "" : "s",
                                  confidence_results_ == 1 ? "is" : "are"));
    }
    std::stable_sort(run_.diagnostics.begin(), run_.diagnostics.end(),
                     [](const Diagnostic& a, const Diagnostic& b) { return a.line < b.line; });
}

class NetperfParser final : public LineFormatParser<Reader> {
  public:
    NetperfParser()
        : LineFormatParser(
              kBenchmark,
              "netperf: TCP_STREAM, TCP_MAERTS, UDP_STREAM, TCP_RR, UDP_RR and TCP_CRR result "
              "tables, omni -k/-o/-O output") {}

    double sniff(const SniffHead& head) const override {
        std::vector<std::string_view> tokens;
        for (const scan::Line& line : head.lines()) {
            const std::string_view text = netperf::clean(line.text);
            if (netperf::read_banner(text) || text.starts_with("THROUGHPUT_UNITS=")) {
                return kSureScore;
            }
            // A column header starts with its "bytes" rows; no other line is split into tokens.
            if (!text.starts_with("bytes") && !text.starts_with("Bytes")) {
                continue;
            }
            scan::split_tokens(text, tokens);
            if (netperf::read_header(tokens)) {
                return kSureScore;
            }
        }
        return 0.0;
    }

    bool prints_banner(std::string_view line) const override {
        return netperf::is_title_line(netperf::clean(line));
    }
};

}  // namespace

const Parser& netperf_parser() {
    return the_parser<NetperfParser>();
}

}  // namespace benchcmp
