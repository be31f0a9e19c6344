import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, line

# columns: 3.9.0 (base) | Mels v5 | this_patchset ; single values per cell
# "(Lower is better)" table, row 4x4-convergence (secs)
conv_4x4 = (100.307, 19.686)        # 3.9.0 -> this_patchset
# "(Higher is better)" table, row numa02-bw (GB/sec)
numa02_bw = (48.999, 54.795)        # 3.9.0 -> this_patchset
# row 4x1-bw-thread (GB/sec): 3.9.0 -> this_patchset, and 3.9.0 -> Mels v5
bw_4x1_thread = (19.147, 9.622)

line("154", "154-perf-bench-numa-mem-all-tab-table-3kernels.txt", [
    check(conv_4x4[0], conv_4x4[1], "lower"),
    check(numa02_bw[0], numa02_bw[1], "higher"),
    check(bw_4x1_thread[0], bw_4x1_thread[1], "higher"),
])
