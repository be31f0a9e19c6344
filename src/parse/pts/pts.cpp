// "pts": the Phoronix Test Suite's result file, composite.xml (FORMATS-TOOLS.md section 5).
//
// One file holds every system a comparison ran on: each System is a variant named by its
// Identifier (the first one is the baseline), each Result a benchmark (its test profile) with
// its options as the case, each Data/Entry one system's trials. Files of several systems merge
// by system name (Parser::merges_variants_by_label), so results saved apart compare as one.

#include <string_view>
#include <vector>

#include "benchcmp/parse.hpp"
#include "parse/parsers.hpp"
#include "parse/pts/pts_xml.hpp"

namespace benchcmp {

namespace {

// The root element of a PTS result file: no other tool writes it.
constexpr double kSureScore = 0.95;

class PtsParser final : public Parser {
  public:
    std::string_view name() const override { return pts::kFormat; }

    std::string_view description() const override {
        return "Phoronix Test Suite composite.xml, a variant per system";
    }

    double sniff(std::string_view head) const override {
        return head.find("<PhoronixTestSuite") != std::string_view::npos ? kSureScore : 0.0;
    }

    std::vector<Run> parse(const InputText& input) const override { return pts::read_xml(input); }

    bool merges_variants_by_label() const override { return true; }
};

}  // namespace

const Parser& pts_parser() {
    static const PtsParser kParser;
    return kParser;
}

}  // namespace benchcmp
