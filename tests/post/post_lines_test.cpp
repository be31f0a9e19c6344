// The post reader's line rules: quote stripping, prompts, labels, inline run lists.

#include "post/post_lines.hpp"

#include <catch2/catch.hpp>
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "file_text.hpp"
#include "post/inline_lists.hpp"

namespace {

using benchcmp::post::is_blank;
using benchcmp::post::is_elision;
using benchcmp::post::is_number_line;
using benchcmp::post::label_line;
using benchcmp::post::line_marks;
using benchcmp::post::LineSource;
using benchcmp::post::PostLine;
using benchcmp::post::prompt_command;
using benchcmp::post::read_inline_list;
using benchcmp::post::split_post_lines;

// The lines view text: callers pass literals, which outlive them.
std::vector<PostLine> lines_of(std::string_view text) {
    return split_post_lines(text, {});
}

const std::vector<int> kUnmapped;

// The lines of text as segmentation walks them, split on demand.
LineSource source_of(std::string_view text) {
    return LineSource(text, kUnmapped);
}

}  // namespace

TEST_CASE("quote prefixes of any depth are stripped line by line", "[post]") {
    const auto lines = lines_of("> > > > w/o: 1\n> > > 15.325=15.3591\n>>  Time: 4.2\n>\nplain\n");
    REQUIRE(lines.size() == 5);
    CHECK(lines[0].text == "w/o: 1");
    CHECK(lines[0].quote_depth == 4);
    CHECK(lines[1].text == "15.325=15.3591");  // the wrapped line lost a quote level
    CHECK(lines[1].quote_depth == 3);
    CHECK(lines[2].text == " Time: 4.2");  // only one blank after the prefix is the prefix's
    CHECK(lines[3].text.empty());
    CHECK(lines[4].text == "plain");
    CHECK(lines[4].line == 5);
}

TEST_CASE("lines map back to the file's lines through the repair's map", "[post]") {
    // Repaired line 2 started on input line 3 (a soft break joined lines 1 and 2).
    const auto lines = split_post_lines("a\nb\nc\n", {0, 1, 3, 4});
    REQUIRE(lines.size() == 3);
    CHECK(lines[1].line == 3);
    CHECK(lines[2].line == 4);
}

TEST_CASE("shell prompts give their command and are no labels", "[post]") {
    CHECK(prompt_command("root@ivb-ep:~/bench# ./doit-schbench.sh") == "./doit-schbench.sh");
    CHECK(prompt_command("[root@perf74 SPECjbb]# more r7_36.txt") == "more r7_36.txt");
    CHECK(prompt_command("$ stress-ng --cpu 2") == "stress-ng --cpu 2");
    CHECK_FALSE(prompt_command("# Running 'sched/messaging' benchmark:"));
    CHECK_FALSE(prompt_command("user@example.com wrote:"));
    CHECK_FALSE(label_line("root@host:~# echo FAIR_SLEEPERS > /debug/sched/features"));
}

