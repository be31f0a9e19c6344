// A regular file mapped into memory privately, for reading it without a copy.
#pragma once

#include <cstddef>
#include <memory>
#include <string>

namespace benchcmp {

/// The file's bytes, writable in place without changing the file (a private mapping), with a
/// zero byte after them. A process that truncates the file while benchcmp reads it would
/// make the pages past its new end fault (SIGBUS): benchcmp then says which file was cut
/// short and exits 2, instead of crashing.
class FileMapping {
  public:
    /// Maps size bytes of the open file fd (a regular file of at least that size). nullptr
    /// when the system refuses the mapping; the caller reads the file instead.
    static std::shared_ptr<FileMapping> map(int fd, std::size_t size, const std::string& path);
    ~FileMapping();
    FileMapping(const FileMapping&) = delete;
    FileMapping& operator=(const FileMapping&) = delete;

    char* data() const { return base_; }

  private:
    FileMapping(char* base, std::size_t length, int slot)
        : base_(base), length_(length), slot_(slot) {}

    char* base_;
    std::size_t length_;  // of the whole mapping, the zero byte's page included
    int slot_;            // its entry in the table the SIGBUS handler reads
};

}  // namespace benchcmp
