import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, line

# neper table (averages of 30 iterations, only the mean is printed; the sd row is a %)
rr_base, rr_patched = 9504218.56, 9656205.68          # `Base` / `Patched` rows, tcp_rr column
stream_base, stream_patched = 357366.84, 356978.39    # same rows, tcp_stream column
# stress-ng --perf table, single run: `Lock Contention Begin\t0.362 M/sec\t0.479 M/sec`
lock_base, lock_patched = 0.362, 0.479

line("186", ["186-neper-tcp-rr-stream-memcg-flush-tab-table.txt"],
     [check(rr_base, rr_patched, "higher"), check(stream_base, stream_patched, "higher"),
      check(lock_base, lock_patched, "-")])
