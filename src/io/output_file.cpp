#include "io/output_file.hpp"

#include <fcntl.h>
#include <fmt/format.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <climits>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <iterator>

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

// The mkstemp template beside target: `NAME.tmp-XXXXXX`, in the same directory so that
// rename(2) is atomic (no cross-file-system move). A name too long for that suffix (a valid
// name of 250 bytes) is cut on a UTF-8 boundary to leave room for it: the target's own name
// must never be refused for the temporary one's.
std::string temporary_template(const std::string& target) {
    constexpr std::string_view kSuffix = ".tmp-XXXXXX";
    const fs::path target_path(target);
    const fs::path parent = target_path.parent_path();
    const long limit = ::pathconf(parent.empty() ? "." : parent.c_str(), _PC_NAME_MAX);
    const std::size_t name_max = limit > 0 ? static_cast<std::size_t>(limit) : NAME_MAX;
    std::string name = target_path.filename().string();
    if (name.size() + kSuffix.size() > name_max && name_max > kSuffix.size()) {
        std::size_t keep = name_max - kSuffix.size();
        while (keep > 0 && (static_cast<unsigned char>(name[keep]) & 0xC0) == 0x80) {
            --keep;  // not inside a character
        }
        name.resize(keep);
    }
    return (parent / (name + std::string(kSuffix))).string();
}

// The temporary file a signal must not leave behind: SIGINT, SIGTERM or SIGHUP while the
// report is written removes it and ends the process by the same signal (its exit status as
// without benchcmp's handler). A handler may call only async-signal-safe functions, so the
// path is a fixed buffer and the handler does unlink, sigaction and raise, nothing else.
class TemporaryFileGuard {
  public:
    static constexpr int kSignals[] = {SIGINT, SIGTERM, SIGHUP};

    // Creates the temporary file from templ (mkstemp) with the signals held back, so that
    // none arrives between its creation and its path being recorded; the descriptor or -1.
    int create(std::string& templ) {
        sigset_t held;
        sigemptyset(&held);
        for (const int signal : kSignals) {
            sigaddset(&held, signal);
        }
        sigset_t before;
        ::sigprocmask(SIG_BLOCK, &held, &before);
        const int fd = ::mkstemp(templ.data());
        if (fd >= 0 && templ.size() < sizeof path_) {
            std::memcpy(path_, templ.c_str(), templ.size() + 1);
            armed_ = 1;
            install();
        }
        ::sigprocmask(SIG_SETMASK, &before, nullptr);
        return fd;
    }

    TemporaryFileGuard() = default;
    TemporaryFileGuard(const TemporaryFileGuard&) = delete;
    TemporaryFileGuard& operator=(const TemporaryFileGuard&) = delete;
    ~TemporaryFileGuard() {
        if (armed_ != 0) {
            armed_ = 0;
            for (std::size_t i = 0; i < std::size(kSignals); ++i) {
                ::sigaction(kSignals[i], &previous_[i], nullptr);
            }
        }
    }

  private:
    void install() {
        struct sigaction action {};
        action.sa_handler = &TemporaryFileGuard::on_signal;
        sigemptyset(&action.sa_mask);
        for (std::size_t i = 0; i < std::size(kSignals); ++i) {
            ::sigaction(kSignals[i], nullptr, &previous_[i]);
            // A signal the caller ignores (nohup's SIGHUP, SIGINT of a background job) stays
            // ignored: it will not end the process, so nothing is left behind by it.
            if (previous_[i].sa_handler != SIG_IGN) {
                ::sigaction(kSignals[i], &action, nullptr);
            }
        }
    }

    static void on_signal(int signal) {
        if (armed_ != 0) {
            ::unlink(path_);
        }
        struct sigaction fallback {};
        fallback.sa_handler = SIG_DFL;
        sigemptyset(&fallback.sa_mask);
        ::sigaction(signal, &fallback, nullptr);
        ::raise(signal);  // delivered, by the default action, when the handler returns
    }

    // One report file is written at a time; the handler reads these, so they are static.
    static inline char path_[PATH_MAX + 1]{};
    static inline volatile std::sig_atomic_t armed_ = 0;
    struct sigaction previous_[std::size(kSignals)]{};
};

// A temporary file beside target (mkstemp), fsync, then rename over target: target is either
// the old file or the whole report, never half of it.
void replace_regular_file(const std::string& path, const std::string& target,
                          const WriteReport& write) {
    std::string temporary = temporary_template(target);
    TemporaryFileGuard guard;
    const int fd = guard.create(temporary);
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

void refuse_input_as_output(const std::string& output, const std::vector<std::string>& inputs,
                            bool stdin_is_read) {
    for (const std::string& input : inputs) {
        if (input != "-" && same_file(output, input)) {
            throw Error(fmt::format(
                "-o {}: is also an input; refusing to overwrite the data the report comes from",
                output));
        }
    }
    // `-o new.txt ... - < new.txt`: standard input is that file. Only a regular file is
    // replaced; a terminal both read and written (`-o /dev/tty`, a paste typed in) is not.
    const bool reads_stdin = std::find(inputs.begin(), inputs.end(), "-") != inputs.end();
    struct stat standard_input {};
    struct stat target {};
    if (reads_stdin && stdin_is_read && ::fstat(STDIN_FILENO, &standard_input) == 0 &&
        S_ISREG(standard_input.st_mode) && ::stat(output.c_str(), &target) == 0 &&
        target.st_dev == standard_input.st_dev && target.st_ino == standard_input.st_ino) {
        throw Error(fmt::format(
            "-o {}: is the file standard input (-) reads; refusing to overwrite the data the "
            "report comes from",
            output));
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
