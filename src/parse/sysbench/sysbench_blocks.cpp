#include "parse/sysbench/sysbench_blocks.hpp"

#include <array>
#include <utility>

#include "parse/common/text_scan.hpp"
#include "parse/sysbench/sysbench_lines.hpp"

namespace benchcmp::sysbench_blocks {

namespace {

namespace sb = sysbench_lines;

constexpr std::array kSections{
    SectionTitle{"CPU speed:", Section::cpu_speed, "events per second"},
    SectionTitle{"General statistics:", Section::general, "total number of events"},
    SectionTitle{"Test execution summary:", Section::general, "total number of events"},
    SectionTitle{"Latency (ms):", Section::latency, "sum"},
    SectionTitle{"Throughput:", Section::throughput, ""},
    SectionTitle{"Threads fairness:", Section::fairness, "execution time (avg/stddev)"},
    SectionTitle{"File operations:", Section::file_operations, "fsyncs/s"},
    SectionTitle{"SQL statistics:", Section::sql, "reconnects"},
    SectionTitle{"OLTP test statistics:", Section::oltp_legacy, "other operations"},
    SectionTitle{"Running memory speed test with the following options:", Section::memory_mode, ""},
};

// The keys each block prints (any version), for text whose indentation a poster removed.
constexpr std::array<std::pair<Section, std::string_view>, 43> kBlockKeys{{
    {Section::cpu_speed, "events per second"},
    {Section::general, "total time"},
    {Section::general, "total number of events"},
    {Section::general, "total time taken by event execution"},
    {Section::general, "response time"},
    {Section::general, "per-request statistics"},
    {Section::general, "min"},
    {Section::general, "avg"},
    {Section::general, "max"},
    {Section::latency, "min"},
    {Section::latency, "avg"},
    {Section::latency, "max"},
    {Section::latency, "sum"},
    {Section::latency, "percentile stats"},
    {Section::throughput, "events/s (eps)"},
    {Section::throughput, "time elapsed"},
    {Section::throughput, "total number of events"},
    {Section::throughput, "read, MiB/s"},
    {Section::throughput, "written, MiB/s"},
    {Section::throughput, "read"},
    {Section::throughput, "write"},
    {Section::throughput, "fsync"},
    {Section::fairness, "events (avg/stddev)"},
    {Section::fairness, "execution time (avg/stddev)"},
    {Section::file_operations, "reads/s"},
    {Section::file_operations, "writes/s"},
    {Section::file_operations, "fsyncs/s"},
    {Section::sql, "queries performed"},
    {Section::sql, "read"},
    {Section::sql, "write"},
    {Section::sql, "other"},
    {Section::sql, "total"},
    {Section::sql, "transactions"},
    {Section::sql, "queries"},
    {Section::sql, "ignored errors"},
    {Section::sql, "reconnects"},
    {Section::sql, "deadlocks"},
    {Section::sql, "read/write requests"},
    {Section::sql, "other operations"},
    {Section::memory_mode, "block size"},
    {Section::memory_mode, "total size"},
    {Section::memory_mode, "operation"},
    {Section::memory_mode, "scope"},
}};

// Unindented lines sysbench prints between its blocks that carry nothing to record.
constexpr std::array<std::string_view, 9> kQuietPrefixes{
    "Initializing",      "Threads started!", "Done.",    "Report intermediate results",
    "Report checkpoint", "Forcing shutdown", "WARNING:", "Number of IO requests:",
    "Read/Write ratio",
};

// `Doing ... test` lines of 0.4 and 0.5 that name the test (fileio's are read separately).
constexpr std::array<std::pair<std::string_view, std::string_view>, 5> kDoingLines{{
    {"Doing CPU performance benchmark", "cpu"},
    {"Doing memory operations speed test", "memory"},
    {"Doing thread subsystem performance test", "threads"},
    {"Doing mutex performance test", "mutex"},
    {"Doing OLTP test", "oltp"},
}};

}  // namespace

const SectionTitle* find_section(std::string_view text) {
    for (const SectionTitle& entry : kSections) {
        if (text == entry.title) {
            return &entry;
        }
    }
    return nullptr;
}

bool is_block_key(Section section, std::string_view text) {
    const std::size_t colon = text.find(':');
    if (colon == std::string_view::npos) {
        return false;
    }
    const std::string_view key = scan::trim(text.substr(0, colon));
    if (section == Section::oltp_legacy) {
        section = Section::sql;
    }
    if ((section == Section::latency || section == Section::general) && sb::read_percentile(key)) {
        return true;
    }
    for (const auto& [owner, name] : kBlockKeys) {
        if (owner == section && name == key) {
            return true;
        }
    }
    return false;
}

std::optional<std::string_view> read_doing_line(std::string_view text) {
    for (const auto& [line, test] : kDoingLines) {
        if (text.starts_with(line)) {
            return test;
        }
    }
    return std::nullopt;
}

bool is_quiet_line(std::string_view text) {
    for (const std::string_view prefix : kQuietPrefixes) {
        if (text.starts_with(prefix)) {
            return true;
        }
    }
    return false;
}

bool is_builtin_test(std::string_view test) {
    return test == "cpu" || test == "memory" || test == "threads" || test == "mutex" ||
           test == "fileio";
}

}  // namespace benchcmp::sysbench_blocks
