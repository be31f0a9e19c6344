// Hostile input run as its own process: unbounded input, standard streams that are closed,
// a directory or full, and output paths that are devices, FIFOs or symlinks. Each must give
// the documented exit code and message, and write through instead of replacing anything.
#include <sys/stat.h>
#include <sys/sysmacros.h>

#include <catch2/catch.hpp>
#include <chrono>
#include <csignal>
#include <thread>

#include "cli/cli_support.hpp"
#include "file_text.hpp"

using benchcmp::testing::file_text;
using cli_test::exit_code;
using cli_test::kBase;
using cli_test::kPatched;
using cli_test::Outcome;
using cli_test::run_cli;
using cli_test::ScratchDir;
using cli_test::spawn_cli;
using cli_test::Spawned;

namespace fs = std::filesystem;

TEST_CASE("benchcmp base.txt /dev/zero stops at the size limit", "[cli][hostile]") {
    const ScratchDir scratch("zero");
    scratch.write("base.txt", kBase);
    const Spawned run = spawn_cli({(scratch.path / "base.txt").string(), "/dev/zero"},
                                  [](posix_spawn_file_actions_t& actions) {
                                      ::posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO,
                                                                         "/dev/null", O_WRONLY, 0);
                                  });
    INFO("stderr: " << run.err);
    CHECK(exit_code(run) == 2);
    CHECK(run.err.find("/dev/zero: input is larger than the limit of 1073741824 bytes") !=
          std::string::npos);
    // The limit plus the program, never the doubling of a growing buffer (1.5 GiB and more).
    CHECK(run.max_rss_kib < 1536L * 1024);
}

TEST_CASE("standard input that is a directory or closed gives the real error", "[cli][hostile]") {
    const ScratchDir scratch("stdin");
    scratch.write("base.txt", kBase);
    const std::string base = (scratch.path / "base.txt").string();
    const std::string dir = scratch.path.string();
    const Spawned directory = spawn_cli({base, "-"}, [&](posix_spawn_file_actions_t& actions) {
        ::posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, dir.c_str(),
                                           O_RDONLY | O_DIRECTORY, 0);
    });
    CHECK(exit_code(directory) == 2);
    CHECK(directory.err.find("-: is a directory, not a file") != std::string::npos);
    const Spawned closed = spawn_cli({base, "-"}, [](posix_spawn_file_actions_t& actions) {
        ::posix_spawn_file_actions_addclose(&actions, STDIN_FILENO);
    });
    CHECK(exit_code(closed) == 2);
    CHECK(closed.err.find("-: Bad file descriptor") != std::string::npos);
}

TEST_CASE("a failed write to standard output is exit 2 with a message", "[cli][hostile]") {
    const ScratchDir scratch("stdout");
    scratch.write("base.txt", kBase);
    scratch.write("p.txt", kPatched);
    const std::vector<std::string> args{(scratch.path / "base.txt").string(),
                                        (scratch.path / "p.txt").string()};
    // A full device made here, never the real /dev/full: mknod needs root, else skipped.
    const fs::path full = scratch.path / "full";
    if (::mknod(full.c_str(), S_IFCHR | 0666, ::makedev(1, 7)) == 0) {
        const std::string full_path = full.string();
        const Spawned to_full = spawn_cli(args, [&](posix_spawn_file_actions_t& actions) {
            ::posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, full_path.c_str(), O_WRONLY,
                                               0);
        });
        CHECK(exit_code(to_full) == 2);
        CHECK(to_full.err.find("benchcmp: error: cannot write the report to standard output: No "
                               "space left on device") != std::string::npos);
    }
    const Spawned closed = spawn_cli(args, [](posix_spawn_file_actions_t& actions) {
        ::posix_spawn_file_actions_addclose(&actions, STDOUT_FILENO);
    });
    CHECK(exit_code(closed) == 2);
    CHECK(closed.err.find("cannot write the report to standard output: Bad file descriptor") !=
          std::string::npos);
}

TEST_CASE("output to /dev/stdout writes standard output, never replaces it", "[cli][hostile]") {
    const ScratchDir scratch("devstdout");
    scratch.write("base.txt", kBase);
    scratch.write("p.txt", kPatched);
    const std::string report = (scratch.path / "report.txt").string();
    const Spawned run =
        spawn_cli({"-o", "/dev/stdout", (scratch.path / "base.txt").string(),
                   (scratch.path / "p.txt").string()},
                  [&](posix_spawn_file_actions_t& actions) {
                      ::posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, report.c_str(),
                                                         O_WRONLY | O_CREAT | O_TRUNC, 0644);
                  });
    INFO("stderr: " << run.err);
    CHECK(exit_code(run) == 0);
    CHECK(file_text(report).find("better") != std::string::npos);
}

