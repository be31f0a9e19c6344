// How the human-readable renderers print numbers. JSON and CSV never round; these do.
#pragma once

#include <optional>
#include <string>

namespace benchcmp::render {

/// decimals_for's answer for magnitudes that fixed decimals cannot show in four significant
/// digits and a sane width (below 1e-6 or from 1e15): format_value then prints 1.200e-12.
inline constexpr int kScientific = -1;

/// Decimals that give a value of this magnitude four significant digits without ever dropping
/// integer digits (12156.4 -> 0, 0.8904 -> 4, 1.2 -> 3, 0.0001234 -> 7), or kScientific.
int decimals_for(double magnitude);
/// A measurement with a fixed number of decimals (or in scientific notation with four
/// significant digits for kScientific), so that the means and stddevs of one row line up;
/// "-" when absent.
std::string format_value(std::optional<double> value, int decimals);
/// A signed percentage number with two decimals ("+5.35"), in scientific notation with four
/// significant digits from 1e9 on ("+1.000e+157"), so that no magnitude prints 150 digits.
std::string format_signed_pct(double pct);
/// An unsigned percentage number (a CV, an MDE, an mmtests gain) the same way: "2.50",
/// "1.234e+12".
std::string format_unsigned_pct(double pct);
/// A signed percentage with two decimals: "+5.35%", "-0.40%"; "-" when absent.
std::string format_pct(std::optional<double> pct);
/// A p-value: three decimals, "<0.001" below that; "-" when absent.
std::string format_p(std::optional<double> p);

}  // namespace benchcmp::render
