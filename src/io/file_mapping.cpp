#include "io/file_mapping.hpp"

#include <fmt/format.h>
#include <signal.h>
#include <sys/mman.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <cstring>

namespace benchcmp {
namespace {

// What the SIGBUS handler knows of a live mapping: only what a signal handler may read, with
// no allocation and no lock. Inputs are read one at a time, so a few slots are plenty; with
// none free, the file is read instead of mapped.
struct Slot {
    std::atomic<const char*> begin{nullptr};
    std::size_t length = 0;
    std::array<char, 1024> message{};
    std::size_t message_length = 0;
};
constexpr std::size_t kSlots = 8;
std::array<Slot, kSlots> slots;

constexpr int kExitUnusableInput = 2;

// A page of a mapped input faults when another program truncates the file under it (or the
// disk fails): the message names the file, and benchcmp exits as for any unusable input.
void on_sigbus(int signal, siginfo_t* info, void* /*context*/) {
    const auto* address = static_cast<const char*>(info->si_addr);
    for (const Slot& slot : slots) {
        const char* begin = slot.begin.load();
        if (begin != nullptr && address >= begin && address < begin + slot.length) {
            (void)!::write(STDERR_FILENO, slot.message.data(), slot.message_length);
            ::_exit(kExitUnusableInput);
        }
    }
    ::signal(signal, SIG_DFL);  // not an input's page: what would have happened without us
    ::raise(signal);
}

bool handler_installed() {
    static const bool installed = [] {
        struct sigaction action {};
        action.sa_sigaction = on_sigbus;
        action.sa_flags = SA_SIGINFO;
        sigemptyset(&action.sa_mask);
        return ::sigaction(SIGBUS, &action, nullptr) == 0;
    }();
    return installed;
}

// The slot that now describes the mapping at base, or kSlots when none is free.
std::size_t claim_slot(const char* base, std::size_t length, const std::string& path) {
    for (std::size_t i = 0; i < kSlots; ++i) {
        Slot& slot = slots[i];
        if (slot.begin.load() != nullptr) {
            continue;
        }
        const std::string message = fmt::format(
            "benchcmp: error: {}: the file could not be read to its end: another program "
            "truncated it while benchcmp read it, or the device failed\n",
            path);
        slot.message_length = std::min(message.size(), slot.message.size());
        std::memcpy(slot.message.data(), message.data(), slot.message_length);
        slot.length = length;
        slot.begin.store(base);  // last: the handler never sees a half-written slot
        return i;
    }
    return kSlots;
}

}  // namespace

std::shared_ptr<FileMapping> FileMapping::map(int fd, std::size_t size, const std::string& path) {
    if (!handler_installed()) {
        return nullptr;
    }
    const auto page = static_cast<std::size_t>(::sysconf(_SC_PAGESIZE));
    const std::size_t length = (size / page + 1) * page;  // at least one byte more than the file
    // Zero pages first, then the file over their start: a zero byte follows the file whether
    // it ends inside a page (the kernel zeroes the rest of the file's last page) or on a page
    // boundary (the next page is still a zero page of the first mapping).
    void* area =
        ::mmap(nullptr, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (area == MAP_FAILED) {
        return nullptr;
    }
    auto* base = static_cast<char*>(area);
    const std::size_t slot = claim_slot(base, length, path);
    if (slot == kSlots ||
        ::mmap(area, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_FIXED, fd, 0) == MAP_FAILED) {
        if (slot != kSlots) {
            slots[slot].begin.store(nullptr);
        }
        ::munmap(area, length);
        return nullptr;
    }
    return std::shared_ptr<FileMapping>(new FileMapping(base, length, static_cast<int>(slot)));
}

FileMapping::~FileMapping() {
    slots[static_cast<std::size_t>(slot_)].begin.store(nullptr);
    ::munmap(base_, length_);
}

}  // namespace benchcmp
