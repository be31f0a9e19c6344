// How the human-readable renderers print numbers. JSON and CSV never round; these do.
#pragma once

#include <optional>
#include <string>

namespace benchcmp::render {

/// Decimals that give a value of this magnitude four significant digits without ever dropping
/// integer digits (12156.4 -> 0, 0.8904 -> 4, 1.2 -> 3, 0.0001234 -> 7).
int decimals_for(double magnitude);
/// A measurement with a fixed number of decimals, so that the means and stddevs of one row
/// line up; "-" when absent.
std::string format_value(std::optional<double> value, int decimals);
/// A signed percentage with two decimals: "+5.35%", "-0.40%"; "-" when absent.
std::string format_pct(std::optional<double> pct);
/// A p-value: three decimals, "<0.001" below that; "-" when absent.
std::string format_p(std::optional<double> p);

}  // namespace benchcmp::render