TEST_CASE("label lines of the shapes people use", "[post]") {
    struct Expected {
        std::string line;
        std::string label;
        bool strong;
    };
    const std::vector<Expected> labels{
        {"w/o:", "w/o", false},
        {"w/ :", "w/", false},
        {"2) after commit 1a2b3c4:", "2) after commit 1a2b3c4", false},
        {"With this patch, hackbench gives:", "With this patch, hackbench gives", false},
        {"== patched with patch1~3", "patched with patch1~3", true},
        {"x Disabled vcpu_is_preempted()", "Disabled vcpu_is_preempted()", true},
        {"+ Enabled vcpu_is_preempted()", "Enabled vcpu_is_preempted()", true},
        {"[Verification Run]", "Verification Run", true},
        {"NO_NEXT_BUDDY", "NO_NEXT_BUDDY", false},
        {"v6.8-rc1+series", "v6.8-rc1+series", false},
        {"1a2b3c4d", "1a2b3c4d", false},
        // Markdown headings and a comment over a colon label: an author's, not a tool's.
        {"### bench.1", "bench.1", false},
        {"## 2. Test with 16 threads", "2. Test with 16 threads", false},
        {"# v6.7.0:", "v6.7.0", false},
        {"    # cpufreq-max:", "cpufreq-max", false},
    };
    for (const Expected& expected : labels) {
        INFO(expected.line);
        const auto label = label_line(expected.line);
        REQUIRE(label);
        CHECK(label->text == expected.label);
        CHECK(label->strong == expected.strong);
    }
    for (const std::string line :
         {"* 99.0th: 29", "Time: 4.039", "[...]", "# Running 'sched/messaging' benchmark:",
          "stress-ng: info:  [139] dispatching hogs:", "min=0, max=1067", "^C",
          "Latency percentiles (usec)", "# perf bench sched pipe", "#", "###",
          "# Executed 1000000 pipe operations between two processes",
          "# Running 'sched/pipe' benchmark:", "#### \"quoted\" heading"}) {
        INFO(line);
        CHECK_FALSE(label_line(line));
    }
}

TEST_CASE("an inline list with the author's mean glued on", "[post]") {
    auto lines = source_of("w/o: 7.689 7.485 7.485=7.553\n");
    const auto list = read_inline_list(lines, 0);
    REQUIRE(list);
    CHECK(list->label == "w/o");
    CHECK(list->values == std::vector<std::string>{"7.689", "7.485", "7.485"});
    CHECK(list->author_mean == "7.553");
    CHECK(list->last == 0);
}

TEST_CASE("a wrapped inline list continues on a line of numbers", "[post]") {
    auto lines = source_of("w/o: 10.1 10.2 10.3\n9.9=10.125\nw/ : 9.6 9.7 9.8 =9.7\n");
    const auto first = read_inline_list(lines, 0);
    REQUIRE(first);
    CHECK(first->values.size() == 4);
    CHECK(first->author_mean == "10.125");
    CHECK(first->last == 1);
    const auto second = read_inline_list(lines, 2);
    REQUIRE(second);
    CHECK(second->label == "w/");
    CHECK(second->author_mean == "9.7");  // a separate `=mean` token
}

TEST_CASE("a list continues on a line of runs whatever byte they start with", "[post]") {
    // Every first byte std::from_chars reads a number from: a digit, `.`, `-`, `inf`, `nan`.
    auto lines = source_of("w/o: 1.5 2.5\n.5 -0.5 inf\nNaN 3\nnext: a b c\n");
    const auto list = read_inline_list(lines, 0);
    REQUIRE(list);
    CHECK(list->values == std::vector<std::string>{"1.5", "2.5", ".5", "-0.5", "inf", "NaN", "3"});
    CHECK(list->last == 2);
}

TEST_CASE("a label alone with its runs on the next line", "[post]") {
    auto lines = source_of("w/ but dropped select_idle_cluster:\n     7.752 7.739 7.739\n");
    const auto list = read_inline_list(lines, 0);
    REQUIRE(list);
    CHECK(list->label == "w/ but dropped select_idle_cluster");
    CHECK(list->values.size() == 3);
    CHECK(list->last == 1);
}

TEST_CASE("a Python list of runs, wrapped before its bracket", "[post]") {
    auto lines = source_of("patched: [0.089, 0.091,\n 0.090]\n");
    const auto list = read_inline_list(lines, 0);
    REQUIRE(list);
    CHECK(list->values == std::vector<std::string>{"0.089", "0.091", "0.090"});
    CHECK(list->last == 1);
}

TEST_CASE("lines that only look like lists are not", "[post]") {
    for (const std::string text :
         {"Time: 4.039\n", "min: 0.01\n", "base: 1 2\n", "events (avg/stddev):   2500.0000/0.00\n",
          "a=1: 1 2 3\n", "1: 0.55 +- 0.002 seconds time elapsed\n"}) {
        INFO(text);
        auto lines = source_of(text);
        CHECK_FALSE(read_inline_list(lines, 0));
    }
}

