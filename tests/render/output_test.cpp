// Issue 6's promises about output, checked on the whole CLI with the constructed 5-variant
// hackbench data (data/hackbench-nway): text fits --width without losing a number, piped
// output is pure ASCII without escape codes, Markdown tables are well formed.
#include <fmt/format.h>

#include <catch2/catch.hpp>
#include <cmath>
#include <cstdio>
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "benchcmp/app.hpp"

namespace {

const std::string kData = std::string(BENCHCMP_SOURCE_DIR) + "/data/hackbench-nway/";
const std::vector<std::string> kFiles = {kData + "baseline.txt", kData + "concur.txt",
                                         kData + "max.txt",      kData + "smp.txt",
                                         kData + "tasks.txt",    kData + "up.txt"};

std::string run_cli(std::vector<std::string> args) {
    args.insert(args.end(), kFiles.begin(), kFiles.end());
    std::istringstream in;
    std::ostringstream out;
    std::ostringstream err;
    const int code = benchcmp::run(args, in, out, err);
    REQUIRE(code == 0);
    return out.str();
}

std::vector<std::string> lines_of(const std::string& text) {
    std::vector<std::string> lines;
    std::istringstream stream(text);
    for (std::string line; std::getline(stream, line);) {
        lines.push_back(line);
    }
    return lines;
}

std::vector<std::string> tokens_of(const std::string& line) {
    std::vector<std::string> tokens;
    std::istringstream stream(line);
    for (std::string token; stream >> token;) {
        tokens.push_back(token);
    }
    return tokens;
}

// Reads the columns layout back: each block is a line of column names starting with "mode"
// ("mode groups baseline concur %diff p(adj) verdict max %diff ..."), then data lines; each
// input's cells are keyed by column name, its mean under "mean" (the spread is left out at
// this width). Box frames are read the same way once their bars and rules are blanked out.
using Cells =
    std::map<std::tuple<std::string, std::string, std::string>, std::map<std::string, std::string>>;

Cells read_blocks(const std::string& text) {
    std::vector<std::string> lines;
    for (std::string line : lines_of(text)) {
        if (!line.empty() && line.front() == '+') {
            continue;  // a box rule
        }
        for (char& c : line) {
            c = c == '|' ? ' ' : c;
        }
        lines.push_back(line);
    }
    Cells cells;
    for (std::size_t i = 0; i + 1 < lines.size(); ++i) {
        const std::vector<std::string> names = tokens_of(lines[i]);
        if (names.size() < 3 || names.front() != "mode") {
            continue;
        }
        for (std::size_t j = i + 1; j < lines.size(); ++j) {
            const std::vector<std::string> row = tokens_of(lines[j]);
            if (row.empty()) {
                break;
            }
            if (row.front() != "process" && row.front() != "threaded") {
                continue;  // the dashed rule of the plain frame
            }
            REQUIRE(row.size() == names.size());
            std::string label;
            for (std::size_t n = 2; n < names.size(); ++n) {
                const bool input =
                    names[n] != "%diff" && names[n] != "p(adj)" && names[n] != "verdict";
                label = input ? names[n] : label;
                cells[{row[0], row[1], label}][input ? "mean" : names[n]] = row[n];
            }
        }
    }
    return cells;
}

// The mark a cell of this verdict and noise carries (docs/output.md, "Marks").
std::string mark_for(const nlohmann::json& variant) {
    const std::string verdict = variant["verdict"];
    if (verdict == "unchanged") {
        return variant["noisy"] ? "~!" : "~";
    }
    return verdict == "n/a" ? "?" : "";
}

std::size_t decimals_of(const std::string& number) {
    const auto dot = number.find('.');
    return dot == std::string::npos ? 0 : number.size() - dot - 1;
}

std::size_t significant_digits(const std::string& number) {
    std::string digits;
    for (char c : number) {
        if (c >= '0' && c <= '9') {
            digits += c;
        }
    }
    return digits.size() - std::min(digits.find_first_not_of('0'), digits.size());
}

// The text shows value rounded to the decimals it chose, with at least `digits` significant
// digits: a truncated or mis-rounded cell fails.
void check_shown(const std::string& cell, double value, std::size_t digits) {
    INFO("cell " << cell << " value " << value);
    CHECK(cell == fmt::format("{:.{}f}", value, decimals_of(cell)));
    CHECK(significant_digits(cell) >= std::min<std::size_t>(digits, 4));
}

std::string shown_pct(double pct) {
    return pct == 0.0 ? "+0.00%" : fmt::format("{:+.2f}%", pct);
}

std::string shown_p(double p) {
    return p < 0.001 ? "<0.001" : fmt::format("{:.3f}", p);
}

void check_text_against_json(const std::string& style) {
    const nlohmann::json report = nlohmann::json::parse(run_cli({"--format", "json"}));
    // At 72 columns a columns table of one variant drops the interval and the spread.
    const std::string text = run_cli({"--width", "72", "--style", style, "--layout", "columns"});
    INFO(text);
    for (const std::string& line : lines_of(text)) {
        CHECK(line.size() <= 72);
    }
    CHECK(text.find("...") == std::string::npos);
    CHECK(text.find("(fds=20 loops=1000 bytes=100; n=5)") != std::string::npos);

    const Cells cells = read_blocks(text);
    const auto& rows = report["rows"];
    REQUIRE(rows.size() == 6);
    // Every case for the baseline and the five variants; the baseline once per block.
    CHECK(cells.size() == rows.size() * 6);
    for (const auto& row : rows) {
        const std::string mode = row["case"]["mode"];
        const std::string groups = row["case"]["groups"];
        const auto& base = row["baseline"];
        const auto found = cells.find({mode, groups, "baseline"});
        REQUIRE(found != cells.end());
        const std::string& b = found->second.at("mean");
        check_shown(b, base["mean"], 4);
        for (const auto& variant : row["variants"]) {
            const auto cell = cells.find({mode, groups, variant["label"].get<std::string>()});
            REQUIRE(cell != cells.end());
            const std::map<std::string, std::string>& v = cell->second;
            check_shown(v.at("mean"), variant["mean"], 4);
            CHECK(decimals_of(v.at("mean")) == decimals_of(b));  // one precision per row
            CHECK(v.at("%diff") == shown_pct(variant["diff_pct"]) + mark_for(variant));
            if (v.contains("p(adj)")) {  // box frames are wider: p gives way at 72 columns
                CHECK(v.at("p(adj)") == shown_p(variant["p_adjusted"]));
            }
            CHECK(v.at("verdict") == variant["verdict"].get<std::string>());
        }
    }
}

bool pure_ascii_without_escapes(const std::string& text) {
    for (char c : text) {
        const auto byte = static_cast<unsigned char>(c);
        if (byte >= 0x80 || byte == 0x1b) {
            return false;
        }
    }
    return true;
}

}  // namespace

