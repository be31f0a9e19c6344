// The bad-input catalogue: every input a user can paste by mistake, with the exit code and the
// message benchcmp must give. Never a crash, a hang or a silently wrong number, and no input
// file is ever written to.
#include <fmt/format.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "benchcmp/app.hpp"
#include "cli/cli_support.hpp"
#include "file_text.hpp"

using benchcmp::testing::file_text;
using cli_test::File;
using cli_test::hackbench_block;
using cli_test::kBase;
using cli_test::kPatched;
using cli_test::substitute;

namespace fs = std::filesystem;

namespace {

struct BadInput {
    std::string name;
    std::vector<File> files;        // written into a fresh folder, {dir} in args names it
    std::vector<std::string> args;  // {dir}/name is replaced by the folder's path
    int exit_code;
    std::vector<std::string> stderr_has;  // substrings the message must contain
    std::string stdout_has = "";          // substring of the report, when it succeeds
    std::string stdin_text = "";
};

// A saved message's header block declaring content_type, and the blank line after it.
std::string mail_headers(const std::string& content_type) {
    return "From: Tester <t@example.org>\nSubject: runs\nMessage-ID: <m@x>\nMIME-Version: 1.0\n"
           "Content-Type: " +
           content_type + "\n\n";
}

std::string repeat(const std::string& text, std::size_t times) {
    std::string out;
    out.reserve(text.size() * times);
    for (std::size_t i = 0; i < times; ++i) {
        out += text;
    }
    return out;
}

std::string many_variants_args_marker() {
    return "@500";
}

std::vector<BadInput> catalogue() {
    using S = std::vector<std::string>;
    std::string binary;
    for (int i = 0; i < 4096; ++i) {
        binary += static_cast<char>((i * 7919 + 13) % 256);
    }
    return {
        {"missing file",
         {{"base.txt", kBase}},
         {"{dir}/base.txt", "{dir}/nope.txt"},
         2,
         S{"nope.txt: No such file or directory"}},
        {"directory",
         {{"base.txt", kBase}},
         {"{dir}/base.txt", "{dir}"},
         2,
         S{"is a directory, not a file"}},
        {"unreadable file (read fails)",
         {{"base.txt", kBase}},
         {"{dir}/base.txt", "/proc/self/mem"},
         2,
         S{"/proc/self/mem: Input/output error"}},
        {"empty file",
         {{"base.txt", kBase}, {"empty.txt", ""}},
         {"{dir}/base.txt", "{dir}/empty.txt"},
         2,
         S{"empty.txt: empty input"}},
        {"whitespace only",
         {{"base.txt", kBase}, {"blank.txt", " \n\t\n\r\n"}},
         {"{dir}/base.txt", "{dir}/blank.txt"},
         2,
         S{"blank.txt: empty input"}},
        {"binary garbage",
         {{"base.txt", kBase}, {"garbage.bin", binary}},
         {"{dir}/base.txt", "{dir}/garbage.bin"},
         2,
         S{"garbage.bin: cannot tell the input format; name it with --input-format"}},
        {"NUL byte inside a value",
         {{"base.txt", kBase},
          {"nul.txt",
           hackbench_block(10, {std::string{'0', '.', '8', '\0', '5', '0'}, "0.861", "0.847"})}},
         {"{dir}/base.txt", "{dir}/nul.txt"},
         0,
         S{"nul.txt:3: warning: Time: value \"0.8\\x0050\" is not a number; skipped"},
         "n    mean"},
        {"UTF-8 byte-order mark",
         {{"base.txt", kBase}, {"bom.txt", "\xEF\xBB\xBF" + kPatched}},
         {"{dir}/base.txt", "{dir}/bom.txt"},
         0,
         S{"bom.txt: note: removed a UTF-8 byte-order mark"},
         "better"},
        {"CRLF line ends",
         {{"base.txt", kBase},
          {"crlf.txt",
           [] {
               std::string text;
               for (char c : kPatched) {
                   text += c == '\n' ? "\r\n" : std::string(1, c);
               }
               return text;
           }()}},
         {"{dir}/base.txt", "{dir}/crlf.txt"},
         0,
         S{},
         "better"},
        {"a 10 MB single line",
         {{"base.txt", kBase}, {"long.txt", std::string(10'000'000, 'x')}},
         {"{dir}/base.txt", "{dir}/long.txt"},
         2,
         S{"long.txt: cannot tell the input format"}},
        {"a million lines of prose",
         {{"base.txt", kBase},
          {"prose.txt", repeat("the quick brown fox jumps over the lazy dog\n", 1'000'000)}},
         {"{dir}/base.txt", "{dir}/prose.txt"},
         2,
         S{"prose.txt: cannot tell the input format"}},
        {"NaN value",
         {{"a.txt", "1\n2\n3\n"}, {"b.txt", "nan\n1\n2\n3\n"}},
         {"{dir}/a.txt", "{dir}/b.txt"},
         0,
         S{"b.txt:1: warning: not a finite number: \"nan\""},
         "unchanged"},
        {"inf value",
         {{"a.txt", "1\n2\n3\n"}, {"b.txt", "1\ninf\n2\n3\n"}},
         {"{dir}/a.txt", "{dir}/b.txt"},
         0,
         S{"b.txt:2: warning: not a finite number: \"inf\""}},
        {"1e309 overflows",
         {{"a.txt", "1\n2\n3\n"}, {"b.txt", "1\n2\n1e309\n3\n"}},
         {"{dir}/a.txt", "{dir}/b.txt"},
         0,
         S{"b.txt:3: warning: number out of range: \"1e309\""}},
        {"negative zero is zero",
         {{"a.txt", "0\n1\n2\n"}, {"b.txt", "-0\n1\n2\n"}},
         {"--format", "json", "{dir}/a.txt", "{dir}/b.txt"},
         0,
         S{},
         "\"diff_pct\": 0.0"},
        {"negative time",
         {{"base.txt", kBase}, {"neg.txt", hackbench_block(10, {"-0.850", "0.861", "0.847"})}},
         {"{dir}/base.txt", "{dir}/neg.txt"},
         0,
         S{"neg.txt:3: warning: Time: value \"-0.850\" is negative; skipped"}},
        {"zero baseline mean",
         {{"a.txt", "0\n0\n0\n"}, {"b.txt", "1\n2\n3\n"}},
         {"--format", "json", "{dir}/a.txt", "{dir}/b.txt"},
         0,
         S{},
         "\"diff_pct\": null"},
        {"n = 1 on one side",
         {{"base.txt", hackbench_block(10, {"0.890"})}, {"p.txt", kPatched}},
         {"{dir}/base.txt", "{dir}/p.txt"},
         0,
         S{},
         "n/a"},
        {"all values equal",
         {{"a.txt", "5\n5\n5\n"}, {"b.txt", "5\n5\n5\n"}},
         {"--format", "json", "{dir}/a.txt", "{dir}/b.txt"},
         0,
         S{},
         "\"p_value\": 1.0"},
        {"equal values, different constants",
         {{"a.txt", "5\n5\n5\n"}, {"b.txt", "6\n6\n6\n"}},
         {"--format", "json", "{dir}/a.txt", "{dir}/b.txt"},
         0,
         S{},
         "\"p_value\": 0.0"},
        {"mismatched cases between files",
         {{"base.txt", kBase}, {"other.txt", hackbench_block(20, {"1.5", "1.6"})}},
         {"{dir}/base.txt", "{dir}/other.txt"},
         2,
         S{"other.txt: no metric in common with the baseline"}},
        {"two different formats",
         {{"base.txt", kBase}, {"n.txt", "1\n2\n3\n"}},
         {"{dir}/base.txt", "{dir}/n.txt"},
         2,
         S{"n.txt: no metric in common with the baseline"}},
        {"truncated last block",
         {{"base.txt", kBase},
          {"cut.txt", kPatched + "Running in process mode with 10 groups using 40 file"}},
         {"{dir}/base.txt", "{dir}/cut.txt"},
         0,
         S{},
         "better"},
        {"stderr interleaved before stdout",
         {{"base.txt", kBase},
          {"mixed.txt", "No measurements available\n" + kPatched + "No measurements available\n"}},
         {"{dir}/base.txt", "{dir}/mixed.txt"},
         0,
         S{"mixed.txt:1: warning: No measurements available"}},
        {"quoted-printable remains",
         {{"base.txt", kBase},
          {"qp.txt",
           "Running in process mode with 10 groups using 40 file=\n descriptors each "
           "(=3D=3D 400 tasks)\nEach sender will pass 100 messages of 100 bytes\n"
           "Time:=090.850\nTime: 0.861\nTime: 0.847\n"}},
         {"{dir}/base.txt", "{dir}/qp.txt"},
         0,
         S{"qp.txt: note: decoded quoted-printable"},
         "better"},
        {"--input-format of the wrong family",
         {{"base.txt", kBase}, {"p.txt", kPatched}},
         {"--input-format", "numbers", "{dir}/base.txt", "{dir}/p.txt"},
         2,
         S{"base.txt: no numbers results found", "base.txt:1: warning: not a number"}},
        {"unknown --input-format",
         {{"base.txt", kBase}},
         {"--input-format", "xml", "{dir}/base.txt", "{dir}/base.txt"},
         2,
         S{"--input-format", "benchcmp --help"}},
        {"duplicate labels",
         {{"base.txt", kBase}, {"p.txt", kPatched}},
         {"x={dir}/base.txt", "x={dir}/p.txt"},
         0,
         S{},
         "x#2"},
        {"500 variants",
         {{"base.txt", kBase}, {"p.txt", kPatched}},
         {"{dir}/base.txt", many_variants_args_marker()},
         0,
         S{},
         "p#500"},
        {"label with a missing file",
         {{"base.txt", kBase}},
         {"{dir}/base.txt", "new={dir}/gone.txt"},
         2,
         S{"gone.txt: No such file or directory"}},
        {"empty stdin", {{"base.txt", kBase}}, {"{dir}/base.txt", "-"}, 2, S{"-: empty input"}},
        {"stdin as the variant",
         {{"base.txt", kBase}},
         {"{dir}/base.txt", "-"},
         0,
         S{},
         "stdin",
         kPatched},
        {"alpha of 0", {}, {"--alpha", "0", "a", "b"}, 2, S{"--alpha"}},
        {"alpha of 1", {}, {"--alpha", "1", "a", "b"}, 2, S{"--alpha"}},
        {"alpha not a number", {}, {"--alpha", "0.05x", "a", "b"}, 2, S{"--alpha"}},
        {"unknown output format", {}, {"--format", "xml", "a", "b"}, 2, S{"--format"}},
        {"unknown flag", {}, {"--frobnicate", "a", "b"}, 2, S{"--frobnicate"}},
        {"no inputs", {}, {}, 2, S{"inputs is required"}},
        {"one input only: summarised, nothing compared",
         {{"base.txt", kBase}},
         {"{dir}/base.txt"},
         0,
         S{},
         "of one input, nothing compared"},
        {"comments only",
         {{"base.txt", "1\n2\n"}, {"c.txt", "# nothing\n# here\n"}},
         {"--input-format", "numbers", "{dir}/base.txt", "{dir}/c.txt"},
         2,
         S{"c.txt: no numbers results found"}},
        {"header without results",
         {{"base.txt", kBase}, {"h.txt", hackbench_block(10, {})}},
         {"{dir}/base.txt", "{dir}/h.txt"},
         2,
         S{"h.txt:1: no hackbench results found: hackbench output starts here but has no "
           "'Time:' line"}},
        {"Time: not a number",
         {{"base.txt", kBase}, {"t.txt", hackbench_block(10, {"abc", "0.861", "0.847"})}},
         {"{dir}/base.txt", "{dir}/t.txt"},
         0,
         S{"t.txt:3: warning: Time: value \"abc\" is not a number; skipped"}},
        {"trailing garbage on a number",
         {{"a.txt", "1\n2\n3\n"}, {"b.txt", "1\n2.5abc\n3\n4\n"}},
         {"{dir}/a.txt", "{dir}/b.txt"},
         0,
         S{"b.txt:2: warning: not a number: \"2.5abc\""}},
        {"thousands separator",
         {{"a.txt", "1\n2\n3\n"}, {"b.txt", "1\n1,234\n3\n4\n"}},
         {"{dir}/a.txt", "{dir}/b.txt"},
         0,
         S{"b.txt:2: warning: not a number: \"1,234\""}},
        {"a case on one side only",
         {{"base.txt", kBase + hackbench_block(20, {"1.7", "1.8"})}, {"p.txt", kPatched}},
         {"{dir}/base.txt", "{dir}/p.txt"},
         0,
         S{},
         "gone"},
        // Found by fuzz_pipeline (minimised input kept in
        // tests/cli/fixtures/fuzz/pipeline-invalid-utf8-label.bin): a label that is not UTF-8
        // made the JSON serializer throw, which ended the process. Invalid bytes now become
        // U+FFFD in JSON.
        {"invalid UTF-8 in labels (fuzz regression)",
         {{"t.txt",
           "Baseline\xff, SMTOFF:\n  count 5\n  mean 10\n  std 1\nPatches\xfe, SMTOFF:\n"
           "  count 5\n  mean 11\n  std 1\n"}},
         {"--format", "json", "{dir}/t.txt"},
         0,
         S{},
         "\"label\": \"Baseline\xef\xbf\xbd\""},
        // Saved mail (docs/formats.md, Mail files): malformed MIME gets a clear message or a
        // correct result, in time linear in the file.
        {"mail: a multipart whose boundary parameter is missing",
         {{"m.eml", mail_headers("multipart/mixed") + "--B\nContent-Type: text/plain\n\n" + kBase}},
         {"{dir}/m.eml"},
         2,
         {"none of its 1 message holds benchmark output; message 1: part 1 (multipart/mixed): a "
          "multipart with no parts (a missing or wrong boundary): not read"}},
        {"mail: multiparts nested 10,000 deep",
         {{"m.eml",
           [] {
               std::string text = mail_headers("multipart/mixed; boundary=\"b0\"");
               for (int i = 0; i < 10'000; ++i) {
                   text += fmt::format("--b{}\nContent-Type: multipart/mixed; boundary=\"b{}\"\n\n",
                                       i, i + 1);
               }
               text += "--b10000\nContent-Type: text/plain\n\nbase:\n" + kBase + "\npatched:\n" +
                       kPatched;
               for (int i = 10'000; i >= 0; --i) {
                   text += fmt::format("--b{}--\n", i);
               }
               return text;
           }()}},
         {"{dir}/m.eml"},
         2,
         {"part 1.1.1.1... (1024 levels) (multipart/mixed): multiparts nested 1024 deep, as deep "
          "as GMime reads: what is inside is not read"}},
        {"mail: a header line of 10 MB",
         {{"m.eml", "From: a@x\nSubject: " + std::string(10'000'000, 'x') +
                        "\nMessage-ID: <m@x>\n\nbase:\n" + kBase + "\npatched:\n" + kPatched}},
         {"{dir}/m.eml"},
         0,
         S{},
         "better"},
        {"mail: a charset nobody knows",
         {{"m.eml", mail_headers("text/plain; charset=x-nobody-knows") + "base:\n" + kBase +
                        "\npatched:\n" + kPatched}},
         {"{dir}/m.eml"},
         0,
         {"m.eml:1: note: message 1: part 1 (text/plain): charset 'x-nobody-knows' is not known; "
          "its bytes are read as they are"},
         "better"},
        {"mail: a 100 MB base64 part beside the text part",
         {{"m.eml",
           mail_headers("multipart/mixed; boundary=\"B\"") +
               "--B\nContent-Type: text/plain\n\nbase:\n" + kBase + "\npatched:\n" + kPatched +
               "--B\nContent-Type: application/octet-stream\n"
               "Content-Transfer-Encoding: base64\n\n" +
               repeat("eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4\n",
                      100'000'000 / 77) +
               "--B--\n"}},
         {"{dir}/m.eml"},
         0,
         S{},
         "better"},
        {"mail quoting at depth three",
         {{"base.txt", kBase},
          {"q.txt",
           [] {
               std::string quoted;
               std::istringstream lines(kPatched);
               for (std::string line; std::getline(lines, line);) {
                   quoted += ">>> " + line + "\n";
               }
               return quoted;
           }()}},
         {"{dir}/base.txt", "{dir}/q.txt"},
         0,
         S{},
         "better"},
    };
}

}  // namespace