TEST_CASE("lines split on demand are the lines split at once, and forgetting keeps them so",
          "[post]") {
    // More lines than the batch LineSource forgets at once, with quotes, CRs and a last line
    // without its LF, so that each rule of split_post_lines is met on both sides of a batch.
    std::string text;
    for (int i = 0; i < 10000; ++i) {
        text += (i % 3 == 0 ? "> " : "") + std::to_string(i) + (i % 5 == 0 ? "\r\n" : "\n");
    }
    text += "last";
    const std::vector<int> mapped{0, 7, 9};  // the first two lines were repaired
    const auto all = split_post_lines(text, mapped);
    LineSource source(text, mapped);
    std::size_t count = 0;
    for (std::size_t i = 0; source.has(i); ++i) {
        source.forget_before(i > 2 ? i - 2 : 0);  // two lines of lookback, as a reader may keep
        REQUIRE(i < all.size());
        CHECK(source[i].text == all[i].text);
        CHECK(source[i].line == all[i].line);
        CHECK(source[i].quote_depth == all[i].quote_depth);
        if (i >= 2) {
            CHECK(source[i - 2].text == all[i - 2].text);
        }
        ++count;
    }
    CHECK(count == all.size());
    CHECK(all.size() == 10001);
    CHECK(all[1].line == 9);
    CHECK(all[2].line == 3);
}

TEST_CASE("a column of number lines ends where is_number_line says", "[post]") {
    // The column's bytes are scanned eight at a time; every line below is judged as
    // is_number_line judges it, wherever it falls in a word.
    const std::vector<std::string> lines{"1",
                                         "0.885",
                                         "  12.5",
                                         "\t7",
                                         "1 2 3 4 5 6 7 8 9",
                                         "3.5\r",
                                         "4\r5",
                                         "6_[~]{|}^",
                                         "9 # 1-2/3",
                                         "-1.5",
                                         " ",
                                         "",
                                         "x 1",
                                         "1e3",
                                         "2 ms",
                                         "1@host",
                                         "2\xc2\xb5s",
                                         "123456789012a",
                                         "12345678901@",
                                         "1234567\xe2\x80\xa6",
                                         "1x234567890123456789",
                                         "12@4567890123456789012"};
    for (const std::string& stop : lines) {
        for (std::size_t column = 1; column < 12; ++column) {
            std::string text;
            for (std::size_t i = 0; i < column; ++i) {
                text += lines[(i * 7) % 10] + "\n";  // number lines of several lengths
            }
            text += stop + "\n9\n";
            INFO(text);
            const auto all = split_post_lines(text, kUnmapped);
            std::size_t expected = 0;
            while (expected + 1 < all.size() && is_number_line(all[expected + 1].text)) {
                ++expected;
            }
            LineSource source = source_of(text);
            REQUIRE(source.has(0));
            CHECK(source.last_number_line(0) == expected);
            CHECK(source[expected].text == all[expected].text);
            CHECK(source.has(expected + 1) == (expected + 1 < all.size()));
        }
    }
}

TEST_CASE("a stretch of lines joins back into text for a parser", "[post]") {
    const auto lines = lines_of("> a\nb\n> c\nd\n");
    CHECK(benchcmp::post::join_lines(lines, 1, 2) == "b\nc\n");
    CHECK(benchcmp::post::join_lines(lines) == "a\nb\nc\nd\n");
    CHECK(benchcmp::post::join_lines(std::vector<PostLine>{}).empty());
}

