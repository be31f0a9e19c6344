#include "benchcmp/input_bytes.hpp"

#include <algorithm>
#include <utility>

#include "io/file_mapping.hpp"

namespace benchcmp {

InputBytes::InputBytes(std::string bytes) : owned_(std::move(bytes)), size_(owned_.size()) {}

InputBytes::InputBytes(const char* bytes) : InputBytes(std::string(bytes)) {}

InputBytes::InputBytes(std::shared_ptr<FileMapping> mapping, std::size_t size)
    : mapping_(std::move(mapping)), size_(size) {}

const char* InputBytes::data() const {
    return (mapping_ ? mapping_->data() : owned_.data()) + offset_;
}

char* InputBytes::mutable_data() {
    return (mapping_ ? mapping_->data() : owned_.data()) + offset_;
}

void InputBytes::remove_prefix(std::size_t count) {
    count = std::min(count, size_);
    offset_ += count;
    size_ -= count;
}

void InputBytes::shrink_to(std::size_t count) {
    if (count >= size_) {
        return;
    }
    size_ = count;
    if (mapping_) {
        mutable_data()[count] = '\0';
    } else {
        owned_.resize(offset_ + count);
    }
}

}  // namespace benchcmp
