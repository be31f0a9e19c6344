// libFuzzer target for the whole pipeline: the input is split at its first NUL byte into a
// baseline and a variant text, which go through detection, parsing, the report and every
// output format as the CLI runs them, only in memory so that millions of runs are cheap.
#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>
#include <vector>

#include "benchcmp/diagnostics.hpp"
#include "benchcmp/parse.hpp"
#include "benchcmp/render.hpp"
#include "benchcmp/report.hpp"
#include "benchcmp/transfer.hpp"

namespace {

std::vector<benchcmp::Run> parse_text(const std::string& path, std::string_view text) {
    const benchcmp::InputText input{path, benchcmp::undo_transfer_damage(std::string(text)).text};
    auto runs = benchcmp::detect_format(input).parse(input);
    for (auto& run : runs) {
        if (run.label.empty()) {
            run.label = path;
        }
        run.file = path;
    }
    return runs;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view bytes(reinterpret_cast<const char*>(data), size);
    const auto split = bytes.find('\0');
    const std::string_view first = bytes.substr(0, split);
    const std::string_view second =
        split == std::string_view::npos ? std::string_view() : bytes.substr(split + 1);
    try {
        std::vector<benchcmp::Run> runs = parse_text("base", first);
        for (auto& run : parse_text("variant", second)) {
            runs.push_back(std::move(run));
        }
        const benchcmp::Report report = benchcmp::build_report(runs, benchcmp::Thresholds{});
        for (std::string_view format : benchcmp::output_format_names()) {
            std::ostringstream out;
            benchcmp::make_renderer(format, benchcmp::RenderOptions{})->render(report, out);
        }
    } catch (const benchcmp::Error&) {
        // Unusable input is reported as an Error (exit 2); that is the documented outcome.
    }
    return 0;
}
