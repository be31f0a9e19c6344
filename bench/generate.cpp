// Writes large, realistic inputs for the benchmarks: `generate FORMAT LINES SEED > file`.
// Formats: numbers (one value per line) and hackbench (rt-tests blocks, 3 lines per run).
#include <charconv>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <string>
#include <string_view>

int main(int argc, char** argv) {
    if (argc != 4) {
        std::fprintf(stderr, "usage: generate numbers|hackbench LINES SEED\n");
        return 2;
    }
    const std::string_view format = argv[1];
    const long lines = std::strtol(argv[2], nullptr, 10);
    std::mt19937_64 random(std::strtoull(argv[3], nullptr, 10));
    std::normal_distribution<double> time(0.890, 0.012);
    std::string out;
    out.reserve(1 << 20);
    auto flush = [&] {
        std::fwrite(out.data(), 1, out.size(), stdout);
        out.clear();
    };
    char number[32];
    for (long i = 0; i < lines; ++i) {
        if (format == "hackbench" && i % 3 == 0) {
            out +=
                "Running in process mode with 10 groups using 40 file descriptors each (== 400 "
                "tasks)\n";
            continue;
        }
        if (format == "hackbench" && i % 3 == 1) {
            out += "Each sender will pass 100 messages of 100 bytes\n";
            continue;
        }
        const auto end =
            std::to_chars(number, number + sizeof number, time(random), std::chars_format::fixed, 3)
                .ptr;
        if (format == "hackbench") {
            out += "Time: ";
        }
        out.append(number, end);
        out += '\n';
        if (out.size() > (1 << 20) - 256) {
            flush();
        }
    }
    flush();
    return 0;
}
