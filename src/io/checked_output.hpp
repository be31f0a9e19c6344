// Output written with write(2), so that a failed write is noticed and reported: standard
// output, and the file -o writes.
#pragma once

#include <ostream>
#include <streambuf>

namespace benchcmp {

/// A stream buffer that buffers, writes to a file descriptor with write(2), and keeps the
/// first error (errno) instead of losing it inside stdio, so that the exit can name it. main()
/// gives std::cout one for fd 1; -o FILE writes the report through one, a row at a time.
class DescriptorBuffer : public std::streambuf {
  public:
    explicit DescriptorBuffer(int fd);
    /// errno of the first failed write; 0 while every write succeeded.
    int error() const { return error_; }

  protected:
    int_type overflow(int_type c) override;
    int sync() override;

  private:
    bool drain();
    int fd_;
    char buffer_[1 << 16];
    int error_ = 0;
};

/// Flushes buffer and closes standard output, as coreutils' close_stdout does: a write error
/// (a full disk, /dev/full, a closed stdout) is reported on err and makes the exit code 2;
/// otherwise exit_code is returned.
int finish_standard_output(DescriptorBuffer& buffer, int exit_code, std::ostream& err);

}  // namespace benchcmp
