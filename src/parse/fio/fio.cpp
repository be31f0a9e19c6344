// "fio": fio's normal (human) output, whole or in the pieces people paste: the per-job
// result blocks (`read: IOPS=..., BW=...`, slat/clat/lat, percentiles) and the
// `Run status group` lines (`READ: bw=...`), from fio 2.x to 3.x (FORMATS.md section 6.1,
// FORMATS-FAMILIES.md section 8).
//
// A job's case is its name and the options fio prints for it (rw, bs, iodepth) plus the jobs=
// count of its result header; the direction (read, write, trim, mixed) is a case key too, so
// READ and WRITE lines that alternate never mix. A job or group seen again is another run of
// the same case. Latencies are read in microseconds whatever unit fio chose for the line
// (nsec, usec, msec), because fio picks the unit per line from the magnitude and two kernels
// can print the same metric in different units.

#include <fmt/format.h>

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "benchcmp/parse.hpp"
#include "parse/common/format_parser.hpp"
#include "parse/common/text_scan.hpp"
#include "parse/fio/fio_lines.hpp"
#include "parse/parsers.hpp"

namespace benchcmp {

namespace {

constexpr std::string_view kBenchmark = "fio";

// A job result header, a per-job direction line or a group status line: nothing else prints
// these shapes. Above schbench's 0.95 because fio's `clat percentiles (usec):` blocks look like
// schbench's percentile block headers to its sniff.
constexpr double kSureScore = 0.97;

// A mailer wraps fio's longest lines (the job options, the group status) once; quoting can
// push them to twice.
constexpr int kMaxJoins = 2;

Metric metric(std::string name, std::string unit, Direction better) {
    return Metric{std::string(kBenchmark), std::move(name), std::move(unit), better};
}

// "99.90" -> "99.9", "1.00" -> "1": the percentile as a metric name writes it.
std::string percentile_name(std::string_view kind, std::string_view label) {
    std::string trimmed(label);
    if (trimmed.find('.') != std::string::npos) {
        while (trimmed.back() == '0') {
            trimmed.pop_back();
        }
        if (trimmed.back() == '.') {
            trimmed.pop_back();
        }
    }
    return std::string(kind) + "_p" + trimmed;
}

// The lines fio prints around its results that carry none: its version, the start and
// progress lines, and the titles of the group and disk summaries.
bool is_banner(std::string_view text) {
    const bool version = text.starts_with("fio-") && text.size() > 4 && scan::is_digit(text[4]);
    return version || text.starts_with("Starting ") || text.starts_with("Jobs:") ||
           text.starts_with("Run status group") || text.starts_with("Disk stats (read/write):");
}

// A line that starts a statement of its own and so cannot continue a wrapped one.
bool starts_statement(std::string_view text) {
    return text.find(": (g=") != std::string_view::npos ||
           text.find(": (groupid=") != std::string_view::npos || is_banner(text) ||
           fio_lines::read_group_line(text) || fio_lines::read_direction_line(text);
}

class Reader {
  public:
    explicit Reader(Run& run) : run_(run) {}

    void line(std::string_view raw, int number);
    void finish() { flush_pending(); }

  private:
    enum class Pending { none, options, group };

    void flush_pending();
    void statement(std::string_view text, int number);
    void job_header(const fio_lines::JobHeader& header);
    void direction(const fio_lines::DirectionResult& result, int number);
    void group(std::string_view text, int number);
    void add(const Metric& metric, double value, int number) {
        run_.add_value(metric, direction_key_, value, number);
    }
    void add_quantity(std::string name, const CaseKey& key, fio_lines::Quantity quantity,
                      Direction better, int number);

    Run& run_;
    std::map<std::string, fio_lines::JobOptions> options_;  // by job name
    CaseKey job_key_;        // job, rw, bs, iodepth, numjobs of the current result block
    CaseKey direction_key_;  // job_key_ plus dir; empty before the first direction line
    bool in_direction_ = false;
    std::optional<fio_lines::PercentileBlock> percentiles_;
    std::string group_id_;  // of the last `Run status group N` header; "0" before any
    // The unit each bandwidth or size was first printed in, by metric name and case.
    std::map<std::string, std::string> first_units_;
    bool conversion_noted_ = false;

