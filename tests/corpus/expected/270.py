import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, line
S = "270-unixbench-riscv-qspinlock-vs-ticket-indented-reversed"
# base = ticket_spinlock block (lines 35-50), new = queued_spinlock block (lines 18-33)
# System Benchmarks Index Score lines 50 / 33: 11670.7 -> 12426.1
# Pipe Throughput RESULT lines 43 / 26: 20594018.7 -> 23058600.5 lps
line("270", [S + "-base.txt", S + "-patched.txt"],
     [check(11670.7, 12426.1, "higher"), check(20594018.7, 23058600.5, "higher")])
