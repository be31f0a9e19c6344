// Mail files on the command line: a section per message, --message, the mail beside other
// inputs, output formats of several sections, and the notes for what cannot be read.
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "cli/cli_support.hpp"

using cli_test::hackbench_block;
using cli_test::kBase;
using cli_test::kPatched;
using cli_test::run_cli;
using cli_test::ScratchDir;

namespace {

std::string message(const std::string& id, const std::string& reply_to, const std::string& type,
                    const std::string& body) {
    return "From mboxrd@z Thu Jan  1 00:00:00 1970\nFrom: Tester <t@example.org>\n"
           "Date: Mon, 1 Jan 2024 10:00:00 +0000\nSubject: results " +
           id + "\nMessage-ID: <" + id + ">\n" +
           (reply_to.empty() ? "" : "In-Reply-To: <" + reply_to + ">\n") +
           "MIME-Version: 1.0\nContent-Type: " + type + "\n\n" + body + "\n";
}

std::string two_variants(const std::string& base_time, const std::string& new_time) {
    return "base:\n" + hackbench_block(10, {base_time, base_time + "1", base_time + "2"}) +
           "\npatched:\n" + hackbench_block(10, {new_time, new_time + "1", new_time + "2"});
}

// a@x posts runs, b@x replies with runs of its own, c@x is HTML only.
const std::string kThread = message("a@x", "", "text/plain", two_variants("0.89", "0.85")) +
                            message("b@x", "a@x", "text/plain", two_variants("1.89", "1.95")) +
                            message("c@x", "a@x", "text/html", "<p>1 2 3</p>");

}  // namespace

TEST_CASE("each message with runs is a section under its heading", "[cli][mail]") {
    ScratchDir dir("mail-sections");
    dir.write("t.mbox", kThread);
    const cli_test::Outcome outcome = run_cli({(dir.path / "t.mbox").string()});
    REQUIRE(outcome.code == 0);
    CHECK(outcome.out.find("Message 1: results a@x\nTester, Mon, 1 Jan 2024 10:00:00 +0000, "
                           "<a@x>\n") == 0);
    CHECK(outcome.out.find("Message 2: results b@x") != std::string::npos);
    CHECK(outcome.out.find("Message 3") == std::string::npos);
    // The HTML-only message is named with its part, at the line its message starts (its `From `
    // line).
    CHECK(outcome.err.find("t.mbox:46: note: message 3: part 1 (text/html): an HTML part and no "
                           "text/plain one: not read") != std::string::npos);
}

TEST_CASE("one message of a mail file picked by number or Message-ID", "[cli][mail]") {
    ScratchDir dir("mail-pick");
    dir.write("t.mbox", kThread);
    const std::string path = (dir.path / "t.mbox").string();
    for (const std::string& pick : {std::string("2"), std::string("b@x"), std::string("<b@x>")}) {
        const cli_test::Outcome outcome = run_cli({"--message", pick, path});
        INFO(pick);
        REQUIRE(outcome.code == 0);
        CHECK(outcome.out.find("Message 2: results b@x") == 0);
        CHECK(outcome.out.find("Message 1") == std::string::npos);
    }
    const cli_test::Outcome missing = run_cli({"--message", "9", path});
    CHECK(missing.code == 2);
    CHECK(missing.err.find("t.mbox: no message 9 (the file holds 3 messages)") !=
          std::string::npos);
    const cli_test::Outcome html = run_cli({"--message", "c@x", path});
    CHECK(html.code == 2);
    CHECK(html.err.find("message 3 has no text to read") != std::string::npos);
}

TEST_CASE("JSON names the Message-ID of every section", "[cli][mail]") {
    ScratchDir dir("mail-json");
    dir.write("t.mbox", kThread);
    const cli_test::Outcome outcome = run_cli({"--format", "json", (dir.path / "t.mbox").string()});
    REQUIRE(outcome.code == 0);
    const nlohmann::json document = nlohmann::json::parse(outcome.out);
    REQUIRE(document["sections"].size() == 2);
    CHECK(document["sections"][0]["message"]["message_id"] == "a@x");
    CHECK(document["sections"][1]["message"]["message_id"] == "b@x");
    CHECK(document["sections"][1]["message"]["number"] == 2);
    // One message picked: the report as for any input, with its message.
    const cli_test::Outcome one =
        run_cli({"--format", "json", "--message", "2", (dir.path / "t.mbox").string()});
    const nlohmann::json single = nlohmann::json::parse(one.out);
    CHECK_FALSE(single.contains("sections"));
    CHECK(single["message"]["message_id"] == "b@x");
}

