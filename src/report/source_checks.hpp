// Checks of what an input printed beside its values against the report's own figures:
// mmtests' gains and statistic rows, and the author's percentages of a hand-made table.
// build_report calls them as it fills a variant's cells.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "benchcmp/author_pct.hpp"
#include "benchcmp/diagnostics.hpp"
#include "benchcmp/model.hpp"
#include "benchcmp/report.hpp"

namespace benchcmp {

// What the variants' pass needs of a baseline row once the baseline's observations are gone
// (a million of them held their cases and figures through the whole report): its sample, as
// raw-value tests such as MWU need the values, and what its input printed about it.
struct BaselineSide {
    Sample sample;
    double rounding = 0.0;
    bool comparison_reference = false;
};

// Whether the input's printed comparisons of a cell are against this report's baseline. In
// one file they are exactly when the baseline is the column the table compares with (not so
// after --baseline picks another column, whose gains then go unchecked); a variant from
// another file (a table cut into one file per kernel) was compared with a kernel benchcmp
// cannot name, so its gains hold when they agree with this baseline's means.
bool printed_against_baseline(const BaselineSide& base, const Observation& changed, const Row& row,
                              const VariantCell& cell, const Run& baseline, const Run& variant,
                              BoundedDiagnostics& diagnostics);

// The input's rows compared with the baseline's the way mmtests compares them, for values
// whose printed comparisons are against another column: pdiff / pndiff of the printed values,
// and the star only on the mean row, from benchcmp's own test (mmtests marks no other row).
void compare_printed(std::vector<PrintedStat>& stats, const std::vector<PrintedStat>& base,
                     const Row& row, bool mean_significant);

// A printed percentage beside a compared cell, with where it came from.
struct PrintedPct {
    AuthorPct pct;
    std::size_t row = 0;
    int line = 0;
};

// Hand-made tables print their author's own percentages (Observation::source->pct) in some
// convention; find it for each variant column (fit_author_pct), say which once, and flag the
// cells it does not explain: a wrong cell is a typo or a number from another run.
void check_author_pct(Report& report, const std::vector<PrintedPct>& printed, std::size_t variant,
                      const std::string& file, BoundedDiagnostics& diagnostics);

}  // namespace benchcmp
