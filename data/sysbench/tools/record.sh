#!/bin/bash
# $1 = output file, $2 = command prefix ("" or "taskset -c 0")
prefix="$2"
for t in cpu memory threads mutex; do
  for i in 1 2 3; do
    echo "\$ ${prefix:+$prefix }sysbench $t --threads=2 --time=1 run"
    $prefix sysbench $t --threads=2 --time=1 run
  done
done > "$1"
