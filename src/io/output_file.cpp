#include "io/output_file.hpp"

#include <fcntl.h>
#include <fmt/format.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>

#include "benchcmp/diagnostics.hpp"
#include "io/checked_output.hpp"

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

// The file a chain of symlinks ends at (40 hops, as the kernel allows), or the path a
// dangling one names: -o writes there, and the links stay links.
std::string resolve_symlinks(const std::string& path) {
    fs::path current = path;
    for (int hop = 0; hop < 40; ++hop) {
        struct stat status {};
        if (::lstat(current.c_str(), &status) != 0) {
            if (errno == ENOENT) {
                return current.string();  // a new file, or where a dangling link points
            }
            throw Error(fmt::format("{}: cannot write the report: {}", path, std::strerror(errno)));
        }
        if (!S_ISLNK(status.st_mode)) {
            return current.string();
        }
        std::error_code error;
        const fs::path link = fs::read_symlink(current, error);
        if (error) {
            throw Error(fmt::format("{}: cannot write the report: {}", path, error.message()));
        }
        current = link.is_absolute() ? link : current.parent_path() / link;
    }
    throw Error(fmt::format("{}: cannot write the report: {}", path, std::strerror(ELOOP)));
}

/// Streams the report into fd: the errno of the first failed write, 0 when all succeeded.
int stream_report(int fd, const WriteReport& write) {
    DescriptorBuffer buffer(fd);
    std::ostream stream(&buffer);
    write(stream);
    buffer.pubsync();
    return buffer.error();
}

void write_through(const std::string& path, const WriteReport& write) {
    const int fd = ::open(path.c_str(), O_WRONLY | O_CLOEXEC | O_NOCTTY);
    if (fd < 0) {
        throw Error(fmt::format("{}: cannot write the report: {}", path, std::strerror(errno)));
    }
    int error = 0;
    try {
        error = stream_report(fd, write);
    } catch (...) {
        ::close(fd);
        throw;
    }
    if (error != 0) {
        ::close(fd);
        throw Error(
            fmt::format("{}: cannot write the report: write: {}", path, std::strerror(error)));
    }
    if (::close(fd) != 0) {
        throw Error(
            fmt::format("{}: cannot write the report: close: {}", path, std::strerror(errno)));
    }
}

// A temporary file beside target (mkstemp), fsync, then rename over target: target is either
// the old file or the whole report, never half of it.
void replace_regular_file(const std::string& path, const std::string& target,
                          const WriteReport& write) {
    // Same directory, so that rename(2) is atomic (no cross-file-system move).
    std::string temporary = target + ".tmp-XXXXXX";
    const int fd = ::mkstemp(temporary.data());
    if (fd < 0) {
        const int saved = errno;
        throw Error(
            fmt::format("{}: cannot write the report: cannot create a temporary file "
                        "beside it: {}",
                        path, std::strerror(saved)));
    }
    if (::fchmod(fd, mode_for(target)) != 0) {
        fail(path, temporary, fd, "chmod", errno);
    }
    int error = 0;
    try {
        error = stream_report(fd, write);
    } catch (...) {
        ::close(fd);
        ::unlink(temporary.c_str());
        throw;
    }
    if (error != 0) {
        fail(path, temporary, fd, "write", error);
    }
    // Data on disk before the name points at it: otherwise a crash after rename can leave
    // an empty file under the final name.
    if (::fsync(fd) != 0) {
        fail(path, temporary, fd, "fsync", errno);
    }
    if (::close(fd) != 0) {
        fail(path, temporary, -1, "close", errno);
    }
    if (::rename(temporary.c_str(), target.c_str()) != 0) {
        fail(path, temporary, -1, "rename", errno);
    }
    // Make the rename itself durable; a failure here leaves a complete file, so it is ignored.
    const fs::path parent = fs::path(target).parent_path();
    const int directory = ::open(parent.empty() ? "." : parent.c_str(), O_RDONLY | O_DIRECTORY);
    if (directory >= 0) {
        ::fsync(directory);
        ::close(directory);
    }
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

void write_file_atomically(const std::string& path, const WriteReport& write) {
    const std::string target = resolve_symlinks(path);
    struct stat status {};
    if (::stat(target.c_str(), &status) == 0 && !S_ISREG(status.st_mode)) {
        if (S_ISDIR(status.st_mode)) {
            throw Error(fmt::format("{}: cannot write the report: is a directory", path));
        }
        // A device or FIFO is written as it is (cat > /dev/null): a file renamed over it would
        // replace /dev/null itself for everyone.
        write_through(path, write);
        return;
    }
    replace_regular_file(path, target, write);
}

bool names_standard_output(const std::string& path) {
    struct stat named {};
    struct stat standard {};
    return ::stat(path.c_str(), &named) == 0 && ::fstat(STDOUT_FILENO, &standard) == 0 &&
           named.st_dev == standard.st_dev && named.st_ino == standard.st_ino;
}

}  // namespace benchcmp
