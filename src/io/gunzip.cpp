#include "io/gunzip.hpp"

#include <fmt/format.h>
#include <zlib.h>

#include <algorithm>
#include <limits>

#include "benchcmp/diagnostics.hpp"

namespace benchcmp {
namespace {

constexpr std::size_t kOutputChunk = std::size_t{1} << 16;
// zlib counts bytes in uInt (32 bits): larger inputs are handed over in pieces.
constexpr std::size_t kMaxFeed = std::size_t{1} << 30;
// windowBits 15 (the largest window) + 16: a gzip wrapper, not zlib's own.
constexpr int kGzipWindowBits = 15 + 16;

// inflateEnd on every way out, exceptions included.
class Inflater {
  public:
    explicit Inflater(const std::string& path) {
        if (inflateInit2(&stream_, kGzipWindowBits) != Z_OK) {
            throw Error(fmt::format("{}: cannot start gzip decompression", path));
        }
    }
    ~Inflater() { inflateEnd(&stream_); }
    Inflater(const Inflater&) = delete;
    Inflater& operator=(const Inflater&) = delete;

    z_stream& stream() { return stream_; }

  private:
    z_stream stream_{};
};

[[noreturn]] void corrupt(const std::string& path, const z_stream& stream) {
    throw Error(fmt::format("{}: not a valid gzip file: {}", path,
                            stream.msg != nullptr ? stream.msg : "bad compressed data"));
}

}  // namespace

bool is_gzip(std::string_view data) {
    return data.size() >= 2 && static_cast<unsigned char>(data[0]) == 0x1f &&
           static_cast<unsigned char>(data[1]) == 0x8b;
}

std::string inflate_gzip(std::string_view data, const std::string& path, std::uint64_t max_bytes) {
    Inflater inflater(path);
    z_stream& stream = inflater.stream();
    std::string out;
    // One byte past the limit is room enough to know it is exceeded.
    const std::uint64_t cap =
        max_bytes == std::numeric_limits<std::uint64_t>::max() ? max_bytes : max_bytes + 1;
    for (;;) {
        if (stream.avail_in == 0 && !data.empty()) {
            const std::size_t feed = std::min(data.size(), kMaxFeed);
            // zlib's API is not const-correct; it never writes through next_in.
            stream.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(data.data()));
            stream.avail_in = static_cast<uInt>(feed);
            data.remove_prefix(feed);
        }
        const std::size_t used = out.size();
        const std::size_t room =
            static_cast<std::size_t>(std::min<std::uint64_t>(kOutputChunk, cap - used));
        out.resize(used + room);
        stream.next_out = reinterpret_cast<Bytef*>(out.data() + used);
        stream.avail_out = static_cast<uInt>(room);
        const int status = inflate(&stream, Z_NO_FLUSH);
        out.resize(used + room - stream.avail_out);
        if (out.size() > max_bytes) {
            throw Error(
                fmt::format("{}: inflates to more than the limit of {} bytes; raise it "
                            "with --max-input-size if this is really benchmark output",
                            path, max_bytes));
        }
        if (status == Z_STREAM_END) {
            const bool more = stream.avail_in > 0 || !data.empty();
            if (!more) {
                return out;
            }
            // Another member follows (gzip -c a b > ab.gz); anything else is not gzip data.
            const std::string_view rest(reinterpret_cast<const char*>(stream.next_in),
                                        stream.avail_in);
            if (!is_gzip(rest.empty() ? data : rest)) {
                throw Error(
                    fmt::format("{}: not a valid gzip file: data after the end of the "
                                "compressed stream",
                                path));
            }
            inflateReset(&stream);
            continue;
        }
        if (status == Z_NEED_DICT || status == Z_DATA_ERROR || status == Z_STREAM_ERROR) {
            corrupt(path, stream);
        }
        if (status == Z_MEM_ERROR) {
            throw Error(fmt::format("{}: not enough memory to inflate the gzip data", path));
        }
        // Z_BUF_ERROR with nothing left to read: the file ends inside the compressed stream.
        if (stream.avail_in == 0 && data.empty() && stream.avail_out > 0) {
            throw Error(fmt::format("{}: gzip data ends early: the file is truncated", path));
        }
    }
}

}  // namespace benchcmp
