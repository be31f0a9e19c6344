// Checks one case of the real-post corpus (tests/corpus/expect.tsv) against the JSON report
// benchcmp prints for it, run in-process. Usage: benchcmp_corpus_check CASE [--whole]
// With --whole the case's whole-post file is read alone instead of its split files.
//
// A check `BASE NEW DIFF P BETTER` passes when one variant cell of one row has a baseline mean
// and a variant mean equal to BASE and NEW, a %diff equal to DIFF (each to 1e-6 relative), a
// raw Welch p equal to P (when P is not `-`) and the row's direction BETTER (when not `-`).
// A check `rows>=N` passes when the report has at least N rows. The expected values were
// computed by the corpus's authors with Python at full precision from the printed numbers, p
// with scipy.stats.ttest_ind(equal_var=False) (SOURCES.md, expected/NNN.py).
//
// The last line says how a case failed: `confident-wrong` when benchcmp exited 0 yet a cell is
// wrong or missing (the worst outcome: a reviewer believes the table), `refused` when it
// exited non-zero.
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "benchcmp/app.hpp"
#include "file_text.hpp"

namespace fs = std::filesystem;

namespace {

struct Case {
    std::string id;
    std::vector<std::string> files;
    std::vector<std::string> args;
    std::vector<std::string> checks;
};

std::vector<std::string> split(const std::string& text, char separator) {
    std::vector<std::string> parts;
    std::string part;
    std::istringstream stream(text);
    while (std::getline(stream, part, separator)) {
        if (!part.empty()) {
            parts.push_back(part);
        }
    }
    return parts;
}

// The case's line in expect.tsv, or in held-back.tsv (the part scored once, at the end).
bool find_case(const std::string& id, Case& found) {
    std::istringstream lines(benchcmp::testing::file_text("tests/corpus/expect.tsv") +
                             benchcmp::testing::file_text("tests/corpus/held-back.tsv"));
    for (std::string line; std::getline(lines, line);) {
        const std::vector<std::string> columns = split(line, '\t');
        if (line.empty() || line[0] == '#' || columns.size() != 4 || columns[0] != id) {
            continue;
        }
        found = Case{id, split(columns[1], ','), {}, split(columns[3], '|')};
        if (columns[2] != "-") {
            found.args = split(columns[2], ' ');
        }
        return true;
    }
    return false;
}

// The whole post the split files were cut from: the first file without its `-base` suffix.
std::string whole_post_file(const Case& c) {
    const std::string& first = c.files.front();
    const std::string suffix = "-base.txt";
    if (first.size() <= suffix.size() ||
        first.compare(first.size() - suffix.size(), suffix.size(), suffix) != 0) {
        return "";
    }
    return first.substr(0, first.size() - suffix.size()) + ".txt";
}

bool close(double got, double want) {
    return std::fabs(got - want) <= 1e-6 * std::max({std::fabs(got), std::fabs(want), 1e-300});
}

bool number_matches(const nlohmann::json& value, const std::string& want) {
    return value.is_number() && close(value.get<double>(), std::stod(want));
}

bool check_passes(const nlohmann::json& report, const std::string& check) {
    // `rows>=N`: a table too big to list cell by cell is read whole, at least N rows.
    if (check.starts_with("rows>=")) {
        return report.at("rows").size() >= std::stoul(check.substr(6));
    }
    const std::vector<std::string> want = split(check, ' ');
    for (const nlohmann::json& row : report.at("rows")) {
        if (!row.contains("baseline") || !row["baseline"].is_object()) {
            continue;
        }
        for (const nlohmann::json& cell : row.value("variants", nlohmann::json::array())) {
            if (number_matches(row["baseline"].value("mean", nlohmann::json()), want[0]) &&
                number_matches(cell.value("mean", nlohmann::json()), want[1]) &&
                number_matches(cell.value("diff_pct", nlohmann::json()), want[2]) &&
                (want[3] == "-" ||
                 number_matches(cell.value("p_value", nlohmann::json()), want[3])) &&
                (want[4] == "-" || row.value("better", "") == want[4])) {
                return true;
            }
        }
    }
    return false;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 2) {
        std::cerr << "usage: benchcmp_corpus_check CASE [--whole]\n";
        return 2;
    }
    fs::current_path(BENCHCMP_SOURCE_DIR);
    Case c;
    if (!find_case(argv[1], c)) {
        std::cerr << "no case " << argv[1] << " in tests/corpus/expect.tsv\n";
        return 2;
    }
    std::vector<std::string> args{"--format", "json"};
    if (argc > 2 && std::string(argv[2]) == "--whole") {
        const std::string whole = whole_post_file(c);
        if (whole.empty()) {
            std::cerr << "case " << c.id << " has no split files\n";
            return 2;
        }
        args.push_back("tests/corpus/cases/" + whole);
        for (int i = 3; i < argc; ++i) {
            args.emplace_back(argv[i]);
        }
    } else {
        for (const std::string& file : c.files) {
            args.push_back("tests/corpus/cases/" + file);
        }
    }
    args.insert(args.end(), c.args.begin(), c.args.end());
    std::istringstream in;
    std::ostringstream out;
    std::ostringstream err;
    const int code = benchcmp::run(args, in, out, err);
    std::cout << "benchcmp";
    for (const std::string& arg : args) {
        std::cout << ' ' << arg;
    }
    std::cout << "\nexit " << code << "\n" << err.str();
    nlohmann::json report;
    try {
        report = nlohmann::json::parse(out.str());
    } catch (const nlohmann::json::exception&) {
        std::cout << "FAIL: no JSON report\n"
                  << (code == 0 ? "confident-wrong" : "refused") << "\n";
        return 1;
    }
    int failed = 0;
    for (const std::string& check : c.checks) {
        const bool ok = check_passes(report, check);
        std::cout << (ok ? "pass: " : "FAIL: ") << check << "\n";
        failed += ok ? 0 : 1;
    }
    if (failed > 0) {
        std::cout << (code == 0 ? "confident-wrong" : "refused") << "\n";
    }
    return failed == 0 ? 0 : 1;
}
