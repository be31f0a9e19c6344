// The corpus posts that come from a bundled mail thread give the same cells when benchcmp reads
// the whole thread as when it reads their excerpts. Cases 100 and 101 (tests/corpus/SOURCES.md)
// are Andreas Dilger's and Oliver Sang's replies in data/mail/lkp-fxmark-ext4-regression.mbox;
// the numbers they quote are reported once, in the section of the message that posted them
// (the robot's report), and Oliver's own re-pasted row in his.
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "benchcmp/app.hpp"

namespace {

using nlohmann::json;

json report_of(const std::vector<std::string>& args) {
    std::istringstream in;
    std::ostringstream out;
    std::ostringstream err;
    std::vector<std::string> all = {"--format", "json"};
    all.insert(all.end(), args.begin(), args.end());
    REQUIRE(benchcmp::run(all, in, out, err, benchcmp::Terminal{}) == 0);
    return json::parse(out.str());
}

std::string corpus(const std::string& name) {
    return std::string(BENCHCMP_SOURCE_DIR) + "/tests/corpus/cases/" + name;
}

const std::string kThread =
    std::string(BENCHCMP_SOURCE_DIR) + "/data/mail/lkp-fxmark-ext4-regression.mbox";

// The cells of one metric's row: the baseline's mean, each variant's mean and %diff; empty
// when the report has no such row. (Labels are each message's own: the robot's table names
// the commits by 10 digits, Oliver's re-pasted header by 12.)
std::vector<json> cells(const json& report, const std::string& metric) {
    for (const json& row : report["rows"]) {
        if (row["metric"] == metric) {
            std::vector<json> found = {row["baseline"]["mean"]};
            for (const json& variant : row["variants"]) {
                found.push_back(variant["mean"]);
                found.push_back(variant["diff_pct"]);
            }
            return found;
        }
    }
    return {};
}

const json& section_of(const json& thread, const std::string& message_id) {
    for (const json& section : thread["sections"]) {
        if (section["message"]["message_id"] == message_id) {
            return section;
        }
    }
    FAIL("no section for " << message_id);
    static const json none;
    return none;
}

const std::string kWorksPerSec = "fxmark.hdd_ext4_no_jnl_MWCL_1_bufferedio.works/sec";
const std::string kWorks = "fxmark.hdd_ext4_no_jnl_MWCL_1_bufferedio.works";

}  // namespace

TEST_CASE("corpus posts of the LKP thread give the same cells from the mbox", "[mail][corpus]") {
    const json thread = report_of({kThread});
    REQUIRE(thread["sections"].size() == 2);  // Andreas' reply only quotes: no section
    const json& report = section_of(thread, "20210214140921.GD6321@xsang-OptiPlex-9020");
    const json& oliver = section_of(thread, "20210303025651.GA2708@xsang-OptiPlex-9020");

    const json case100 = report_of({corpus("100-lkp-fxmark-ext4-cr0-quoted-qp-wrapped.txt")});
    for (const std::string& metric : {kWorksPerSec, kWorks}) {
        INFO(metric);
        CHECK_FALSE(cells(case100, metric).empty());
        CHECK(cells(case100, metric) == cells(report, metric));
    }
    const json case101 =
        report_of({corpus("101-lkp-fxmark-ext4-cr0-reply-latin1-partial-table.txt")});
    // Oliver's unquoted `works` row is his own; the works/sec he quotes was the robot's.
    CHECK_FALSE(cells(case101, kWorks).empty());
    CHECK(cells(case101, kWorks) == cells(oliver, kWorks));
    CHECK(cells(case101, kWorksPerSec) == cells(report, kWorksPerSec));
    CHECK(cells(oliver, kWorksPerSec).empty());
}
