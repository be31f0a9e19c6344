// Matchers for the lines of fio's normal (human) output, one per line shape (FORMATS.md
// section 6.1, FORMATS-FAMILIES.md section 8). Each takes a line with its quote prefix and
// surrounding blanks removed and returns what it read, or nullopt for any other line.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace benchcmp::fio_lines {

/// A value with the unit fio printed after it, e.g. {88.5, "GiB/s"}.
struct Quantity {
    double value = 0.0;
    std::string unit;
};

/// `name: (g=0): rw=read, bs=(R) 256KiB-256KiB, ..., ioengine=libaio, iodepth=64`, the line
/// fio prints per job before it starts. Fields a wrapped line lost are empty.
struct JobOptions {
    std::string name;
    std::string rw;
    std::string bs;
    std::string iodepth;
};
std::optional<JobOptions> read_job_options(std::string_view text);

/// `name: (groupid=0, jobs=1): err= 0: pid=43189: <date>`, the head of a job's results.
struct JobHeader {
    std::string name;
    std::string jobs;
};
std::optional<JobHeader> read_job_header(std::string_view text);

/// `read: IOPS=363k, BW=88.5GiB/s (95.1GB/s)(2656GiB/30001msec)` (fio >= 2.17) or
/// `read : io=1024MB, bw=34952KB/s, iops=8738, runt= 30001msec` (older); both the IOPS and
/// the bandwidth must be there.
struct DirectionResult {
    std::string direction;  // read, write, trim or mixed
    std::optional<double> iops;
    std::optional<Quantity> bw;
};
std::optional<DirectionResult> read_direction_line(std::string_view text);

/// `clat (usec): min=78, max=1351, avg=174.46, stdev=28.86` (also slat and lat); the mean
/// is returned in microseconds whatever unit the line uses.
struct LatencyMean {
    std::string kind;  // slat, clat or lat
    double usec = 0.0;
};
std::optional<LatencyMean> read_latency_line(std::string_view text);

/// `clat percentiles (usec):`: the kind and the factor that turns its values into usec.
struct PercentileBlock {
    std::string kind;
    double to_usec = 1.0;
};
std::optional<PercentileBlock> read_percentile_header(std::string_view text);

/// The entries of one `|  1.00th=[   12],  5.00th=[   12], ...` row, as printed
/// ("1.00", 12); empty when the line is not such a row.
struct Percentile {
    std::string label;
    double value = 0.0;
};
std::vector<Percentile> read_percentile_row(std::string_view text);

/// `READ: bw=1233MiB/s (1293MB/s), ..., io=4335GiB (4654GB), run=...` (fio >= 2.17) or
/// `READ: io=4335GB, aggrb=1262MB/s, minb=..., mint=..., maxt=...` (older): the group status
/// line of `Run status group N (all jobs):`.
struct GroupStatus {
    std::string direction;  // read, write, trim or mixed
    std::optional<Quantity> bw;
    std::optional<Quantity> io;
    std::optional<Quantity> runtime;  // the longest job's, `run=MIN-MAXmsec`
};
std::optional<GroupStatus> read_group_line(std::string_view text);

/// True when a group status line ends as fio prints it (`run=...msec` or `maxt=...msec`), so
/// that a line a mailer wrapped can be told from a whole one.
bool group_line_complete(std::string_view text);

/// How many bytes one unit of an IEC size or rate is (`MiB` and `MiB/s` are 2^20), or nullopt
/// for any other unit: fio's default units, the only ones it is safe to convert between,
/// since before 2.17 `MB` meant MiB and with kb_base=1000 it means 10^6 bytes.
std::optional<double> iec_bytes(std::string_view unit);

/// The factor that turns a time in unit (nsec, usec, msec, sec) into microseconds, or
/// nullopt for another unit.
std::optional<double> usec_factor(std::string_view unit);

}  // namespace benchcmp::fio_lines
