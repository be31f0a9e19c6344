// The bad-input catalogue: every input a user can paste by mistake, with the exit code and the
// message benchcmp must give. Never a crash, a hang or a silently wrong number, and no input
// file is ever written to.
#include <fmt/format.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <map>
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
        // Messages that name the real cause (each a class of input, not one file).
        {"a saved report listing two inputs of one label",
         {{"base.txt", kBase},
          {"dup.json",
           R"({"schema": "benchcmp/3", "inputs": [{"label": "a"}, {"label": "a"}], "rows": []})"}},
         {"{dir}/dup.json"},
         2,
         S{"dup.json:1: two inputs are labelled 'a'; its rows name their sides by label"}},
        {"UTF-16 text with a byte-order mark",
         {{"base.txt", kBase}, {"u16.json", std::string("\xFF\xFE{\0\"\0a\0\"\0}\0", 12)}},
         {"{dir}/base.txt", "{dir}/u16.json"},
         2,
         S{"u16.json: the text is UTF-16, which benchcmp does not read; convert it to UTF-8"}},
        {"UTF-16 text without a byte-order mark (big-endian XML)",
         {{"base.txt", kBase},
          {"u16.xml",
           [] {
               std::string wide;
               for (const char c : std::string("<?xml version=\"1.0\"?><PhoronixTestSuite>")) {
                   wide += '\0';
                   wide += c;
               }
               return wide;
           }()}},
         {"{dir}/base.txt", "{dir}/u16.xml"},
         2,
         S{"u16.xml: the text is UTF-16"}},
        {"gzip data inside gzip data",
         {{"base.txt", kBase},
          {"twice.gz", std::string("\x1f\x8b\x08\x00\x00\x00\x00\x00\x02\x03\x93\xef\xe6\x60\xc8"
                                   "\xcb\x2f\x51\x28\x4a\x4d\xcc\xc9\xa9\x54\xc8\xcc\xcb\x4b"
                                   "\x2d\x52\x48\x49\x2c\x49\x04\x00\xae\x47\x66\x10\x19\x00"
                                   "\x00\x00",
                                   45)}},
         {"{dir}/base.txt", "{dir}/twice.gz"},
         2,
         S{"twice.gz: gzip data inside gzip data; benchcmp inflates one layer"}},
        {"an XML result file cut short",
         {{"cut.xml",
           "<?xml version=\"1.0\"?>\n<PhoronixTestSuite>\n  <System><Identifier>a</Identifier>"
           "</System>\n  <Result>\n    <Title>Hackbench</Title>\n"}},
         {"{dir}/cut.xml"},
         2,
         S{"benchcmp: error: {dir}/cut.xml:5: the file ends early (cut short?): not valid XML"}},
        {"a JSON file cut short",
         {{"cut.json", "{\"benchmarks\": [\n  {\"name\": \"BM_a\", \"real_time\": 1,"}},
         {"{dir}/cut.json"},
         2,
         S{"benchcmp: error: {dir}/cut.json:2: the file ends early (cut short?): not valid JSON"}},
        {"--width that is not an integer",
         {{"base.txt", kBase}, {"p.txt", kPatched}},
         {"--width", "1e2", "{dir}/base.txt", "{dir}/p.txt"},
         2,
         S{"--width: '1e2' is not a whole number of columns; give an integer from 20 to 100000"}},
        {"--max-input-size that is not a whole number",
         {{"base.txt", kBase}, {"p.txt", kPatched}},
         {"--max-input-size", "1.5G", "{dir}/base.txt", "{dir}/p.txt"},
         2,
         S{"--max-input-size: '1.5G' is not a size; give a whole number of bytes, or of K, M or "
           "G (powers of 1024)"}},
        {"--max-input-size with a suffix it knows",
         {{"base.txt", kBase}, {"p.txt", kPatched}},
         {"--max-input-size", "1KiB", "{dir}/base.txt", "{dir}/p.txt"},
         0,
         S{},
         "better"},
        {"an empty argument",
         {{"base.txt", kBase}},
         {"{dir}/base.txt", ""},
         2,
         S{"benchcmp: error: an input argument is empty (an unset shell variable?)"}},
        {"an empty --baseline",
         {{"base.txt", kBase}},
         {"--baseline", "", "{dir}/base.txt"},
         2,
         S{"benchcmp: error: --baseline is empty"}},
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
         "\"label\": \"Baseline\\\\xff\""},
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

