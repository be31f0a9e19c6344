import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, line

# base = first "localhost Linux 2.6.27-" row of each table (plain 2.6.27-rc1-mm1), new = second row (with patch)
# "File & VM system latencies" rows: Page Fault and 100fd selct columns (same values in both pasted copies)
page_fault = (0.23850, 0.25150)
select_100fd = (2.804, 2.835)
# "Processor, Processes" rows: fork proc column ("227." / "207.")
fork_proc = (227.0, 207.0)

line("152", "152-lmbench3-summary-ia64-pgdat-rcu-duplicated-paste-quoted.txt", [
    check(page_fault[0], page_fault[1], "lower"),
    check(select_100fd[0], select_100fd[1], "lower"),
    check(fork_proc[0], fork_proc[1], "lower"),
])
