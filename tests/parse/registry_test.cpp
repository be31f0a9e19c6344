// The format table and format detection.

#include <catch2/catch.hpp>
#include <filesystem>
#include <string>
#include <vector>

#include "benchcmp/diagnostics.hpp"
#include "benchcmp/parse.hpp"
#include "parse_test_support.hpp"

namespace {

using parse_test::read_file;

std::string detected(const std::string& content) {
    return std::string(benchcmp::detect_format(benchcmp::InputText{"in.txt", content}).name());
}

// The message of the Error that detecting content throws; fails the test when none is thrown.
std::string detect_error(const std::string& path, const std::string& content) {
    try {
        benchcmp::detect_format(benchcmp::InputText{path, content});
    } catch (const benchcmp::Error& error) {
        CHECK(error.exit_code() == benchcmp::kExitUsage);
        return error.what();
    }
    FAIL("no Error thrown");
    return {};
}

}  // namespace

TEST_CASE("registry: the table lists hackbench first, numbers last", "[parse][registry]") {
    const auto table = benchcmp::formats();
    REQUIRE(table.size() >= 2);
    CHECK(table[0].name == "hackbench");
    CHECK(table.back().name == "numbers");
    for (const auto& entry : table) {
        CHECK(entry.parser.name() == entry.name);
        CHECK_FALSE(entry.parser.description().empty());
        CHECK(benchcmp::find_format(entry.name) == &entry.parser);
    }
    CHECK(benchcmp::find_format("nope") == nullptr);
    CHECK(benchcmp::find_format("") == nullptr);
}

TEST_CASE("registry: detection picks the right parser", "[parse][registry]") {
    CHECK(detected(read_file("data/hackbench/baseline.txt")) == "hackbench");
    CHECK(detected(read_file("data/hackbench/patched.txt")) == "hackbench");
    CHECK(detected(read_file("data/hackbench/mail-quoted.txt")) == "hackbench");
    CHECK(detected(read_file("tests/parse/fixtures/perf-sched-all.txt")) == "hackbench");
    CHECK(detected(read_file("data/numbers/baseline.txt")) == "numbers");
    CHECK(detected(read_file("data/numbers/patched.txt")) == "numbers");
    CHECK(detected("Time: 0.890\nTime: 0.901\n") == "hackbench");
    CHECK(detected("1\n2\n3\n") == "numbers");
    // Seed copies and constructed inputs of the multi-variant formats, without --input-format.
    for (const char* path :
         {"data/specjbb/seed004.txt", "data/specjbb/seed004-table.txt",
          "data/specjbb/seed004-describe.txt", "data/specjbb/raw-keys.txt",
          "data/specjbb/controller-base.txt", "data/specjbb/describe-count.txt",
          "data/specjbb/describe-dataframe.txt", "data/specjbb/markdown-damaged.txt"}) {
        CAPTURE(path);
        CHECK(detected(read_file(path)) == "specjbb");
    }
    for (const char* path : {"data/iotable/seed003.txt", "data/iotable/seed003-averages.txt",
                             "data/iotable/seed003-read-data.txt",
                             "data/iotable/seed003-write-data.txt", "data/iotable/damaged.txt"}) {
        CAPTURE(path);
        CHECK(detected(read_file(path)) == "iotable");
    }
    // Bare numbers under a perf simple command line are perf output, not a plain column.
    CHECK(detected("$ perf bench -f simple sched messaging -g 4\n0.4\n0.5\n0.6\n") == "hackbench");
}

TEST_CASE("registry: only the head of the input is sniffed", "[parse][registry]") {
    // A header past kSniffBytes is not seen: the numbers before it decide.
    std::string content;
    while (content.size() < benchcmp::kSniffBytes) {
        content += "0.5\n";
    }
    content += "Time: 0.890\n";
    CHECK(detected(content) == "numbers");
}

