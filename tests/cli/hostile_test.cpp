// Hostile input: inputs and options chosen to break a program, each with the exit code and the
// message or result benchcmp must give. Never a crash, a hang, a wrong number, or an input
// file written to. The cases that need a process of their own are in
// hostile_process_test.cpp.
#include <catch2/catch.hpp>
#include <filesystem>
#include <string>
#include <vector>

#include "cli/cli_support.hpp"
#include "file_text.hpp"

using benchcmp::testing::file_text;
using cli_test::File;
using cli_test::hackbench_block;
using cli_test::kBase;
using cli_test::kPatched;
using cli_test::Outcome;
using cli_test::run_cli;
using cli_test::ScratchDir;
using cli_test::substitute;

namespace fs = std::filesystem;

namespace {

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
         S{"--metric '((((", "(first 60 of 100000 bytes)",
           "(missing ): ((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((...)"},
         "",
         {},
         {},
         // RE2's reason quotes the rest of the pattern; cut as the pattern is.
         S{std::string(61, '(')}},

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
        // The %diff of 3.333e307 against 2 is 1.667e309 %, beyond the doubles: no number, said.
        {"{1e308, -1e308, 1e308} against {1, 2, 3} in text",
         {{"a.txt", "1\n2\n3\n"}, {"b.txt", "1e308\n-1e308\n1e308\n"}},
         {"{dir}/a.txt", "{dir}/b.txt"},
         0,
         S{"b.txt:1: warning: numbers value: the %diff of 3.333e+307 against 2 is beyond the range "
           "of a double; none is shown"},
         "3.333e+307",
         {},
         S{"inf", "nan"}},
        // 1e308 - -1e308 overflows, the ratio does not: (0.95e308 / 0.95e308 + 1) x 100 = 200.
        {"a %diff whose difference overflows",
         {{"a.txt", "-1e308\n-0.9e308\n"}, {"b.txt", "1e308\n0.9e308\n"}},
         {"--format", "json", "{dir}/a.txt", "{dir}/b.txt"},
         0,
         S{},
         "\"diff_pct\": 200.0,"},
        // Python: statistics.fmean([1e308, -1e308, 1]) = 0.3333333333333333 (exactly 1/3 rounded).
        {"{1e308, -1e308, 1} keeps the 1",
         {{"a.txt", "1\n2\n3\n"}, {"b.txt", "1e308\n-1e308\n1\n"}},
         {"--format", "json", "{dir}/a.txt", "{dir}/b.txt"},
         0,
         S{},
         "\"mean\": 0.3333333333333333,"},
        {"a spread beyond the doubles: the legend says why",
         {{"a.txt", "1\n2\n3\n"}, {"b.txt", "-1.7e308\n1.7e308\n"}},
         {"{dir}/a.txt", "{dir}/b.txt"},
         0,
         S{},
         "? not tested (a spread beyond the doubles)",
         {},
         S{"n < 2"}},
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
        {"means of 1.2e-12 keep four digits in markdown",
         {{"a.txt", "1.2e-12\n1.3e-12\n1.1e-12\n"}, {"b.txt", "2.2e-12\n2.3e-12\n2.1e-12\n"}},
         {"--format", "markdown", "{dir}/a.txt", "{dir}/b.txt"},
         0,
         S{},
         "| a | 1.200e-12 |",
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
        // FIGURE SPACE, NARROW NBSP, IDEOGRAPHIC SPACE, EN SPACE and EM SPACE, one a line.
        {"other Unicode spaces after Time:",
         {{"base.txt", kBase},
          {"p.txt", hackbench_block(10, {"\xe2\x80\x87"
                                         "0.850",
                                         "\xe2\x80\xaf"
                                         "0.861",
                                         "\xe3\x80\x80"
                                         "0.847",
                                         "\xe2\x80\x82"
                                         "0.852",
                                         "\xe2\x80\x83"
                                         "0.849"})}},
         {"--format", "json", "{dir}/base.txt", "{dir}/p.txt"},
         0,
         S{"p.txt: note: read 5 Unicode space characters"},
         "\"n\": 5,"},
        {"Unicode spaces between the columns of a table",
         {{"t.txt",
           "case\xe3\x80\x80"
           "base\xe2\x80\x83new\nA\xe2\x80\x87"
           "0.9\xe2\x80\x82"
           "1.05\nB\xc2\xa0"
           "0.8\xe2\x80\xaf"
           "0.95\n"}},
         {"--format", "json", "{dir}/t.txt"},
         0,
         S{"t.txt: note: read 6 Unicode space characters"},
         "\"mean\": 0.95,"},
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
        // A table's own column header and case names are labels too: escaped in every place.
        {"ESC in a table's column header and case, in text",
         {{"t.txt", "case base n\x1b[2Jew\nA\x1b[31m 0.9 1.05\nB 0.8 0.95\n"}},
         {"{dir}/t.txt"},
         0,
         S{},
         "A\\x1b[31m  0.9000      1.0500",
         {},
         S{"\x1b"}},
        {"ESC in a table's column header, in markdown",
         {{"t.txt", "case base n\x1b[2Jew\nA\x1b[31m 0.9 1.05\nB 0.8 0.95\n"}},
         {"--format", "markdown", "{dir}/t.txt"},
         0,
         S{},
         "| case | base | n\\\\x1b[2Jew | %diff |",
         {},
         S{"\x1b"}},
        // Counted system wide, the counter has no direction: the legend names it.
        {"ESC in a metric name, in the legend and the markdown table",
         {{"a.txt",
           " Performance counter stats for 'system wide':\n\n  2412.35 msec task-clock\n"
           "  1234567 cyc\x1b[31mles\n\n"},
          {"b.txt",
           " Performance counter stats for 'system wide':\n\n  2212.35 msec task-clock\n"
           "  1134567 cyc\x1b[31mles\n\n"}},
         {"--format", "markdown", "{dir}/a.txt", "{dir}/b.txt"},
         0,
         S{},
         "unknown for cyc\\\\x1b[31mles.",
         {},
         S{"\x1b"}},
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

TEST_CASE("warnings of the comparison about rows are bounded too", "[cli][hostile]") {
    // 300 rows whose printed gain (40%) is not what their means give (4.77%): each row's
    // warning comes from the comparison, after reading, and the file's first 100 print.
    const ScratchDir scratch("compared");
    std::string table =
        "hackbench-process-pipes\n\n      5.7.0      5.7.0\n    vanilla     fix-v1\n";
    for (int i = 1; i <= 300; ++i) {
        table += "Amean     " + std::to_string(i) + "   0.4154 (   0.00%)   0.3956 *  40.00%*\n";
    }
    scratch.write("mm.txt", table);
    const Outcome outcome = run_cli({(scratch.path / "mm.txt").string()});
    INFO("stderr: " << outcome.err.substr(0, 500));
    CHECK(outcome.code == 0);
    CHECK(outcome.err.find("mm.txt:104: warning: hackbench-process-pipes") != std::string::npos);
    CHECK(outcome.err.find("mm.txt:105: warning:") == std::string::npos);
    CHECK(outcome.err.find("mm.txt: note: 200 more warnings about lines of this file not shown") !=
          std::string::npos);
}
