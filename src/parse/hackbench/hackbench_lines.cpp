// Matchers for the lines of hackbench and perf bench sched messaging output.

#include "parse/hackbench/hackbench_lines.hpp"

#include <string>

#include "parse/common/text_scan.hpp"

namespace benchcmp::hackbench_lines {

namespace {

// perf bench sched messaging's fixed sender/receiver count per group and its default group
// count (tools/perf/bench/sched-messaging.c); `-f simple` output does not print them.
constexpr std::string_view kPerfFds = "20";
constexpr std::string_view kPerfDefaultGroups = "10";

bool is_integer(std::string_view token) {
    return scan::parse_integer(token).has_value();
}

// "processes"/"threads" (perf) mapped onto rt-tests' mode words, so both families print one
// vocabulary.
std::optional<std::string_view> perf_mode(std::string_view word) {
    if (word == "processes") {
        return "process";
    }
    if (word == "threads") {
        return "threaded";
    }
    return std::nullopt;
}

}  // namespace

// `Running in <mode> mode ...`: the start of an rt-tests header, complete or not.
bool is_rt_header_start(const Tokens& t) {
    return t.size() >= 4 && t[0] == "Running" && t[1] == "in" && t[3] == "mode";
}

// The case of an rt-tests header, read up to "descriptors": the `each (== T tasks)` tail is
// redundant and is the part a mailer's wrap is most likely to mangle.
std::optional<CaseKey> read_rt_header(const Tokens& t) {
    if (t.size() < 11 || !is_rt_header_start(t) || (t[2] != "process" && t[2] != "threaded") ||
        t[4] != "with" || t[6] != "groups" || t[7] != "using" || t[9] != "file" ||
        t[10] != "descriptors" || !is_integer(t[5])) {
        return std::nullopt;
    }
    // hackbench prints 2 x --fds (one sender and one receiver per descriptor pair), so half
    // the printed number is the --fds value people quote and rerun with.
    const auto printed_fds = scan::parse_integer(t[8]);
    if (!printed_fds || *printed_fds <= 0 || *printed_fds % 2 != 0) {
        return std::nullopt;
    }
    CaseKey key;
    key.add("mode", std::string(t[2]));
    key.add("groups", std::string(t[5]));
    key.add("fds", std::to_string(*printed_fds / 2));
    return key;
}

// `Each sender will pass L messages of B bytes`: loops and datasize.
std::optional<std::pair<std::string_view, std::string_view>> read_each_sender(const Tokens& t) {
    if (t.size() < 9 || t[0] != "Each" || t[1] != "sender" || t[2] != "will" || t[3] != "pass" ||
        t[5] != "messages" || t[6] != "of" || t[8] != "bytes" || !is_integer(t[4]) ||
        !is_integer(t[7])) {
        return std::nullopt;
    }
    return std::pair{t[4], t[7]};
}

// `Running with G*40 (== T) tasks.` (the 2008 hackbench): the group count.
std::optional<std::string_view> read_legacy_header(const Tokens& t) {
    if (t.size() < 3 || t[0] != "Running" || t[1] != "with") {
        return std::nullopt;
    }
    const std::size_t star = t[2].find('*');
    if (star == std::string_view::npos || !is_integer(t[2].substr(0, star)) ||
        !is_integer(t[2].substr(star + 1))) {
        return std::nullopt;
    }
    return t[2].substr(0, star);
}

// `# Running 'coll/bench' benchmark:` or `# Running coll/bench benchmark...` (tokens after the
// `#`): the benchmark name without quotes.
std::optional<std::string_view> read_perf_header(const Tokens& t) {
    if (t.size() < 3 || t[0] != "Running" || !t[2].starts_with("benchmark")) {
        return std::nullopt;
    }
    std::string_view name = t[1];
    if (name.size() >= 2 && name.front() == '\'' && name.back() == '\'') {
        name = name.substr(1, name.size() - 2);
    }
    if (name.find('/') == std::string_view::npos) {
        return std::nullopt;
    }
    return name;
}

bool is_sched_messaging(std::string_view name) {
    return name == "sched/messaging";
}

// `# 20 sender and receiver processes per group` or `# 10 groups == 400 processes run`, and
// the stale perf-bench.txt spelling of both: no `#`, in parentheses, the first one after the
// wrapped tail of a comment (`options (20 sender and receiver processes per group)`).
std::optional<MessagingDetail> read_messaging_detail(std::string_view text, Tokens& t) {
    if (text.starts_with('#')) {
        text = scan::trim(text.substr(1));
    }
    if (const std::size_t open = text.rfind('('); open != text.npos && text.ends_with(')')) {
        text = text.substr(open + 1, text.size() - open - 2);
    }
    scan::split_tokens(text, t);
    if (t.size() >= 7 && t[1] == "sender" && t[2] == "and" && t[3] == "receiver" && t[5] == "per" &&
        t[6] == "group" && is_integer(t[0]) && perf_mode(t[4])) {
        return MessagingDetail{*perf_mode(t[4]), t[0], {}};
    }
    if (t.size() >= 6 && t[1] == "groups" && t[2] == "==" && t[5] == "run" && is_integer(t[0]) &&
        is_integer(t[3]) && perf_mode(t[4])) {
        return MessagingDetail{*perf_mode(t[4]), {}, t[0]};
    }
    return std::nullopt;
}

// Finds `perf bench ...` anywhere in a line ("$ perf bench", "# for i in ..; do perf bench").
std::optional<PerfCommand> read_perf_command(const Tokens& t) {
    std::size_t at = 0;
    while (at + 1 < t.size() &&
           !((t[at] == "perf" || t[at].ends_with("/perf")) && t[at + 1] == "bench")) {
        ++at;
    }
    if (at + 1 >= t.size()) {
        return std::nullopt;
    }
    PerfCommand command;
    std::vector<std::string_view> words;  // collection, benchmark
    bool threaded = false;
    std::string_view groups = kPerfDefaultGroups;
    for (std::size_t i = at + 2; i < t.size(); ++i) {
        std::string_view token = t[i];
        bool last = false;
        if (token.ends_with(';')) {  // `...; done`
            token.remove_suffix(1);
            last = true;
        }
        if (token.empty() || token.starts_with('#') ||
            token.find_first_of("|&>;") != std::string_view::npos) {
            break;  // a comment, pipe, redirection or the next command
        }
        const bool has_next = i + 1 < t.size();
        if (words.empty()) {
            // perf bench's own options come before the collection name.
            if ((token == "-f" || token == "--format") && has_next) {
                command.simple = t[++i] == "simple" || t[i] == "simple;";
            } else if (token == "--format=simple" || token == "-fsimple") {
                command.simple = true;
            } else if ((token == "-r" || token == "--repeat") && has_next) {
                ++i;
            } else if (!token.starts_with('-')) {
                words.push_back(token);
            }
        } else if (words.size() == 1 && !token.starts_with('-')) {
            words.push_back(token);
        } else if (token == "-t" || token == "--thread") {
            threaded = true;
        } else if ((token == "-g" || token == "--group") && has_next) {
            std::string_view value = t[++i];
            if (value.ends_with(';')) {
                value.remove_suffix(1);
                last = true;
            }
            groups = value;
        } else if (token.starts_with("--group=")) {
            groups = token.substr(8);
        } else if (token.starts_with("-g") && token.size() > 2) {
            groups = token.substr(2);
        }
        if (last) {
            break;
        }
    }
    for (std::string_view word : words) {
        if (!command.benchmark.empty()) {
            command.benchmark += '/';
        }
        command.benchmark += word;
    }
    if (is_sched_messaging(command.benchmark) && is_integer(groups)) {
        command.key.add("mode", threaded ? "threaded" : "process");
        command.key.add("groups", std::string(groups));
        command.key.add("fds", std::string(kPerfFds));
    }
    return command;
}

}  // namespace benchcmp::hackbench_lines