TEST_CASE("the columns layout at width 72 fits and shows the JSON output's numbers", "[output]") {
    SECTION("plain") {
        check_text_against_json("plain");
    }
    SECTION("box") {
        check_text_against_json("box");
    }
}

TEST_CASE("the rows layout shows every stddev and CV of the JSON output", "[output]") {
    const nlohmann::json report = nlohmann::json::parse(run_cli({"--format", "json"}));
    const std::string text = run_cli({"--layout", "rows", "--width", "200", "--no-ci"});
    INFO(text);
    // n is 5 everywhere, so it is said once in the title, not in a column.
    CHECK(text.find("n=5)") != std::string::npos);
    // Baseline lines: mode groups label mean stddev CV; variant lines: label mean %diff
    // stddev CV p verdict (the blank cells of the baseline line make the counts differ).
    std::map<std::pair<std::string, std::string>, std::vector<std::string>> shown;
    std::string mode;
    std::string groups;
    for (const std::string& line : lines_of(text)) {
        const std::vector<std::string> tokens = tokens_of(line);
        if (tokens.size() == 6 && (tokens[0] == "process" || tokens[0] == "threaded")) {
            mode = tokens[0];
            groups = tokens[1];
            shown[{mode + groups, tokens[2]}] = {tokens[3], "", tokens[4], tokens[5]};
        } else if (tokens.size() == 7 && !mode.empty()) {
            shown[{mode + groups, tokens[0]}] =
                std::vector<std::string>(tokens.begin() + 1, tokens.begin() + 5);
        }
    }
    CHECK(shown.size() == 6 * 6);
    for (const auto& row : report["rows"]) {
        const std::string key =
            row["case"]["mode"].get<std::string>() + row["case"]["groups"].get<std::string>();
        std::vector<nlohmann::json> sides = {row["baseline"]};
        sides.insert(sides.end(), row["variants"].begin(), row["variants"].end());
        for (const auto& side : sides) {
            const auto found = shown.find({key, side["label"].get<std::string>()});
            REQUIRE(found != shown.end());
            const std::vector<std::string>& cells = found->second;
            check_shown(cells[0], side["mean"], 4);
            if (side.contains("diff_pct")) {
                CHECK(cells[1] == shown_pct(side["diff_pct"]) + mark_for(side));
            }
            check_shown(cells[2], side["stddev"], 1);
            CHECK(cells[3] == fmt::format("{:.2f}%", side["cv_pct"].get<double>()));
        }
    }
}

