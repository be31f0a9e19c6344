// libFuzzer target for the whole pipeline: the first byte chooses the options (test,
// correction, layout, style, width, interval, MDE, plot, unicode), the rest is split at its
// first NUL byte into a baseline and a variant text, which go through detection, parsing,
// the report and every output format as the CLI runs them, only in memory so that millions
// of runs are cheap.
#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>
#include <vector>

#include "benchcmp/diagnostics.hpp"
#include "benchcmp/parse.hpp"
#include "benchcmp/render.hpp"
#include "benchcmp/report.hpp"
#include "benchcmp/transport_repair.hpp"

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

struct Options {
    benchcmp::Thresholds thresholds;
    benchcmp::RenderOptions render;
};

// Each option from its own bits of one byte, so that mutations explore them independently.
Options options_from(std::uint8_t bits) {
    constexpr benchcmp::TestKind kTests[] = {benchcmp::TestKind::welch, benchcmp::TestKind::mwu,
                                             benchcmp::TestKind::mmtests,
                                             benchcmp::TestKind::mmtests_2018};
    constexpr benchcmp::Layout kLayouts[] = {benchcmp::Layout::automatic, benchcmp::Layout::columns,
                                             benchcmp::Layout::rows, benchcmp::Layout::automatic};
    constexpr benchcmp::Style kStyles[] = {benchcmp::Style::plain, benchcmp::Style::box,
                                           benchcmp::Style::mmtests, benchcmp::Style::plain};
    Options options;
    options.thresholds = benchcmp::default_thresholds(kTests[bits & 3U]);
    if ((bits & 4U) != 0) {
        options.thresholds.correction = benchcmp::Correction::holm;
    }
    options.render.layout = kLayouts[(bits >> 3U) & 3U];
    options.render.style = kStyles[(bits >> 5U) & 3U];
    options.render.width = (bits & 0x80U) != 0 ? 20 : 80;  // narrow: every table splits
    options.render.interval =
        (bits & 0x10U) == 0 ? benchcmp::Show::automatic : benchcmp::Show::never;
    options.render.show_mde = (bits & 0x08U) != 0;
    options.render.plot = (bits & 0x40U) != 0;
    options.render.unicode = (bits & 0x20U) != 0;
    return options;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) {
        return 0;
    }
    const Options options = options_from(data[0]);
    const std::string_view bytes(reinterpret_cast<const char*>(data + 1), size - 1);
    const auto split = bytes.find('\0');
    const std::string_view first = bytes.substr(0, split);
    const std::string_view second =
        split == std::string_view::npos ? std::string_view() : bytes.substr(split + 1);
    try {
        std::vector<benchcmp::Run> runs = parse_text("base", first);
        for (auto& run : parse_text("variant", second)) {
            runs.push_back(std::move(run));
        }
        const benchcmp::Report report = benchcmp::build_report(std::move(runs), options.thresholds);
        for (std::string_view format : benchcmp::output_format_names()) {
            std::ostringstream out;
            benchcmp::make_renderer(format, options.render)->render(report, out);
        }
    } catch (const benchcmp::Error&) {
        // Unusable input is reported as an Error (exit 2); that is the documented outcome.
    }
    return 0;
}
