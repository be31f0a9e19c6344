import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, line

# base = "Before:" (rwlock), new = "After:" (spinlock)
# perf bench epoll wait, "On 12 x86 CPUs:" lines 33-34, operations/sec
x86_epoll = (110279, 114577)
# perf bench epoll wait, "On 4 riscv CPUs:" lines 37-38
riscv_epoll = (175767, 167396)
# stress-epoll table "On 12 x86 CPUs:", row "128" (line 12), events/ms
x86_stress_128 = (11236, 5931)

line("153", "153-perf-bench-epoll-wait-rwlock-to-spinlock-plus-stress-epoll-quoted.txt", [
    check(x86_epoll[0], x86_epoll[1], "higher"),
    check(riscv_epoll[0], riscv_epoll[1], "higher"),
    check(x86_stress_128[0], x86_stress_128[1], "higher"),
])
