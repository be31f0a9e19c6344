import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, line

# base = ticket_spinlock (the existing lock, second line of each pair), new = queued_spinlock
# perf futex/hash: lines 10 (queued) and 11 (ticket), operations/sec
hash_ticket, hash_queued = 1353215, 1444393
# perf futex/wake-parallel: lines 14/15, ms per wakeup
wp_ticket, wp_queued = 0.0275, 0.0253
# UnixBench "System Benchmarks Index Score" (value on the QP continuation line): queued 12426.1, ticket 11670.7
idx_ticket, idx_queued = 11670.7, 12426.1

line("141", "141-perf-bench-futex-hash-wake-parallel-riscv-qspinlock-qp-quoted.txt", [
    check(hash_ticket, hash_queued, "higher"),
    check(wp_ticket, wp_queued, "lower"),
    check(idx_ticket, idx_queued, "higher"),
])
