import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check

# run_bench_uprobes.sh summaries (mean ± sd M/s, run count not printed); current vs after the change
# uprobe-nop5: line 9 vs line 21 (the arrow moves from uprobe-nop to uprobe-nop5)
nop5 = (1.121, 7.038)
# uprobe-nop: line 6 vs line 18
nop = (3.229, 3.148)
# uretprobe-nop5: line 13 vs line 25
uret5 = (0.957, 3.377)
line("313", ["313-bpf-bench-uprobe-nop5-optimize-qp-arrows-base.txt", "313-bpf-bench-uprobe-nop5-optimize-qp-arrows-patched.txt"],
     [check(*nop5, better="higher"), check(*nop, better="higher"), check(*uret5, better="higher")])
