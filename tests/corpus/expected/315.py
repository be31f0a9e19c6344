import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check

# run_bench_trigger.sh summaries (mean ± sd M/s, n not printed); before (lines 3-16) vs with this series (lines 19-32)
# kprobe-multi-all: line 13 vs line 29
kma = (12.151, 46.381)
# kretprobe-multi-all: line 16 vs line 32
krma = (9.667, 24.439)
# kprobe-multi: line 12 vs line 28 (a regression the post does not mention)
km = (57.940, 54.015)
line("315", ["315-bpf-bench-trigger-fprobe-rhltable-trailing-space-base.txt",
             "315-bpf-bench-trigger-fprobe-rhltable-trailing-space-patched.txt"],
     [check(*kma, better="higher"), check(*krma, better="higher"), check(*km, better="higher")])
