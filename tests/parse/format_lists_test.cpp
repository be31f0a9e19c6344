// Every list of input formats derives from the format table (src/parse/registry.cpp): the
// files the build writes from src/dist/*.in (man page, bash completion, package description,
// the fuzz script's list), --help, and the per-format pieces DEVELOPING.md's "Add a format"
// asks for. Each check compares with formats() itself, so adding a row changes no test here.

#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <sstream>
#include <string>
#include <vector>

#include "benchcmp/app.hpp"
#include "benchcmp/parse.hpp"
#include "file_text.hpp"

namespace fs = std::filesystem;
using benchcmp::testing::file_text;

namespace {

std::string joined_names(const std::string& separator) {
    std::string text;
    for (const auto& entry : benchcmp::formats()) {
        text += text.empty() ? "" : separator;
        text += entry.name;
    }
    return text;
}

// A file the build wrote into build/dist/; fails the test when it is missing.
std::string dist_file(const std::string& name) {
    const fs::path path = fs::path(BENCHCMP_BINARY_DIR) / "dist" / name;
    REQUIRE(fs::is_regular_file(path));
    const std::string text = file_text(path);
    CHECK(text.find("@FORMAT") == std::string::npos);  // no placeholder left unfilled
    return text;
}

std::string source_file(const std::string& relative) {
    const fs::path path = fs::path(BENCHCMP_SOURCE_DIR) / relative;
    REQUIRE(fs::is_regular_file(path));
    return file_text(path);
}

// A format name as C++ files and folders spell it: "stress-ng" -> "stress_ng".
std::string identifier(std::string_view name) {
    std::string text(name);
    for (char& c : text) {
        c = c == '-' ? '_' : c;
    }
    return text;
}

std::string roff(std::string_view text) {
    std::string escaped;
    for (const char c : text) {
        escaped += c == '-' ? std::string("\\-") : std::string(1, c);
    }
    return escaped;
}

}  // namespace

TEST_CASE("format lists: the fuzz script's list is the table, one name a line",
          "[parse][registry][format-lists]") {
    CHECK(dist_file("formats.txt") == joined_names("\n") + "\n");
}

TEST_CASE("format lists: bash completion offers the table's names for --input-format",
          "[parse][registry][format-lists]") {
    const std::string completion = dist_file("benchcmp.bash-completion");
    CHECK(completion.find("--input-format)\n            # The format table") != std::string::npos);
    CHECK(completion.find("compgen -W '" + joined_names(" ") + "' -- \"$cur\"") !=
          std::string::npos);
}

TEST_CASE("format lists: the package description names every format",
          "[parse][registry][format-lists]") {
    const std::string description = dist_file("package-description.txt");
    for (const auto& entry : benchcmp::formats()) {
        INFO(entry.name);
        CHECK(description.find(std::string(entry.name)) != std::string::npos);
    }
    // The installed control file takes it from here (tests/packaging/deb_test.sh checks it).
    CHECK(source_file("src/dist/cpack_project_config.cmake")
              .find("package-description.txt\" CPACK_DEBIAN_PACKAGE_DESCRIPTION)") !=
          std::string::npos);
}

TEST_CASE("format lists: the man page has one entry per format, in table order",
          "[parse][registry][format-lists]") {
    const std::string page = dist_file("benchcmp.1");
    const auto section = page.find(".SH INPUT FORMATS\n");
    REQUIRE(section != std::string::npos);
    const auto section_end = page.find("\n.SH ", section + 1);
    std::string entries;
    for (const auto& entry : benchcmp::formats()) {
        entries += ".TP\n.B " + roff(entry.name) + "\n" + roff(entry.parser.description()) + "\n";
    }
    const auto at = page.find(entries, section);
    CHECK(at != std::string::npos);
    CHECK(at + entries.size() == section_end + 1);  // nothing hand-kept after them
    // The template's INPUT FORMATS section holds no hand-kept entry of its own.
    const std::string page_template = source_file("src/dist/benchcmp.1.in");
    const auto template_start = page_template.find(".SH INPUT FORMATS\n");
    REQUIRE(template_start != std::string::npos);
    const std::string template_section = page_template.substr(
        template_start, page_template.find("\n.SH ", template_start + 1) - template_start);
    CHECK(template_section.find("@FORMAT_MAN_ENTRIES@") != std::string::npos);
    CHECK(template_section.find("\n.TP\n") == std::string::npos);
}

TEST_CASE("format lists: --help lists every format, in the table's order",
          "[parse][registry][format-lists]") {
    // --help stays under 50 lines, so it names the formats in the table's order on a few
    // lines; their descriptions are in the man page, written from the same table.
    std::istringstream in;
    std::ostringstream out;
    std::ostringstream err;
    REQUIRE(benchcmp::run({"--help"}, in, out, err) == 0);
    std::string names;
    for (const auto& entry : benchcmp::formats()) {
        names += (names.empty() ? "" : ", ") + std::string(entry.name);
    }
    std::string help = out.str();
    const std::size_t start = help.find("Input formats (detected): ");
    REQUIRE(start != std::string::npos);
    std::string listed = help.substr(start, help.find('.', start) - start);
    std::replace(listed.begin(), listed.end(), '\n', ' ');
    CHECK(listed == "Input formats (detected): " + names);
}

TEST_CASE("format lists: every format has its folder, data, tests and docs",
          "[parse][registry][format-lists]") {
    // DEVELOPING.md "Add a format": these are the pieces a new row brings with it.
    const std::string formats_doc = source_file("docs/formats.md");
    for (const auto& entry : benchcmp::formats()) {
        const std::string name(entry.name);
        INFO(name);
        const fs::path root(BENCHCMP_SOURCE_DIR);
        CHECK(fs::is_directory(root / "src/parse" / identifier(name)));
        CHECK(fs::is_regular_file(root / "data" / name / "README.md"));
        CHECK(fs::is_regular_file(root / "tests/parse" / (identifier(name) + "_test.cpp")));
        CHECK(formats_doc.find("| `" + name + "` |") != std::string::npos);
        CHECK(entry.parser.name() == entry.name);
    }
}
