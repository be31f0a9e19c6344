import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_expect import check, check_summary, line

# 'Children see throughput for 12 initial writers' kB/sec, lines 4/64/124/194 (65f746e8285f, c062db039f40, c588072bba6b, v5.11-rc3)
writers = [4732581.09, 4342419.12, 3812036.91, 3854295.72]
# 'Children see throughput for 12 readers' kB/sec, lines 32/92/152/222
readers = [5921370.94, 5406879.47, 4265828.28, 4521975.69]

line('237', ['237-iozone-throughput-nfs-rdma-iommu-bisect-qp-quoted3-base.txt', '237-iozone-throughput-nfs-rdma-iommu-bisect-qp-quoted3-c062db039f40.txt', '237-iozone-throughput-nfs-rdma-iommu-bisect-qp-quoted3-patched.txt', '237-iozone-throughput-nfs-rdma-iommu-bisect-qp-quoted3-v5.11-rc3.txt'], [
    check(writers[0], writers[2], 'higher'),
    check(readers[0], readers[2], 'higher'),
    check(readers[0], readers[3], 'higher'),
], '-')
