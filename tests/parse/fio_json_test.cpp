// The fio-json parser: real files fio 3.33 wrote on this machine (data/fio-json/README.md) and
// small synthetic files of each rule it relies on. Expected values are copied from the files
// (python3 -m json.tool shows them); latencies are the file's ns divided by 1000.

#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "benchcmp/parse.hpp"
#include "parse_test_support.hpp"

namespace {

using benchcmp::Direction;
using benchcmp::Observation;
using benchcmp::Run;
using Values = std::vector<double>;
using Lines = std::vector<std::string>;
using parse_test::find;
using parse_test::values;

Run parse(const std::string& content) {
    return parse_test::parse_one("fio-json", content, "in.json");
}

const std::string kRandread = "job=randread rw=randread bs=4k iodepth=1 numjobs=1 dir=read";

// A file with one job whose read direction holds the members given.
std::string one_job(const std::string& job_members, const std::string& read_members) {
    return "{\n  \"fio version\" : \"fio-3.36\",\n  \"jobs\" : [\n    {\n"
           "      \"jobname\" : \"j\",\n      \"error\" : 0,\n" +
           job_members + "      \"read\" : {" + read_members + "}\n    }\n  ]\n}\n";
}

}  // namespace

TEST_CASE("fio-json: a real file, one job, one direction", "[parse][fio-json]") {
    const Run run = parse(parse_test::read_file("data/fio-json/randread-psync-1.json"));
    CHECK(run.diagnostics.empty());
    CHECK(values(run, "bw", kRandread) == Values{33810});
    CHECK(values(run, "iops", kRandread) == Values{8452.547453});
    CHECK(values(run, "clat_mean", kRandread) == Values{117308.230942 / 1000});
    CHECK(values(run, "clat_p99.99", kRandread) == Values{12910592.0 / 1000});
    const Observation* iops = find(run, "iops", kRandread);
    CHECK(iops->metric.benchmark == "fio");
    CHECK(iops->metric.unit == "IO/s");
    CHECK(iops->metric.better == Direction::higher_is_better);
    CHECK(iops->line == 8);  // the job's "jobname"
    const Observation* bw = find(run, "bw", kRandread);
    CHECK(bw->metric.unit == "KiB/s");
    const Observation* clat = find(run, "clat_p50", kRandread);
    REQUIRE(clat != nullptr);
    CHECK(clat->metric.unit == "us");
    CHECK(clat->metric.better == Direction::lower_is_better);
    // psync has no submission latency (N = 0), and write and trim did no IO
    CHECK(find(run, "slat_mean", kRandread) == nullptr);
    CHECK(find(run, "iops", "job=randread rw=randread bs=4k iodepth=1 numjobs=1 dir=write") ==
          nullptr);
    // iops, bw, clat_mean, 17 clat percentiles, lat_mean
    CHECK(run.observations.size() == 21);
}

TEST_CASE("fio-json: json+ with two jobs, options from the job or the global section",
          "[parse][fio-json]") {
    const Run run = parse(parse_test::read_file("data/fio-json/mixed-jsonplus.json"));
    CHECK(run.diagnostics.empty());
    // bs=4k comes from [global], rw from the job; iodepth and numjobs are fio's defaults
    const std::string randrw = "job=randrw rw=randrw bs=4k iodepth=1 numjobs=1";
    CHECK(values(run, "iops", randrw + " dir=read") == Values{1871.128871});
    CHECK(values(run, "bw", randrw + " dir=write") == Values{3284});
    CHECK(values(run, "clat_mean", randrw + " dir=write") == Values{6654.650852 / 1000});
    CHECK(values(run, "clat_p99", randrw + " dir=read") == Values{5079040.0 / 1000});
    const std::string seqwrite = "job=seqwrite rw=write bs=64k iodepth=1 numjobs=1 dir=write";
    CHECK(values(run, "bw", seqwrite) == Values{3068227});
    CHECK(values(run, "clat_p99", seqwrite) == Values{60672.0 / 1000});
    CHECK(find(run, "bw", "job=seqwrite rw=write bs=64k iodepth=1 numjobs=1 dir=read") == nullptr);
    CHECK(find(run, "iops", randrw + " dir=read")->line == 14);
    CHECK(find(run, "iops", seqwrite)->line == 792);
}