namespace {

// The first byte of text that could drive a terminal or is no UTF-8: a C0 control other than
// the line end (and the CR of CSV's CRLF when crlf), DEL, a C1 control, a bidi control, or a
// byte of no well-formed sequence; npos when there is none. Written apart from
// benchcmp::printable so that the test does not trust the rule it checks.
std::size_t first_unsafe_byte(const std::string& text, bool crlf) {
    for (std::size_t i = 0; i < text.size();) {
        const auto byte = static_cast<unsigned char>(text[i]);
        if (byte < 0x80) {
            const bool allowed = byte == '\n' || (crlf && byte == '\r');
            if ((byte < 0x20 && !allowed) || byte == 0x7f) {
                return i;
            }
            ++i;
            continue;
        }
        std::size_t length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC2 ? 2 : 0;
        if (length == 0 || byte > 0xF4 || i + length > text.size()) {
            return i;
        }
        char32_t code = byte & (0x7F >> length);
        for (std::size_t k = 1; k < length; ++k) {
            const auto next = static_cast<unsigned char>(text[i + k]);
            if ((next & 0xC0) != 0x80) {
                return i;
            }
            code = (code << 6) | (next & 0x3F);
        }
        const char32_t smallest[] = {0, 0, 0x80, 0x800, 0x10000};
        const bool bad = code < smallest[length] || code > 0x10FFFF ||
                         (code >= 0xD800 && code <= 0xDFFF) || (code >= 0x80 && code < 0xA0) ||
                         (code >= 0x202A && code <= 0x202E) || (code >= 0x2066 && code <= 0x2069);
        if (bad) {
            return i;
        }
        i += length;
    }
    return std::string::npos;
}

// Two inputs of one format family whose names (benchmark, metric, unit, case, label, column)
// hold ESC sequences, BEL, DEL, C1 CSI, a bidi override and invalid UTF-8.
struct HostileFamily {
    std::string name;
    std::vector<File> files;
    std::vector<std::string> args;
};

std::vector<HostileFamily> hostile_families() {
    const std::string go_a =
        "BenchmarkA\x1b[31m\xff-8  100  50 ns\x7f/op\nBenchmarkA\x1b[31m\xff-8  100  52 "
        "ns\x7f/op\n";
    const std::string go_b =
        "BenchmarkA\x1b[31m\xff-8  100  55 ns\x7f/op\nBenchmarkA\x1b[31m\xff-8  100  57 "
        "ns\x7f/op\n";
    const auto gbench = [](const std::string& time) {
        return "{\"context\": {}, \"benchmarks\": [{\"name\": \"BM_\\u001b]0;t\\u0007x/8\", "
               "\"run_type\": \"iteration\", \"iterations\": 10, \"real_time\": " +
               time + ", \"cpu_time\": " + time +
               ", \"time_unit\": \"n\\u001bs\", \"c\\u009b2J\": 3}]}";
    };
    const auto saved = [](const std::string& label, const std::string& values) {
        return "{\"schema\": \"benchcmp/3\", \"inputs\": [{\"label\": \"" + label +
               "\"}], \"rows\": [{\"benchmark\": \"b\\u001b[2J\", \"metric\": \"m\\u202e\", "
               "\"unit\": \"u\\u0007\", \"better\": \"lower\", \"case\": {\"k\\u001b\": "
               "\"v\\u009b\"}, \"baseline\": {\"label\": \"" +
               label + "\", \"values\": [" + values + "]}, \"variants\": []}]}";
    };
    const auto pts = [](const std::string& system, const std::string& value) {
        return "<?xml version=\"1.0\"?>\n<PhoronixTestSuite>\n<System><Identifier>" + system +
               "</Identifier></System>\n<Result><Identifier>pts/x&#x1b;[31m-1.0</Identifier>"
               "<Title>T&#x1b;]0;x&#x7;</Title><Scale>S&#x7f;</Scale><Proportion>LIB"
               "</Proportion><Description>Mode: a&#x1b;</Description><Data><Entry><Identifier>" +
               system + "</Identifier><Value>" + value + "</Value><RawString>" + value + ":" +
               value + "1</RawString></Entry></Data></Result>\n</PhoronixTestSuite>\n";
    };
    const auto hyperfine = [](const std::string& times) {
        return "{\"results\": [{\"command\": \"sleep\\u001b[2J 1\", \"times\": [" + times +
               "]}, {\"command\": \"sleep\\u00ff\\u0085 2\", \"times\": [" + times + "]}]}";
    };
    return {
        {"go-bench", {{"a.txt", go_a}, {"b.txt", go_b}}, {"{dir}/a.txt", "{dir}/b.txt"}},
        {"google-benchmark",
         {{"a.json", gbench("5")}, {"b.json", gbench("6")}},
         {"{dir}/a.json", "{dir}/b.json"}},
        {"benchcmp-json",
         {{"a.json", saved("o\\u001b[2Jld", "1, 1.1, 1.2")},
          {"b.json", saved("n\\u0007ew", "2, 2.1, 2.2")}},
         {"{dir}/a.json", "{dir}/b.json"}},
        {"pts",
         {{"a.xml", pts("s&#x1b;[1m", "5")}, {"b.xml", pts("t&#x9b;", "6")}},
         {"{dir}/a.xml", "{dir}/b.xml"}},
        {"hyperfine",
         {{"a.json", hyperfine("1, 1.1")}, {"b.json", hyperfine("2, 2.1")}},
         {"{dir}/a.json", "{dir}/b.json"}},
        {"table and labels",
         {{"t.txt",
           "case b\x1b[2Jase n\xfe\xff"
           "ew\nA\x1b[31m 0.9 1.05\nB\x7f 0.8 0.95\n"}},
         {"l\x1b]0;x\a="
          "{dir}/t.txt"}},
        {"a post's label lines",
         {{"post.txt", "base\x1b[2J\x1b]0;title\a:\n" + hackbench_block(10, {"0.89", "0.90"}) +
                           "\nne\xc2\x9bw\xff:\n" + hackbench_block(10, {"0.85", "0.86"})}},
         {"{dir}/post.txt"}},
        {"file names",
         {{"b\x1b[31m\xff.txt", hackbench_block(10, {"0.89", "x\x1b[2J", "0.90"})},
          {"p\xe2\x80\xae.txt", kPatched}},
         {"{dir}/b\x1b[31m\xff.txt", "{dir}/p\xe2\x80\xae.txt"}},
    };
}

}  // namespace

