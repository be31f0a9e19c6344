// A unified diff of two texts, line by line, for test failure messages: what a golden case
// expected against what the CLI printed, as `diff -u` would show it (3 lines of context).
#pragma once

#include <algorithm>
#include <cstddef>
#include <sstream>
#include <string>
#include <vector>

namespace benchcmp::testing {

inline std::vector<std::string> diff_lines(const std::string& text) {
    std::vector<std::string> lines;
    std::istringstream stream(text);
    for (std::string line; std::getline(stream, line);) {
        lines.push_back(line);
    }
    return lines;
}

// The edit script of a longest common subsequence: ' ' kept, '-' only in want, '+' only in
// got. Quadratic, which golden outputs of a few hundred lines afford; past 4,000 lines a side
// it reports every line as changed rather than take seconds.
inline std::vector<std::pair<char, std::string>> edit_script(const std::vector<std::string>& a,
                                                             const std::vector<std::string>& b) {
    std::vector<std::pair<char, std::string>> script;
    if (a.size() > 4000 || b.size() > 4000) {
        for (const std::string& line : a)
            script.emplace_back('-', line);
        for (const std::string& line : b)
            script.emplace_back('+', line);
        return script;
    }
    const std::size_t n = a.size();
    const std::size_t m = b.size();
    std::vector<std::vector<int>> common(n + 1, std::vector<int>(m + 1, 0));
    for (std::size_t i = n; i-- > 0;) {
        for (std::size_t j = m; j-- > 0;) {
            common[i][j] = a[i] == b[j] ? common[i + 1][j + 1] + 1
                                        : std::max(common[i + 1][j], common[i][j + 1]);
        }
    }
    std::size_t i = 0;
    std::size_t j = 0;
    while (i < n || j < m) {
        if (i < n && j < m && a[i] == b[j]) {
            script.emplace_back(' ', a[i++]);
            ++j;
        } else if (j < m && (i == n || common[i][j + 1] >= common[i + 1][j])) {
            script.emplace_back('+', b[j++]);
        } else {
            script.emplace_back('-', a[i++]);
        }
    }
    return script;
}

/// `--- name (expected)` / `+++ name (got)` and the changed lines with 3 lines of context;
/// empty when the texts are equal.
inline std::string unified_diff(const std::string& name, const std::string& want,
                                const std::string& got) {
    if (want == got) {
        return "";
    }
    const auto script = edit_script(diff_lines(want), diff_lines(got));
    std::string out = "--- " + name + " (expected)\n+++ " + name + " (got)\n";
    const std::size_t context = 3;
    std::size_t last_shown = 0;
    bool any_shown = false;
    for (std::size_t k = 0; k < script.size(); ++k) {
        const std::size_t from = k >= context ? k - context : 0;
        bool near_change = false;
        for (std::size_t c = from; c < std::min(script.size(), k + context + 1); ++c) {
            near_change = near_change || script[c].first != ' ';
        }
        if (!near_change) {
            continue;
        }
        if (any_shown && k > last_shown + 1) {
            out += "@@\n";
        } else if (!any_shown) {
            out += "@@\n";
        }
        out += script[k].first + script[k].second + "\n";
        last_shown = k;
        any_shown = true;
    }
    if (!want.empty() && want.back() != '\n') {
        out += "\\ No newline at end of expected\n";
    }
    return out;
}

}  // namespace benchcmp::testing
