// libFuzzer target for one parser, chosen at compile time (BENCHCMP_FUZZ_FORMAT), so every
// format gets its own target and corpus. Whatever the bytes, parsing must not crash, hang or
// trip a sanitizer, and every diagnostic must name a line inside the input.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

#include "benchcmp/parse.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const benchcmp::Parser* parser = benchcmp::find_format(BENCHCMP_FUZZ_FORMAT);
    if (parser == nullptr) {
        std::abort();  // the build named a format the table does not have
    }
    const benchcmp::InputText input{"fuzz.txt",
                                    std::string(reinterpret_cast<const char*>(data), size)};
    (void)parser->sniff(input.content);
    const auto runs = parser->parse(input);
    const auto max_line = static_cast<int>(size) + 1;
    for (const auto& run : runs) {
        for (const auto& diagnostic : run.diagnostics) {
            if (diagnostic.line < 0 || diagnostic.line > max_line) {
                std::abort();
            }
        }
    }
    return 0;
}
