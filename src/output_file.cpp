#include "output_file.hpp"

#include <fcntl.h>
#include <fmt/format.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>

#include "benchcmp/diagnostics.hpp"

namespace benchcmp {
namespace {

namespace fs = std::filesystem;

bool same_file(const std::string& left, const std::string& right) {
    std::error_code error;
    if (fs::equivalent(left, right, error)) {
        return true;  // hard links, symlinks, ./a vs a: one inode
    }
    // The output may not exist yet; compare the paths it would have.
    const fs::path left_path = fs::weakly_canonical(left, error);
    if (error) {
        return false;
    }
    const fs::path right_path = fs::weakly_canonical(right, error);
    return !error && left_path == right_path;
}

// The mode a new file gets from open(2) with 0666, which mkstemp's 0600 would otherwise
// narrow; an existing file keeps its own mode.
mode_t mode_for(const std::string& path) {
    struct stat existing {};
    if (::stat(path.c_str(), &existing) == 0) {
        return existing.st_mode & 07777;
    }
    const mode_t mask = ::umask(0);
    ::umask(mask);
    return 0666 & ~mask;
}

[[noreturn]] void fail(const std::string& path, const std::string& temporary, int fd,
                       const char* what, int saved_errno) {
    if (fd >= 0) {
        ::close(fd);
    }
    ::unlink(temporary.c_str());
    throw Error(
        fmt::format("{}: cannot write the report: {}: {}", path, what, std::strerror(saved_errno)));
}

}  // namespace

void refuse_input_as_output(const std::string& output, const std::vector<std::string>& inputs) {
    for (const std::string& input : inputs) {
        if (input != "-" && same_file(output, input)) {
            throw Error(fmt::format(
                "-o {}: is also an input; refusing to overwrite the data the report comes from",
                output));
        }
    }
}

void write_file_atomically(const std::string& path, std::string_view text) {
    std::error_code ignored;
    if (fs::is_directory(path, ignored)) {
        throw Error(fmt::format("{}: cannot write the report: is a directory", path));
    }
    // Same directory, so that rename(2) is atomic (no cross-file-system move).
    std::string temporary = path + ".tmp-XXXXXX";
    const int fd = ::mkstemp(temporary.data());
    if (fd < 0) {
        const int saved = errno;
        throw Error(
            fmt::format("{}: cannot write the report: cannot create a temporary file "
                        "beside it: {}",
                        path, std::strerror(saved)));
    }
    if (::fchmod(fd, mode_for(path)) != 0) {
        fail(path, temporary, fd, "chmod", errno);
    }
    const char* data = text.data();
    std::size_t left = text.size();
    while (left > 0) {
        const ssize_t written = ::write(fd, data, left);
        if (written < 0) {
            if (errno == EINTR) {
                continue;
            }
            fail(path, temporary, fd, "write", errno);
        }
        data += written;
        left -= static_cast<std::size_t>(written);
    }
    // Data on disk before the name points at it: otherwise a crash after rename can leave
    // an empty file under the final name.
    if (::fsync(fd) != 0) {
        fail(path, temporary, fd, "fsync", errno);
    }
    if (::close(fd) != 0) {
        fail(path, temporary, -1, "close", errno);
    }
    if (::rename(temporary.c_str(), path.c_str()) != 0) {
        fail(path, temporary, -1, "rename", errno);
    }
    // Make the rename itself durable; a failure here leaves a complete file, so it is ignored.
    const fs::path parent = fs::path(path).parent_path();
    const int directory = ::open(parent.empty() ? "." : parent.c_str(), O_RDONLY | O_DIRECTORY);
    if (directory >= 0) {
        ::fsync(directory);
        ::close(directory);
    }
}

}  // namespace benchcmp
