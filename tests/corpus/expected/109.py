import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import line, check

# `> ... fxmark.ssd_btrfs_MWRM_72_directio.works/sec` row: base 7758e567e303a552 vs e3588283e94f85ef79c2f5529c4
mwrm72 = (31234, 27501)
# `fxmark.ssd_btrfs_MWRM_54_directio.works/sec`
mwrm54 = (33088, 27693)
# `fxmark.ssd_btrfs_MWRM_36_directio.works/sec`
mwrm36 = (35958, 30843)
line("109", "109-lkp-fxmark-btrfs-mwrm-rename-quoted-reply-latin1.txt",
     [check(*mwrm72, better="higher"), check(*mwrm54, better="higher"), check(*mwrm36, better="higher")])
