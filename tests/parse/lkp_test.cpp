// The lkp parser: the kernel test robot's real reports (data/lkp/) and small synthetic inputs
// of each rule it relies on: `±` spellings, absolute-change cells, hard-wrapped rows, commit
// columns matched by id across tables, the headline's direction, per-run JSON lists.

#include <catch2/catch.hpp>
#include <cmath>
#include <string>
#include <vector>

#include "benchcmp/parse.hpp"
#include "parse_test_support.hpp"

namespace {

using benchcmp::Direction;
using benchcmp::Observation;
using benchcmp::Run;

std::vector<Run> parse(const std::string& content) {
    const benchcmp::Parser* parser = benchcmp::find_format("lkp");
    REQUIRE(parser != nullptr);
    return parser->parse(benchcmp::InputText{"in.txt", content});
}

const Observation& at(const Run& run, const std::string& metric, const std::string& key = "") {
    for (const Observation& observation : run.observations) {
        if (observation.metric.name == metric &&
            (key.empty() || observation.case_key.to_string().find(key) != std::string::npos)) {
            return observation;
        }
    }
    FAIL("no observation " << metric << " " << key << " in " << run.label);
    throw;
}

double mean(const Observation& observation) {
    REQUIRE_FALSE(observation.sample.is_raw());
    return observation.sample.summary().mean;
}

const std::string kHeader =
    "commit: \n"
    "  494dba7b27 (\"xfs: refactor inode geometry setup routines\")\n"
    "  490d451fa5 (\"xfs: fix inode_cluster_size rounding mayhem\")\n"
    "\n"
    "494dba7b276e12bc 490d451fa5188975c21246f7f8f \n"
    "---------------- --------------------------- \n"
    "         %stddev     %change         %stddev\n"
    "             \\          |                \\  \n";

}  // namespace

TEST_CASE("lkp: the robot's own 2019 report", "[parse][lkp]") {
    const std::vector<Run> runs =
        parse(parse_test::read_file("data/lkp/aim7-xfs-disk-src-2019.txt"));
    REQUIRE(runs.size() == 2);
    CHECK(runs[0].label == "494dba7b27");
    CHECK(runs[1].label == "490d451fa5");
    CHECK(runs[0].diagnostics.empty());
    const Observation& jobs = at(runs[1], "aim7.jobs-per-min");
    CHECK(mean(jobs) == 80176);
    CHECK(jobs.metric.benchmark == "aim7");
    CHECK(jobs.metric.better == Direction::higher_is_better);
    CHECK(jobs.source->pct == -6.3);
    CHECK(jobs.source->pct_decimals == 1);
    CHECK(jobs.case_key.to_string().find("testcase=aim7") != std::string::npos);
    CHECK(jobs.case_key.to_string().find("tbox_group=lkp-skl-2sp7") != std::string::npos);
    CHECK(at(runs[0], "aim7.jobs-per-min").source->comparison_reference);
    CHECK(at(runs[0], "aim7.time.elapsed_time").metric.better == Direction::lower_is_better);
    // `16359 ± 24%`: the stddev is relative to the mean.
    const Observation& other = at(runs[0], "numa-numastat.node0.other_node");
    CHECK(mean(other) == 16359);
    CHECK(other.sample.summary().stddev == Approx(16359 * 0.24));
    CHECK(other.metric.better == Direction::unknown);
    // `8.74 ± 3%  -1.0  7.78 ± 3%  turbostat.C1%`: an absolute change, not a percentage.
    const Observation& c1 = at(runs[1], "turbostat.C1%");
    CHECK(mean(c1) == 7.78);
    CHECK_FALSE(c1.source->pct.has_value());
    // The fail:runs block above the table is not read.
    for (const Observation& observation : runs[0].observations) {
        CHECK(observation.metric.name.find("dmesg") == std::string::npos);
    }
    // The test's own rows come first.
    CHECK(runs[0].observations.front().metric.name == "aim7.jobs-per-min");
}

TEST_CASE("lkp: the 2025 layout, an improvement", "[parse][lkp]") {
    const std::vector<Run> runs =
        parse(parse_test::read_file("data/lkp/will-it-scale-malloc1-2025.txt"));
    REQUIRE(runs.size() == 2);
    CHECK(runs[0].label == "deab5a355e");
    const Observation& ops = at(runs[1], "will-it-scale.per_process_ops");
    CHECK(mean(ops) == 36384);
    CHECK(ops.metric.better == Direction::higher_is_better);
    CHECK(at(runs[1], "will-it-scale.104.processes").metric.better == Direction::higher_is_better);
    const Observation& sys = at(runs[1], "mpstat.cpu.all.sys%");
    CHECK(sys.metric.better == Direction::unknown);
    CHECK(sys.metric.benchmark == "will-it-scale");
    CHECK_FALSE(sys.source->pct.has_value());
}

