import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, check_summary, line

# zipf:0.5 READ bw MiB/s, line 5 ('Unpatched 6.7-rc4:')
unpatched = 6548
# line 10 ('Patched with RFC v4:')
rfc_v4 = 7270
# line 15 ('Patched with this series:')
this_series = 7098
# line 20 ('MGLRU off:')
mglru_off = 6525

line('230', ['230-fio-mglru-4variants-quoted5-mislabelled-section-base.txt', '230-fio-mglru-4variants-quoted5-mislabelled-section-rfc-v4.txt', '230-fio-mglru-4variants-quoted5-mislabelled-section-patched.txt', '230-fio-mglru-4variants-quoted5-mislabelled-section-mglru-off.txt'], [
    check(unpatched, rfc_v4, 'higher'),
    check(unpatched, this_series, 'higher'),
    check(unpatched, mglru_off, 'higher'),
], '-')
