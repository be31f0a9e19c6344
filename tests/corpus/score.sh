#!/usr/bin/env bash
# Scores the real-post corpus: every case of expect.tsv (or of held-back.tsv with --held-back)
# read as its split files and, where it has them, as the whole post alone. Prints one line per
# failing test and the counts: passed, refused (benchcmp exited non-zero: it said it could not
# read the post) and confident-wrong (benchcmp exited 0 with a wrong or missing cell).
#   tests/corpus/score.sh [--held-back] [BUILD_DIR=build]
set -uo pipefail
cd "$(dirname "$0")/../.."
list=tests/corpus/expect.tsv
if [ "${1:-}" = --held-back ]; then list=tests/corpus/held-back.tsv; shift; fi
check=${1:-build}/tests/corpus/benchcmp_corpus_check
pass=0; refused=0; wrong=0
run() {
  local name=$1; shift
  local out
  if out=$("$check" "$@" 2>&1); then
    pass=$((pass + 1))
  elif [ "$(printf '%s\n' "$out" | tail -1)" = confident-wrong ]; then
    wrong=$((wrong + 1)); echo "confident-wrong $name"
  else
    refused=$((refused + 1)); echo "refused $name"
  fi
}
while IFS=$'\t' read -r id files args checks; do
  case $id in [0-9]*) ;; *) continue ;; esac
  run "$id" "$id"
  if [[ $files == *-base.txt* ]]; then
    extra=$(awk -F'\t' -v id="$id" '$1 == id {print $2}' tests/corpus/whole-args.tsv)
    eval "run $id.whole $id --whole $extra"
  fi
done < "$list"
echo "passed $pass, refused $refused, confident-wrong $wrong"