TEST_CASE("lkp: every spelling of the plus-minus sign", "[parse][lkp]") {
    for (const std::string sign :
         {"\xC2\xB1", "\xB1", "\xC4\x85", "\xC3\x82\xC2\xB1", "=C2=B1", "=C4=85", "A+-", "+-"}) {
        const std::vector<Run> runs =
            parse(kHeader + "     16359 " + sign + " 24%     -78.0%       3597 " + sign +
                  "167%  numa-numastat.node0.other_node\n");
        REQUIRE(runs.size() == 2);
        const Observation& base = at(runs[0], "numa-numastat.node0.other_node");
        CHECK(base.sample.summary().stddev == Approx(16359 * 0.24));
        CHECK(at(runs[1], "numa-numastat.node0.other_node").sample.summary().stddev ==
              Approx(3597 * 1.67));
    }
}

TEST_CASE("lkp: quoted rows, a cell without a stddev has none", "[parse][lkp]") {
    const std::vector<Run> runs = parse(
        "> " + kHeader + ">      85540            -6.3%      80176        aim7.jobs-per-min\n");
    REQUIRE(runs.size() == 2);
    CHECK(std::isnan(at(runs[0], "aim7.jobs-per-min").sample.summary().stddev));
}

TEST_CASE("lkp: soft breaks left encoded join mid-number", "[parse][lkp]") {
    // Not decoded by the post reader (`min=5` is no escape), so the row's own `=` breaks stay.
    const std::vector<Run> runs =
        parse("min=5\n> " + kHeader +
              ">    2256919 =C2=B1  5%    +114.2%    4889=\n"
              "199        will-it-scale.16.threads\n"
              ">      0.01 =C2=B1100%  +38150.0%       1.91 =C2=B1 11%  =\n"
              "fxmark.hdd_ext4_no_jnl_MWCL_2_bufferedio.iowait_sec\n");
    REQUIRE(runs.size() == 2);
    CHECK(mean(at(runs[1], "will-it-scale.16.threads")) == 4889199);
    CHECK(at(runs[0], "will-it-scale.16.threads").sample.summary().stddev ==
          Approx(2256919 * 0.05));
    CHECK(mean(at(runs[1], "fxmark.hdd_ext4_no_jnl_MWCL_2_bufferedio.iowait_sec")) == 1.91);
    CHECK(runs[0].diagnostics.empty());
}

TEST_CASE("lkp: a hard-wrapped four-column table", "[parse][lkp]") {
    const std::string text =
        "> 9f68395333ad7f5b 070f5e860ee2bf588c99ef7b4c2                        v5.7\n"
        "> cbb4d668e7431479a7978fa79d6\n"
        "> ---------------- --------------------------- ---------------------------\n"
        "> ---------------------------\n"
        ">           %stddev     %change         %stddev     %change\n"
        "> %stddev     %change         %stddev\n"
        ">               \\          |                \\          |                \\\n"
        ">          |                \\\n"
        ">       66870           -10.0%      60187            -7.6%      61787\n"
        ">        +0.7%      67335        reaim.jobs_per_min\n"
        ">        1.58 \xC2\xB1  2%     +71.0%       2.70 \xC2\xB1  2%     +26.9%       2.01 "
        "\xC2\xB1\n"
        "> 2%      -8.8%       1.44 \xC2\xB1  2%  reaim.std_dev_percent\n";
    const std::vector<Run> runs = parse(text);
    REQUIRE(runs.size() == 4);
    CHECK(runs[2].label == "v5.7");
    CHECK(runs[3].label == "cbb4d668e743");
    CHECK(mean(at(runs[3], "reaim.jobs_per_min")) == 67335);
    CHECK(at(runs[3], "reaim.jobs_per_min").line == 9);
    CHECK(mean(at(runs[2], "reaim.std_dev_percent")) == 2.01);
    CHECK(at(runs[2], "reaim.std_dev_percent").sample.summary().stddev == Approx(2.01 * 0.02));
}