TEST_CASE("output to devices, FIFOs and symlinks writes through, never replaces",
          "[cli][hostile]") {
    const ScratchDir scratch("output");
    scratch.write("base.txt", kBase);
    scratch.write("p.txt", kPatched);
    const std::string base = (scratch.path / "base.txt").string();
    const std::string patched = (scratch.path / "p.txt").string();

    SECTION("a null device made with mknod stays a character device") {
        const fs::path null = scratch.path / "null";
        if (::mknod(null.c_str(), S_IFCHR | 0666, ::makedev(1, 3)) != 0) {
            WARN("mknod needs root; skipped");
            return;
        }
        const Outcome outcome = run_cli({"-o", null.string(), base, patched});
        INFO("stderr: " << outcome.err);
        CHECK(outcome.code == 0);
        struct stat status {};
        REQUIRE(::lstat(null.c_str(), &status) == 0);
        CHECK(S_ISCHR(status.st_mode));
        CHECK(status.st_rdev == ::makedev(1, 3));
        CHECK(fs::directory_iterator(scratch.path) != fs::directory_iterator());
        for (const auto& entry : fs::directory_iterator(scratch.path)) {
            CHECK(entry.path().filename().string().find(".tmp-") == std::string::npos);
        }
    }
    SECTION("a full device is exit 2 and stays a device") {
        const fs::path full = scratch.path / "full";
        if (::mknod(full.c_str(), S_IFCHR | 0666, ::makedev(1, 7)) != 0) {
            WARN("mknod needs root; skipped");
            return;
        }
        const Outcome outcome = run_cli({"-o", full.string(), base, patched});
        CHECK(outcome.code == 2);
        CHECK(outcome.err.find("full: cannot write the report: write: No space left on device") !=
              std::string::npos);
        struct stat status {};
        REQUIRE(::lstat(full.c_str(), &status) == 0);
        CHECK(S_ISCHR(status.st_mode));
    }
    SECTION("a FIFO is written into and stays a FIFO") {
        const fs::path fifo = scratch.path / "fifo";
        REQUIRE(::mkfifo(fifo.c_str(), 0644) == 0);
        std::string received;
        std::thread reader([&] {
            std::ifstream in(fifo, std::ios::binary);
            received.assign(std::istreambuf_iterator<char>(in), {});
        });
        const Outcome outcome = run_cli({"-o", fifo.string(), base, patched});
        reader.join();
        CHECK(outcome.code == 0);
        CHECK(received.find("better") != std::string::npos);
        struct stat status {};
        REQUIRE(::lstat(fifo.c_str(), &status) == 0);
        CHECK(S_ISFIFO(status.st_mode));
    }
    SECTION("a symlink stays a link and its target gets the report") {
        scratch.write("target.txt", "old report\n");
        const fs::path link = scratch.path / "link";
        fs::create_symlink("target.txt", link);
        const Outcome outcome = run_cli({"-o", link.string(), base, patched});
        CHECK(outcome.code == 0);
        CHECK(fs::is_symlink(link));
        CHECK(file_text(scratch.path / "target.txt").find("better") != std::string::npos);
    }
    SECTION("a dangling symlink creates its target") {
        const fs::path link = scratch.path / "dangling";
        fs::create_symlink("new-report.txt", link);
        const Outcome outcome = run_cli({"-o", link.string(), base, patched});
        CHECK(outcome.code == 0);
        CHECK(fs::is_symlink(link));
        CHECK(file_text(scratch.path / "new-report.txt").find("better") != std::string::npos);
    }
    SECTION("a symlink loop is exit 2 naming the path") {
        const fs::path loop = scratch.path / "loop";
        fs::create_symlink("loop", loop);
        const Outcome outcome = run_cli({"-o", loop.string(), base, patched});
        CHECK(outcome.code == 2);
        CHECK(
            outcome.err.find("loop: cannot write the report: Too many levels of symbolic links") !=
            std::string::npos);
    }
}

