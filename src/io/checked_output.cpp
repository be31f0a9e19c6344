#include "io/checked_output.hpp"

#include <unistd.h>

#include <cerrno>
#include <cstring>

#include "benchcmp/diagnostics.hpp"

namespace benchcmp {

DescriptorBuffer::DescriptorBuffer(int fd) : fd_(fd) {
    setp(buffer_, buffer_ + sizeof buffer_);
}

bool DescriptorBuffer::drain() {
    const char* data = pbase();
    std::size_t left = static_cast<std::size_t>(pptr() - pbase());
    // After a failure the rest is dropped: the report is lost either way, and the exit says so.
    while (left > 0 && error_ == 0) {
        const ssize_t written = ::write(fd_, data, left);
        if (written < 0) {
            if (errno != EINTR) {
                error_ = errno;
            }
            continue;
        }
        data += written;
        left -= static_cast<std::size_t>(written);
    }
    setp(buffer_, buffer_ + sizeof buffer_);
    return error_ == 0;
}

DescriptorBuffer::int_type DescriptorBuffer::overflow(int_type c) {
    if (!drain()) {
        return traits_type::eof();
    }
    if (!traits_type::eq_int_type(c, traits_type::eof())) {
        *pptr() = traits_type::to_char_type(c);
        pbump(1);
    }
    return traits_type::not_eof(c);
}

int DescriptorBuffer::sync() {
    return drain() ? 0 : -1;
}

int finish_standard_output(DescriptorBuffer& buffer, int exit_code, std::ostream& err) {
    buffer.pubsync();
    int error = buffer.error();
    // close(2) reports what some file systems (NFS) only report then. EBADF means stdout was
    // closed all along; that is an error only when something was to be written, which the
    // write already reported.
    if (error == 0 && ::close(STDOUT_FILENO) != 0 && errno != EBADF) {
        error = errno;
    }
    if (error != 0) {
        err << "benchcmp: error: cannot write the report to standard output: "
            << std::strerror(error) << '\n';
        return kExitUsage;
    }
    return exit_code;
}

}  // namespace benchcmp