TEST_CASE("hostile names reach no renderer and no message raw", "[cli][catalogue][names]") {
    const std::vector<std::vector<std::string>> outputs{
        {},
        {"--format", "markdown"},
        {"--format", "csv"},
        {"--format", "json"},
        {"--layout", "rows"},
        {"--layout", "matrix"},
        {"--layout", "columns"},
        {"--style", "box", "--unicode"},
        {"--style", "mmtests"},
        {"--plot"},
        {"--quiet"},
        {"--sort", "name", "--mde", "--raw-p", "--ci"},
    };
    for (const HostileFamily& family : hostile_families()) {
        const cli_test::ScratchDir scratch("names");
        for (const File& file : family.files) {
            scratch.write(file.name, file.content);
        }
        for (const std::vector<std::string>& output : outputs) {
            std::vector<std::string> args = output;
            for (const std::string& arg : family.args) {
                args.push_back(substitute(arg, scratch.path.string()));
            }
            const cli_test::Outcome outcome = cli_test::run_cli(args);
            INFO(family.name << " " << (output.empty() ? "text" : output.front()) << " "
                             << (output.size() > 1 ? output[1] : ""));
            INFO("stdout: " << outcome.out.substr(0, 3000));
            INFO("stderr: " << outcome.err.substr(0, 3000));
            CHECK(outcome.code == 0);
            CHECK(!outcome.out.empty());
            const bool csv = !output.empty() && output.back() == "csv";
            CHECK(first_unsafe_byte(outcome.out, csv) == std::string::npos);
            CHECK(first_unsafe_byte(outcome.err, false) == std::string::npos);
        }
    }
}

TEST_CASE("messages quoting labels and file names escape them", "[cli][catalogue][names]") {
    const cli_test::ScratchDir scratch("name-messages");
    scratch.write("post.txt", "base\x1b[2J\x1b]0;title\a:\n" +
                                  hackbench_block(10, {"0.89", "0.90"}) + "\nnew:\n" +
                                  hackbench_block(10, {"0.85", "0.86"}));
    const std::string post = (scratch.path / "post.txt").string();
    // The post's baseline named in the note, the --tag error listing every label.
    const cli_test::Outcome noted = cli_test::run_cli({post});
    CHECK(noted.err.find("base\\x1b[2J\\x1b]0;title\\x07") != std::string::npos);
    const cli_test::Outcome tagged = cli_test::run_cli({"--tag", "nobody:k=v", post});
    CHECK(tagged.code == 2);
    CHECK(tagged.err.find("labels: base\\x1b[2J\\x1b]0;title\\x07, new") != std::string::npos);
    // A file name from a glob, in a warning about its line and as its label.
    scratch.write("r\x1b[31m\xff.txt", hackbench_block(10, {"0.89", "bad", "0.90"}));
    const cli_test::Outcome globbed = cli_test::run_cli({post, (scratch.path / "r*.txt").string()});
    CHECK(globbed.err.find("r\\x1b[31m\\xff.txt:4: warning:") != std::string::npos);
    for (const cli_test::Outcome* outcome : {&noted, &tagged, &globbed}) {
        CHECK(first_unsafe_byte(outcome->out, false) == std::string::npos);
        CHECK(first_unsafe_byte(outcome->err, false) == std::string::npos);
    }
}

