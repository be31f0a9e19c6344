// Seeded calibration of the verdicts: false-positive rate of A/A comparisons and the false
// discovery proportion under Benjamini-Hochberg, through build_report like the CLI does.
// Deterministic: a fixed-seed std::mt19937_64 (its output is fixed by the standard) and our
// own Box-Muller, because std::normal_distribution differs between libstdc++ and libc++.
#include <catch2/catch.hpp>
#include <cmath>
#include <cstdint>
#include <numbers>
#include <random>
#include <string>

#include "benchcmp/report.hpp"

namespace benchcmp {
namespace {

class Normal {
  public:
    explicit Normal(std::uint64_t seed) : engine_(seed) {}

    /// One standard normal deviate by the Box-Muller transform.
    double next() {
        if (has_spare_) {
            has_spare_ = false;
            return spare_;
        }
        // 53-bit uniforms in (0, 1): the +0.5 keeps log() away from 0.
        const double u1 = (static_cast<double>(engine_() >> 11) + 0.5) * 0x1.0p-53;
        const double u2 = (static_cast<double>(engine_() >> 11) + 0.5) * 0x1.0p-53;
        const double radius = std::sqrt(-2.0 * std::log(u1));
        spare_ = radius * std::sin(2.0 * std::numbers::pi * u2);
        has_spare_ = true;
        return radius * std::cos(2.0 * std::numbers::pi * u2);
    }

  private:
    std::mt19937_64 engine_;
    double spare_ = 0.0;
    bool has_spare_ = false;
};

const Metric kTime{"sim", "time", "s", Direction::lower_is_better};

/// A run with one case per row, n values each, mean 100 x shift(row) and CV 2 %.
template <typename Shift>
Run make_run(const std::string& label, Normal& normal, int rows, int n, Shift shift) {
    Run run;
    run.label = label;
    run.file = label + ".txt";
    for (int row = 0; row < rows; ++row) {
        CaseKey key;
        key.add("row", std::to_string(row));
        const double mean = 100.0 * shift(row);
        for (int i = 0; i < n; ++i) {
            run.add_value(kTime, key, mean + 0.02 * mean * normal.next(), row + 1);
        }
    }
    return run;
}

}  // namespace

TEST_CASE("A/A comparisons flag about alpha of the rows without correction",
          "[stats][simulation]") {
    Normal normal(20261130);
    Thresholds thresholds;
    thresholds.correction = Correction::none;
    const auto none = [](int) { return 1.0; };
    // 40 reports of 50 rows: Run::add_value finds its case by a linear scan, so one report of
    // 2,000 rows would spend its time there rather than in the statistics.
    constexpr int kReports = 40;
    constexpr int kRows = 50;
    std::size_t flagged = 0;
    std::size_t compared = 0;
    for (int r = 0; r < kReports; ++r) {
        const Report report = build_report(
            {make_run("a", normal, kRows, 5, none), make_run("b", normal, kRows, 5, none)},
            thresholds);
        flagged += report.summary.better + report.summary.worse;
        compared += report.summary.same + report.summary.better + report.summary.worse;
    }
    REQUIRE(compared == 2000);
    const double rate = static_cast<double>(flagged) / static_cast<double>(compared);
    INFO("A/A flag rate " << rate);
    CHECK(rate >= 0.035);
    CHECK(rate <= 0.065);
}

TEST_CASE("Benjamini-Hochberg keeps the false discovery proportion near q", "[stats][simulation]") {
    Normal normal(0xbe7c4a3e);
    const Thresholds thresholds;  // Welch, BH, q = alpha = 0.05
    REQUIRE(thresholds.correction == Correction::bh);
    constexpr int kReports = 100;
    constexpr int kRows = 50;
    constexpr int kShifted = 10;  // rows 0..9 are 5 % slower
    const auto shift = [](int row) { return row < kShifted ? 1.05 : 1.0; };
    const auto none = [](int) { return 1.0; };
    double fdp_sum = 0.0;
    std::size_t true_discoveries = 0;
    for (int r = 0; r < kReports; ++r) {
        const Report report = build_report(
            {make_run("base", normal, kRows, 5, none), make_run("new", normal, kRows, 5, shift)},
            thresholds);
        int discoveries = 0;
        int false_discoveries = 0;
        for (std::size_t row = 0; row < report.rows.size(); ++row) {
            if (report.rows[row].variants[0].comparison->significant) {
                ++discoveries;
                false_discoveries += row >= kShifted ? 1 : 0;
                true_discoveries += row < kShifted ? 1 : 0;
            }
        }
        fdp_sum += discoveries == 0 ? 0.0 : static_cast<double>(false_discoveries) / discoveries;
    }
    const double mean_fdp = fdp_sum / kReports;
    const double power = static_cast<double>(true_discoveries) / (kReports * kShifted);
    INFO("mean FDP " << mean_fdp << ", power " << power);
    CHECK(mean_fdp <= 0.05 + 0.02);
    // A 5 % shift at CV 2 % and n = 5 is about 4 standard errors; BH's rank-dependent
    // thresholds (0.001 .. 0.01 for ten rows) find a good part of them (0.44 with this seed).
    CHECK(power >= 0.3);
}

}  // namespace benchcmp
