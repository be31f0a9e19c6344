// libFuzzer target for the post reader: the input is one file as the CLI reads it (transport
// repair, blocks, labels, inline lists, each stretch's format, variants, the baseline), and
// when it holds two variants or more they are compared and drawn as a text table, so that
// whatever the reader lays out also goes through the report.
#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>
#include <vector>

#include "benchcmp/diagnostics.hpp"
#include "benchcmp/post.hpp"
#include "benchcmp/render.hpp"
#include "benchcmp/report.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string text(reinterpret_cast<const char*>(data), size);
    try {
        std::vector<benchcmp::Run> runs =
            benchcmp::read_post(benchcmp::InputText{"post.txt", std::move(text)}, {});
        if (runs.size() < 2) {
            return 0;
        }
        const benchcmp::Report report = benchcmp::build_report(
            std::move(runs), benchcmp::default_thresholds(benchcmp::TestKind::welch));
        std::ostringstream out;
        benchcmp::make_renderer("text", benchcmp::RenderOptions{})->render(report, out);
    } catch (const benchcmp::Error&) {
        // Unusable input is reported as an Error (exit 2); that is the documented outcome.
    }
    return 0;
}
