// "pts": the Phoronix Test Suite's result file, composite.xml, its CSV export
// (`result-file-to-csv`; FORMATS-TOOLS.md section 5) and its text report
// (`result-file-to-text`, pts_text.hpp).
//
// One row for both, as hyperfine's JSON and CSV share one: the same tool, the same systems
// and results, the same merge by system name; only the syntax differs, and the content tells
// which (an XML file starts with `<`). The CSV keeps each system's final Value only.
//
// One file holds every system a comparison ran on: each System is a variant named by its
// Identifier (the first one is the baseline), each Result a benchmark (its test profile) with
// its options as the case, each Data/Entry one system's trials. Files of several systems merge
// by system name (Parser::merges_variants_by_label), so results saved apart compare as one.

#include <string_view>
#include <vector>

#include "benchcmp/parse.hpp"
#include "parse/common/format_parser.hpp"
#include "parse/common/text_scan.hpp"
#include "parse/parsers.hpp"
#include "parse/pts/pts_csv.hpp"
#include "parse/pts/pts_text.hpp"
#include "parse/pts/pts_xml.hpp"

namespace benchcmp {

namespace {

// The root element of a PTS result file: no other tool writes it.
constexpr double kSureScore = 0.95;
// The CSV export's system header (` ,,"linux-6.8","linux-6.9"`): distinctive, but a CSV.
constexpr double kCsvScore = 0.85;
// The text report's scale line (`Seconds < Lower Is Better`) over a system's dotted line.
constexpr double kTextScore = 0.9;

bool is_xml(std::string_view content) {
    scan::LineReader lines(content);
    for (scan::Line line; lines.next(line);) {
        const std::string_view text = scan::clean_line(line.text);
        if (!text.empty()) {
            return text.front() == '<';
        }
    }
    return false;
}

bool has_csv_header(std::span<const scan::Line> lines) {
    for (const scan::Line& line : lines) {
        if (pts::is_csv_header(line.text)) {
            return true;
        }
    }
    return false;
}

class PtsParser final : public FormatParser {
  public:
    PtsParser()
        : FormatParser(
              pts::kFormat,
              "Phoronix Test Suite composite.xml, its CSV export or its text report, a variant per "
              "system") {}

    double sniff(const SniffHead& head) const override {
        if (head.text().find("<PhoronixTestSuite") != std::string_view::npos) {
            return kSureScore;
        }
        if (has_csv_header(head.lines())) {
            return kCsvScore;
        }
        return pts::has_text_report(head.clean_lines()) ? kTextScore : 0.0;
    }

    std::vector<Run> parse(const InputText& input) const override {
        if (is_xml(input.content)) {
            return pts::read_xml(input);
        }
        const SniffHead head(sniff_head(input.content));
        if (!has_csv_header(head.lines()) && pts::has_text_report(head.clean_lines())) {
            return pts::read_text(input);
        }
        return pts::read_csv(input);
    }

    bool merges_variants_by_label() const override { return true; }
    std::string_view variant_key() const override { return "system"; }
};

}  // namespace

const Parser& pts_parser() {
    return the_parser<PtsParser>();
}

}  // namespace benchcmp
