#include "parse/fio/fio_lines.hpp"

#include <array>
#include <charconv>
#include <utility>

#include "parse/common/text_scan.hpp"

namespace benchcmp::fio_lines {

namespace {

// The text after `name=` up to the first of stops (or the end), blanks trimmed; nullopt when
// name= is absent. The name must start the text or follow a blank, ',' or '(' so that
// `lat=` never matches inside `clat=`.
std::optional<std::string_view> field(std::string_view text, std::string_view name,
                                      std::string_view stops = ", ") {
    for (std::size_t at = text.find(name); at != std::string_view::npos;
         at = text.find(name, at + 1)) {
        const bool starts =
            at == 0 || scan::is_blank(text[at - 1]) || text[at - 1] == ',' || text[at - 1] == '(';
        if (!starts) {
            continue;
        }
        std::string_view rest = text.substr(at + name.size());
        while (!rest.empty() && scan::is_blank(rest.front())) {
            rest.remove_prefix(1);  // `avg= 5.63`: fio pads small values
        }
        return rest.substr(0, rest.find_first_of(stops));
    }
    return std::nullopt;
}

// A number at the start of text and what follows it: "88.5GiB/s" -> 88.5, "GiB/s".
std::optional<std::pair<double, std::string_view>> leading_number(std::string_view text) {
    double value = 0.0;
    const char* end = text.data() + text.size();
    const auto [stop, error] = std::from_chars(text.data(), end, value);
    if (error != std::errc{} || stop == text.data()) {
        return std::nullopt;
    }
    return std::pair{value, text.substr(static_cast<std::size_t>(stop - text.data()))};
}

std::optional<Quantity> quantity(std::optional<std::string_view> text) {
    if (!text) {
        return std::nullopt;
    }
    const auto number = leading_number(*text);
    if (!number || number->second.empty()) {
        return std::nullopt;
    }
    return Quantity{number->first, std::string(number->second)};
}

// fio's num2str count: a number with an optional power-of-ten suffix ("363k", "1.2M").
std::optional<double> count(std::optional<std::string_view> text) {
    if (!text) {
        return std::nullopt;
    }
    const auto number = leading_number(*text);
    if (!number) {
        return std::nullopt;
    }
    static constexpr std::array<std::pair<std::string_view, double>, 6> kSuffixes{{
        {"", 1.0},
        {"k", 1e3},
        {"K", 1e3},
        {"M", 1e6},
        {"G", 1e9},
        {"T", 1e12},
    }};
    for (const auto& [suffix, factor] : kSuffixes) {
        if (number->second == suffix) {
            return number->first * factor;
        }
    }
    return std::nullopt;
}

// "read", "write", "trim" or "mixed" from the words fio labels directions with, in either case.
std::optional<std::string> direction_word(std::string_view word) {
    static constexpr std::array<std::pair<std::string_view, std::string_view>, 8> kWords{{
        {"read", "read"},
        {"write", "write"},
        {"trim", "trim"},
        {"mixed", "mixed"},
        {"READ", "read"},
        {"WRITE", "write"},
        {"TRIM", "trim"},
        {"MIXED", "mixed"},
    }};
    for (const auto& [printed, name] : kWords) {
        if (word == printed) {
            return std::string(name);
        }
    }
    return std::nullopt;
}

// Splits `word:` or `word :` off the front of text; the rest follows the colon.
std::optional<std::pair<std::string_view, std::string_view>> labelled(std::string_view text) {
    const std::size_t colon = text.find(':');
    if (colon == std::string_view::npos) {
        return std::nullopt;
    }
    return std::pair{scan::trim(text.substr(0, colon)), text.substr(colon + 1)};
}

// A block size as a case key: "(R) 4096B-4096B" -> "4096B", "4K-4K/4K-4K" -> "4K".
std::string block_size(std::string_view text) {
    if (text.starts_with("(R)")) {
        text = scan::trim(text.substr(3));
    }
    text = text.substr(0, text.find('/'));
    const std::size_t dash = text.find('-');
    if (dash != std::string_view::npos && text.substr(0, dash) == text.substr(dash + 1)) {
        text = text.substr(0, dash);
    }
    return std::string(text);
}

}  // namespace

std::optional<double> iec_bytes(std::string_view unit) {
    if (unit.ends_with("/s")) {
        unit.remove_suffix(2);
    }
    static constexpr std::array<std::pair<std::string_view, double>, 6> kUnits{{
        {"B", 1.0},
        {"KiB", 1024.0},
        {"MiB", 1024.0 * 1024.0},
        {"GiB", 1024.0 * 1024.0 * 1024.0},
        {"TiB", 1024.0 * 1024.0 * 1024.0 * 1024.0},
        {"PiB", 1024.0 * 1024.0 * 1024.0 * 1024.0 * 1024.0},
    }};
    for (const auto& [name, bytes] : kUnits) {
        if (unit == name) {
            return bytes;
        }
    }
    return std::nullopt;
}

std::optional<double> usec_factor(std::string_view unit) {
    if (unit == "nsec") {
        return 1e-3;
    }
    if (unit == "usec") {
        return 1.0;
    }
    if (unit == "msec") {
        return 1e3;
    }
    if (unit == "sec") {
        return 1e6;
    }
    return std::nullopt;
}

std::optional<JobOptions> read_job_options(std::string_view text) {
    const std::size_t at = text.find(": (g=");
    if (at == std::string_view::npos || at == 0) {
        return std::nullopt;
    }
    JobOptions options;
    options.name = scan::trim(text.substr(0, at));
    const std::string_view rest = text.substr(at);
    if (const auto rw = field(rest, "rw=")) {
        options.rw = *rw;
    }
    if (const auto bs = field(rest, "bs=", ",")) {
        options.bs = block_size(scan::trim(*bs));
    }
    if (const auto depth = field(rest, "iodepth=")) {
        options.iodepth = *depth;
    }
    return options;
}

std::optional<JobHeader> read_job_header(std::string_view text) {
    const std::size_t at = text.find(": (groupid=");
    if (at == std::string_view::npos || at == 0) {
        return std::nullopt;
    }
    JobHeader header;
    header.name = scan::trim(text.substr(0, at));
    if (const auto jobs = field(text.substr(at), "jobs=", ")")) {
        header.jobs = *jobs;
    }
    return header;
}

std::optional<DirectionResult> read_direction_line(std::string_view text) {
    const auto parts = labelled(text);
    if (!parts) {
        return std::nullopt;
    }
    auto direction = direction_word(parts->first);
    if (!direction || parts->first != *direction) {
        return std::nullopt;  // the per-job lines use lower case; READ: is the group line
    }
    const std::string_view rest = parts->second;
    DirectionResult result{std::move(*direction), count(field(rest, "IOPS=")),
                           quantity(field(rest, "BW=", " ,("))};
    if (!result.iops || !result.bw) {
        result.iops = count(field(rest, "iops="));
        result.bw = quantity(field(rest, "bw="));
    }
    // Both are required: sysbench's fileio prints `read:  IOPS=1520.31 23.75 MiB/s`.
    if (!result.iops || !result.bw) {
        return std::nullopt;
    }
    return result;
}

std::optional<LatencyMean> read_latency_line(std::string_view text) {
    std::string_view kind;
    for (const std::string_view name : {"slat", "clat", "lat"}) {
        if (text.starts_with(name)) {
            kind = name;
            break;
        }
    }
    if (kind.empty()) {
        return std::nullopt;
    }
    std::string_view rest = scan::trim(text.substr(kind.size()));
    if (!rest.starts_with('(')) {
        return std::nullopt;
    }
    const std::size_t close = rest.find(')');
    if (close == std::string_view::npos) {
        return std::nullopt;
    }
    const auto factor = usec_factor(rest.substr(1, close - 1));
    const auto avg = field(rest, "avg=");
    if (!factor || !avg) {
        return std::nullopt;  // the `lat (usec)   : 250=49.12%` histogram has no avg=
    }
    const scan::Number mean = scan::parse_number(*avg);
    if (mean.status != scan::NumberStatus::ok) {
        return std::nullopt;
    }
    return LatencyMean{std::string(kind), mean.value * *factor};
}

std::optional<PercentileBlock> read_percentile_header(std::string_view text) {
    const std::size_t at = text.find(" percentiles (");
    if (at == std::string_view::npos || !text.ends_with("):")) {
        return std::nullopt;
    }
    const std::string_view kind = text.substr(0, at);
    if (kind != "clat" && kind != "slat" && kind != "lat") {
        return std::nullopt;
    }
    const std::size_t open = at + std::string_view(" percentiles (").size();
    const auto factor = usec_factor(text.substr(open, text.size() - 2 - open));
    if (!factor) {
        return std::nullopt;
    }
    return PercentileBlock{std::string(kind), *factor};
}

std::vector<Percentile> read_percentile_row(std::string_view text) {
    std::vector<Percentile> entries;
    if (!text.starts_with('|')) {
        return entries;
    }
    std::string_view rest = text.substr(1);
    for (std::size_t mark = rest.find("th=["); mark != std::string_view::npos;
         mark = rest.find("th=[")) {
        const std::size_t close = rest.find(']', mark);
        if (close == std::string_view::npos) {
            break;
        }
        std::string_view label = rest.substr(0, mark);
        label = scan::trim(label.substr(label.find_last_of(", |") == std::string_view::npos
                                            ? 0
                                            : label.find_last_of(", |") + 1));
        const std::size_t open = mark + 4;
        const scan::Number value = scan::parse_number(scan::trim(rest.substr(open, close - open)));
        if (value.status == scan::NumberStatus::ok &&
            scan::parse_number(label).status == scan::NumberStatus::ok) {
            entries.push_back(Percentile{std::string(label), value.value});
        }
        rest.remove_prefix(close + 1);
    }
    return entries;
}

// The group's longest job runtime, its wall time: `run=19607-20011msec` (the shortest and
// the longest of its jobs, fio 2.1 on) or `maxt=20011msec` (older fio).
std::optional<Quantity> group_runtime(std::string_view rest) {
    if (const auto run = field(rest, "run=")) {
        const std::size_t dash = run->find('-');
        return quantity(dash == std::string_view::npos ? *run : run->substr(dash + 1));
    }
    return quantity(field(rest, "maxt="));
}

std::optional<GroupStatus> read_group_line(std::string_view text) {
    const auto parts = labelled(text);
    if (!parts) {
        return std::nullopt;
    }
    auto direction = direction_word(parts->first);
    if (!direction || parts->first == *direction) {
        return std::nullopt;  // group lines spell the direction in capitals
    }
    const std::string_view rest = parts->second;
    GroupStatus status{std::move(*direction), quantity(field(rest, "bw=")),
                       quantity(field(rest, "io=")), group_runtime(rest)};
    if (!status.bw) {
        status.bw = quantity(field(rest, "aggrb="));
    }
    if (!status.bw && !status.io) {
        return std::nullopt;
    }
    return status;
}

bool group_line_complete(std::string_view text) {
    return text.find("run=") != std::string_view::npos ||
           text.find("maxt=") != std::string_view::npos;
}

}  // namespace benchcmp::fio_lines
