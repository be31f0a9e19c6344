// The schbench line matchers on their own: quoted-printable decoding, logical lines, command
// lines and percentile names, each checked on the exact text of FORMATS.md section 2.

#include "parse/schbench/schbench_lines.hpp"

#include <catch2/catch.hpp>
#include <string>
#include <string_view>

#include "parse/common/text_scan.hpp"

TEST_CASE("schbench lines: quoted-printable decoding and logical lines", "[parse][schbench]") {
    using namespace benchcmp::schbench_lines;
    std::string out;
    CHECK(decode_quoted_printable("=09min=3D0, max=3D12=20", out));
    CHECK(out == "\tmin=0, max=12 ");
    out.clear();
    // Not an escape: lower-case hex, a lone `=`, an `=` at the end.
    CHECK_FALSE(decode_quoted_printable("a=3d b = c=", out));
    CHECK(out == "a=3d b = c=");
    CHECK(is_quoted_printable("x=3Dy"));
    CHECK(is_quoted_printable("=0950.0th: 3"));
    CHECK_FALSE(is_quoted_printable("\tmin=20, max=30"));  // `=20` alone proves nothing

    LogicalLines lines("> a=\n> b=3D1\nc\n", true);
    std::string_view text;
    int number = 0;
    REQUIRE(lines.next(text, number));
    CHECK(text == "ab=1");
    CHECK(number == 1);
    CHECK(lines.last_physical() == 2);
    CHECK(lines.decoded());
    REQUIRE(lines.next(text, number));
    CHECK(text == "c");
    CHECK(number == 3);
    CHECK_FALSE(lines.decoded());
    CHECK_FALSE(lines.next(text, number));
    // A soft break on the last line ends the input, not the parse.
    LogicalLines last("x=", true);
    REQUIRE(last.next(text, number));
    CHECK(text == "x");
}

TEST_CASE("schbench lines: command lines", "[parse][schbench]") {
    using namespace benchcmp::schbench_lines;
    const auto read = [](std::string_view text) {
        const auto command = read_command(benchcmp::scan::split_tokens(text));
        if (!command) {
            return std::string("-");
        }
        return command->threads + "/" + command->message_threads + "/" +
               (command->no_locking ? "no" : "");
    };
    CHECK(read("$ ./schbench -m 2 -t 16 -r 30 -F 128 -L") == "16/2/no");
    CHECK(read("root@box:~# /usr/local/bin/schbench -m2 -t32") == "32/2/");
    CHECK(read("schbench --threads=8 --message-threads 4 --no-locking") == "8/4/no");
    CHECK(read("for i in 1 2 3; do ./schbench -t 4; done 2>&1 | tee out") == "4//");
    CHECK(read("./schbench -t 4 2>&1 -m 9") == "4//");  // the redirection ends the command
    CHECK(read("./schbench -t lots") == "//");
    CHECK(read("./schbench") == "//");
    CHECK(read("schbench results below") == "-");
    CHECK(read("we ran schbench") == "-");
}

TEST_CASE("schbench lines: percentile names keep what the block printed", "[parse][schbench]") {
    using benchcmp::schbench_lines::percentile_name;
    CHECK(percentile_name("99.0000") == "99");
    CHECK(percentile_name("99.9000") == "99.9");
    CHECK(percentile_name("98.9000") == "98.9");
    CHECK(percentile_name("50.0") == "50");
    CHECK(percentile_name("20") == "20");
    CHECK(percentile_name("100.0") == "100");
}

TEST_CASE("schbench lines: percentile and min/max lines of every era", "[parse][schbench]") {
    using namespace benchcmp::schbench_lines;
    Tokens tokens;
    const auto percentile = [&](std::string_view text) {
        const auto got = read_percentile(text, tokens);
        return got ? std::string(got->printed) + "=" + std::string(got->value) : std::string("-");
    };
    CHECK(percentile("*99.0000th: 59") == "99.0000=59");
    CHECK(percentile("* 99.0th: 59         (7937 samples)") == "99.0=59");
    CHECK(percentile("50.0th: 7 (28112 samples)") == "50.0=7");
    CHECK(percentile("50.0000th: 36  50.0000th: 35") == "-");
    CHECK(percentile("th: 5") == "-");
    CHECK(percentile("99.0th:") == "-");
    const auto min_max = read_min_max("Over=0, min=3, max=10453");
    REQUIRE(min_max);
    CHECK(min_max->min == "3");
    CHECK(min_max->max == "10453");
    CHECK_FALSE(read_min_max("min=3 max=4"));
    CHECK(count_headers("Latency percentiles (usec)   Latency percentiles (usec)") == 2);
    const auto halves = split_header_pair(
        "Wakeup Latencies percentiles (usec) runtime 10 (s)\tWakeup Latencies percentiles "
        "(usec) runtime 10 (s)");
    REQUIRE(halves);
    CHECK(halves->first == "Wakeup Latencies percentiles (usec) runtime 10 (s)");
    CHECK(halves->second == "Wakeup Latencies percentiles (usec) runtime 10 (s)");
    CHECK_FALSE(split_header_pair("Latency percentiles (usec)"));
    std::string left, right;
    CHECK(split_entry_pair("* 99.0th: 19 (85 samples)\t\t* 99.0th: 18 (84 samples)", tokens, left,
                           right));
    CHECK(left == "* 99.0th: 19 (85 samples)");
    CHECK(right == "* 99.0th: 18 (84 samples)");
    CHECK(split_entry_pair("Over=0, min=0, max=9   Over=0, min=1, max=8", tokens, left, right));
    CHECK(left == "Over=0, min=0, max=9");
    CHECK(right == "Over=0, min=1, max=8");
    CHECK_FALSE(split_entry_pair("50.0th: 7", tokens, left, right));
    CHECK_FALSE(split_entry_pair("v5.4: 50.0th: 7  50.0th: 8", tokens, left, right));
    const auto titles = benchcmp::scan::split_titles("   v5.4                v5.4 + patch");
    REQUIRE(titles);
    CHECK(titles->first == "v5.4");
    CHECK(titles->second == "v5.4 + patch");
    CHECK_FALSE(benchcmp::scan::split_titles("baseline   patched   again"));
    CHECK_FALSE(benchcmp::scan::split_titles("one title only"));
    const auto header =
        read_header("Wakeup Latencies percentiles (usec) runtime 30 (s) (285600 total samples)");
    REQUIRE(header);
    CHECK(header->kind == BlockKind::wakeup);
    CHECK(header->runtime == 30);
    CHECK_FALSE(read_header("Sleep percentiles (usec)"));
    CHECK(read_header("Wakeup latency percentiles (usec) runtime 10 (s)")->kind ==
          BlockKind::wakeup);
    CHECK(read_header("RPS percentiles (requests) runtime 10 (s) (11 total samples)")->kind ==
          BlockKind::rps);
}
