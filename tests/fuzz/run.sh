#!/usr/bin/env bash
# Builds the libFuzzer targets with clang and runs them, FUZZ_JOBS at a time (default: nproc).
#   tests/fuzz/run.sh [SECONDS_PER_TARGET=10] [BUILD_DIR=build-fuzz] [TARGET...]
# BUILD_DIR may be an existing clang build (.ci/run passes its sanitizer build); a new one
# is configured RelWithDebInfo.
# With FUZZ_RUNS=N set, each target runs for N executions instead of a time (the README's
# campaign: FUZZ_RUNS=10000000 FUZZ_MAX_LEN=4096). FUZZ_MAX_LEN caps the input size
# (default 65536, so whole seed files are mutated). TARGETs are names such as fuzz_table
# (fuzz_parser run on one format, `-` written `_`), fuzz_post or fuzz_pipeline; the default
# is one per row of the format table (the build's dist/formats.txt), fuzz_post and
# fuzz_pipeline. Seeds come from data/, the test fixtures and the corpus of real posts (text, JSON, XML, CSV and gzip files); crashes are written to BUILD_DIR/crashes/, and each
# target's executions are appended to BUILD_DIR/executions.log. Every crash found must become a regression test in tests/ with
# the minimised input.
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds=${1:-10}
build=${2:-build-fuzz}
shift $(($# < 2 ? $# : 2))
max_len=${FUZZ_MAX_LEN:-65536}
if [[ -n ${FUZZ_RUNS:-} ]]; then
  limit=(-runs="$FUZZ_RUNS")
else
  limit=(-max_total_time="$seconds")
fi
if [[ -f $build/CMakeCache.txt ]]; then
  # An existing clang build, such as .ci/run's sanitizer build: only the targets are added.
  cmake -S . -B "$build" -DBENCHCMP_FUZZ=ON >/dev/null
else
  cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER=clang++-14 \
    -DBENCHCMP_FUZZ=ON -DBENCHCMP_BUILD_TESTS=OFF >/dev/null
fi
cmake --build "$build" -j2 --target fuzz_parser fuzz_post fuzz_pipeline benchcmp_dist >/dev/null
mkdir -p "$build/crashes"
# Target name -> format name, from the table itself, so a new format is fuzzed unasked.
declare -A format_of
every=()
while read -r format; do
  format_of["fuzz_${format//-/_}"]=$format
  every+=("fuzz_${format//-/_}")
done <"$build/dist/formats.txt"
every+=(fuzz_post fuzz_pipeline)
if (($# > 0)); then
  names=("$@")
else
  names=("${every[@]}")
fi
for name in "${names[@]}"; do
  if [[ $name != fuzz_pipeline && $name != fuzz_post && -z ${format_of[$name]:-} ]]; then
    echo "!! $name: no such target (fuzz_post, fuzz_pipeline or fuzz_ and a format from --help)" >&2
    exit 2
  fi
done

# One target: fuzz it, log its executions; non-zero when it crashed.
fuzz_one() {
  local name=$1 target corpus outcome executed
  if [[ $name == fuzz_pipeline || $name == fuzz_post ]]; then
    target=("$build/tests/fuzz/$name")
  else
    target=(env BENCHCMP_FUZZ_FORMAT="${format_of[$name]}" "$build/tests/fuzz/fuzz_parser")
  fi
  corpus="$build/corpus/$name"
  mkdir -p "$corpus"
  find data tests/cli/fixtures tests/parse tests/corpus -type f \( -name '*.txt' -o -name '*.raw' \
    -o -name '*.json' -o -name '*.xml' -o -name '*.csv' -o -name '*.gz' \) \
    -size -64k -exec cp -n -t "$corpus/" {} + 2>/dev/null || true  # one cp per batch of files
  echo "== $name: ${limit[0]} -max_len=$max_len"
  outcome=ok
  if ! "${target[@]}" "$corpus" "${limit[@]}" -max_len="$max_len" -timeout=10 \
      -rss_limit_mb=2048 -artifact_prefix="$build/crashes/$name-" -print_final_stats=1 \
      2>"$build/$name.log"; then
    echo "!! $name failed; see $build/$name.log and $build/crashes/" >&2
    tail -n 30 "$build/$name.log" >&2
    outcome=crash
  fi
  executed=$(grep -E '^stat::number_of_executed_units' "$build/$name.log" | awk '{print $2}')
  echo "$name: ${executed:-0} executions"
  echo "$(date -u +%FT%TZ) $(git rev-parse --short HEAD) $name ${executed:-0} max_len=$max_len" \
    "$outcome" >>"$build/executions.log"
  [[ $outcome == ok ]]
}

# FUZZ_JOBS targets at a time (default: one per core), each on its own corpus and log.
jobs_max=${FUZZ_JOBS:-$(nproc)}
status=0
for name in "${names[@]}"; do
  fuzz_one "$name" &
  while (($(jobs -rp | wc -l) >= jobs_max)); do
    wait -n || status=1
  done
done
while (($(jobs -rp | wc -l) > 0)); do
  wait -n || status=1
done
exit $status
