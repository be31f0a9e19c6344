import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, line
# lmbench 2.0 summary, rows are hosts labelled by config; base = "disabled" (memory controller not compiled in)
# Processor, Processes (line 36 disabled, 37 enabled, 35 800): fork proc 96.1 -> enabled 105. ; exec proc 436. -> 800 500.
# File & VM (line 66 disabled, 68 unlimited): Mmap Latency 5475.0 -> 6629.0 (lower better)
line("276", "276-lmbench2-memcg-4configs-full-summary.txt",
     [check(96.1, 105, "lower"), check(436, 500, "lower"), check(5475.0, 6629.0, "lower")],
     "--baseline disabled")
