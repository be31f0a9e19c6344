// libFuzzer target for one parser, named at run time by the environment variable
// BENCHCMP_FUZZ_FORMAT (a name from the format table), so that a new row in the table is
// fuzzed without a new target; tests/fuzz/run.sh runs it once per format with its own corpus.
// Whatever the bytes, parsing must not crash, hang or trip a sanitizer, and every diagnostic
// must name a line inside the input. Gzip data is inflated first, as the CLI reads it (pyperf's
// .json.gz), so zlib's side of an input is fuzzed with the format that follows it.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "benchcmp/diagnostics.hpp"
#include "benchcmp/parse.hpp"
#include "io/gunzip.hpp"

namespace {

const benchcmp::Parser* fuzzed_parser = nullptr;
// Far above the 64 KiB inputs run.sh gives, far below libFuzzer's memory limit.
constexpr std::uint64_t kMaxInflated = std::uint64_t{16} << 20;

}  // namespace

extern "C" int LLVMFuzzerInitialize(int* /*argc*/, char*** /*argv*/) {
    const char* name = std::getenv("BENCHCMP_FUZZ_FORMAT");
    fuzzed_parser = name == nullptr ? nullptr : benchcmp::find_format(name);
    if (fuzzed_parser == nullptr) {
        std::fprintf(stderr,
                     "fuzz_parser: set BENCHCMP_FUZZ_FORMAT to a name from the format "
                     "table (benchcmp --help lists them)\n");
        std::abort();
    }
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string content(reinterpret_cast<const char*>(data), size);
    if (benchcmp::is_gzip(content)) {
        try {
            content = benchcmp::inflate_gzip(content, "fuzz.txt", kMaxInflated);
        } catch (const benchcmp::Error&) {
            return 0;  // damaged or too large: the CLI stops there with exit 2
        }
    }
    const benchcmp::InputText input{"fuzz.txt", std::move(content)};
    (void)fuzzed_parser->sniff(input.content.view());
    const auto runs = fuzzed_parser->parse(input);
    const auto max_line = static_cast<int>(input.content.size()) + 1;
    for (const auto& run : runs) {
        for (const auto& diagnostic : run.diagnostics) {
            if (diagnostic.line < 0 || diagnostic.line > max_line) {
                std::abort();
            }
        }
    }
    return 0;
}
