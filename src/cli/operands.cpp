#include "cli/operands.hpp"

#include <fmt/format.h>
#include <glob.h>
#include <sys/stat.h>

#include <algorithm>
#include <filesystem>
#include <map>
#include <unordered_map>

#include "benchcmp/diagnostics.hpp"
#include "benchcmp/parse.hpp"

namespace benchcmp {

InputSpec split_spec(const std::string& argument) {
    // A file whose name contains '=' must still work, so an existing path wins over the
    // label=path reading.
    const auto equals = argument.find('=');
    std::error_code unreadable;  // a name too long or a symlink loop is no file: not a throw
    if (equals == std::string::npos || equals == 0 || argument == "-" ||
        std::filesystem::exists(argument, unreadable)) {
        return InputSpec{"", argument};
    }
    return InputSpec{argument.substr(0, equals), argument.substr(equals + 1)};
}

std::string default_label(const InputSpec& spec) {
    if (!spec.label.empty()) {
        return spec.label;
    }
    if (spec.path == "-") {
        return "stdin";
    }
    return std::filesystem::path(spec.path).stem().string();
}

InputGroup group_of(const std::string& argument) {
    const InputSpec spec = split_spec(argument);
    std::error_code ignored;
    if (spec.path == "-" || !is_pattern(spec.path) || std::filesystem::exists(spec.path, ignored)) {
        return InputGroup{spec.label, spec.path, {spec.path}, ""};
    }
    std::vector<std::string> paths = expand_pattern(spec.path);
    if (paths.empty()) {
        throw Error(fmt::format("{}: no file matches the pattern", spec.path));
    }
    return InputGroup{spec.label, spec.path, std::move(paths),
                      default_label(InputSpec{"", spec.path})};
}

BaselineChoice choose_baseline(const std::vector<std::string>& values) {
    BaselineChoice choice;
    std::vector<std::string> labels;
    InputGroup merged;
    for (const std::string& value : values) {
        if (value.empty()) {
            throw Error(
                "--baseline is empty (an unset shell variable?); name a file, or an input's "
                "label");
        }
        const InputSpec spec = split_spec(value);
        std::error_code ignored;
        std::vector<std::string> paths;
        if (spec.path == "-" || std::filesystem::exists(spec.path, ignored)) {
            paths.push_back(spec.path);
        } else if (is_pattern(spec.path)) {
            paths = expand_pattern(spec.path);
            if (paths.empty()) {
                throw Error(fmt::format("--baseline {}: no file matches the pattern", spec.path));
            }
        }
        if (paths.empty()) {
            labels.push_back(value);
            continue;
        }
        if (merged.label.empty()) {
            merged.label = spec.label;
        }
        merged.name += merged.name.empty() ? spec.path : " + " + spec.path;
        merged.paths.insert(merged.paths.end(), paths.begin(), paths.end());
    }
    if (!labels.empty() && (labels.size() > 1 || !merged.paths.empty())) {
        throw Error(fmt::format(
            "--baseline {}: no such file; --baseline takes either files to merge or the one "
            "label of an input",
            labels.front()));
    }
    if (!labels.empty()) {
        choice.label = labels.front();
        return choice;
    }
    const InputSpec first = split_spec(values.front());
    merged.implied_label =
        values.size() == 1 ? default_label(InputSpec{"", first.path}) : "baseline";
    choice.files = std::move(merged);
    return choice;
}

std::vector<Diagnostic> drop_repeated_files(InputGroup& group) {
    std::vector<Diagnostic> warnings;
    std::map<std::pair<dev_t, ino_t>, std::string> seen;
    std::vector<std::string> kept;
    for (std::string& path : group.paths) {
        struct stat status {};
        if (path != "-" && ::stat(path.c_str(), &status) == 0) {
            const auto [first, inserted] =
                seen.emplace(std::pair{status.st_dev, status.st_ino}, path);
            if (!inserted) {
                warnings.push_back(Diagnostic{
                    Level::warning, path, 0,
                    fmt::format("the same file as {} (one device and inode); its values are "
                                "counted once",
                                first->second)});
                continue;
            }
        }
        kept.push_back(std::move(path));  // unreadable ones fail later with their own error
    }
    group.paths = std::move(kept);
    return warnings;
}

bool is_pattern(std::string_view text) {
    return text.find_first_of("*?[") != std::string_view::npos;
}

std::vector<std::string> expand_pattern(const std::string& pattern) {
    glob_t found{};
    const int status = ::glob(pattern.c_str(), GLOB_ERR, nullptr, &found);
    std::vector<std::string> paths;
    if (status == 0) {
        paths.assign(found.gl_pathv, found.gl_pathv + found.gl_pathc);
    }
    ::globfree(&found);
    if (status != 0 && status != GLOB_NOMATCH) {
        throw Error(fmt::format("{}: cannot expand the pattern ({})", pattern,
                                status == GLOB_NOSPACE ? "out of memory" : "read error"));
    }
    return paths;
}

}  // namespace benchcmp
