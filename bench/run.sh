#!/usr/bin/env bash
# Measures every figure of bench/README.md in one run, each against its peer and its goal:
#   bench/run.sh [BUILD_DIR=build-bench]
# Needs libbenchmark-dev, ministat, hyperfine, GNU time and python3-scipy (the stand-in for
# benchstat's U test): apt-get install -y libbenchmark-dev ministat hyperfine time python3-scipy
# Times are CPU time (user + system), not wall time: the machine may be shared, and the time a
# process waits for a core says nothing about the process. About 30 minutes on two loaded cores.
set -euo pipefail
shopt -s inherit_errexit  # a failed measurement stops the run instead of printing "met"
cd "$(dirname "$0")/.."
build=$(realpath -m "${1:-build-bench}")
cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=Release -DBENCHCMP_BENCH=ON -DBENCHCMP_BUILD_TESTS=OFF >/dev/null
cmake --build "$build" -j2 >/dev/null
benchcmp=$build/benchcmp
generate=$build/bench/benchcmp_generate
floor=$build/bench/benchcmp_floor
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# cpu_seconds COMMAND...: hyperfine's mean CPU time (user + system) of COMMAND over RUNS runs
# after WARMUP unmeasured ones.
cpu_seconds() {
  hyperfine -N --warmup "${WARMUP:-1}" --runs "${RUNS:-5}" --export-csv "$work/time.csv" "$*" >/dev/null
  awk -F, 'NR == 2 { printf "%.6f\n", $5 + $6 }' "$work/time.csv"
}
# once COMMAND...: "CPU_SECONDS PEAK_KIB" of one run, from GNU time (for the runs too long to
# repeat, and for peak RSS, which hyperfine does not report).
once() {
  /usr/bin/time -o "$work/once.txt" -f '%U %S %M' "$@" >/dev/null
  awk 'END { printf "%.2f %d\n", $1 + $2, $3 }' "$work/once.txt"
}
# ratio A B: A / B to three decimals, so that a goal is not met by rounding (1.205 is not 1.2).
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.3f", a / b }'; }
# goal VALUE OP LIMIT TEXT: "goal TEXT: met" or "not met", as VALUE OP LIMIT holds.
goal() {
  awk -v v="$1" -v op="$2" -v l="$3" -v text="$4" 'BEGIN {
    met = (op == "<=") ? v <= l : v >= l
    printf "goal %s: %s\n", text, met ? "met" : "NOT met" }'
}
size_kib() { du -k "$1" | cut -f1; }

echo "== in-memory parse throughput and 1M vs 1M report (Google Benchmark)"
"$build/bench/benchcmp_bench" --benchmark_min_time=1

echo "== a small comparison as a whole process, against ministat -A on the same values"
grep -h '^Time:' data/hackbench/baseline.txt | awk '{ print $2 }' >"$work/small-a.txt"
grep -h '^Time:' data/hackbench/patched.txt | awk '{ print $2 }' >"$work/small-b.txt"
small=$(RUNS=300 cpu_seconds "$benchcmp" data/hackbench/baseline.txt data/hackbench/patched.txt)
peer=$(RUNS=300 cpu_seconds ministat -A "$work/small-a.txt" "$work/small-b.txt")
times=$(ratio "$small" "$peer")
echo "benchcmp $small s, ministat -A $peer s: benchcmp takes $times x ministat's time;" \
  "$(goal "$times" "<=" 1 "no slower than ministat")"

echo "== 1M vs 1M values: Welch against ministat -A, --test mwu against Welch and scipy"
"$generate" numbers 1000000 1 >"$work/a.txt"
"$generate" numbers 1000000 2 >"$work/b.txt"
welch=$(cpu_seconds "$benchcmp" "$work/a.txt" "$work/b.txt")
peer=$(cpu_seconds ministat -A "$work/a.txt" "$work/b.txt")
faster=$(ratio "$peer" "$welch")
echo "Welch $welch s, ministat -A $peer s: benchcmp is $faster x faster;" \
  "$(goal "$faster" ">=" 10 ">= 10 x ministat")"
bare=$(cpu_seconds "$floor" numbers "$work/a.txt" "$work/b.txt")
echo "floor (map, find line ends, fast_float each value; bench/floor.cpp) $bare s:" \
  "$(ratio "$peer" "$bare") x faster than ministat -A, the most any reader of these bytes can be"
mwu=$(cpu_seconds "$benchcmp" --test mwu "$work/a.txt" "$work/b.txt")
cat >"$work/mwu.py" <<'PY'
import sys
import numpy
from scipy.stats import mannwhitneyu
a, b = (numpy.loadtxt(path) for path in sys.argv[1:3])
print(mannwhitneyu(a, b).pvalue)
PY
scipy=$(WARMUP=0 RUNS=2 cpu_seconds /usr/bin/python3 "$work/mwu.py" "$work/a.txt" "$work/b.txt")
echo "mwu $mwu s ($(ratio "$mwu" "$welch") x Welch; $(goal "$(ratio "$mwu" "$welch")" "<=" 2 "within 2 x Welch"))," \
  "scipy mannwhitneyu $scipy s: benchcmp is $(ratio "$scipy" "$mwu") x faster (a stand-in for benchstat;" \
  "$(goal "$(ratio "$scipy" "$mwu")" ">=" 10 ">= 10 x the peer"))"
read -r _ welch_kib < <(once "$benchcmp" "$work/a.txt" "$work/b.txt")
read -r _ mwu_kib < <(once "$benchcmp" --test mwu "$work/a.txt" "$work/b.txt")
echo "peak RSS: Welch $welch_kib KiB, mwu $mwu_kib KiB, input 2 x $(size_kib "$work/a.txt") KiB"