TEST_CASE("CSV refuses several sections and takes one", "[cli][mail]") {
    ScratchDir dir("mail-csv");
    dir.write("t.mbox", kThread);
    const std::string path = (dir.path / "t.mbox").string();
    const cli_test::Outcome several = run_cli({"--format", "csv", path});
    CHECK(several.code == 2);
    CHECK(several.err.find("pick one with --message") != std::string::npos);
    CHECK(several.out.empty());
    CHECK(run_cli({"--format", "csv", "--message", "1", path}).code == 0);
}

TEST_CASE("a mail file beside other inputs stands for its one message", "[cli][mail]") {
    ScratchDir dir("mail-beside");
    dir.write("t.mbox", kThread);
    dir.write("one.eml", "From: T <t@x>\nSubject: s\nMessage-ID: <o@x>\n\n" + kPatched);
    dir.write("base.txt", kBase);
    const cli_test::Outcome mixed =
        run_cli({(dir.path / "base.txt").string(), (dir.path / "one.eml").string()});
    REQUIRE(mixed.code == 0);
    CHECK(mixed.out.find("Message") == std::string::npos);
    CHECK(mixed.out.find("one") != std::string::npos);  // labelled after its file
    const cli_test::Outcome thread =
        run_cli({(dir.path / "base.txt").string(), (dir.path / "t.mbox").string()});
    CHECK(thread.code == 2);
    CHECK(thread.err.find("2 of its messages hold benchmark output; compare the mail file "
                          "alone, or pick one with --message") != std::string::npos);
    const cli_test::Outcome no_mail = run_cli(
        {"--message", "1", (dir.path / "base.txt").string(), (dir.path / "base.txt").string()});
    CHECK(no_mail.code == 2);
    CHECK(no_mail.err.find("no input is one") != std::string::npos);
}

TEST_CASE("a message that cannot be compared is a note, and the others are reported",
          "[cli][mail]") {
    // z@x's two attachments share no metric (plain numbers, go benchmarks).
    const std::string parts =
        "--B\nContent-Type: text/plain\n\n1\n2\n3\n--B\nContent-Type: text/plain\n\n"
        "BenchmarkA 1 5 ns/op\nBenchmarkA 1 6 ns/op\n--B--";
    ScratchDir dir("mail-not-compared");
    dir.write("t.mbox", message("z@x", "", "multipart/mixed; boundary=\"B\"", parts) + kThread);
    const cli_test::Outcome outcome = run_cli({(dir.path / "t.mbox").string()});
    REQUIRE(outcome.code == 0);
    CHECK(outcome.err.find("note: message 1 is not compared:") != std::string::npos);
    CHECK(outcome.err.find("no metric in common with the baseline") != std::string::npos);
    CHECK(outcome.out.find("Message 1") == std::string::npos);
    CHECK(outcome.out.find("Message 2: results a@x") == 0);
}

TEST_CASE("a message with one run is summarised, as one input is", "[cli][mail]") {
    ScratchDir dir("mail-one-run");
    dir.write("t.mbox", message("z@x", "", "text/plain", kBase) + kThread);
    const cli_test::Outcome outcome = run_cli({(dir.path / "t.mbox").string()});
    REQUIRE(outcome.code == 0);
    CHECK(outcome.out.find("Message 1: results z@x") == 0);
    CHECK(outcome.out.find("nothing compared (no second input)") != std::string::npos);
    CHECK(outcome.out.find("Message 2: results a@x") != std::string::npos);
}

TEST_CASE("a mail file without runs is refused, naming it", "[cli][mail]") {
    ScratchDir dir("mail-empty");
    dir.write("t.mbox", message("a@x", "", "text/plain", "Thanks, looks good.") +
                            message("b@x", "a@x", "text/plain", "Agreed."));
    const cli_test::Outcome outcome = run_cli({(dir.path / "t.mbox").string()});
    CHECK(outcome.code == 2);
    CHECK(outcome.err.find("t.mbox: none of its 2 messages holds benchmark output") !=
          std::string::npos);
}

TEST_CASE("quiet output gives each section its summary line", "[cli][mail]") {
    ScratchDir dir("mail-quiet");
    dir.write("t.mbox", kThread);
    const cli_test::Outcome outcome = run_cli({"--quiet", (dir.path / "t.mbox").string()});
    REQUIRE(outcome.code == 0);
    CHECK(outcome.out.find("Message 1: results a@x\nbenchcmp: ") == 0);
    CHECK(outcome.out.find("\nMessage 2: results b@x\nbenchcmp: ") != std::string::npos);
}
