// A report's diagnostics are bounded as they are made (BoundedDiagnostics) exactly as
// limit_line_diagnostics bounds a finished list, without making the messages it would drop.
#include "benchcmp/diagnostics.hpp"

#include <algorithm>
#include <catch2/catch.hpp>
#include <string>
#include <vector>

TEST_CASE("bounded diagnostics keep and count what limit_line_diagnostics would", "[model]") {
    using benchcmp::Diagnostic;
    using benchcmp::Level;
    constexpr std::size_t kMax = benchcmp::kMaxDiagnosticsPerInput;
    // Already in the list: more than a file's share for a.txt (two runs of one file), line-0
    // notes, and some for b.txt.
    std::vector<Diagnostic> start;
    for (std::size_t i = 0; i < kMax + 20; ++i) {
        start.push_back(Diagnostic{Level::warning, "a.txt", static_cast<int>(i + 1), "read"});
    }
    start.push_back(Diagnostic{Level::note, "a.txt", 0, "whole file"});
    for (int i = 0; i < 30; ++i) {
        start.push_back(Diagnostic{Level::warning, "b.txt", i + 1, "read"});
    }
    // Then made one by one: lines of a.txt, b.txt and c.txt, and a line-0 note of each.
    std::vector<Diagnostic> made;
    for (int i = 0; i < 300; ++i) {
        const char* file = i % 3 == 0 ? "a.txt" : i % 3 == 1 ? "b.txt" : "c.txt";
        made.push_back(Diagnostic{Level::warning, file, 1000 + i, "compared " + std::to_string(i)});
    }
    made.push_back(Diagnostic{Level::note, "c.txt", 0, "sums up"});

    std::vector<Diagnostic> unbounded = start;
    unbounded.insert(unbounded.end(), made.begin(), made.end());
    benchcmp::limit_line_diagnostics(unbounded);

    std::vector<Diagnostic> bounded = start;
    benchcmp::BoundedDiagnostics diagnostics(bounded);
    std::size_t messages_made = 0;
    for (const Diagnostic& diagnostic : made) {
        diagnostics.add(diagnostic.level, diagnostic.file, diagnostic.line, [&] {
            ++messages_made;
            return diagnostic.message;
        });
    }
    diagnostics.finish();

    CHECK(bounded == unbounded);
    // a.txt had no room left; b.txt had 70, c.txt room for all 100 of its own; notes always.
    CHECK(messages_made == 0 + 70 + 100 + 1);
    CHECK(std::count_if(bounded.begin(), bounded.end(), [](const Diagnostic& d) {
              return d.message.find("more warnings about lines") != std::string::npos;
          }) == 2);  // a.txt and b.txt
}