    Pending pending_ = Pending::none;
    std::string pending_text_;
    int pending_line_ = 0;
    int pending_joins_ = 0;
};

void Reader::line(std::string_view raw, int number) {
    const std::string_view text = scan::clean_line(raw);
    if (pending_ != Pending::none) {
        if (text.empty() || starts_statement(text) || pending_joins_ == kMaxJoins) {
            flush_pending();
        } else {
            pending_text_ += ' ';
            pending_text_ += text;
            ++pending_joins_;
            const bool whole = pending_ == Pending::options
                                   ? pending_text_.find("iodepth=") != std::string::npos
                                   : fio_lines::group_line_complete(pending_text_);
            if (whole) {
                flush_pending();
            }
            return;
        }
    }
    if (!text.empty()) {
        statement(text, number);
    }
}

void Reader::flush_pending() {
    const Pending kind = std::exchange(pending_, Pending::none);
    const std::string text = std::move(pending_text_);
    pending_text_.clear();
    if (kind == Pending::options) {
        if (auto options = fio_lines::read_job_options(text)) {
            options_[options->name] = std::move(*options);
        }
    } else if (kind == Pending::group) {
        group(text, pending_line_);
    }
}

void Reader::statement(std::string_view text, int number) {
    if (percentiles_) {
        const auto entries = fio_lines::read_percentile_row(text);
        if (!entries.empty()) {
            for (const auto& entry : entries) {
                add(metric(percentile_name(percentiles_->kind, entry.label), "us",
                           Direction::lower_is_better),
                    entry.value * percentiles_->to_usec, number);
            }
            return;
        }
        percentiles_.reset();
    }
    if (text.find(": (g=") != std::string_view::npos) {
        pending_ = Pending::options;
        pending_text_ = text;
        pending_line_ = number;
        pending_joins_ = 0;
        if (text.find("iodepth=") != std::string_view::npos) {
            flush_pending();
        }
    } else if (const auto header = fio_lines::read_job_header(text)) {
        job_header(*header);
    } else if (const auto result = fio_lines::read_direction_line(text)) {
        direction(*result, number);
    } else if (text.starts_with("Run status group")) {
        std::string_view rest = text.substr(std::string_view("Run status group").size());
        group_id_ = scan::next_token(rest);
        in_direction_ = false;
    } else if (fio_lines::read_group_line(text)) {
        if (fio_lines::group_line_complete(text)) {
            group(text, number);
        } else {
            pending_ = Pending::group;
            pending_text_ = text;
            pending_line_ = number;
            pending_joins_ = 0;
        }
    } else if (!in_direction_) {
        return;
    } else if (const auto latency = fio_lines::read_latency_line(text)) {
        add(metric(latency->kind + "_mean", "us", Direction::lower_is_better), latency->usec,
            number);
    } else if (auto block = fio_lines::read_percentile_header(text)) {
        percentiles_ = std::move(block);
    }
}

void Reader::job_header(const fio_lines::JobHeader& header) {
    job_key_ = CaseKey{};
    job_key_.add("job", header.name);
    if (const auto found = options_.find(header.name); found != options_.end()) {
        const fio_lines::JobOptions& options = found->second;
        for (const auto& [key, value] :
             {std::pair{"rw", &options.rw}, {"bs", &options.bs}, {"iodepth", &options.iodepth}}) {
            if (!value->empty()) {
                job_key_.add(key, *value);
            }
        }
    }
    if (!header.jobs.empty()) {
        job_key_.add("numjobs", header.jobs);
    }
    in_direction_ = false;
}

void Reader::direction(const fio_lines::DirectionResult& result, int number) {
    direction_key_ = job_key_;
    direction_key_.add("dir", result.direction);
    in_direction_ = true;
    if (result.iops) {
        add(metric("iops", "IO/s", Direction::higher_is_better), *result.iops, number);
    }
    if (result.bw) {
        add_quantity("bw", direction_key_, *result.bw, Direction::higher_is_better, number);
    }
}

// fio picks the unit of a bandwidth or size from its magnitude, so reruns of one job can print
// `1010MiB/s` and `1.02GiB/s`: a value is converted to the unit its case was first printed in
// (IEC units only), so that the runs stay one sample.
void Reader::add_quantity(std::string name, const CaseKey& key, fio_lines::Quantity quantity,
                          Direction better, int number) {
    const auto [first, created] =
        first_units_.try_emplace(name + '\x1f' + key.to_string(), quantity.unit);
    const std::string& unit = first->second;
    if (!created && unit != quantity.unit) {
        const auto from = fio_lines::iec_bytes(quantity.unit);
        const auto to = fio_lines::iec_bytes(unit);
        if (from && to && quantity.unit.ends_with("/s") == unit.ends_with("/s")) {
            if (!std::exchange(conversion_noted_, true)) {
                run_.diagnose(Level::note, number,
                              fmt::format("{} {}{} converted to {}, the unit of its first run "
                                          "(noted once per file)",
                                          name, quantity.value, quantity.unit, unit));
            }
            quantity.value *= *from / *to;
            quantity.unit = unit;
        }
    }
    run_.add_value(metric(std::move(name), std::move(quantity.unit), better), key, quantity.value,
                   number);
}

// Group 0 is every job file's only group unless `stonewall` or `new_group` made more, so only
// the others are named in the case: a paste that left out the `Run status group 0` header
// still matches one that kept it.
void Reader::group(std::string_view text, int number) {
    const auto status = fio_lines::read_group_line(text);
    if (!status) {
        return;
    }
    CaseKey key;
    if (!group_id_.empty() && group_id_ != "0") {
        key.add("group", group_id_);
    }
    key.add("dir", status->direction);
    if (status->bw) {
        add_quantity("group_bw", key, *status->bw, Direction::higher_is_better, number);
    }
    if (status->io) {
        add_quantity("group_io", key, *status->io, Direction::unknown, number);
    }
    // The same work done in less time is faster; a time-based job's runtime is its setting.
    if (status->runtime) {
        add_quantity("group_runtime", key, *status->runtime, Direction::lower_is_better, number);
    }
}

class FioParser final : public LineFormatParser<Reader> {
  public:
    FioParser()
        : LineFormatParser(
              kBenchmark,
              "fio normal output: job results (IOPS, BW, latencies, percentiles) and group "
              "status lines") {}

    double sniff(const SniffHead& head) const override {
        for (const std::string_view text : head.clean_lines()) {
            if (fio_lines::read_job_header(text) || fio_lines::read_group_line(text) ||
                fio_lines::read_direction_line(text) ||
                (text.find(": (g=") != text.npos && text.find(" rw=") != text.npos)) {
                return kSureScore;
            }
        }
        return 0.0;
    }

    bool prints_banner(std::string_view line) const override { return is_banner(line); }
};

}  // namespace

const Parser& fio_parser() {
    return the_parser<FioParser>();
}

}  // namespace benchcmp
