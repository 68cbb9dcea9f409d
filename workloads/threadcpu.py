#!/usr/bin/env python3
# Runs a command and prints the CPU time its process's threads used, in ms, summed by thread name without trailing
# digits (the four "pool-1-thread-N" as one, both C2 compiler threads as one), largest first, those over 5 ms; the
# names are as Linux keeps them, cut to 15 characters ("C2 CompilerThre"; the main thread is "java").
# It polls Linux's /proc/PID/task/*/schedstat every 5 ms and keeps each thread's last reading, so threads that end
# before the program does are counted too (bench.JvmThreadCpu reads once, at the end, and misses them); a thread that
# lived less than the polling interval may be missed. The command's own output is discarded.
#   python3 workloads/threadcpu.py taskset -c 0 java -cp ... dev.foresight.workloads.AsyncPipeline 4 50000
import collections, os, subprocess, sys, time

def main():
    if len(sys.argv) < 2:
        sys.exit("usage: threadcpu.py COMMAND [ARGS...]")
    p = subprocess.Popen(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    last = {}
    while p.poll() is None:
        try:
            tids = os.listdir(f"/proc/{p.pid}/task")
        except OSError:
            break
        for tid in tids:
            try:
                with open(f"/proc/{p.pid}/task/{tid}/comm") as f:
                    name = f.read().strip()
                with open(f"/proc/{p.pid}/task/{tid}/schedstat") as f:
                    ns = int(f.read().split()[0])
            except (OSError, ValueError, IndexError):
                continue  # the thread ended between the listing and the reading
            last[tid] = (name, max(ns, last.get(tid, ("", 0))[1]))
        time.sleep(0.005)
    by_name = collections.Counter()
    for name, ns in last.values():
        by_name[name.rstrip("0123456789")] += ns
    print(" ".join(f"{k}={v / 1e6:.0f}" for k, v in by_name.most_common() if v > 5e6))
    sys.exit(p.returncode)

if __name__ == "__main__":
    main()
