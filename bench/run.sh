#!/usr/bin/env bash
# Reproduces the figures in bench/README.md:
#   bench/run.sh [BUILD_DIR=build-bench]
# Needs libbenchmark-dev, and for the comparisons ministat, hyperfine and GNU time
# (apt-get install -y libbenchmark-dev ministat hyperfine time).
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build-bench}
cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=Release -DBENCHCMP_BENCH=ON -DBENCHCMP_BUILD_TESTS=OFF >/dev/null
cmake --build "$build" -j2 >/dev/null
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

echo "== in-memory parse throughput and 1M vs 1M report (Google Benchmark)"
"$build/bench/benchcmp_bench" --benchmark_min_time=1

echo "== 100 MB files: wc -l against benchcmp reading the same file twice"
"$build/bench/benchcmp_generate" numbers 16700000 1 >"$work/numbers.txt"
"$build/bench/benchcmp_generate" hackbench 3000000 1 >"$work/hackbench.txt"
for format in numbers hackbench; do
  file="$work/$format.txt"
  ls -l "$file" | awk '{printf "%s: %.1f MB\n", $NF, $5/1e6}'
  hyperfine -N --warmup 1 --runs 5 "wc -l $file" \
    "$build/benchcmp --input-format $format --format json $file $file" --export-markdown "$work/table.md" >/dev/null
  cat "$work/table.md"
done

echo "== 1M vs 1M samples end to end: benchcmp (Welch) against ministat -A"
"$build/bench/benchcmp_generate" numbers 1000000 1 >"$work/a.txt"
"$build/bench/benchcmp_generate" numbers 1000000 2 >"$work/b.txt"
hyperfine -N --warmup 1 --runs 5 "ministat -A $work/a.txt $work/b.txt" \
  "$build/benchcmp $work/a.txt $work/b.txt" --export-markdown "$work/table.md" >/dev/null
cat "$work/table.md"

echo "== 1M vs 1M: --test mwu (rank sum and Hodges-Lehmann interval) against Welch"
hyperfine -N --warmup 1 --runs 5 "$build/benchcmp $work/a.txt $work/b.txt" \
  "$build/benchcmp --test mwu $work/a.txt $work/b.txt" --export-markdown "$work/table.md" >/dev/null
cat "$work/table.md"

echo "== peak RSS (GNU time), input 2 x $(du -h "$work/a.txt" | cut -f1)"
/usr/bin/time -f "benchcmp 1M vs 1M: max RSS %M KiB" "$build/benchcmp" "$work/a.txt" "$work/b.txt" >/dev/null
/usr/bin/time -f "benchcmp --test mwu 1M vs 1M: max RSS %M KiB" "$build/benchcmp" --test mwu \
  "$work/a.txt" "$work/b.txt" >/dev/null
/usr/bin/time -f "benchcmp on two small files (the process alone): max RSS %M KiB" \
  "$build/benchcmp" data/hackbench/baseline.txt data/hackbench/patched.txt >/dev/null
/usr/bin/time -f "benchcmp 100 MB numbers x2: max RSS %M KiB" "$build/benchcmp" --input-format numbers "$work/numbers.txt" "$work/numbers.txt" >/dev/null

echo "== a small comparison as a whole process"
hyperfine -N --warmup 3 --runs 30 "$build/benchcmp data/hackbench/baseline.txt data/hackbench/patched.txt" \
  --export-markdown "$work/table.md" >/dev/null
cat "$work/table.md"