TEST_CASE("every text style and layout fits width 72", "[output]") {
    for (const std::vector<std::string>& args :
         std::vector<std::vector<std::string>>{{"--style", "mmtests"},
                                               {},
                                               {"--style", "box"},
                                               {"--layout", "columns"},
                                               {"--layout", "rows"},
                                               {"--style", "box", "--layout", "rows"},
                                               {"--plot"}}) {
        std::vector<std::string> with_width = args;
        with_width.insert(with_width.end(), {"--width", "72"});
        const std::string text = run_cli(with_width);
        INFO(fmt::format("{}", fmt::join(args, " ")) << "\n" << text);
        for (const std::string& line : lines_of(text)) {
            CHECK(line.size() <= 72);
        }
    }
}

TEST_CASE("output that is not a terminal is pure ASCII without escape codes", "[output]") {
    for (const std::vector<std::string>& args :
         std::vector<std::vector<std::string>>{{},
                                               {"--style", "box"},
                                               {"--style", "mmtests"},
                                               {"--layout", "rows"},
                                               {"--plot"},
                                               {"--format", "markdown"},
                                               {"--format", "csv"},
                                               {"--format", "json"},
                                               {"--color", "auto"}}) {
        INFO(fmt::format("{}", fmt::join(args, " ")));
        CHECK(pure_ascii_without_escapes(run_cli(args)));
    }
    // The checks can fail: colour and Unicode are there when asked for.
    CHECK_FALSE(pure_ascii_without_escapes(run_cli({"--color", "always"})));
    CHECK_FALSE(pure_ascii_without_escapes(run_cli({"--style", "box", "--unicode"})));
    const std::string colored = run_cli({"--color", "always", "--layout", "columns"});
    CHECK(colored.find("\x1b[31mworse\x1b[0m") != std::string::npos);
    CHECK(colored.find("\x1b[32mbetter\x1b[0m") != std::string::npos);
    // Nothing is ever dimmed (SGR 2): a faint cell hid the largest noisy changes.
    CHECK(run_cli({"--color", "always"}).find("\x1b[2m") == std::string::npos);
}

#ifdef BENCHCMP_BINARY
TEST_CASE("the binary writing into a pipe prints pure ASCII without escape codes", "[output]") {
    // A real pipe, so that isatty() is false and the default --color auto must stay off.
    std::string command = std::string(BENCHCMP_BINARY) + " --style box --plot";
    for (const std::string& file : kFiles) {
        command += " " + file;
    }
    FILE* pipe = ::popen(command.c_str(), "r");
    REQUIRE(pipe != nullptr);
    std::string text;
    char buffer[4096];
    for (std::size_t got; (got = std::fread(buffer, 1, sizeof buffer, pipe)) > 0;) {
        text.append(buffer, got);
    }
    CHECK(::pclose(pipe) == 0);
    CHECK(text.find("better") != std::string::npos);
    CHECK(pure_ascii_without_escapes(text));
    for (const std::string& line : lines_of(text)) {
        CHECK(line.size() <= 80);  // not a terminal: 80 columns
    }
}
#endif