TEST_CASE("registry: the head reaches past 64 KiB to end a long line", "[parse][registry]") {
    // A table of 15,000 columns: its header line alone is 103 KB; the first 64 KiB held no
    // row, and no format was sure of the text.
    std::string header = "kernel";
    std::string base = "base";
    std::string patched = "patched";
    for (int c = 0; c < 15000; ++c) {
        header += " c" + std::to_string(c);
        base += " 1.0";
        patched += " 1.1";
    }
    const std::string table = header + "\n" + base + "\n" + patched + "\n";
    REQUIRE(header.size() > benchcmp::kSniffBytes);
    CHECK(benchcmp::sniff_head(table).size() == table.size());
    CHECK(detected(table) == "table");
    // Short lines: the first 64 KiB. One endless line: the first 4 MiB.
    const std::string numbers(2 * benchcmp::kSniffBytes, '\n');
    CHECK(benchcmp::sniff_head(numbers).size() == benchcmp::kSniffBytes);
    const std::string endless(2 * benchcmp::kSniffMaxBytes, 'x');
    CHECK(benchcmp::sniff_head(endless).size() == benchcmp::kSniffMaxBytes);
    // Eight lines of 10 KB: the head ends with the eighth.
    std::string wide;
    for (int line = 0; line < 10; ++line) {
        wide += std::string(10000, 'x') + "\n";
    }
    CHECK(benchcmp::sniff_head(wide).size() == 80008);
}

TEST_CASE("registry: undetectable input is an Error naming file and flag", "[parse][registry]") {
    // The known formats are the table's, in its order, so a new row changes no test here.
    std::string known;
    for (const auto& entry : benchcmp::formats()) {
        known += known.empty() ? "" : ", ";
        known += entry.name;
    }
    CHECK(detect_error("notes.txt", "Dear all,\nthe patch looks fine to me.\n") ==
          "notes.txt: cannot tell the input format; name it with --input-format (known: " + known +
              ")");
    CHECK(detect_error("-", "   Total time: 0.308 [sec]\n") ==
          "-: cannot tell the input format; name it with --input-format (known: " + known + ")");
}

TEST_CASE("registry: empty input is an Error", "[parse][registry]") {
    CHECK(detect_error("empty.txt", "") == "empty.txt: empty input");
    CHECK(detect_error("blank.txt", " \n\r\n\t\n") == "blank.txt: empty input");
}

TEST_CASE("registry: recognise_format is detect_format without the Error", "[parse][registry]") {
    const auto recognised = [](const std::string& content) {
        return benchcmp::recognise_format(benchcmp::InputText{"in.txt", content});
    };
    CHECK(recognised("") == nullptr);
    CHECK(recognised(" \n\r\n\t\n") == nullptr);
    CHECK(recognised("Dear all,\nthe patch looks fine to me.\n") == nullptr);
    CHECK(recognised("   Total time: 0.308 [sec]\n") == nullptr);
    CHECK(recognised("Time: 0.890\nTime: 0.901\n") == benchcmp::find_format("hackbench"));
    CHECK(recognised("1\n2\n3\n") == benchcmp::find_format("numbers"));
}

namespace {

std::vector<benchcmp::Run> read_with_companions(const std::string& content) {
    const benchcmp::InputText input{"in.txt", content};
    return benchcmp::parse_with_companions(input, benchcmp::detect_format(input));
}

// "benchmark metric case" of every observation of run, in order.
std::vector<std::string> observation_names(const benchcmp::Run& run) {
    std::vector<std::string> names;
    for (const benchcmp::Observation& observation : run.observations) {
        names.push_back(observation.metric.benchmark + " " + observation.metric.name + " " +
                        observation.case_key.to_string());
    }
    return names;
}

}  // namespace

namespace {

std::size_t format_index(std::string_view name) {
    const auto table = benchcmp::formats();
    for (std::size_t f = 0; f < table.size(); ++f) {
        if (table[f].name == name) {
            return f;
        }
    }
    FAIL("no format " << name);
    return 0;
}

}  // namespace

