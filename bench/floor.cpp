// The least any reader can spend on the bytes of a benchmark input, to set benchcmp's reading
// figures against: `benchcmp_floor numbers|hackbench FILE...` maps each file, finds each line
// end with memchr and parses the value of each line with fast_float (hackbench: only the
// `Time:` lines), then prints the count and sum of the values. It keeps no line, checks
// nothing and reports no error: a bound for the figures, not a reader.
#include <fast_float/fast_float.h>
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstdio>
#include <cstring>
#include <string_view>
#include <vector>

namespace {

// The values of one mapped file.
std::vector<double> values_of(std::string_view text, bool time_lines_only) {
    constexpr std::string_view kTime = "Time: ";
    std::vector<double> values;
    while (!text.empty()) {
        const void* newline = std::memchr(text.data(), '\n', text.size());
        const std::size_t length =
            newline == nullptr
                ? text.size()
                : static_cast<std::size_t>(static_cast<const char*>(newline) - text.data());
        std::string_view line = text.substr(0, length);
        text.remove_prefix(length == text.size() ? length : length + 1);
        if (time_lines_only) {
            if (!line.starts_with(kTime)) {
                continue;
            }
            line.remove_prefix(kTime.size());
        }
        double value = 0.0;
        if (fast_float::from_chars(line.data(), line.data() + line.size(), value).ec ==
            std::errc{}) {
            values.push_back(value);
        }
    }
    return values;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 3) {
        std::fputs("usage: benchcmp_floor numbers|hackbench FILE...\n", stderr);
        return 2;
    }
    const bool time_lines_only = std::string_view(argv[1]) == "hackbench";
    std::size_t count = 0;
    double sum = 0.0;
    for (int i = 2; i < argc; ++i) {
        const int fd = ::open(argv[i], O_RDONLY);
        struct stat status {};
        if (fd < 0 || ::fstat(fd, &status) != 0 || status.st_size == 0) {
            std::perror(argv[i]);
            return 2;
        }
        const auto size = static_cast<std::size_t>(status.st_size);
        void* mapped = ::mmap(nullptr, size, PROT_READ, MAP_PRIVATE, fd, 0);
        if (mapped == MAP_FAILED) {
            std::perror(argv[i]);
            return 2;
        }
        for (const double value :
             values_of(std::string_view(static_cast<const char*>(mapped), size), time_lines_only)) {
            sum += value;
            ++count;
        }
        ::munmap(mapped, size);
        ::close(fd);
    }
    std::printf("%zu values, sum %.17g\n", count, sum);
    return 0;
}