TEST_CASE("lkp: a change against a negative base is not kept", "[parse][lkp]") {
    const std::vector<Run> runs =
        parse(kHeader + "   -436.21          +166.4%      -1162        sched_debug.cpu.x.min\n");
    REQUIRE(runs.size() == 2);
    CHECK(mean(at(runs[1], "sched_debug.cpu.x.min")) == -1162);
    CHECK_FALSE(at(runs[1], "sched_debug.cpu.x.min").source->pct.has_value());
}

TEST_CASE("lkp: the 2017 layout, whole-percent change cells", "[parse][lkp]") {
    const std::string text =
        "378005bdbac0a2ec  76742700225cad9df49f053993  e8f682574e45b6406dadfffeb4  \n"
        "----------------  --------------------------  --------------------------  \n"
        "         %stddev      change         %stddev      change         %stddev\n"
        "             \\          |                \\          |                \\  \n"
        "   3405093             -19%    2747088              -2%    3348752        "
        "will-it-scale.per_process_ops\n"
        "      2702 A+- 18%        11%       3002 A+- 19%        17%       3156 A+- 18%  "
        "numa-vmstat.node0.nr_mapped\n";
    const std::vector<Run> runs = parse(text);
    REQUIRE(runs.size() == 3);
    const Observation& fix = at(runs[2], "will-it-scale.per_process_ops");
    CHECK(mean(fix) == 3348752);
    CHECK(fix.source->pct == -2);
    CHECK(fix.source->pct_decimals == 0);
    CHECK(at(runs[1], "numa-vmstat.node0.nr_mapped").source->pct == 11);
}

TEST_CASE("lkp: tables matched by commit id, copies not read twice", "[parse][lkp]") {
    const std::string row3 =
        "     91713           -11.9%      80789           -13.2%      79612        "
        "will-it-scale.per_process_ops\n";
    const std::string text =
        "59142d87ab03b8ff 70a64b7919cbd6c12306051ff28 ff48c71c26aaefb090c108d8803\n"
        "---------------- --------------------------- ---------------------------\n"
        "         %stddev     %change         %stddev     %change         %stddev\n"
        "             \\          |                \\          |                \\\n" +
        row3 +
        "\n> 59142d87ab03b8ff 70a64b7919cbd6c12306051ff28 ff48c71c26aaefb090c108d8803\n"
        "> ---------------- --------------------------- ---------------------------\n"
        ">          %stddev     %change         %stddev     %change         %stddev\n"
        ">              \\          |                \\          |                \\\n"
        "> " +
        row3;
    const std::vector<Run> runs = parse(text);
    REQUIRE(runs.size() == 3);
    CHECK(runs[2].observations.size() == 1);
    CHECK(runs[0].diagnostics.empty());
}

TEST_CASE("lkp: a table with other values is kept apart", "[parse][lkp]") {
    const std::string text =
        kHeader + "     85540            -6.3%      80176        aim7.jobs-per-min\n\n" + kHeader +
        "     85000            -6.0%      79900        aim7.jobs-per-min\n";
    const std::vector<Run> runs = parse(text);
    REQUIRE(runs.size() == 2);
    CHECK(mean(at(runs[1], "aim7.jobs-per-min", "table=2")) == 79900);
    CHECK(parse_test::diagnostics(runs[0]) ==
          std::vector<std::string>{"in.txt:17: note: this table prints other values for rows an "
                                   "earlier table has; it is kept apart as table=2"});
}

TEST_CASE("lkp: a row whose value count differs from the header is skipped", "[parse][lkp]") {
    const std::vector<Run> runs =
        parse(kHeader +
              "     85540            -6.3%      80176     -1.0%  80000   aim7.jobs-per-min\n"
              "     210.66            +6.7%     224.75        aim7.time.elapsed_time\n");
    REQUIRE(runs.size() == 2);
    CHECK(parse_test::diagnostics(runs[0]) ==
          std::vector<std::string>{"in.txt:9: warning: row 'aim7.jobs-per-min' has 3 values for a "
                                   "table of 2 columns; the row is skipped"});
}