TEST_CASE("registry: a catch-all format is sniffed only when its score can count",
          "[parse][registry]") {
    const auto table = benchcmp::formats();
    const std::size_t table_row = format_index("table");
    const std::size_t numbers_row = format_index("numbers");
    // iotable is sure of its averages table; the table reader would claim it too, but cannot
    // outscore it, so it is not asked.
    const benchcmp::InputText averages{"in.txt", read_file("data/iotable/seed003-averages.txt")};
    REQUIRE(table[table_row].parser.sniff(averages.content.view()) > 0.0);
    CHECK(benchcmp::format_scores(averages)[table_row] == 0.0);
    CHECK(benchcmp::recognise_format(averages) == benchcmp::find_format("iotable"));
    // Rows keyed by numbers: the table is asked at its highest; numbers, asked too, does not
    // take rows of several numbers (a column pooled across them would be a wrong mean).
    const benchcmp::InputText keyed{
        "in.txt",
        "threads base patched\n1 23.8 12.3\n2 24.1 12.9\n4 25.0 13.1\n8 26.0 14.0\n"
        "16 27.0 15.0\n"};
    const std::vector<double> scores = benchcmp::format_scores(keyed);
    CHECK(scores[table_row] == table[table_row].parser.highest_score());
    CHECK(scores[numbers_row] == 0.0);
    CHECK(benchcmp::recognise_format(keyed, scores) == &table[table_row].parser);

    // On every input the project has, no format scores above its highest, and the scores
    // that spare the catch-all readers choose what asking every format would.
    for (const char* folder : {"data", "tests/parse/fixtures", "tests/corpus/cases"}) {
        const std::string root = std::string(BENCHCMP_SOURCE_DIR) + "/";
        for (const auto& file : std::filesystem::recursive_directory_iterator(root + folder)) {
            if (!file.is_regular_file() || file.file_size() > 4 * benchcmp::kSniffBytes) {
                continue;
            }
            const benchcmp::InputText input{file.path().string(),
                                            benchcmp::testing::file_text(file.path())};
            CAPTURE(input.path);
            const std::string_view head = benchcmp::sniff_head(input.content);
            std::vector<double> every_score;
            for (const auto& entry : table) {
                every_score.push_back(entry.parser.sniff(head));
                CHECK(every_score.back() <= entry.parser.highest_score());
            }
            CHECK(benchcmp::recognise_format(input, benchcmp::format_scores(input)) ==
                  benchcmp::recognise_format(input, every_score));
        }
    }
}

TEST_CASE("registry: a second tool's output in the same paste is read too", "[parse][registry]") {
    // A shell session that ran schbench, then a hackbench series under perf stat -r whose
    // script printed only each group count and perf's footer.
    const auto runs = read_with_companions(
        "root@box:~# ./schbench.sh ; ./hackbench-series.sh\n"
        "Latency percentiles (usec)\n"
        "\t50.0000th: 83\n"
        "\t*99.0000th: 450\n"
        "\tmin=0, max=1067\n"
        "1:            0.55355 +- 0.00290 seconds time elapsed  ( +-  0.52% )\n"
        "40:             9.5965 +- 0.0167 seconds time elapsed  ( +-  0.17% )\n");
    REQUIRE(runs.size() == 1);
    CHECK(observation_names(runs[0]) ==
          std::vector<std::string>{"schbench latency_p50_us ", "schbench latency_p99_us ",
                                   "schbench latency_min_us ", "schbench latency_max_us ",
                                   "perf-stat time-elapsed config=1",
                                   "perf-stat time-elapsed config=40"});
    CHECK(runs[0].observations[5].sample.values() == std::vector<double>{9.5965});
    CHECK(runs[0].observations[5].line == 7);
}

TEST_CASE("registry: perf stat counters are read beside the benchmark it ran",
          "[parse][registry]") {
    const auto runs = read_with_companions(
        "# Running 'sched/messaging' benchmark:\n"
        "# 20 sender and receiver processes per group\n"
        "# 10 groups == 400 processes run\n"
        "\n"
        "     Total time: 221.153 [sec]\n"
        "\n"
        " Performance counter stats for 'perf bench sched messaging -l 100000':\n"
        "\n"
        "  10,315,020,393,735      cycles:k\n"
        "\n"
        "       221.229234283 seconds time elapsed\n");
    REQUIRE(runs.size() == 1);
    CHECK(observation_names(runs[0]) ==
          std::vector<std::string>{"sched-messaging time mode=process groups=10 fds=20",
                                   "perf-stat cycles:k ", "perf-stat time-elapsed "});
    CHECK(runs[0].observations[2].sample.values() == std::vector<double>{221.229234283});
}

