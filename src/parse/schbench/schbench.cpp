// "schbench": Chris Mason's schbench, every output era from 2016 to today (FORMATS.md
// section 2), as printed or pasted into mail.
//
// schbench prints percentile blocks that are cumulative: every interval block repeats the whole
// run so far, and the final block is the run's result. The parser therefore keeps the latest
// whole block of each kind as the pending result of the current run and files it only when
// the run ends: at `average rps:` / `final rps goal was` (2023+), at a schbench command line,
// when a block's runtime goes back down or an old block without runtime repeats (the next
// run), or at the end of the input. Several runs in one file become one sample per metric.

#include <fmt/format.h>

#include <algorithm>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "benchcmp/parse.hpp"
#include "parse/common/format_parser.hpp"
#include "parse/common/text_scan.hpp"
#include "parse/parsers.hpp"
#include "parse/schbench/schbench_lines.hpp"
#include "parse/schbench/schbench_reader.hpp"

namespace benchcmp {

namespace {

using schbench_lines::Tokens;
using schbench_reader::is_hackbench_line;
using schbench_reader::kBenchmark;
using schbench_reader::Reader;

// A block header is unmistakable, and beats hackbench's 0.9 so that a schbench file with a
// hackbench block further down stays schbench. When a hackbench line comes first the file is
// hackbench's: schbench then stays below 0.9 (and never scores a file without a block header
// or a schbench trailer, so plain hackbench files are never claimed).
constexpr double kSureScore = 0.95;
constexpr double kAfterHackbenchScore = 0.85;
// Only trailers (`average rps:`), no block: still schbench, but less sure.
constexpr double kTrailerScore = 0.7;

class SchbenchParser final : public FormatParser {
  public:
    SchbenchParser()
        : FormatParser(
              kBenchmark,
              "schbench output of every era (2016 to today): percentile blocks and rps lines") {}

    double sniff(const SniffHead& head) const override {
        double score = 0.0;
        bool hackbench_first = false;
        for (const std::string_view text : head.clean_lines()) {
            if (schbench_lines::count_headers(text) > 0) {
                return hackbench_first ? kAfterHackbenchScore : kSureScore;
            }
            if (is_hackbench_line(text)) {
                hackbench_first = true;
            } else if (text.starts_with("average rps:") || text.starts_with("current rps:")) {
                score = kTrailerScore;
            }
        }
        return score;
    }

    std::vector<Run> parse(const InputText& input) const override {
        Run run;
        run.file = input.path;
        run.format = std::string(name());
        Reader reader(run);
        std::unique_ptr<Columns> columns;
        bool in_columns = false;
        std::string previous;  // the last non-blank line, for column titles
        std::string left, right;
        Tokens tokens;
        const bool quoted_printable = schbench_lines::is_quoted_printable(input.content);
        bool decoding_noted = false;
        schbench_lines::LogicalLines lines(input.content, quoted_printable);
        std::string_view raw;
        for (int number = 0; lines.next(raw, number);) {
            if (lines.decoded() && !decoding_noted) {
                decoding_noted = true;
                run.diagnose(Level::note, number,
                             "quoted-printable mail encoding (=3D, =09, soft line breaks) is "
                             "decoded from here on");
            }
            const std::string_view text = scan::trim(raw);
            if (in_columns) {
                if (text.empty()) {
                    continue;
                }
                if (schbench_lines::split_entry_pair(text, tokens, left, right)) {
                    columns->left_reader.line(left, number);
                    columns->right_reader.line(right, number);
                    continue;
                }
                in_columns = false;
                columns->left_reader.interrupt(number);
                columns->right_reader.interrupt(number);
            }
            if (schbench_lines::count_headers(text) == 2) {
                if (const auto halves = schbench_lines::split_header_pair(text)) {
                    if (!columns) {
                        columns = start_columns(run, previous, number);
                    }
                    columns->left_reader.take_case_from(reader, number);
                    columns->right_reader.take_case_from(reader, number);
                    columns->left_reader.line(halves->first, number);
                    columns->right_reader.line(halves->second, number);
                    in_columns = true;
                    continue;
                }
            }
            reader.line(text, number);
            if (!text.empty()) {
                previous = text;
            }
        }
        reader.finish(lines.last_physical());
        std::vector<Run> runs;
        if (!columns) {
            runs.push_back(std::move(run));
            return runs;
        }
        columns->left_reader.finish(lines.last_physical());
        columns->right_reader.finish(lines.last_physical());
        runs.push_back(std::move(columns->left));
        runs.push_back(std::move(columns->right));
        if (!run.observations.empty()) {
            runs.push_back(std::move(run));  // single-column runs in the same file
        } else {
            // Keep the file-wide notes (quoted-printable decoding) with the first run.
            auto& diagnostics = runs.front().diagnostics;
            diagnostics.insert(diagnostics.end(), run.diagnostics.begin(), run.diagnostics.end());
            std::stable_sort(
                diagnostics.begin(), diagnostics.end(),
                [](const Diagnostic& a, const Diagnostic& b) { return a.line < b.line; });
        }
        return runs;
    }

  private:
    // Two runs pasted side by side ("v5.4" and "v5.4 + patch" columns): each column is read by
    // a Reader of its own into a run of its own, so `benchcmp file.txt` compares them.
    struct Columns {
        Run left;
        Run right;
        Reader left_reader{left, "left column: "};
        Reader right_reader{right, "right column: "};
    };

    // The columns' runs, labelled by the titles on the line above the first side-by-side
    // header when there are exactly two; otherwise the caller's labels (file name, then #2).
    static std::unique_ptr<Columns> start_columns(const Run& main, std::string_view previous,
                                                  int number) {
        auto columns = std::make_unique<Columns>();
        columns->left.file = columns->right.file = main.file;
        columns->left.format = columns->right.format = main.format;
        if (const auto titles = scan::split_titles(previous)) {
            columns->left.label = titles->first;
            columns->right.label = titles->second;
            columns->left.diagnose(
                Level::note, number,
                fmt::format("two schbench runs side by side: the left column is read as run "
                            "\"{}\", the right one as run \"{}\"",
                            scan::excerpt(titles->first), scan::excerpt(titles->second)));
        } else {
            columns->left.diagnose(Level::note, number,
                                   "two schbench runs side by side: the left column is read as "
                                   "one run, the right one as the next");
        }
        return columns;
    }
};

}  // namespace

const Parser& schbench_parser() {
    return the_parser<SchbenchParser>();
}

}  // namespace benchcmp
