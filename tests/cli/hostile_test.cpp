// Hostile input: inputs and options chosen to break a program, each with the exit code and the
// message or result benchcmp must give. Never a crash, a hang, a wrong number, or a file (or
// device, FIFO, symlink) replaced that should have been written through.
#include <fcntl.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/wait.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <functional>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "benchcmp/app.hpp"
#include "file_text.hpp"

extern char** environ;

using benchcmp::testing::file_text;

namespace fs = std::filesystem;

namespace {

struct File {
    std::string name;
    std::string content;
};

struct Link {
    std::string name;
    std::string target;  // {dir} is replaced by the folder's path
};

struct HostileInput {
    std::string name;
    std::vector<File> files;        // written into a fresh folder, {dir} in args names it
    std::vector<std::string> args;  // {dir} is replaced by the folder's path
    int exit_code;
    std::vector<std::string> stderr_has;  // substrings the message must contain
    std::string stdout_has = "";          // substring of the report, when it succeeds
    std::vector<Link> links = {};
    std::vector<std::string> stdout_lacks = {};
    std::vector<std::string> stderr_lacks = {};
};

std::string hackbench_block(int groups, const std::vector<std::string>& times) {
    std::string text = "Running in process mode with " + std::to_string(groups) +
                       " groups using 40 file descriptors each (== " + std::to_string(groups * 40) +
                       " tasks)\n" + "Each sender will pass 100 messages of 100 bytes\n";
    for (const std::string& time : times) {
        text += "Time: " + time + "\n";
    }
    return text;
}

const std::string kBase = hackbench_block(10, {"0.890", "0.901", "0.884", "0.893"});
const std::string kPatched = hackbench_block(10, {"0.850", "0.861", "0.847", "0.852"});

// Two runs of perf stat from a German locale (LC_NUMERIC=de_DE.UTF-8): `.` groups, `,` is the
// decimal comma; `0,512 K/sec` shows it, so `1,234` is 1.234 there.
std::string german_perf_stat(const std::string& task_clock, const std::string& cycles) {
    std::string block = " Performance counter stats for 'hackbench -g 10':\n\n          " +
                        task_clock + " msec task-clock          #    3,456 CPUs utilized\n" +
                        "         " + cycles + "      cycles              #    0,512 GHz\n" +
                        "             1,234      context-switches    #    0,512 K/sec\n\n" +
                        "       0,698123456 seconds time elapsed\n\n";
    return block + block;
}

// perf stat counters alone: no number shows the decimal mark, so `1,234` is a guess.
std::string bare_counters(const std::string& first, const std::string& second) {
    const std::string head = " Performance counter stats for 'hackbench -g 10':\n\n";
    return head + "             " + first + "      context-switches\n\n" + head + "             " +
           second + "      context-switches\n";
}

std::string substitute(std::string text, const std::string& dir) {
    for (auto at = text.find("{dir}"); at != std::string::npos; at = text.find("{dir}")) {
        text.replace(at, 5, dir);
    }
    return text;
}

// A fresh folder per test, removed again at the end.
struct ScratchDir {
    fs::path path;
    explicit ScratchDir(const std::string& tag)
        : path(fs::temp_directory_path() /
               ("benchcmp-hostile-" + tag + "-" + std::to_string(::getpid()))) {
        fs::remove_all(path);
        fs::create_directories(path);
    }
    ~ScratchDir() {
        std::error_code ignored;
        fs::remove_all(path, ignored);
    }
    ScratchDir(const ScratchDir&) = delete;
    ScratchDir& operator=(const ScratchDir&) = delete;
    void write(const std::string& name, const std::string& content) const {
        std::ofstream(path / name, std::ios::binary) << content;
    }
};

struct Outcome {
    int code;
    std::string out;
    std::string err;
};

Outcome run_cli(const std::vector<std::string>& args, const std::string& stdin_text = "") {
    std::istringstream in(stdin_text);
    std::ostringstream out;
    std::ostringstream err;
    const int code = benchcmp::run(args, in, out, err);
    return Outcome{code, out.str(), err.str()};
}

std::vector<HostileInput> catalogue() {
    using S = std::vector<std::string>;
    const std::string long_key(30'000, 'x');
    const std::string case49(49, 'a');
    return {
        // Regular expressions: RE2 matches in linear time, without recursion on the text.
        {"--case against a 30,000-character case",
         {{"base.txt", kBase}, {"p.txt", kPatched}},
         {"--tag", "k=" + long_key, "--case", "k=(x|y)+$", "{dir}/base.txt", "{dir}/p.txt"},
         0,
         S{},
         "better"},
        {"a 100,000-character pattern",
         {{"base.txt", kBase}, {"p.txt", kPatched}},
         {"--case", "groups=10|" + std::string(100'000, 'z'), "{dir}/base.txt", "{dir}/p.txt"},
         0,
         S{},
         "better"},
        {"(.*)*x against a 49-character case",
         {{"base.txt", kBase}, {"p.txt", kPatched}},
         {"--tag", "k=" + case49, "--case", "(.*)*x", "{dir}/base.txt", "{dir}/p.txt"},
         2,
         S{"--case '(.*)*x' matches no case of the inputs"}},
        {"(.*)*x on --higher-is-better",
         {{"base.txt", kBase}, {"p.txt", kPatched}},
         {"--tag", "k=" + case49, "--higher-is-better", "(.*)*x", "{dir}/base.txt", "{dir}/p.txt"},
         0,
         S{},
         "better"},
        {"--case pattern RE2 rejects",
         {},
         {"--case", "(", "a", "b"},
         2,
         S{"--case '(': not a valid regular expression (missing ): ()"}},
        {"--metric backreference (no linear-time match exists)",
         {{"base.txt", kBase}, {"p.txt", kPatched}},
         {"--metric", "(a)\\1", "{dir}/base.txt", "{dir}/p.txt"},
         2,
         S{"--metric '(a)\\1': not a valid regular expression (invalid escape sequence: \\1)"}},
        {"--higher-is-better pattern RE2 rejects",
         {{"base.txt", kBase}, {"p.txt", kPatched}},
         {"--higher-is-better", "[", "{dir}/base.txt", "{dir}/p.txt"},
         2,
         S{"--higher-is-better '[': not a valid regular expression (missing ]: [)"}},
        {"--lower-is-better lookahead",
         {{"base.txt", kBase}, {"p.txt", kPatched}},
         {"--lower-is-better", "a(?=b)", "{dir}/base.txt", "{dir}/p.txt"},
         2,
         S{"--lower-is-better 'a(?=b)': not a valid regular expression"}},
        {"a 100,000-character pattern is quoted short",
         {{"base.txt", kBase}, {"p.txt", kPatched}},
         {"--metric", std::string(100'000, '('), "{dir}/base.txt", "{dir}/p.txt"},
         2,
         S{"--metric '((((", "(first 60 of 100000 bytes)"}},

        // Magnitude: sums and variances scaled, Boost.Math never throws.
        // scipy's ttest_ind overflows here too (it squares the deviations), so the oracle is
        // exact: Python fractions of the doubles give t = 3, Welch df = 1 (to 1e-300) and the
        // stddev 7.0710678118654752947e154 (7.071067811865475e154 as a double); Debian scipy's
        // 2 * t.sf(3.0, 1.0) = 0.20483276469913345, which Boost.Math meets to 15 digits.
        {"{1, 2} against {1e155, 2e155}",
         {{"a.txt", "1\n2\n"}, {"b.txt", "1e155\n2e155\n"}},
         {"--format", "json", "{dir}/a.txt", "{dir}/b.txt"},
         0,
         S{},
         "\"stddev\": 7.071067811865475e+154"},
        {"{1, 2} against {1e155, 2e155}: the p-value",
         {{"a.txt", "1\n2\n"}, {"b.txt", "1e155\n2e155\n"}},
         {"--format", "json", "{dir}/a.txt", "{dir}/b.txt"},
         0,
         S{},
         "\"p_value\": 0.204832764699133"},
        {"{1, 2} against {1e155, 2e155} in text",
         {{"a.txt", "1\n2\n"}, {"b.txt", "1e155\n2e155\n"}},
         {"{dir}/a.txt", "{dir}/b.txt"},
         0,
         S{},
         "1.500e+155",
         {},
         S{"inf", "nan"}},
        // (1e155 * 1.5 - 1.5) / 1.5 = 1e155 - 1, i.e. +1e157 %: four significant digits.
        {"a %diff beyond 1e9 in text",
         {{"a.txt", "1\n2\n"}, {"b.txt", "1e155\n2e155\n"}},
         {"{dir}/a.txt", "{dir}/b.txt"},
         0,
         S{},
         "+1.000e+157%"},
        {"a geomean beyond 1e9 on the summary line",
         {{"a.txt", "1\n2\n"}, {"b.txt", "1e155\n2e155\n"}},
         {"-q", "{dir}/a.txt", "{dir}/b.txt"},
         0,
         S{},
         "geomean +1.000e+157% changed [+",
         {},
         S{"00000000000"}},
        {"an MDE beyond 1e9 in markdown",
         {{"a.txt", "1\n2\n"}, {"b.txt", "1e155\n2e155\n"}},
         {"--mde", "--format", "markdown", "{dir}/a.txt", "{dir}/b.txt"},
         0,
         S{},
         "e+157% |",
         {},
         S{"00000000000"}},
        // numpy.mean([1e308,-1e308,1e308]) overflows; Python fractions give exactly 1e308/3,
        // 3.333333333333333e307 as a double, and the sample stddev sqrt(4/3) x 1e308 =
        // 1.1547005383792515e308.
        {"{1e308, -1e308, 1e308}",
         {{"a.txt", "1\n2\n3\n"}, {"b.txt", "1e308\n-1e308\n1e308\n"}},
         {"--format", "json", "{dir}/a.txt", "{dir}/b.txt"},
         0,
         S{},
         "\"mean\": 3.333333333333333e+307"},
        {"{1e308, -1e308, 1e308} stddev",
         {{"a.txt", "1\n2\n3\n"}, {"b.txt", "1e308\n-1e308\n1e308\n"}},
         {"--format", "json", "{dir}/a.txt", "{dir}/b.txt"},
         0,
         S{},
         "\"stddev\": 1.1547005383792515e+308"},
        {"a spread beyond the doubles, with --plot",
         {{"a.txt", "1\n2\n3\n"}, {"b.txt", "-1.7e308\n1.7e308\n"}},
         {"--plot", "{dir}/a.txt", "{dir}/b.txt"},
         0,
         S{"b.txt:1: warning: numbers value: the standard deviation is beyond the range of a "
           "double; its test is n/a"},
         "n/a",
         {},
         S{"inf", "nan"}},
        {"--plot of values from -1e308 to 1e308",
         {{"a.txt", "-1e308\n1e308\n0\n"}, {"b.txt", "1e308\n-1e308\n1\n"}},
         {"--plot", "{dir}/a.txt", "{dir}/b.txt"},
         0,
         S{},
         "Stddev"},
        {"means of 1.2e-12 keep four digits",
         {{"a.txt", "1.2e-12\n1.3e-12\n1.1e-12\n"}, {"b.txt", "2.2e-12\n2.3e-12\n2.1e-12\n"}},
         {"{dir}/a.txt", "{dir}/b.txt"},
         0,
         S{},
         "1.200e-12",
         {},
         S{"0.000000000"}},

        // Bounded reading.
        {"--max-input-size refuses a larger file",
         {{"base.txt", kBase}, {"p.txt", kPatched}},
         {"--max-input-size", "100", "{dir}/base.txt", "{dir}/p.txt"},
         2,
         S{"base.txt: input is larger than the limit of 100 bytes; raise it with "
           "--max-input-size"}},
        {"--max-input-size takes suffixes",
         {{"base.txt", kBase}, {"p.txt", kPatched}},
         {"--max-input-size", "1K", "{dir}/base.txt", "{dir}/p.txt"},
         0,
         S{},
         "better"},
        {"--max-input-size 0", {}, {"--max-input-size", "0", "a", "b"}, 2, S{"--max-input-size"}},

        // Numbers: a comma not followed by exactly three digits cannot group thousands.
        {"0,9 and 1,05 in a table",
         {{"t.txt", "case base new\nA 0,9 1,05\nB 0,8 0,95\n"}},
         {"--format", "json", "{dir}/t.txt"},
         0,
         S{},
         "\"mean\": 1.05,"},
        {"0,9 and 1,05 in a table, in text",
         {{"t.txt", "case base new\nA 0,9 1,05\nB 0,8 0,95\n"}},
         {"{dir}/t.txt"},
         0,
         S{},
         "+16.67%",
         {},
         S{"105", "+1066"}},

        // Numbers from a German locale: unambiguous where the input shows its decimal mark.
        {"perf stat 2.412,35 msec task-clock (German locale)",
         {{"de1.txt", german_perf_stat("2.412,35", "1.234.567")},
          {"de2.txt", german_perf_stat("2.212,35", "1.134.567")}},
         {"--format", "json", "{dir}/de1.txt", "{dir}/de2.txt"},
         0,
         S{},
         "\"mean\": 2412.35,",
         {},
         {},
         S{"is read as"}},
        {"perf stat 1.234.567 cycles (German locale)",
         {{"de1.txt", german_perf_stat("2.412,35", "1.234.567")},
          {"de2.txt", german_perf_stat("2.212,35", "1.134.567")}},
         {"--format", "json", "{dir}/de1.txt", "{dir}/de2.txt"},
         0,
         S{},
         "\"mean\": 1234567.0,"},
        {"perf stat 1,234 beside 0,512 K/sec is 1.234",
         {{"de1.txt", german_perf_stat("2.412,35", "1.234.567")},
          {"de2.txt", german_perf_stat("2.212,35", "1.134.567")}},
         {"--format", "json", "{dir}/de1.txt", "{dir}/de2.txt"},
         0,
         S{},
         "\"mean\": 1.234,"},
        {"perf stat 1,234 beside an English 0.512 K/sec is 1234, without a warning",
         {{"en1.txt",
           "Performance counter stats for 'x':\n\n 1,234 context-switches # 0.512 "
           "K/sec\n\n 0.698123456 seconds time elapsed\n"},
          {"en2.txt",
           "Performance counter stats for 'x':\n\n 1,236 context-switches # 0.512 "
           "K/sec\n\n 0.698123456 seconds time elapsed\n"}},
         {"--format", "json", "{dir}/en1.txt", "{dir}/en2.txt"},
         0,
         S{},
         "\"mean\": 1234.0,",
         {},
         {},
         S{"is read as"}},
        // An ambiguous separator: read the English way, and said so with file and line.
        {"perf stat 1,234 with nothing showing the decimal mark",
         {{"a.txt", bare_counters("1,234", "1,236")}, {"b.txt", bare_counters("1,334", "1,336")}},
         {"--format", "json", "{dir}/a.txt", "{dir}/b.txt"},
         0,
         S{"{dir}/a.txt:3: warning: '1,234' is read as 1234: a comma before three digits groups "
           "thousands in English output but is the decimal comma of a German one",
           "{dir}/b.txt:3: warning: '1,334' is read as 1334"},
         "\"mean\": 1235.0,"},

        // Text.
        {"NBSP after Time: (HTML mail)",
         {{"base.txt", kBase},
          {"p.txt", hackbench_block(10, {"\xc2\xa0"
                                         "0.850",
                                         "0.861", "0.847", "0.852"})}},
         {"--format", "json", "{dir}/base.txt", "{dir}/p.txt"},
         0,
         S{"p.txt: note: read 1 Unicode space character"},
         "\"n\": 4,"},
        {"labels with ESC and a newline in text",
         {{"base.txt", kBase}, {"p.txt", kPatched}},
         {"a\x1b[31mb={dir}/base.txt", "new\nline={dir}/p.txt"},
         0,
         S{},
         "new\\x0aline",
         {},
         S{"\x1b", "new\nline"}},
        {"labels with ESC and a newline in markdown",
         {{"base.txt", kBase}, {"p.txt", kPatched}},
         {"--format", "markdown", "a\x1b[31mb={dir}/base.txt", "new\nline={dir}/p.txt"},
         0,
         S{},
         "a\\\\x1b[31mb",
         {},
         S{"\x1b", "new\nline"}},
        {"a --tag value with ESC",
         {{"base.txt", kBase}, {"p.txt", kPatched}},
         {"--tag", "k=\x1b[2J", "{dir}/base.txt", "{dir}/p.txt"},
         0,
         S{},
         "k=\\x1b[2J",
         {},
         S{"\x1b"}},

        // Files.
        {"a 300-character path component",
         {{"base.txt", kBase}},
         {"{dir}/base.txt", "{dir}/" + std::string(300, 'n') + "/p.txt"},
         2,
         S{"/p.txt: File name too long"}},
        {"a 300-character component in LABEL=path",
         {{"base.txt", kBase}},
         {"{dir}/base.txt", "new={dir}/" + std::string(300, 'n')},
         2,
         S{": File name too long"}},
        {"a symlink loop in LABEL=path",
         {{"base.txt", kBase}},
         {"{dir}/base.txt", "new={dir}/loop"},
         2,
         S{"loop: Too many levels of symbolic links"},
         "",
         {{"loop", "{dir}/loop2"}, {"loop2", "{dir}/loop"}}},
        {"--baseline a.txt --baseline a.txt",
         {{"base.txt", kBase}, {"p.txt", kPatched}},
         {"--format", "json", "--baseline", "{dir}/base.txt", "--baseline", "{dir}/base.txt",
          "{dir}/p.txt"},
         0,
         S{"{dir}/base.txt: warning: the same file as {dir}/base.txt (one device and inode); its "
           "values are counted once"},
         "\"n\": 4,"},
        {"a glob matching a file and a symlink to it",
         {{"base.txt", kBase}, {"p.txt", kPatched}},
         {"--format", "json", "{dir}/base*", "{dir}/p.txt"},
         0,
         S{"{dir}/base.txt: warning: the same file as {dir}/base-link.txt"},
         "\"n\": 4,",
         {{"base-link.txt", "{dir}/base.txt"}}},
    };
}

}  // namespace

TEST_CASE("hostile-input catalogue", "[cli][hostile]") {
    for (const HostileInput& entry : catalogue()) {
        DYNAMIC_SECTION(entry.name) {
            const ScratchDir scratch("catalogue");
            const std::string dir = scratch.path.string();
            for (const File& file : entry.files) {
                scratch.write(file.name, file.content);
            }
            for (const Link& link : entry.links) {
                fs::create_symlink(substitute(link.target, dir), scratch.path / link.name);
            }
            std::vector<std::string> args;
            for (const std::string& arg : entry.args) {
                args.push_back(substitute(arg, dir));
            }
            const Outcome outcome = run_cli(args);
            INFO("stderr: " << outcome.err.substr(0, 2000));
            INFO("stdout: " << outcome.out.substr(0, 2000));
            CHECK(outcome.code == entry.exit_code);
            for (const std::string& expected : entry.stderr_has) {
                CHECK(outcome.err.find(substitute(expected, dir)) != std::string::npos);
            }
            if (!entry.stdout_has.empty()) {
                CHECK(outcome.out.find(entry.stdout_has) != std::string::npos);
            }
            for (const std::string& absent : entry.stdout_lacks) {
                CHECK(outcome.out.find(absent) == std::string::npos);
            }
            for (const std::string& absent : entry.stderr_lacks) {
                CHECK(outcome.err.find(absent) == std::string::npos);
            }
            if (outcome.code == 2) {
                CHECK(outcome.out.empty());
            }
            for (const File& file : entry.files) {
                CHECK(file_text(scratch.path / file.name) == file.content);
            }
        }
    }
}

TEST_CASE("a million bad lines print a bounded number of warnings", "[cli][hostile]") {
    const ScratchDir scratch("warnings");
    std::string bad = "1\n2\n3\n";
    for (int i = 0; i < 1'000'000; ++i) {
        bad += "x\n";
    }
    scratch.write("a.txt", "1\n2\n3\n");
    scratch.write("b.txt", bad);
    const Outcome outcome = run_cli({"--input-format", "numbers", (scratch.path / "a.txt").string(),
                                     (scratch.path / "b.txt").string()});
    INFO("stderr: " << outcome.err.substr(0, 500));
    CHECK(outcome.code == 0);
    CHECK(outcome.err.find("b.txt: note: 999900 more warnings not shown") != std::string::npos);
    CHECK(outcome.err.size() < 20'000);
}

TEST_CASE("warnings a parser collects before its runs exist are bounded too", "[cli][hostile]") {
    // An mmtests table of 200 rows of three runs, then 150 rows of four: each of those is
    // skipped with a warning its table reader records in a DiagnosticSink.
    const ScratchDir scratch("sink");
    std::string table =
        "hackbench-process-pipes\n\n      5.7.0      5.7.0      5.7.0\n"
        "    vanilla     fix-v1     fix-v2\n";
    for (int i = 1; i <= 350; ++i) {
        table += "Amean     " + std::to_string(i) +
                 "   0.4154 (   0.00%)   0.3956 *   4.77%*   0.4284 *  -3.13%*" +
                 (i > 200 ? "   0.4284 *  -3.13%*\n" : "\n");
    }
    scratch.write("mm.txt", table);
    const Outcome outcome = run_cli({(scratch.path / "mm.txt").string()});
    INFO("stderr: " << outcome.err.substr(0, 500));
    CHECK(outcome.code == 0);
    CHECK(outcome.err.find("mm.txt:205: warning: Amean 201: 4 cells where the table has 3 runs; "
                           "row skipped") != std::string::npos);
    CHECK(outcome.err.find("mm.txt:304: warning: Amean 300:") != std::string::npos);
    CHECK(outcome.err.find("Amean 301:") == std::string::npos);
    CHECK(outcome.err.find("mm.txt: note: 50 more warnings not shown") != std::string::npos);
}

namespace {

// The built CLI run with its standard streams set up by setup (dup2 and close on a
// posix_spawn file-actions object); returns the exit status, what it wrote to stderr, and its
// peak resident memory in KiB.
struct Spawned {
    int status;
    std::string err;
    long max_rss_kib;
};

Spawned spawn_cli(const std::vector<std::string>& args,
                  const std::function<void(posix_spawn_file_actions_t&)>& setup) {
    int err_pipe[2];
    REQUIRE(::pipe(err_pipe) == 0);
    posix_spawn_file_actions_t actions;
    ::posix_spawn_file_actions_init(&actions);
    setup(actions);
    ::posix_spawn_file_actions_adddup2(&actions, err_pipe[1], STDERR_FILENO);
    ::posix_spawn_file_actions_addclose(&actions, err_pipe[0]);
    std::vector<std::string> argv_text{BENCHCMP_BINARY};
    argv_text.insert(argv_text.end(), args.begin(), args.end());
    std::vector<char*> argv;
    for (std::string& arg : argv_text) {
        argv.push_back(arg.data());
    }
    argv.push_back(nullptr);
    pid_t pid = 0;
    const int spawned =
        ::posix_spawn(&pid, BENCHCMP_BINARY, &actions, nullptr, argv.data(), environ);
    ::posix_spawn_file_actions_destroy(&actions);
    ::close(err_pipe[1]);
    REQUIRE(spawned == 0);
    std::string err;
    char buffer[4096];
    for (ssize_t got; (got = ::read(err_pipe[0], buffer, sizeof buffer)) > 0;) {
        err.append(buffer, static_cast<std::size_t>(got));
    }
    ::close(err_pipe[0]);
    int status = 0;
    rusage usage{};
    REQUIRE(::wait4(pid, &status, 0, &usage) == pid);
    return Spawned{status, err, usage.ru_maxrss};
}

int exit_code(const Spawned& spawned) {
    return WIFEXITED(spawned.status) ? WEXITSTATUS(spawned.status) : 128 + WTERMSIG(spawned.status);
}

}  // namespace

TEST_CASE("benchcmp base.txt /dev/zero stops at the size limit", "[cli][hostile]") {
    const ScratchDir scratch("zero");
    scratch.write("base.txt", kBase);
    const Spawned run = spawn_cli({(scratch.path / "base.txt").string(), "/dev/zero"},
                                  [](posix_spawn_file_actions_t& actions) {
                                      ::posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO,
                                                                         "/dev/null", O_WRONLY, 0);
                                  });
    INFO("stderr: " << run.err);
    CHECK(exit_code(run) == 2);
    CHECK(run.err.find("/dev/zero: input is larger than the limit of 1073741824 bytes") !=
          std::string::npos);
    // The limit plus the program, never the doubling of a growing buffer (1.5 GiB and more).
    CHECK(run.max_rss_kib < 1536L * 1024);
}

TEST_CASE("standard input that is a directory or closed gives the real error", "[cli][hostile]") {
    const ScratchDir scratch("stdin");
    scratch.write("base.txt", kBase);
    const std::string base = (scratch.path / "base.txt").string();
    const std::string dir = scratch.path.string();
    const Spawned directory = spawn_cli({base, "-"}, [&](posix_spawn_file_actions_t& actions) {
        ::posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, dir.c_str(),
                                           O_RDONLY | O_DIRECTORY, 0);
    });
    CHECK(exit_code(directory) == 2);
    CHECK(directory.err.find("-: is a directory, not a file") != std::string::npos);
    const Spawned closed = spawn_cli({base, "-"}, [](posix_spawn_file_actions_t& actions) {
        ::posix_spawn_file_actions_addclose(&actions, STDIN_FILENO);
    });
    CHECK(exit_code(closed) == 2);
    CHECK(closed.err.find("-: Bad file descriptor") != std::string::npos);
}

TEST_CASE("a failed write to standard output is exit 2 with a message", "[cli][hostile]") {
    const ScratchDir scratch("stdout");
    scratch.write("base.txt", kBase);
    scratch.write("p.txt", kPatched);
    const std::vector<std::string> args{(scratch.path / "base.txt").string(),
                                        (scratch.path / "p.txt").string()};
    // A full device made here, never the real /dev/full: mknod needs root, else skipped.
    const fs::path full = scratch.path / "full";
    if (::mknod(full.c_str(), S_IFCHR | 0666, ::makedev(1, 7)) == 0) {
        const std::string full_path = full.string();
        const Spawned to_full = spawn_cli(args, [&](posix_spawn_file_actions_t& actions) {
            ::posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, full_path.c_str(), O_WRONLY,
                                               0);
        });
        CHECK(exit_code(to_full) == 2);
        CHECK(to_full.err.find("benchcmp: error: cannot write the report to standard output: No "
                               "space left on device") != std::string::npos);
    }
    const Spawned closed = spawn_cli(args, [](posix_spawn_file_actions_t& actions) {
        ::posix_spawn_file_actions_addclose(&actions, STDOUT_FILENO);
    });
    CHECK(exit_code(closed) == 2);
    CHECK(closed.err.find("cannot write the report to standard output: Bad file descriptor") !=
          std::string::npos);
}

TEST_CASE("output to /dev/stdout writes standard output, never replaces it", "[cli][hostile]") {
    const ScratchDir scratch("devstdout");
    scratch.write("base.txt", kBase);
    scratch.write("p.txt", kPatched);
    const std::string report = (scratch.path / "report.txt").string();
    const Spawned run =
        spawn_cli({"-o", "/dev/stdout", (scratch.path / "base.txt").string(),
                   (scratch.path / "p.txt").string()},
                  [&](posix_spawn_file_actions_t& actions) {
                      ::posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, report.c_str(),
                                                         O_WRONLY | O_CREAT | O_TRUNC, 0644);
                  });
    INFO("stderr: " << run.err);
    CHECK(exit_code(run) == 0);
    CHECK(file_text(report).find("better") != std::string::npos);
}

TEST_CASE("output to devices, FIFOs and symlinks writes through, never replaces",
          "[cli][hostile]") {
    const ScratchDir scratch("output");
    scratch.write("base.txt", kBase);
    scratch.write("p.txt", kPatched);
    const std::string base = (scratch.path / "base.txt").string();
    const std::string patched = (scratch.path / "p.txt").string();

    SECTION("a null device made with mknod stays a character device") {
        const fs::path null = scratch.path / "null";
        if (::mknod(null.c_str(), S_IFCHR | 0666, ::makedev(1, 3)) != 0) {
            WARN("mknod needs root; skipped");
            return;
        }
        const Outcome outcome = run_cli({"-o", null.string(), base, patched});
        INFO("stderr: " << outcome.err);
        CHECK(outcome.code == 0);
        struct stat status {};
        REQUIRE(::lstat(null.c_str(), &status) == 0);
        CHECK(S_ISCHR(status.st_mode));
        CHECK(status.st_rdev == ::makedev(1, 3));
        CHECK(fs::directory_iterator(scratch.path) != fs::directory_iterator());
        for (const auto& entry : fs::directory_iterator(scratch.path)) {
            CHECK(entry.path().filename().string().find(".tmp-") == std::string::npos);
        }
    }
    SECTION("a full device is exit 2 and stays a device") {
        const fs::path full = scratch.path / "full";
        if (::mknod(full.c_str(), S_IFCHR | 0666, ::makedev(1, 7)) != 0) {
            WARN("mknod needs root; skipped");
            return;
        }
        const Outcome outcome = run_cli({"-o", full.string(), base, patched});
        CHECK(outcome.code == 2);
        CHECK(outcome.err.find("full: cannot write the report: write: No space left on device") !=
              std::string::npos);
        struct stat status {};
        REQUIRE(::lstat(full.c_str(), &status) == 0);
        CHECK(S_ISCHR(status.st_mode));
    }
    SECTION("a FIFO is written into and stays a FIFO") {
        const fs::path fifo = scratch.path / "fifo";
        REQUIRE(::mkfifo(fifo.c_str(), 0644) == 0);
        std::string received;
        std::thread reader([&] {
            std::ifstream in(fifo, std::ios::binary);
            received.assign(std::istreambuf_iterator<char>(in), {});
        });
        const Outcome outcome = run_cli({"-o", fifo.string(), base, patched});
        reader.join();
        CHECK(outcome.code == 0);
        CHECK(received.find("better") != std::string::npos);
        struct stat status {};
        REQUIRE(::lstat(fifo.c_str(), &status) == 0);
        CHECK(S_ISFIFO(status.st_mode));
    }
    SECTION("a symlink stays a link and its target gets the report") {
        scratch.write("target.txt", "old report\n");
        const fs::path link = scratch.path / "link";
        fs::create_symlink("target.txt", link);
        const Outcome outcome = run_cli({"-o", link.string(), base, patched});
        CHECK(outcome.code == 0);
        CHECK(fs::is_symlink(link));
        CHECK(file_text(scratch.path / "target.txt").find("better") != std::string::npos);
    }
    SECTION("a dangling symlink creates its target") {
        const fs::path link = scratch.path / "dangling";
        fs::create_symlink("new-report.txt", link);
        const Outcome outcome = run_cli({"-o", link.string(), base, patched});
        CHECK(outcome.code == 0);
        CHECK(fs::is_symlink(link));
        CHECK(file_text(scratch.path / "new-report.txt").find("better") != std::string::npos);
    }
    SECTION("a symlink loop is exit 2 naming the path") {
        const fs::path loop = scratch.path / "loop";
        fs::create_symlink("loop", loop);
        const Outcome outcome = run_cli({"-o", loop.string(), base, patched});
        CHECK(outcome.code == 2);
        CHECK(
            outcome.err.find("loop: cannot write the report: Too many levels of symbolic links") !=
            std::string::npos);
    }
}