TEST_CASE("fio-json: before fio 3.0 latencies are in us, without N", "[parse][fio-json]") {
    const Run run =
        parse(one_job("      \"job options\" : { \"rw\" : \"randread\", \"iodepth\" : \"32\" },\n",
                      R"("bw" : 400, "iops" : 100, "runtime" : 1000,
           "slat" : {"min" : 0, "max" : 0, "mean" : 0.0},
           "clat" : {"min" : 10, "max" : 90, "mean" : 42.5, "percentile" : {"99.500000" : 80}})"));
    const std::string key = "job=j rw=randread bs=4k iodepth=32 numjobs=1 dir=read";
    CHECK(values(run, "clat_mean", key) == Values{42.5});
    CHECK(values(run, "clat_p99.5", key) == Values{80});
    CHECK(find(run, "slat_mean", key) == nullptr);  // all zero: no samples
}

TEST_CASE("fio-json: failed jobs, nan, text before the JSON", "[parse][fio-json]") {
    // fio's own warnings on the same stream; %f prints a non-finite double as nan
    const Run run = parse("fio: this platform does not support process shared mutexes\n" +
                          one_job("", R"("bw" : 400, "iops" : nan, "runtime" : 1000)"));
    const std::string key = "job=j rw=read bs=4k iodepth=1 numjobs=1 dir=read";
    CHECK(values(run, "bw", key) == Values{400});
    CHECK(parse_test::diagnostics(run) ==
          Lines{"in.json:6: warning: iops of " + key + " is not a number; skipped"});
    const Run failed = parse(
        "{\"fio version\" : \"fio-3.36\", \"jobs\" : [{\"jobname\" : \"j\", \"error\" : 5}]}");
    CHECK(failed.observations.empty());
    CHECK(parse_test::diagnostics(failed) ==
          Lines{"in.json:1: warning: job j failed (error 5); skipped"});
}

TEST_CASE("fio-json: malformed JSON and other documents", "[parse][fio-json]") {
    const Run cut = parse("{\n  \"fio version\" : \"fio-3.36\",\n  \"jobs\" : [\n");
    CHECK(parse_test::diagnostics(cut) ==
          Lines{"in.json:3: error: the file ends early (cut short?): not valid JSON (column 13): "
                "syntax error while parsing value - unexpected end of input; expected '[', '{', "
                "or a literal"});
    // Found by fuzz_benchcmp_json: nlohmann reports a number beyond double's range with
    // out_of_range, not parse_error, and without a position.
    const Run overflow = parse("{\"fio version\" : \"fio-3.36\",\n \"jobs\" : 83e1420}");
    CHECK(parse_test::diagnostics(overflow) ==
          Lines{"in.json:2: error: not valid JSON: number overflow parsing '83e1420'"});
    const Run client = parse("{\"fio version\" : \"fio-3.36\", \"client_stats\" : []}");
    CHECK(parse_test::diagnostics(client) ==
          Lines{"in.json:1: error: client/server output (client_stats) is not read; run fio "
                "on the machine itself with --output-format=json"});
}

TEST_CASE("fio-json: sniff wants the fio version key in an object", "[parse][fio-json]") {
    const benchcmp::Parser* parser = benchcmp::find_format("fio-json");
    REQUIRE(parser != nullptr);
    CHECK(parser->sniff(one_job("", "")) >= 0.9);
    CHECK(parser->sniff("fio: warning\n{\n  \"fio version\" : \"fio-3.36\"") >= 0.9);
    CHECK(parser->sniff("see \"fio version\" in the docs") == 0.0);
    // detection picks it over fio's normal output
    CHECK(&benchcmp::detect_format(benchcmp::InputText{
              "in.json", parse_test::read_file("data/fio-json/mixed-jsonplus.json")}) == parser);
}

TEST_CASE("fio-json: a field of the wrong JSON type is a warning naming the job, not a crash",
          "[parse][fio-json]") {
    // `"read": []`, `"lat_ns": null`, `"clat_ns": 5`: each entry is skipped with a warning and
    // the rest of the job is read.
    const Run run = parse(
        "{\"fio version\": \"fio-3.35\", \"jobs\": [\n"
        "{\"jobname\": \"a\", \"read\": [],\n"
        " \"write\": {\"runtime\": 1000, \"iops\": 10.0, \"bw\": 40, \"lat_ns\": null,\n"
        "            \"clat_ns\": 5, \"slat_ns\": {\"N\": 0}}}\n"
        "]}\n");
    CHECK(run.observations.size() == 2);  // write iops and bw
    std::vector<std::string> messages;
    for (const auto& diagnostic : run.diagnostics) {
        messages.push_back(diagnostic.message);
    }
    CHECK(messages == std::vector<std::string>{
                          "job a: \"read\" is a JSON array, not an object; skipped",
                          "job=a rw=read bs=4k iodepth=1 numjobs=1 dir=write: clat_ns is a JSON "
                          "number, not an object; skipped",
                          "job=a rw=read bs=4k iodepth=1 numjobs=1 dir=write: lat_ns is a JSON "
                          "null, not an object; skipped"});
}
