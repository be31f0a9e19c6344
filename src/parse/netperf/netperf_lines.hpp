// What each kind of netperf line says, read one line at a time (FORMATS-FAMILIES.md section 5):
// the test banner, the last line of a classic table header, the confidence warning, omni's
// `-k` keys and `-o`/`-O` column titles, and a pasted `netperf ... -t TEST` command line.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace benchcmp::netperf {

/// line without its mail quote prefix and its trailing blanks; netperf pads its header and data
/// lines with blanks, which a quoted-printable mailer writes as a final `=20`, also removed
/// (never from a `-k` line, whose `NAME=20` is a value).
std::string_view clean(std::string_view line);

/// A banner: `MIGRATED TCP STREAM TEST from 0.0.0.0 (0.0.0.0) port 0 AF_INET to ... : demo`,
/// or 2.3's `TCP STREAM TEST to host`.
struct Banner {
    std::string test;         // TCP_STREAM, TCP_RR, UDP_STREAM, OMNI_Send, ...
    bool confidence = false;  // ` : +/-2.500% @ 99% conf.`: each result is an iterations' mean
};
std::optional<Banner> read_banner(std::string_view line);

/// Whether text (a banner's wrapped-off tail) asks for confidence iterations.
bool mentions_confidence(std::string_view text);

/// The shape of a classic result table's data lines.
enum class Layout {
    stream,  // remote recv socket, local send socket, message, elapsed, throughput [, CPU x4]
    rr,      // local send socket, local recv socket, request, response, elapsed, rate [, CPU x4]
             // then the remote socket sizes on a line of their own
    udp,     // sender: socket, message, elapsed, messages, errors, throughput; receiver:
             // socket, elapsed, messages, throughput (the result)
};

/// What a classic header's last line (`bytes  bytes   bytes    secs.    10^6bits/sec`) says.
struct Header {
    Layout layout = Layout::stream;
    std::string unit;           // `10^6bits/s`, `KBytes/s`, ...; `trans/s` for `per sec`
    bool cpu = false;           // `-c`/`-C`: CPU utilisation and service demand columns follow
    std::string demand_unit{};  // `us/KB`, `us/Tr`
};
std::optional<Header> read_header(const std::vector<std::string_view>& tokens);

/// The layout a test's data lines have when no header says it (`-P 0`).
Layout layout_of(std::string_view test);

/// A unit as netperf names it in a header (`10^6bits/sec`), the classic `-f` letter's unit,
/// or omni's `THROUGHPUT_UNITS` (`10^6bits/s`, `Trans/s`), in one spelling so that every
/// output form of one test compares: `/sec` becomes `/s`, transactions are `trans/s`.
std::string normalise_unit(std::string_view unit);

/// `Interim result:  9385.21 10^6bits/s over 1.000 seconds ending at ...` (`-D`): progress.
bool is_interim(std::string_view line);

/// The throughput interval of `!!! Confidence intervals: Throughput      : 6.432%`, as printed
/// (`6.432%`); nullopt for any other line.
std::optional<std::string> confidence_width(std::string_view line);

/// Whether a line is one of the confidence warning's `!!!` lines.
bool is_warning_line(std::string_view line);

/// `NAME=value` of omni's `-k` output (`THROUGHPUT=9387.52`); nullopt for any other line.
std::optional<std::pair<std::string_view, std::string_view>> read_key(std::string_view line);

/// The omni output name (`THROUGHPUT`, `LSS_SIZE_END`) of a `-o`/`-O` column title (its parts
/// joined by blanks: `Local Send Socket Size Final`), or empty for a column not read.
std::string_view key_of_title(std::string_view title);

/// A pasted `netperf -H host -t TCP_RR -P 0 ...` command line: the test (`-t`, else netperf's
/// default TCP_STREAM) and the unit `-f` selects for headerless data lines.
struct Command {
    std::string test;
    std::string unit;
};
std::optional<Command> read_command(const std::vector<std::string_view>& tokens);

/// Whether line (cleaned) is a line netperf prints above its results: a banner or one of the
/// classic header lines, whose words (`Socket Size   Request  Resp.`) are no label.
bool is_title_line(std::string_view line);

}  // namespace benchcmp::netperf