TEST_CASE("registry: one tool's output alone has no companion", "[parse][registry]") {
    // A plain column of numbers and a hand table never score as companions.
    const auto runs = read_with_companions(read_file("data/schbench/v1.0-16t-baseline.txt"));
    for (const benchcmp::Run& run : runs) {
        for (const benchcmp::Observation& observation : run.observations) {
            CHECK(observation.metric.benchmark == "schbench");
        }
    }
    for (const benchcmp::FormatEntry& entry : benchcmp::formats()) {
        if (entry.name == "table" || entry.name == "numbers") {
            CHECK(entry.parser.sniff("size 1 2 3\n4 5 6 7\n8 9 10 11\n1\n2\n3\n") <
                  benchcmp::kCompanionScore);
        }
    }
}

TEST_CASE("registry: a companion whose variants do not line up is left out with a note",
          "[parse][registry]") {
    // perf stat lines of two kernels (kernel/config.N: prefixes) beside one stress-ng table.
    const auto runs = read_with_companions(
        "stress-ng: info:  [100] stressor       bogo ops real time  usr time  sys time   bogo "
        "ops/s   bogo ops/s\n"
        "stress-ng: info:  [100]                           (secs)    (secs)    (secs)   (real "
        "time) (usr+sys time)\n"
        "stress-ng: info:  [100] aio              222927     10.01      0.89     27.61     "
        "22262.04      7822.00\n"
        "\n"
        "a/cfg.1: 1.5 seconds time elapsed\n"
        "b/cfg.1: 1.6 seconds time elapsed\n");
    REQUIRE(runs.size() == 1);
    CHECK(runs[0].observations.size() == 3);
    REQUIRE(runs[0].diagnostics.size() == 1);
    CHECK(benchcmp::format_diagnostic(runs[0].diagnostics[0]) ==
          "in.txt: note: also holds perf-stat output, which is not compared: it names 2 "
          "variants and the stress-ng output 1");
}

TEST_CASE("a sniff head's lines are split once, as LineReader splits them", "[registry]") {
    // LF, CRLF, a lone CR, an empty line and a last line without its terminator.
    const std::string text = "Time: 0.1\nTime: 0.2\r\nold mac\rmail\n\nlast";
    const benchcmp::SniffHead head(text);
    const std::vector<std::pair<std::string_view, int>> expected{
        {"Time: 0.1", 1}, {"Time: 0.2", 2}, {"old mac", 3}, {"mail", 4}, {"", 5}, {"last", 6}};
    const std::span<const benchcmp::TextLine> lines = head.lines();
    REQUIRE(lines.size() == expected.size());
    for (std::size_t i = 0; i < lines.size(); ++i) {
        CHECK(lines[i].text == expected[i].first);
        CHECK(lines[i].number == expected[i].second);
    }
    // The second call hands back the same lines, not a second split.
    CHECK(head.lines().data() == lines.data());
    CHECK(head.text() == text);
    CHECK(benchcmp::SniffHead("").lines().empty());
}

TEST_CASE("a sniff head cleans its lines once for every sniff", "[registry]") {
    // Quoted, indented and tab-trailed lines, as a reply pastes them; one clean line a line.
    const std::string text = "> > Time: 0.1\n  Time: 0.2\t\n>\n\n>      Total time: 0.3 [sec]";
    const benchcmp::SniffHead head(text);
    const std::vector<std::string_view> expected{"Time: 0.1", "Time: 0.2", "", "",
                                                 "Total time: 0.3 [sec]"};
    const std::span<const std::string_view> lines = head.clean_lines();
    CHECK(std::vector<std::string_view>(lines.begin(), lines.end()) == expected);
    CHECK(head.clean_lines().data() == lines.data());
    CHECK(benchcmp::SniffHead("").clean_lines().empty());
}