namespace {

std::string hyperfine_json(const std::vector<std::pair<std::string, std::string>>& commands) {
    std::string text = "{\"results\": [";
    for (const auto& [command, times] : commands) {
        text += (text.back() == '[' ? "" : ", ") + std::string("{\"command\": \"") + command +
                "\", \"times\": [" + times + "]}";
    }
    return text + "]}";
}

std::string pts_xml(const std::string& system, const std::string& title,
                    const std::string& trials) {
    return "<?xml version=\"1.0\"?>\n<PhoronixTestSuite>\n<System><Identifier>" + system +
           "</Identifier></System>\n<Result><Identifier>pts/" + title + "-1.0</Identifier><Title>" +
           title +
           "</Title><Scale>Seconds</Scale><Proportion>LIB</Proportion><Data><Entry>"
           "<Identifier>" +
           system + "</Identifier><Value>1</Value><RawString>" + trials +
           "</RawString></Entry></Data></Result>\n</PhoronixTestSuite>\n";
}

// The CSV report's rows as `variant case.<key> diff_pct`-style lines: its header names the
// columns, so a test reads them by name.
std::vector<std::map<std::string, std::string>> csv_rows(const std::string& csv) {
    std::vector<std::vector<std::string>> lines;
    std::istringstream in(csv);
    for (std::string line; std::getline(in, line);) {
        if (!line.empty() && line.back() == '\r') {
            line.pop_back();
        }
        std::vector<std::string> cells;
        std::istringstream cells_in(line);
        for (std::string cell; std::getline(cells_in, cell, ',');) {
            cells.push_back(cell);
        }
        lines.push_back(cells);
    }
    std::vector<std::map<std::string, std::string>> rows;
    for (std::size_t i = 1; i < lines.size(); ++i) {
        std::map<std::string, std::string> row;
        for (std::size_t c = 0; c < lines[0].size() && c < lines[i].size(); ++c) {
            row[lines[0][c]] = lines[i][c];
        }
        rows.push_back(row);
    }
    return rows;
}

}  // namespace

