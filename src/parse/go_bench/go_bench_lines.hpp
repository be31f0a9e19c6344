// Pieces of the Go benchmark format (golang.org/x/perf benchfmt, as benchstat reads it): result
// names, units, and `key: value` configuration lines.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "benchcmp/model.hpp"

namespace benchcmp::go_bench {

/// A unit in the form Go prints it, with the factor that converts a value into that form.
struct UnitForm {
    std::string unit;
    double factor = 1.0;
};

/// The unit a value is compared in. benchstat tidies `ns` to `sec` and `MB` to `B`, so that
/// `ns/op` and `sec/op` (benchfmt's own files) are one unit; benchcmp goes the other way and
/// keeps the form `go test` prints: a `sec` token in the numerator becomes `ns` (x 1e9) and
/// `B/s` becomes `MB/s` (x 1e-6), so that readers see `1423 ns/op`, not `1.423e-06 sec/op`.
UnitForm printed_form(std::string_view unit);

/// The built-in direction of a unit in printed form: ns/op, B/op and allocs/op lower, MB/s
/// higher, anything else unknown (benchunit's defaults).
Direction default_direction(std::string_view unit);

/// A benchmark name split as benchfmt splits it.
struct NameParts {
    std::string base;  // up to the first `/`, with any positional `/part` appended
    std::vector<std::pair<std::string, std::string>> keys;  // the `/key=value` parts, in order
    std::string procs;  // the trailing `-N` (GOMAXPROCS); empty when Go left it out
};

/// Splits a result name (without the `Benchmark` prefix): a trailing `-<digits>` is the procs
/// count, then each `/key=value` part is a key and every other `/part` stays in the name.
NameParts split_name(std::string_view name);

/// A `key: value` configuration line: the key starts with a lower-case letter and holds no
/// blank and no upper-case letter; a value, if any, follows after at least one blank. An
/// empty value deletes the key.
struct ConfigLine {
    std::string key;
    std::string value;
};
std::optional<ConfigLine> config_line(std::string_view text);

}  // namespace benchcmp::go_bench