TEST_CASE("markdown tables have a separator line and escaped pipes", "[output][markdown]") {
    // A label with a pipe in it must not break the table.
    std::vector<std::string> args = {"--format", "markdown", "a|b=" + kFiles[0]};
    args.insert(args.end(), kFiles.begin() + 1, kFiles.end());
    std::istringstream in;
    std::ostringstream out;
    std::ostringstream err;
    REQUIRE(benchcmp::run(args, in, out, err) == 0);
    const std::vector<std::string> lines = lines_of(out.str());

    // Cells are what lies between unescaped pipes.
    auto cell_count = [](const std::string& line) {
        std::size_t pipes = 0;
        for (std::size_t i = 0; i < line.size(); ++i) {
            pipes += line[i] == '|' && (i == 0 || line[i - 1] != '\\') ? 1 : 0;
        }
        return pipes - 1;
    };
    std::size_t header = 0;
    while (header < lines.size() && lines[header].rfind("| ", 0) != 0) {
        ++header;
    }
    REQUIRE(header + 2 < lines.size());
    CHECK(lines[header - 1].empty());  // GitHub needs a blank line before a table
    // The matrix: the case, the baseline, one column per variant.
    CHECK(lines[header].find("| mode groups | a\\|b | concur |") != std::string::npos);
    const std::size_t columns = cell_count(lines[header]);
    CHECK(columns == 1 + 1 + 5);
    // The separator: one ---: or :--- per column, nothing else.
    CHECK(cell_count(lines[header + 1]) == columns);
    for (const std::string& cell : tokens_of(lines[header + 1])) {
        CHECK((cell == "|" || cell == "---:" || cell == ":---"));
    }
    std::size_t rows = 0;
    for (std::size_t i = header + 2; i < lines.size() && !lines[i].empty(); ++i) {
        CHECK(cell_count(lines[i]) == columns);
        ++rows;
    }
    CHECK(rows == 6 + 3);  // the cases, then geomean, its interval and the counts
    CHECK(out.str().find("%diff = (new - base) / base") != std::string::npos);
}

TEST_CASE("csv has one record per case x variant and a complete header", "[output][csv]") {
    const std::string csv = run_cli({"--format", "csv"});
    const std::vector<std::string> lines = lines_of(csv);
    REQUIRE(lines.size() == 1 + 6 * 5);
    std::size_t fields = 0;
    for (const std::string& line : lines) {
        REQUIRE(!line.empty());
        CHECK(line.back() == '\r');  // RFC 4180 CRLF
        const std::size_t commas =
            static_cast<std::size_t>(std::count(line.begin(), line.end(), ','));
        if (fields == 0) {
            fields = commas;
        }
        CHECK(commas == fields);  // no field of this data needs quoting
    }
    CHECK(lines[0].rfind("benchmark,metric,unit,better,case.mode,case.groups,", 0) == 0);
}

TEST_CASE("a variant's verdicts are the same in the two-way and the six-way run", "[output]") {
    // The correction's family is one variant's rows, so the other four change nothing.
    const nlohmann::json all = nlohmann::json::parse(run_cli({"--format", "json"}));
    for (std::size_t v = 1; v < kFiles.size(); ++v) {
        std::vector<std::string> args = {"--format", "json", kFiles[0], kFiles[v]};
        std::istringstream in;
        std::ostringstream out;
        std::ostringstream err;
        REQUIRE(benchcmp::run(args, in, out, err) == 0);
        const nlohmann::json two = nlohmann::json::parse(out.str());
        for (std::size_t r = 0; r < all["rows"].size(); ++r) {
            const auto& alone = two["rows"][r]["variants"][0];
            const auto& among = all["rows"][r]["variants"][v - 1];
            INFO(among["label"] << " row " << r);
            CHECK(alone["verdict"] == among["verdict"]);
            CHECK(alone["p_adjusted"] == among["p_adjusted"]);
        }
        CHECK(two["summary"]["variants"][0]["geomean_pct"] ==
              all["summary"]["variants"][v - 1]["geomean_pct"]);
    }
}

TEST_CASE("five variants at 80 columns: one matrix, a line per case, three lines under it",
          "[output]") {
    const std::vector<std::string> lines = lines_of(run_cli({}));
    for (const std::string& line : lines) {
        CHECK(line.size() <= 80);
    }
    // Title, blank, header, rule, the six cases, rule, geomean, counts, blank, then the legend
    // and the summary line, each of them one line.
    REQUIRE(lines.size() == 2 + 2 + 6 + 3 + 1 + 3);
    CHECK(lines[2].rfind("mode      groups         baseline   concur", 0) == 0);
    CHECK(lines[11].rfind("geomean ", 0) == 0);
    CHECK(lines[12].rfind("better/worse/~ ", 0) == 0);
    CHECK(lines[13].empty());
    CHECK(lines[14].rfind("%diff = ", 0) == 0);
    CHECK(lines[15].rfind("p: ", 0) == 0);
    CHECK(lines[16].rfind("benchcmp: ", 0) == 0);
}
