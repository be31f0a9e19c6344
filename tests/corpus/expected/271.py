import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, line
S = "271-unixbench-loongarch-pv-ipi-host-vs-vm-noheader"
# base = "UnixBench score on 3C5000 machine with 16 cores" (lines 5-18), new = "on VM with 16 cores" (lines 20-33)
# Index Score lines 18 / 33: 7288.6 -> 7205.8 ; Pipe Throughput RESULT lines 12 / 27: 18404312.0 -> 16353087.8
line("271", [S + "-base.txt", S + "-vm.txt"],
     [check(7288.6, 7205.8, "higher"), check(18404312.0, 16353087.8, "higher")])
