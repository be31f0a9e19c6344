#include "io/bounded_read.hpp"

#include <fcntl.h>
#include <fmt/format.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <iostream>
#include <new>
#include <optional>

#include "benchcmp/diagnostics.hpp"
#include "io/file_mapping.hpp"
#include "io/gunzip.hpp"

namespace benchcmp {
namespace {

constexpr std::size_t kReadChunk = std::size_t{1} << 16;
// A stream of unknown length grows geometrically up to here, then reserves the whole limit at
// once: untouched pages cost no memory, and the last doubling (old and new buffer side by
// side, 1.5 times the limit) never happens.
constexpr std::size_t kGrowUpTo = std::size_t{64} << 20;

[[noreturn]] void too_large(const std::string& path, std::uint64_t max_bytes) {
    throw Error(
        fmt::format("{}: input is larger than the limit of {} bytes; raise it with "
                    "--max-input-size if this is really benchmark output",
                    path, max_bytes));
}

[[noreturn]] void system_error(const std::string& path, int error) {
    throw Error(fmt::format("{}: {}", path, std::strerror(error)));
}

void make_room(std::string& content, std::size_t wanted, std::uint64_t max_bytes,
               const std::string& path) {
    if (content.capacity() >= wanted) {
        return;
    }
    const std::size_t limit = static_cast<std::size_t>(max_bytes) + 1;
    std::size_t target = std::max(wanted, content.capacity() * 2);
    if (target > kGrowUpTo) {
        target = std::max(wanted, limit);
    }
    try {
        content.reserve(target);
    } catch (const std::bad_alloc&) {
        throw Error(fmt::format("{}: not enough memory to read {} bytes", path, target));
    }
}

// Reads fd to its end, one byte past max_bytes at most, so that the limit is known to be
// exceeded without reading further.
std::string read_descriptor(int fd, const std::string& path, std::uint64_t max_bytes) {
    std::string content;
    struct stat status {};
    if (::fstat(fd, &status) == 0) {
        if (S_ISDIR(status.st_mode)) {
            throw Error(fmt::format("{}: is a directory, not a file", path));
        }
        if (S_ISREG(status.st_mode) && status.st_size > 0) {
            if (static_cast<std::uint64_t>(status.st_size) > max_bytes) {
                too_large(path, max_bytes);
            }
            // A file that grows while it is read still meets the check below.
            content.reserve(static_cast<std::size_t>(status.st_size) + 1);
        }
    }
    for (;;) {
        if (content.size() == content.capacity()) {
            make_room(content, content.size() + kReadChunk, max_bytes, path);
        }
        const std::size_t old_size = content.size();
        const std::size_t room = std::min(content.capacity() - old_size, kReadChunk);
        content.resize(old_size + room);
        const ssize_t got = ::read(fd, content.data() + old_size, room);
        if (got < 0) {
            const int error = errno;
            content.resize(old_size);
            if (error == EINTR) {
                continue;
            }
            system_error(path, error);
        }
        content.resize(old_size + static_cast<std::size_t>(got));
        if (content.size() > max_bytes) {
            too_large(path, max_bytes);
        }
        if (got == 0) {
            return content;
        }
    }
}

std::string read_stream(std::istream& in, std::uint64_t max_bytes) {
    std::string content;
    char buffer[kReadChunk];
    while (in.read(buffer, sizeof buffer) || in.gcount() > 0) {
        content.append(buffer, static_cast<std::size_t>(in.gcount()));
        if (content.size() > max_bytes) {
            too_large("-", max_bytes);
        }
    }
    return content;
}

// A regular file of kMapFrom bytes or more is mapped rather than read: its pages are the
// system's cached pages of the file, where reading would fault in fresh memory and copy into
// it. Smaller buffers come from the heap, whose pages are reused (glibc's mmap threshold,
// main.cpp), and cost less to read than to map.
constexpr std::uint64_t kMapFrom = std::uint64_t{1} << 20;

// The mapped bytes of fd when it is a regular file worth mapping, or nothing.
std::optional<InputBytes> map_regular_file(int fd, const std::string& path,
                                           std::uint64_t max_bytes) {
    struct stat status {};
    if (::fstat(fd, &status) != 0 || !S_ISREG(status.st_mode) ||
        static_cast<std::uint64_t>(status.st_size) < kMapFrom ||
        static_cast<std::uint64_t>(status.st_size) > max_bytes) {
        return std::nullopt;  // read_descriptor says what is wrong, if anything is
    }
    const auto size = static_cast<std::size_t>(status.st_size);
    std::shared_ptr<FileMapping> mapping = FileMapping::map(fd, size, path);
    if (!mapping) {
        return std::nullopt;
    }
    return InputBytes(std::move(mapping), size);
}

// The file's bytes as stored, compressed or not.
InputBytes read_raw_bytes(const std::string& path, std::istream& in, std::uint64_t max_bytes) {
    if (path.empty()) {
        // open("") says only ": No such file or directory", which names nothing to fix.
        throw Error(
            "an input argument is empty (an unset shell variable?); name a file, or - for "
            "standard input");
    }
    if (path == "-") {
        if (&in != &std::cin) {
            return read_stream(in, max_bytes);  // tests and embedders hand their own stream
        }
        return read_descriptor(STDIN_FILENO, "-", max_bytes);
    }
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        system_error(path, errno);
    }
    try {
        std::optional<InputBytes> mapped = map_regular_file(fd, path, max_bytes);
        InputBytes content =
            mapped ? std::move(*mapped) : InputBytes(read_descriptor(fd, path, max_bytes));
        ::close(fd);
        return content;
    } catch (...) {
        ::close(fd);
        throw;
    }
}

// The name of the wide Unicode encoding text is in, by its byte-order mark or, without one,
// by a NUL beside every other byte of its start (ASCII as UTF-16); empty for anything else.
// benchcmp reads UTF-8 only: such a file would otherwise be "cannot tell the input format".
std::string_view wide_encoding(std::string_view text) {
    if (text.starts_with(std::string_view("\xFF\xFE\0\0", 4)) ||
        text.starts_with(std::string_view("\0\0\xFE\xFF", 4))) {
        return "UTF-32";
    }
    if (text.starts_with("\xFF\xFE") || text.starts_with("\xFE\xFF")) {
        return "UTF-16";
    }
    constexpr std::size_t kLook = 64;
    if (text.size() < 8) {
        return {};
    }
    const std::string_view head = text.substr(0, std::min(text.size(), kLook) & ~std::size_t{1});
    std::size_t even_nul = 0;
    std::size_t odd_nul = 0;
    for (std::size_t i = 0; i < head.size(); ++i) {
        (i % 2 == 0 ? even_nul : odd_nul) += head[i] == '\0' ? 1 : 0;
    }
    const std::size_t half = head.size() / 2;
    const bool wide = (odd_nul == half && even_nul == 0) || (even_nul == half && odd_nul == 0);
    return wide ? "UTF-16" : std::string_view{};
}

[[noreturn]] void refuse_wide(const std::string& path, std::string_view encoding) {
    throw Error(
        fmt::format("{}: the text is {}, which benchcmp does not read; convert it to "
                    "UTF-8 first (iconv -f {} -t UTF-8)",
                    path, encoding, encoding));
}

}  // namespace

InputBytes read_input_bytes(const std::string& path, std::istream& in, std::uint64_t max_bytes) {
    InputBytes content = read_raw_bytes(path, in, max_bytes);
    if (is_gzip(content)) {
        InputBytes inflated(inflate_gzip(content, path, max_bytes));
        // One layer is inflated: a layer within could hold another (a file that inflates to
        // itself exists), and nothing benchmarks print is compressed twice on purpose.
        if (is_gzip(inflated)) {
            throw Error(
                fmt::format("{}: gzip data inside gzip data; benchcmp inflates one "
                            "layer: gunzip it once first (gunzip -c {} > once.gz)",
                            path, path));
        }
        if (const std::string_view encoding = wide_encoding(inflated); !encoding.empty()) {
            refuse_wide(path, encoding);
        }
        return inflated;
    }
    if (const std::string_view encoding = wide_encoding(content); !encoding.empty()) {
        refuse_wide(path, encoding);
    }
    return content;  // moved: `cond ? inflate(...) : content` copied the whole input
}

}  // namespace benchcmp
