// Helpers the CLI tests share: scratch folders, the CLI run in-process or as its own process,
// and the small hackbench inputs most cases compare.
#pragma once

#include <fcntl.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <functional>
#include <sstream>
#include <string>
#include <vector>

#include "benchcmp/app.hpp"

extern char** environ;

namespace cli_test {

namespace fs = std::filesystem;

struct File {
    std::string name;
    std::string content;
};

/// One hackbench block of process mode with one `Time:` line per time.
inline std::string hackbench_block(int groups, const std::vector<std::string>& times) {
    std::string text = "Running in process mode with " + std::to_string(groups) +
                       " groups using 40 file descriptors each (== " + std::to_string(groups * 40) +
                       " tasks)\n" + "Each sender will pass 100 messages of 100 bytes\n";
    for (const std::string& time : times) {
        text += "Time: " + time + "\n";
    }
    return text;
}

inline const std::string kBase = hackbench_block(10, {"0.890", "0.901", "0.884", "0.893"});
inline const std::string kPatched = hackbench_block(10, {"0.850", "0.861", "0.847", "0.852"});

/// text with every `{dir}` replaced by dir.
inline std::string substitute(std::string text, const std::string& dir) {
    for (auto at = text.find("{dir}"); at != std::string::npos; at = text.find("{dir}")) {
        text.replace(at, 5, dir);
    }
    return text;
}

// A fresh folder per test, removed again at the end.
struct ScratchDir {
    fs::path path;
    explicit ScratchDir(const std::string& tag)
        : path(fs::temp_directory_path() /
               ("benchcmp-cli-" + tag + "-" + std::to_string(::getpid()))) {
        fs::remove_all(path);
        fs::create_directories(path);
    }
    ~ScratchDir() {
        std::error_code ignored;
        fs::remove_all(path, ignored);
    }
    ScratchDir(const ScratchDir&) = delete;
    ScratchDir& operator=(const ScratchDir&) = delete;
    void write(const std::string& name, const std::string& content) const {
        std::ofstream(path / name, std::ios::binary) << content;
    }
};

struct Outcome {
    int code;
    std::string out;
    std::string err;
};

inline Outcome run_cli(const std::vector<std::string>& args, const std::string& stdin_text = "") {
    std::istringstream in(stdin_text);
    std::ostringstream out;
    std::ostringstream err;
    const int code = benchcmp::run(args, in, out, err);
    return Outcome{code, out.str(), err.str()};
}

// The built CLI run with its standard streams set up by setup (dup2 and close on a
// posix_spawn file-actions object); returns the exit status, what it wrote to stderr, and its
// peak resident memory in KiB.
struct Spawned {
    int status;
    std::string err;
    long max_rss_kib;
};

inline Spawned spawn_cli(const std::vector<std::string>& args,
                         const std::function<void(posix_spawn_file_actions_t&)>& setup) {
    int err_pipe[2];
    REQUIRE(::pipe(err_pipe) == 0);
    posix_spawn_file_actions_t actions;
    ::posix_spawn_file_actions_init(&actions);
    setup(actions);
    ::posix_spawn_file_actions_adddup2(&actions, err_pipe[1], STDERR_FILENO);
    ::posix_spawn_file_actions_addclose(&actions, err_pipe[0]);
    std::vector<std::string> argv_text{BENCHCMP_BINARY};
    argv_text.insert(argv_text.end(), args.begin(), args.end());
    std::vector<char*> argv;
    for (std::string& arg : argv_text) {
        argv.push_back(arg.data());
    }
    argv.push_back(nullptr);
    pid_t pid = 0;
    const int spawned =
        ::posix_spawn(&pid, BENCHCMP_BINARY, &actions, nullptr, argv.data(), environ);
    ::posix_spawn_file_actions_destroy(&actions);
    ::close(err_pipe[1]);
    REQUIRE(spawned == 0);
    std::string err;
    char buffer[4096];
    for (ssize_t got; (got = ::read(err_pipe[0], buffer, sizeof buffer)) > 0;) {
        err.append(buffer, static_cast<std::size_t>(got));
    }
    ::close(err_pipe[0]);
    int status = 0;
    rusage usage{};
    REQUIRE(::wait4(pid, &status, 0, &usage) == pid);
    return Spawned{status, err, usage.ru_maxrss};
}

inline int exit_code(const Spawned& spawned) {
    return WIFEXITED(spawned.status) ? WEXITSTATUS(spawned.status) : 128 + WTERMSIG(spawned.status);
}

}  // namespace cli_test