echo "== a 145 MB raw hackbench log read twice, against wc -l on the same cached bytes"
"$generate" hackbench 3000000 1 >"$work/hackbench.txt"
big=$(RUNS=3 cpu_seconds "$benchcmp" --input-format hackbench --format json "$work/hackbench.txt" "$work/hackbench.txt")
peer=$(RUNS=3 cpu_seconds wc -l "$work/hackbench.txt" "$work/hackbench.txt")
times=$(ratio "$big" "$peer")
echo "file $(size_kib "$work/hackbench.txt") KiB: benchcmp $big s, wc -l $peer s:" \
  "benchcmp takes $times x wc's time; $(goal "$times" "<=" 4 "<= 4 x wc -l")"
bare=$(RUNS=3 cpu_seconds "$floor" hackbench "$work/hackbench.txt" "$work/hackbench.txt")
echo "floor (map, find line ends, fast_float each Time: value) $bare s: $(ratio "$bare" "$peer") x wc's time"
read -r _ rss < <(once "$benchcmp" --input-format hackbench --format json "$work/hackbench.txt" "$work/hackbench.txt")
times=$(ratio "$rss" "$(size_kib "$work/hackbench.txt")")
echo "peak RSS $rss KiB: $times x the file; $(goal "$times" "<=" 1.2 "<= 1.2 x the file")"
rm "$work/hackbench.txt"

# repeat WORD N: WORD N times, for the command line.
repeat() {
  for ((i = 0; i < $2; i++)); do echo "$1"; done
}

echo "== cost in the number of cases: t(100k) / t(10k), each file against itself"
for shape in hackbench-cases stress-ng-cases sysbench-cases mmtests-cases perf-stat-cases \
  post-variants; do
  "$generate" "$shape" 10000 1 >"$work/small.txt"
  "$generate" "$shape" 100000 1 >"$work/large.txt"
  copies=2  # a file against itself; a post holds its variants, so it is read alone
  [ "$shape" = post-variants ] && copies=1
  small=$(RUNS=10 cpu_seconds "$benchcmp" $(repeat "$work/small.txt" $copies))
  large=$(WARMUP=0 RUNS=4 cpu_seconds "$benchcmp" $(repeat "$work/large.txt" $copies))
  times=$(ratio "$large" "$small")
  echo "$shape: 10k $small s, 100k $large s, ratio $times; $(goal "$times" "<=" 15 "<= 15")"
  if [ "$shape" = hackbench-cases ]; then
    echo "hackbench-cases 100k: $(goal "$large" "<=" 1 "under 1 s")"
  fi
done
"$generate" table-columns 1000 1 >"$work/small.txt"
"$generate" table-columns 10000 1 >"$work/large.txt"
small=$(RUNS=10 cpu_seconds "$benchcmp" "$work/small.txt")
large=$(WARMUP=0 RUNS=4 cpu_seconds "$benchcmp" "$work/large.txt")
times=$(ratio "$large" "$small")
echo "table-columns: 1k $small s, 10k $large s, ratio $times; $(goal "$times" "<=" 15 "<= 15")"

echo "== paths that were quadratic once, in the same measure: t(100k) / t(10k)"
# NAME SHAPE COPIES [OPTION...]: -q and --fail-on-regression named regressions by comparing
# every row's keys with every other row's, --tag merged cases by searching, the post reader
# erased each merged banner from the middle of its units, and every table of a report of
# many sections scanned all rows for an adjusted p.
while read -r name shape copies options; do
  "$generate" "$shape" 10000 1 >"$work/small.txt"
  "$generate" "$shape" 100000 1 >"$work/large.txt"
  small=$(RUNS=10 cpu_seconds "$benchcmp" $options $(repeat "$work/small.txt" "$copies"))
  large=$(WARMUP=0 RUNS=4 cpu_seconds "$benchcmp" $options $(repeat "$work/large.txt" "$copies"))
  times=$(ratio "$large" "$small")
  echo "$name: 10k $small s, 100k $large s, ratio $times; $(goal "$times" "<=" 15 "<= 15")"
done <<'PATHS'
hackbench-cases-quiet hackbench-cases 2 -q
hackbench-cases-tagged hackbench-cases 2 --tag k=v
fio-post fio-post 1
google-benchmark-cases google-benchmark-cases 2
PATHS

echo "== a table of 1,000,000 rows as JSON (one run)"
"$generate" table-rows 1000000 1 >"$work/rows.txt"
read -r json rss < <(once "$benchcmp" --format json "$work/rows.txt")
times=$(ratio "$rss" "$(size_kib "$work/rows.txt")")
echo "file $(size_kib "$work/rows.txt") KiB: $json s, peak RSS $rss KiB ($times x the file);" \
  "$(goal "$json" "<=" 2 "under 2 s"), $(goal "$times" "<=" 3 "under 3 x the file")"

echo "== benchcmp base.txt /dev/zero: exit 2 at the 1 GiB input limit (issue 21)"
status=0
/usr/bin/time -o "$work/once.txt" -f '%U %S %M' "$benchcmp" data/hackbench/baseline.txt /dev/zero \
  >/dev/null 2>"$work/zero.err" || status=$?
# The last line: GNU time writes "Command exited with non-zero status 2" above its figures.
read -r cpu kib < <(awk 'END { printf "%.2f %d\n", $1 + $2, $3 }' "$work/once.txt")
exit_goal=$([ "$status" = 2 ] && grep -q 'input is larger than the limit' "$work/zero.err" && echo met || echo "NOT met")
echo "exit $status, $cpu s CPU, peak RSS $kib KiB: goal exit 2 naming the limit: $exit_goal," \
  "$(goal "$cpu" "<=" 10 "within 10 s"), $(goal "$kib" "<=" 1572864 "under 1.5 GiB")"