TEST_CASE("across files a variant named by what ran is a case, each file a variant",
          "[cli][catalogue][variants]") {
    const cli_test::ScratchDir scratch("variants");
    const auto path = [&](const std::string& name) { return (scratch.path / name).string(); };
    // hyperfine 'short' 'long' before and after a change: each command against itself.
    scratch.write("old.json", hyperfine_json({{"short", "1, 1.1, 1.2"}, {"long", "2, 2.1, 2.2"}}));
    scratch.write("new.json", hyperfine_json({{"short", "1, 1.1, 1.2"}, {"long", "4, 4.1, 4.2"}}));
    const cli_test::Outcome two =
        cli_test::run_cli({"--format", "csv", path("old.json"), path("new.json")});
    INFO(two.err);
    REQUIRE(two.code == 0);
    const auto rows = csv_rows(two.out);
    REQUIRE(rows.size() == 2);
    CHECK(rows[0].at("case.command") == "short");
    CHECK(rows[0].at("baseline") == "old");
    CHECK(rows[0].at("variant") == "new");
    CHECK(rows[0].at("diff_pct") == "0");
    // (4.1 - 2.1) / 2.1 = 0.952380952380952...
    CHECK(rows[1].at("case.command") == "long");
    CHECK(rows[1].at("diff_pct").starts_with("95.238095238095"));
    // One file holding the comparison keeps its commands as variants.
    const cli_test::Outcome one = cli_test::run_cli({"--format", "csv", path("new.json")});
    REQUIRE(one.code == 0);
    const auto within = csv_rows(one.out);
    REQUIRE(within.size() == 1);
    CHECK(within[0].at("baseline") == "short");
    CHECK(within[0].at("variant") == "long");
    // Files of different commands share no variant: they stay variants, as before.
    scratch.write("other.json", hyperfine_json({{"a", "1, 1.1"}, {"b", "2, 2.1"}}));
    const cli_test::Outcome apart =
        cli_test::run_cli({"--format", "csv", path("old.json"), path("other.json")});
    REQUIRE(apart.code == 0);
    CHECK(csv_rows(apart.out).size() == 3);  // long, a and b against short
    // PTS: one system's results of the same test in two files are the two sides...
    scratch.write("before.xml", pts_xml("linux", "hackbench", "10:10.5:11"));
    scratch.write("after.xml", pts_xml("linux", "hackbench", "20:20.5:21"));
    const cli_test::Outcome sides =
        cli_test::run_cli({"--format", "csv", path("before.xml"), path("after.xml")});
    INFO(sides.err);
    REQUIRE(sides.code == 0);
    const auto pts_rows = csv_rows(sides.out);
    REQUIRE(pts_rows.size() == 1);
    CHECK(pts_rows[0].at("case.system") == "linux");
    CHECK(pts_rows[0].at("baseline_n") == "3");  // never the six trials of both files pooled
    CHECK(pts_rows[0].at("variant") == "after");
    // ... and its results of different tests saved apart still join as one system.
    scratch.write("stream.xml", pts_xml("linux", "stream", "5:5.5:6"));
    scratch.write("stream2.xml", pts_xml("linux2", "stream", "6:6.5:7"));
    scratch.write("hack2.xml", pts_xml("linux2", "hackbench", "9:9.5:10"));
    const cli_test::Outcome joined =
        cli_test::run_cli({"--format", "csv", path("before.xml"), path("stream.xml"),
                           path("hack2.xml"), path("stream2.xml")});
    REQUIRE(joined.code == 0);
    const auto joined_rows = csv_rows(joined.out);
    REQUIRE(joined_rows.size() == 2);
    CHECK(joined_rows[0].at("baseline") == "linux");
    CHECK(joined_rows[0].at("variant") == "linux2");
}

TEST_CASE("Google Benchmark and pyperf: benchmarks are cases, each file a variant",
          "[cli][catalogue][variants]") {
    const cli_test::ScratchDir scratch("variants-json");
    const auto path = [&](const std::string& name) { return (scratch.path / name).string(); };
    const auto gbench = [](const std::string& a, const std::string& b) {
        return "{\"context\": {}, \"benchmarks\": [{\"name\": \"BM_short\", \"run_type\": "
               "\"iteration\", \"iterations\": 1, \"real_time\": " +
               a + ", \"cpu_time\": " + a +
               ", \"time_unit\": \"ns\"}, {\"name\": \"BM_long\", \"run_type\": \"iteration\", "
               "\"iterations\": 1, \"real_time\": " +
               b + ", \"cpu_time\": " + b + ", \"time_unit\": \"ns\"}]}";
    };
    scratch.write("old.json", gbench("10", "20"));
    scratch.write("new.json", gbench("10", "40"));
    const cli_test::Outcome google = cli_test::run_cli(
        {"--format", "csv", "--metric", "real_time", path("old.json"), path("new.json")});
    REQUIRE(google.code == 0);
    const auto rows = csv_rows(google.out);
    REQUIRE(rows.size() == 2);
    CHECK(rows[0].at("benchmark") == "BM_short");
    CHECK(rows[0].at("diff_pct") == "0");
    CHECK(rows[1].at("benchmark") == "BM_long");
    CHECK(rows[1].at("diff_pct") == "100");  // (40 - 20) / 20
    const auto pyperf = [](const std::string& a, const std::string& b) {
        return "{\"version\": \"1.0\", \"benchmarks\": [{\"metadata\": {\"name\": \"short\"}, "
               "\"runs\": [{\"values\": [" +
               a + "]}]}, {\"metadata\": {\"name\": \"long\"}, \"runs\": [{\"values\": [" + b +
               "]}]}]}";
    };
    scratch.write("old-py.json", pyperf("1, 1", "2, 2"));
    scratch.write("new-py.json", pyperf("1, 1", "3, 3"));
    const cli_test::Outcome py =
        cli_test::run_cli({"--format", "csv", path("old-py.json"), path("new-py.json")});
    INFO(py.err);
    REQUIRE(py.code == 0);
    const auto py_rows = csv_rows(py.out);
    REQUIRE(py_rows.size() == 2);
    CHECK(py_rows[0].at("case.benchmark") == "short");
    CHECK(py_rows[0].at("variant") == "new-py");
    CHECK(py_rows[1].at("diff_pct") == "50");  // (3 - 2) / 2
}