TEST_CASE("bad-input catalogue", "[cli][catalogue]") {
    // Catch2 runs a test case once per section, and the catalogue holds tens of megabytes of
    // input: it is built once, not once per entry.
    static const std::vector<BadInput> entries = catalogue();
    REQUIRE(entries.size() >= 40);
    for (const BadInput& entry : entries) {
        DYNAMIC_SECTION(entry.name) {
            const fs::path dir =
                fs::temp_directory_path() / ("benchcmp-catalogue-" + std::to_string(::getpid()));
            fs::remove_all(dir);
            fs::create_directories(dir);
            for (const File& file : entry.files) {
                std::ofstream(dir / file.name, std::ios::binary) << file.content;
            }
            std::vector<std::string> args;
            for (const std::string& arg : entry.args) {
                if (arg == many_variants_args_marker()) {
                    for (int i = 0; i < 500; ++i) {
                        args.push_back("p=" + (dir / "p.txt").string());
                    }
                    continue;
                }
                args.push_back(substitute(arg, dir.string()));
            }
            std::istringstream in(entry.stdin_text);
            std::ostringstream out;
            std::ostringstream err;
            const int code = benchcmp::run(args, in, out, err);
            INFO("stderr: " << err.str().substr(0, 2000));
            CHECK(code == entry.exit_code);
            for (const std::string& expected : entry.stderr_has) {
                CHECK(err.str().find(substitute(expected, dir.string())) != std::string::npos);
            }
            if (!entry.stdout_has.empty()) {
                CHECK(out.str().find(entry.stdout_has) != std::string::npos);
            }
            if (code == 2) {
                CHECK(out.str().empty());
            }
            // No input file is ever written to.
            for (const File& file : entry.files) {
                CHECK(file_text(dir / file.name) == file.content);
            }
            fs::remove_all(dir);
        }
    }
}
