// Gzip inputs (pyperf's .json.gz, or any compressed log): known by the magic bytes 1f 8b,
// inflated by zlib within --max-input-size, and a damaged file is exit 2 naming it.
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "benchcmp/app.hpp"
#include "benchcmp/diagnostics.hpp"
#include "benchcmp/parse.hpp"
#include "cli/cli_support.hpp"
#include "file_text.hpp"
#include "io/bounded_read.hpp"

namespace {

using cli_test::Outcome;
using cli_test::run_cli;

std::string source_file(const std::string& relative) {
    return std::string(BENCHCMP_SOURCE_DIR) + "/" + relative;
}

std::string bytes_of(const std::string& path) {
    return benchcmp::testing::file_text(path);
}

std::string write(const std::string& name, const std::string& content) {
    const std::string path = std::string(BENCHCMP_BINARY_DIR) + "/" + name;
    std::ofstream(path, std::ios::binary) << content;
    return path;
}

std::string read(const std::string& path, std::uint64_t max_bytes = 1 << 20) {
    std::istringstream in;
    return std::string(benchcmp::read_input_bytes(path, in, max_bytes).view());
}

}  // namespace

TEST_CASE("gzip: a .json.gz reads as the file gzip was given", "[cli][gzip]") {
    // track_memory.json.gz is `gzip -9n` of track_memory.json.
    CHECK(read(source_file("data/pyperf/track_memory.json.gz")) ==
          bytes_of(source_file("data/pyperf/track_memory.json")));
    // Two members one after the other (`cat a.gz b.gz`) are both read, as gzip -d does.
    const std::string twice =
        write("gzip-twice.json.gz", bytes_of(source_file("data/pyperf/track_memory.json.gz")) +
                                        bytes_of(source_file("data/pyperf/track_memory.json.gz")));
    const std::string plain = bytes_of(source_file("data/pyperf/track_memory.json"));
    CHECK(read(twice) == plain + plain);
}

TEST_CASE("gzip: pyperf's own py3.json.gz reads as a pyperf file", "[cli][gzip]") {
    // py3.json.gz is pyperf's doc/py3.json.gz, written compressed by pyperf itself: benchmark
    // timeit, 20 runs of 3 values after calibration runs of warmups only. The expected values
    // are the file's (python3: gzip.open + json.load; values of every run concatenated).
    const std::string path = source_file("data/pyperf/py3.json.gz");
    const benchcmp::Parser* pyperf = benchcmp::find_format("pyperf");
    REQUIRE(pyperf != nullptr);
    const benchcmp::InputText input{path, read(path)};
    CHECK(benchcmp::detect_format(input).name() == "pyperf");
    const std::vector<benchcmp::Run> runs = pyperf->parse(input);
    REQUIRE(runs.size() == 1);
    CHECK(runs[0].diagnostics.empty());
    REQUIRE(runs[0].observations.size() == 1);
    const benchcmp::Observation& time = runs[0].observations.front();
    CHECK(time.metric.benchmark == "pyperf");
    CHECK(time.metric.name == "time");
    CHECK(time.metric.unit == "s");
    CHECK(time.metric.better == benchcmp::Direction::lower_is_better);
    CHECK(time.case_key.to_string() == "benchmark=timeit");
    const std::vector<double>& values = time.sample.values();
    REQUIRE(values.size() == 60);
    CHECK(values.front() == 4.15459393376949e-06);
    CHECK(values.back() == 4.2053612068215784e-06);
}

TEST_CASE("gzip: a gzip bomb stops at --max-input-size, exit 2", "[cli][gzip]") {
    // 9737 bytes that inflate to 10,000,000 zero bytes (`head -c 10000000 /dev/zero | gzip -9n`).
    const std::string bomb = source_file("tests/cli/fixtures/zeros-10MB.gz");
    const Outcome outcome = run_cli({"--max-input-size", "1M", bomb, bomb});
    CHECK(outcome.code == 2);
    CHECK(outcome.out.empty());
    CHECK(outcome.err == "benchcmp: error: " + bomb +
                             ": inflates to more than the limit of 1048576 bytes; raise it with "
                             "--max-input-size if this is really benchmark output\n");
}

TEST_CASE("gzip: corrupt, truncated or trailing data is exit 2 naming the file", "[cli][gzip]") {
    const std::string good = bytes_of(source_file("data/pyperf/track_memory.json.gz"));
    const std::string plain = source_file("data/pyperf/track_memory.json");

    std::string damaged = good;
    for (std::size_t i = 20; i < 60; ++i) {
        damaged[i] = static_cast<char>(damaged[i] ^ 0x5a);
    }
    const std::string corrupt = write("gzip-corrupt.json.gz", damaged);
    Outcome outcome = run_cli({corrupt, plain});
    CHECK(outcome.code == 2);
    CHECK(outcome.err.rfind("benchcmp: error: " + corrupt + ": not a valid gzip file: ", 0) == 0);

    // A bad CRC in the trailer: the data inflates, its check does not match.
    std::string bad_check = good;
    bad_check[good.size() - 6] = static_cast<char>(bad_check[good.size() - 6] ^ 1);
    const std::string crc = write("gzip-crc.json.gz", bad_check);
    outcome = run_cli({crc, plain});
    CHECK(outcome.code == 2);
    CHECK(outcome.err ==
          "benchcmp: error: " + crc + ": not a valid gzip file: incorrect data check\n");

    const std::string truncated = write("gzip-truncated.json.gz", good.substr(0, good.size() / 2));
    outcome = run_cli({truncated, plain});
    CHECK(outcome.code == 2);
    CHECK(outcome.err ==
          "benchcmp: error: " + truncated + ": gzip data ends early: the file is truncated\n");

    const std::string trailing = write("gzip-trailing.json.gz", good + "junk");
    outcome = run_cli({trailing, plain});
    CHECK(outcome.code == 2);
    CHECK(outcome.err == "benchcmp: error: " + trailing +
                             ": not a valid gzip file: data after the end of the compressed "
                             "stream\n");

    // The magic bytes alone: a header cut short.
    const std::string magic = write("gzip-magic.json.gz", std::string("\x1f\x8b", 2));
    outcome = run_cli({magic, plain});
    CHECK(outcome.code == 2);
    CHECK(outcome.err ==
          "benchcmp: error: " + magic + ": gzip data ends early: the file is truncated\n");
}
