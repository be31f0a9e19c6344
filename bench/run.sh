#!/usr/bin/env bash
# Measures every figure of bench/README.md in one run, each against its peer:
#   bench/run.sh [BUILD_DIR=build-bench]
# Needs libbenchmark-dev, ministat, hyperfine, GNU time and python3-scipy (the stand-in for
# benchstat's U test): apt-get install -y libbenchmark-dev ministat hyperfine time python3-scipy
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build-bench}
cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=Release -DBENCHCMP_BENCH=ON -DBENCHCMP_BUILD_TESTS=OFF >/dev/null
cmake --build "$build" -j2 >/dev/null
benchcmp=$PWD/$build/benchcmp
generate=$PWD/$build/bench/benchcmp_generate
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# mean_seconds COMMAND...: hyperfine's mean wall time of COMMAND over a few runs.
mean_seconds() {
  hyperfine -N --warmup 1 --runs "${RUNS:-5}" --export-csv "$work/time.csv" "$*" >/dev/null
  awk -F, 'NR == 2 { print $2 }' "$work/time.csv"
}
# ratio A B: A / B to two decimals.
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }
# peak_kib COMMAND...: GNU time's maximum resident set size in KiB.
peak_kib() { /usr/bin/time -f %M "$@" 2>&1 >/dev/null | tail -1; }
size_kib() { du -k "$1" | cut -f1; }

echo "== in-memory parse throughput and 1M vs 1M report (Google Benchmark)"
"$build/bench/benchcmp_bench" --benchmark_min_time=1

echo "== a small comparison as a whole process, against ministat -A on the same values"
grep -h '^Time:' data/hackbench/baseline.txt | awk '{ print $2 }' >"$work/small-a.txt"
grep -h '^Time:' data/hackbench/patched.txt | awk '{ print $2 }' >"$work/small-b.txt"
small=$(RUNS=100 mean_seconds "$benchcmp" data/hackbench/baseline.txt data/hackbench/patched.txt)
peer=$(RUNS=100 mean_seconds ministat -A "$work/small-a.txt" "$work/small-b.txt")
echo "benchcmp $small s, ministat -A $peer s: benchcmp takes $(ratio "$small" "$peer") x ministat's time"

echo "== 1M vs 1M values: Welch against ministat -A, --test mwu against scipy's mannwhitneyu"
"$generate" numbers 1000000 1 >"$work/a.txt"
"$generate" numbers 1000000 2 >"$work/b.txt"
welch=$(mean_seconds "$benchcmp" "$work/a.txt" "$work/b.txt")
peer=$(mean_seconds ministat -A "$work/a.txt" "$work/b.txt")
echo "Welch $welch s, ministat -A $peer s: benchcmp is $(ratio "$peer" "$welch") x faster"
mwu=$(mean_seconds "$benchcmp" --test mwu "$work/a.txt" "$work/b.txt")
cat >"$work/mwu.py" <<'PY'
import sys
import numpy
from scipy.stats import mannwhitneyu
a, b = (numpy.loadtxt(path) for path in sys.argv[1:3])
print(mannwhitneyu(a, b).pvalue)
PY
scipy=$(RUNS=3 mean_seconds /usr/bin/python3 "$work/mwu.py" "$work/a.txt" "$work/b.txt")
echo "mwu $mwu s ($(ratio "$mwu" "$welch") x Welch), scipy $scipy s: benchcmp is $(ratio "$scipy" "$mwu") x faster"
echo "peak RSS: Welch $(peak_kib "$benchcmp" "$work/a.txt" "$work/b.txt") KiB," \
  "mwu $(peak_kib "$benchcmp" --test mwu "$work/a.txt" "$work/b.txt") KiB," \
  "input 2 x $(size_kib "$work/a.txt") KiB"

echo "== a 145 MB raw hackbench log read twice, against wc -l on the same cached bytes"
"$generate" hackbench 3000000 1 >"$work/hackbench.txt"
big=$(mean_seconds "$benchcmp" --input-format hackbench --format json "$work/hackbench.txt" "$work/hackbench.txt")
peer=$(mean_seconds wc -l "$work/hackbench.txt" "$work/hackbench.txt")
echo "file $(size_kib "$work/hackbench.txt") KiB: benchcmp $big s, wc -l $peer s:" \
  "benchcmp takes $(ratio "$big" "$peer") x wc's time"
rss=$(peak_kib "$benchcmp" --input-format hackbench --format json "$work/hackbench.txt" "$work/hackbench.txt")
echo "peak RSS $rss KiB: $(ratio "$rss" "$(size_kib "$work/hackbench.txt")") x the file"
rm "$work/hackbench.txt"

echo "== cost in the number of cases: t(100k) / t(10k), each file against itself"
for shape in hackbench-cases stress-ng-cases sysbench-cases mmtests-cases perf-stat-cases; do
  "$generate" "$shape" 10000 1 >"$work/small.txt"
  "$generate" "$shape" 100000 1 >"$work/large.txt"
  small=$(RUNS=3 mean_seconds "$benchcmp" "$work/small.txt" "$work/small.txt")
  large=$(RUNS=3 mean_seconds "$benchcmp" "$work/large.txt" "$work/large.txt")
  echo "$shape: 10k $small s, 100k $large s, ratio $(ratio "$large" "$small")"
done
"$generate" table-columns 1000 1 >"$work/small.txt"
"$generate" table-columns 10000 1 >"$work/large.txt"
small=$(RUNS=3 mean_seconds "$benchcmp" "$work/small.txt")
large=$(RUNS=3 mean_seconds "$benchcmp" "$work/large.txt")
echo "table-columns: 1k $small s, 10k $large s, ratio $(ratio "$large" "$small")"

echo "== a table of 1,000,000 rows as JSON"
"$generate" table-rows 1000000 1 >"$work/rows.txt"
json=$(RUNS=3 mean_seconds "$benchcmp" --format json "$work/rows.txt")
rss=$(peak_kib "$benchcmp" --format json "$work/rows.txt")
echo "file $(size_kib "$work/rows.txt") KiB: $json s, peak RSS $rss KiB" \
  "($(ratio "$rss" "$(size_kib "$work/rows.txt")") x the file)"
