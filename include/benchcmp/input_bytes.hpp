// The bytes of one input: a string, or a regular file mapped into memory.
#pragma once

#include <cstddef>
#include <memory>
#include <string>
#include <string_view>

namespace benchcmp {

/// A file's bytes mapped into memory (src/file_mapping.cpp).
class FileMapping;

/// The bytes of one input. A large regular file is mapped, not copied (read_input_bytes):
/// reading a 145 MB log into a string was a third of the time of reading it as hackbench
/// output, in page faults on fresh memory and the copy. Everything else (standard input, an
/// inflated gzip file, a stretch of a post joined back, a test's literal) is a string. Either
/// way the bytes can be rewritten in place, as transport repair does, and a zero byte follows
/// them, as in a std::string.
class InputBytes {
  public:
    InputBytes() = default;
    InputBytes(std::string bytes);  // NOLINT(google-explicit-constructor): as std::string was
    InputBytes(const char* bytes);  // NOLINT(google-explicit-constructor)
    InputBytes(std::shared_ptr<FileMapping> mapping, std::size_t size);

    const char* data() const;
    char* mutable_data();
    std::size_t size() const { return size_; }
    bool empty() const { return size_ == 0; }
    const char* begin() const { return data(); }
    const char* end() const { return data() + size_; }
    std::string_view view() const { return {data(), size_}; }
    operator std::string_view() const { return view(); }  // NOLINT(google-explicit-constructor)

    /// Drops the first count bytes (a byte-order mark).
    void remove_prefix(std::size_t count);
    /// Keeps the first count bytes, a zero byte after them.
    void shrink_to(std::size_t count);

    friend bool operator==(const InputBytes& bytes, std::string_view text) {
        return bytes.view() == text;
    }

  private:
    std::string owned_;
    std::shared_ptr<FileMapping> mapping_;
    std::size_t offset_ = 0;  // where the bytes start in owned_ or the mapping
    std::size_t size_ = 0;
};

}  // namespace benchcmp