TEST_CASE("a line's marks allow every kind of unit it can start", "[post]") {
    for (const std::string_view line :
         {"w/o:", "== patched", "-- patched --", "x Disabled", "+ Enabled", "* Enabled",
          "[Verification Run]", "NO_NEXT_BUDDY", "  v6.8-rc1+series  ",
          "2) after commit:", "### bench.1", "# v6.7.0:"}) {
        INFO(line);
        REQUIRE(label_line(line));
        CHECK(line_marks(line).may_be_label());
    }
    for (const std::string_view line :
         {"$ hackbench -g 4", "[root@perf74 SPECjbb]# more r7.txt", " root@ivb-ep:~# ./run"}) {
        INFO(line);
        REQUIRE(prompt_command(line));
        CHECK(line_marks(line).may_be_prompt());
    }
    for (const std::string_view line : {"[...]", "[snip]", " ... ", "[\u2026]"}) {
        INFO(line);
        REQUIRE(is_elision(line));
        CHECK(line_marks(line).may_be_elision());
    }
    for (const std::string_view line : {"", "  \t \r"}) {
        CHECK(line_marks(line).blank);
    }
    CHECK(line_marks("w/o: 7.1 7.2 7.3").may_start_list());
}

TEST_CASE("a line of prose or output is known to start no unit by its marks alone", "[post]") {
    for (const std::string_view line :
         {"Running in process mode with 10 groups using 40 file descriptors each (== 400 tasks)",
          "Each sender will pass 100 messages of 100 bytes", "  cpu-migrations  0.000 K/sec"}) {
        INFO(line);
        const auto marks = line_marks(line);
        CHECK_FALSE((marks.blank || marks.may_be_elision() || marks.may_be_prompt() ||
                     marks.may_be_label()));
        CHECK_FALSE(marks.may_start_list());
    }
    // One mark each: a colon, an `@`, a one-word line, a legend's mark.
    CHECK(line_marks("Time: 0.885").may_start_list());
    const auto time = line_marks("Time: 0.885");
    CHECK_FALSE(
        (time.blank || time.may_be_elision() || time.may_be_prompt() || time.may_be_label()));
    CHECK(line_marks("sent by user@host today").may_be_prompt());
    CHECK(line_marks("6.8.0-rc1").may_be_label());
    CHECK(line_marks("x this patch").may_be_label());
}

// The marks only gate the kinds' own tests, so a mark that a kind's test does not need would
// lose units silently: every line of the project's real inputs is checked against the tests.
TEST_CASE("on every line of the bundled inputs, a kind's test passes only where its mark allows",
          "[post]") {
    namespace fs = std::filesystem;
    const fs::path root = benchcmp::testing::source_dir();
    std::size_t files = 0;
    std::size_t units = 0;
    const std::vector<fs::path> folders{root / "data", root / "tests" / "corpus",
                                        root / "tests" / "post"};
    for (const fs::path& folder : folders) {
        for (const auto& entry : fs::recursive_directory_iterator(folder)) {
            if (!entry.is_regular_file()) {
                continue;
            }
            ++files;
            const std::string text = benchcmp::testing::file_text(entry.path());
            LineSource source = source_of(text);
            for (std::size_t i = 0; source.has(i); ++i) {
                const std::string_view line = source[i].text;
                const auto marks = line_marks(line);
                INFO(entry.path().string() << " line " << i + 1 << ": " << line);
                CHECK(marks.blank == is_blank(line));
                const bool elision = is_elision(line);
                const bool prompt = prompt_command(line).has_value();
                const bool label = label_line(line).has_value();
                const bool list = read_inline_list(source, i).has_value();
                if (elision || prompt || label || list) {
                    ++units;
                }
                CHECK((!elision || marks.may_be_elision()));
                CHECK((!prompt || marks.may_be_prompt()));
                CHECK((!label || marks.may_be_label()));
                CHECK((!list || marks.may_start_list()));
            }
        }
    }
    CHECK(files > 100);
    CHECK(units > 100);  // the inputs hold units of every kind to check the marks against
}
