import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, line
S = "275-lmbench3-mips-clear-copy-page-3plus3-unlabeled"
# rows 11-13 = original kernel (3 runs), rows 15-17 = patched kernel (3 runs); times in us, lower better
open_clos_base = [6.26, 6.26, 6.27]; open_clos_new = [5.82, 5.83, 5.85]
exec_base = [1406, 1401, 1409];      exec_new = [1335, 1327, 1334]
sh_base = [8997, 8959, 8983];        sh_new = [8355, 8376, 8405]
line("275", [S + "-base.txt", S + "-patched.txt"],
     [check(open_clos_base, open_clos_new, "lower"), check(exec_base, exec_new, "lower"),
      check(sh_base, sh_new, "lower")])