TEST_CASE("lkp: the headline gives a direction the name does not", "[parse][lkp]") {
    const std::string text =
        "kernel test robot noticed a -17.3% regression of unixbench.workload on:\n\n" + kHeader +
        "   5.807e+08           -17.5%  4.793e+08        unixbench.workload\n"
        "     66870           -10.0%      60187        unixbench.other\n";
    const std::vector<Run> runs = parse(text);
    CHECK(at(runs[1], "unixbench.workload").metric.better == Direction::higher_is_better);
    CHECK(at(runs[1], "unixbench.other").metric.better == Direction::unknown);
    // The headline's row comes first, before the monitors and the test's other rows.
    const std::vector<Run> ordered =
        parse("kernel test robot noticed a 3.2% improvement of unixbench.score on:\n" + kHeader +
              "   4.2 +1.0% 4.3 vmstat.system.cs\n"
              "   5.807e+08           -17.5%  4.793e+08        unixbench.workload\n"
              "   3715   +3.2%   3833  unixbench.score\n");
    CHECK(ordered[1].observations.front().metric.name == "unixbench.score");
    CHECK(ordered[1].observations.back().metric.name == "vmstat.system.cs");
    // `22.9% regression` without a sign takes the sign of the table's cell.
    const std::vector<Run> unsigned_runs =
        parse("[ext4] 7ac67301e8: fxmark.x.works 22.9% regression\n" + kHeader +
              "     12003           -22.9%       9255        fxmark.x.works\n");
    CHECK(at(unsigned_runs[1], "fxmark.x.works").metric.better == Direction::higher_is_better);
}

TEST_CASE("lkp: per-run JSON lists are raw runs of parent and commit", "[parse][lkp]") {
    const std::string text =
        ">      45589           -15.1%      38687 \xC2\xB1  2%  fxmark.a.works/sec\n"
        ">      52786           -15.6%      44567 \xC2\xB1  4%  fxmark.b.works/sec\n"
        "> for this commit:\n"
        ">   \"fxmark.a.works/sec\": [\n"
        ">     39192.224368,\n"
        ">     38183.0\n"
        ">   ],\n"
        ">\n"
        "> for parent:\n"
        ">   \"fxmark.a.works/sec\": [45381.458009, 45314.376204],\n";
    const std::vector<Run> runs = parse(text);
    REQUIRE(runs.size() == 2);
    CHECK(parse_test::values(runs[0], "fxmark.a.works/sec", "") ==
          std::vector<double>{45381.458009, 45314.376204});
    CHECK(parse_test::values(runs[1], "fxmark.a.works/sec", "") ==
          std::vector<double>{39192.224368, 38183.0});
    CHECK(mean(at(runs[1], "fxmark.b.works/sec")) == 44567);
    CHECK(at(runs[1], "fxmark.b.works/sec").metric.better == Direction::higher_is_better);
}

TEST_CASE("lkp: a list cut short, a header wider than the robot's", "[parse][lkp]") {
    const std::vector<Run> runs = parse(
        "for parent:\n"
        "  \"aim7.jobs-per-min\": [\n"
        "    85540,\n"
        "[...]\n" +
        kHeader +
        "     85540            -6.3%      80176        "
        "aim7.jobs-per-min\n");
    REQUIRE(runs.size() == 2);
    CHECK(mean(at(runs[1], "aim7.jobs-per-min")) == 80176);
    CHECK(parse_test::diagnostics(runs[0]) ==
          std::vector<std::string>{"in.txt:4: warning: '[...]' in the list of aim7.jobs-per-min "
                                   "is not a number; the list is skipped"});
    std::string wide = "%stddev";
    std::string row = "1";
    for (int c = 1; c < 70; ++c) {
        wide += " %change %stddev";
        row += " +0.0% 1";
    }
    const std::vector<Run> skipped = parse(wide + "\n" + row + " a.b\n");
    CHECK(parse_test::diagnostics(skipped[0]).front() ==
          "in.txt:1: warning: a header of 70 commit columns is not the robot's (at most 64); "
          "the table is skipped");
}

TEST_CASE("lkp: detection, and table and numbers never take a report", "[parse][lkp]") {
    for (const char* path :
         {"data/lkp/aim7-xfs-disk-src-2019.txt", "data/lkp/will-it-scale-malloc1-2025.txt"}) {
        const std::string text = parse_test::read_file(path);
        const benchcmp::InputText input{path, text};
        CHECK(benchcmp::detect_format(input).name() == "lkp");
        const double lkp = benchcmp::find_format("lkp")->sniff(text);
        CHECK(benchcmp::find_format("table")->sniff(text) < lkp);
        CHECK(benchcmp::find_format("numbers")->sniff(text) < lkp);
    }
    CHECK(benchcmp::find_format("lkp")->sniff("1\n2\n3\n") == 0.0);
    CHECK(benchcmp::find_format("lkp")->sniff("| a | 1.0 |\n") == 0.0);
}