TEST_CASE("an -o naming the file standard input reads is refused", "[cli][hostile]") {
    const ScratchDir scratch("stdin-output");
    scratch.write("base.txt", kBase);
    scratch.write("new.txt", kPatched);
    const std::string base = (scratch.path / "base.txt").string();
    const std::string input = (scratch.path / "new.txt").string();
    // benchcmp -o new.txt base.txt - < new.txt
    const Spawned run =
        spawn_cli({"-o", input, base, "-"}, [&](posix_spawn_file_actions_t& actions) {
            ::posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, input.c_str(), O_RDONLY, 0);
        });
    INFO("stderr: " << run.err);
    CHECK(exit_code(run) == 2);
    CHECK(run.err.find("new.txt: is the file standard input (-) reads; refusing to overwrite") !=
          std::string::npos);
    CHECK(file_text(input) == kPatched);
    // Another -o beside the same standard input is written as usual.
    const std::string report = (scratch.path / "report.txt").string();
    const Spawned other =
        spawn_cli({"-o", report, base, "-"}, [&](posix_spawn_file_actions_t& actions) {
            ::posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, input.c_str(), O_RDONLY, 0);
        });
    CHECK(exit_code(other) == 0);
    CHECK(file_text(report).find("better") != std::string::npos);
}

namespace {

std::vector<std::string> temporary_files(const fs::path& folder) {
    std::vector<std::string> found;
    for (const fs::directory_entry& entry : fs::directory_iterator(folder)) {
        if (entry.path().filename().string().find(".tmp-") != std::string::npos) {
            found.push_back(entry.path().filename().string());
        }
    }
    return found;
}

}  // namespace

TEST_CASE("an -o file name of 250 bytes is written", "[cli][hostile]") {
    const ScratchDir scratch("long-output");
    scratch.write("base.txt", kBase);
    scratch.write("p.txt", kPatched);
    // 250 bytes is a valid name (NAME_MAX is 255); NAME.tmp-XXXXXX would be 261.
    for (const std::string& name : {std::string(250, 'r'), std::string(255, 'r'),
                                    std::string(120, 'r') + std::string(40, '\xc3') + "\xa9"}) {
        std::string valid = name;
        if (valid.back() == '\xa9') {
            valid.clear();  // 83 two-byte characters: the cut may not split one
            for (int i = 0; i < 83; ++i) {
                valid += "\xc3\xa9";
            }
            valid += "rrrrrrrrr";
        }
        const fs::path target = scratch.path / valid;
        const Outcome outcome =
            run_cli({"-o", target.string(), (scratch.path / "base.txt").string(),
                     (scratch.path / "p.txt").string()});
        INFO("stderr: " << outcome.err);
        CHECK(outcome.code == 0);
        CHECK(file_text(target).find("better") != std::string::npos);
        CHECK(temporary_files(scratch.path).empty());
    }
}

TEST_CASE("a signal while -o is written removes the temporary file", "[cli][hostile]") {
    const ScratchDir scratch("signal-output");
    // Large enough that the report takes a while to write: the signal comes in the middle.
    for (const char* name : {"a.txt", "b.txt"}) {
        std::string text;
        for (int i = 0; i < 100000; ++i) {
            text += "BenchmarkX" + std::to_string(i) + "-8 100 " + std::to_string(100 + i % 7) +
                    " ns/op\n";
        }
        scratch.write(name, text);
    }
    for (const int signal : {SIGTERM, SIGINT}) {
        const std::string out = (scratch.path / "out.json").string();
        std::vector<std::string> argv_text{BENCHCMP_BINARY,
                                           "--format",
                                           "json",
                                           "-o",
                                           out,
                                           (scratch.path / "a.txt").string(),
                                           (scratch.path / "b.txt").string()};
        std::vector<char*> argv;
        for (std::string& arg : argv_text) {
            argv.push_back(arg.data());
        }
        argv.push_back(nullptr);
        posix_spawn_file_actions_t actions;
        ::posix_spawn_file_actions_init(&actions);
        ::posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0);
        pid_t pid = 0;
        REQUIRE(::posix_spawn(&pid, BENCHCMP_BINARY, &actions, nullptr, argv.data(), environ) == 0);
        ::posix_spawn_file_actions_destroy(&actions);
        bool seen = false;
        int status = 0;
        for (int tries = 0; tries < 20000 && !seen; ++tries) {
            seen = !temporary_files(scratch.path).empty();
            if (!seen) {
                std::this_thread::sleep_for(std::chrono::microseconds(200));
            }
        }
        if (seen) {
            ::kill(pid, signal);
        }
        REQUIRE(::waitpid(pid, &status, 0) == pid);
        INFO("signal " << signal);
        REQUIRE(seen);
        CHECK(WIFSIGNALED(status));
        CHECK(WTERMSIG(status) == signal);
        CHECK(temporary_files(scratch.path).empty());
        CHECK(!fs::exists(out));
    }
}
