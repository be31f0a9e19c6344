#!/usr/bin/env bash
# Builds the libFuzzer targets with clang and runs each for a bounded time.
#   tests/fuzz/run.sh [SECONDS_PER_TARGET=10] [BUILD_DIR=build-fuzz]
# Seeds come from data/ and the test fixtures; crashes are written to BUILD_DIR/crashes/.
# Every crash found must become a regression test in tests/ with the minimised input.
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds=${1:-10}
build=${2:-build-fuzz}
cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER=clang++-14 \
  -DBENCHCMP_FUZZ=ON -DBENCHCMP_BUILD_TESTS=OFF >/dev/null
cmake --build "$build" -j2 >/dev/null
mkdir -p "$build/crashes"
status=0
for target in "$build"/tests/fuzz/fuzz_*; do
  name=$(basename "$target")
  corpus="$build/corpus/$name"
  mkdir -p "$corpus"
  find data tests/cli/fixtures tests/parse -type f \( -name '*.txt' -o -name '*.raw' \) \
    -size -64k -exec cp -n {} "$corpus/" \; 2>/dev/null || true
  echo "== $name: ${seconds}s"
  if ! "$target" "$corpus" -max_total_time="$seconds" -max_len=65536 -timeout=10 \
      -rss_limit_mb=2048 -artifact_prefix="$build/crashes/$name-" -print_final_stats=1 \
      2>"$build/$name.log"; then
    echo "!! $name failed; see $build/$name.log and $build/crashes/" >&2
    tail -n 30 "$build/$name.log" >&2
    status=1
  fi
  grep -E '^stat::number_of_executed_units' "$build/$name.log" || true
done
exit $status
