// A large regular file is mapped, not copied: the bytes are the file's, a zero byte follows
// them, repairs in place never reach the file, and a file cut short under benchcmp is exit 2
// naming it, not a crash.
#include <sys/wait.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "benchcmp/transport_repair.hpp"
#include "file_text.hpp"
#include "io/bounded_read.hpp"

namespace {

namespace fs = std::filesystem;

constexpr std::uint64_t kNoLimit = std::uint64_t{1} << 30;

// A folder of its own for each test, as ctest runs them side by side.
struct Scratch {
    fs::path path;
    Scratch() {
        std::string name = (fs::temp_directory_path() / "benchcmp-mapped-XXXXXX").string();
        path = ::mkdtemp(name.data());
    }
    ~Scratch() { fs::remove_all(path); }
    Scratch(const Scratch&) = delete;
    Scratch& operator=(const Scratch&) = delete;

    std::string write(const std::string& name, const std::string& bytes) const {
        const fs::path file = path / name;
        std::ofstream(file, std::ios::binary) << bytes;
        return file.string();
    }
};

// size bytes of hackbench output, the last line cut to fit.
std::string log_of(std::size_t size) {
    const std::string run =
        "Running in process mode with 10 groups using 40 file descriptors\n"
        "Time: 0.885\n";
    std::string text;
    while (text.size() + run.size() <= size) {
        text += run;
    }
    text.append(size - text.size(), 'x');
    return text;
}

benchcmp::InputBytes read(const std::string& path) {
    std::istringstream unused;
    return benchcmp::read_input_bytes(path, unused, kNoLimit);
}

}  // namespace

TEST_CASE("mapped input: a large file reads as its bytes, a zero byte after them", "[cli]") {
    const Scratch scratch;
    // 1 MiB and 2 MiB end on a page boundary, where the zero byte is on a page of its own.
    for (const std::size_t size :
         {std::size_t{1} << 20, (std::size_t{2} << 20) + 123, std::size_t{2} << 20}) {
        INFO(size);
        const std::string text = log_of(size);
        const benchcmp::InputBytes bytes = read(scratch.write("log.txt", text));
        CHECK(bytes.size() == size);
        CHECK(bytes == text);
        CHECK(bytes.data()[bytes.size()] == '\0');
    }
}

TEST_CASE("mapped input: repairs rewrite the mapped bytes, never the file", "[cli]") {
    const Scratch scratch;
    std::string text = log_of(std::size_t{3} << 20);
    text.replace(text.find("Time: "), 6, "Time:\xC2\xA0");  // an NBSP, read as a blank
    const std::string path = scratch.write("nbsp.txt", "\xEF\xBB\xBF" + text);
    const benchcmp::RepairedText repaired = benchcmp::undo_transfer_damage(read(path));
    CHECK(repaired.text.size() == text.size() - 1);
    CHECK(repaired.text.view().substr(0, 80).find("Time: 0.885") != std::string_view::npos);
    CHECK(repaired.text.data()[repaired.text.size()] == '\0');
    CHECK(benchcmp::testing::file_text(path) == "\xEF\xBB\xBF" + text);
}

TEST_CASE("mapped input: a file cut short while it is read is exit 2 naming it", "[cli]") {
    const Scratch scratch;
    const std::string path = scratch.write("cut.txt", log_of(std::size_t{4} << 20));
    int pipe_ends[2];
    REQUIRE(::pipe(pipe_ends) == 0);
    const pid_t child = ::fork();
    REQUIRE(child >= 0);
    if (child == 0) {
        ::dup2(pipe_ends[1], STDERR_FILENO);
        const benchcmp::InputBytes bytes = read(path);
        fs::resize_file(path, 0);  // another program truncates the file
        volatile char last = bytes.data()[bytes.size() - 1];
        (void)last;
        ::_exit(0);  // not reached: the page past the file's new end faults
    }
    ::close(pipe_ends[1]);
    std::string message;
    char buffer[512];
    for (ssize_t got = 0; (got = ::read(pipe_ends[0], buffer, sizeof buffer)) > 0;) {
        message.append(buffer, static_cast<std::size_t>(got));
    }
    ::close(pipe_ends[0]);
    int status = 0;
    REQUIRE(::waitpid(child, &status, 0) == child);
    REQUIRE(WIFEXITED(status));
    CHECK(WEXITSTATUS(status) == 2);
    CHECK(message == "benchcmp: error: " + path +
                         ": the file could not be read to its end: another program truncated it "
                         "while benchcmp read it, or the device failed\n");
}
