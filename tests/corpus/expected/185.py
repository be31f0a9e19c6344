import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, line

# redis-benchmark -q, one run per side
# "Without nokmem:" (kmem accounting on) vs "With nokmem:"
set_base, set_new = 16393.44, 17263.70  # `SET: ... requests per second, p50=3D0.055 msec`
get_base, get_new = 16956.34, 17410.23  # `GET: ... requests per second, ...`

files = ["185-redis-benchmark-q-nokmem-qp-base.txt", "185-redis-benchmark-q-nokmem-qp-patched.txt"]
line("185", files, [check(set_base, set_new, "higher"), check(get_base, get_new, "higher")])
