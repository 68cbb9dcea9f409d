#!/usr/bin/env python3
# The recorder benchmark: for every workload, paired runs without and with the agent (in random order), the
# median wall-time ratio, then events/s recorded, bytes/event and reader throughput (streaming, and into an
# in-memory trace) from the last trace.
#   workloads/build.sh && python3 workloads/bench.py [--pairs N] [--only Name,Name] [--markdown]
import argparse, glob, os, random, statistics, subprocess, sys, tempfile, time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
WORKLOADS = [  # name, arguments (threads, size) sized for about a second without the recorder
    ("Noop", []),
    ("LockHeavy", ["4", "600000"]),
    ("ForkJoinStreams", ["4", "8000000"]),
    ("ExecutorFutures", ["4", "80000"]),
    ("Pipeline", ["2", "300000"]),
    ("BarrierPhases", ["4", "2000"]),
    ("ReadWriteCache", ["4", "600000"]),
    ("IoMixed", ["4", "6000"]),
    ("VirtualThreads", ["4", "50000"]),
    ("ParallelSort", ["8", "2000000"]),
    ("H2Inserts", ["4", "10000"]),
    ("LuceneIndex", ["4", "5000"]),
]

def java():
    out = subprocess.run(["bash", "-c", f". {ROOT}/releng/scripts/java-home.sh && echo $JAVA_HOME"],
                         capture_output=True, text=True, check=True).stdout.strip()
    return os.path.join(out, "bin", "java")

def one(path):
    found = sorted(glob.glob(path))
    found = [f for f in found if "original-" not in f and "-sources" not in f]
    if not found:
        sys.exit(f"missing {path}: run workloads/build.sh first")
    return found[0]

def timed(cmd):
    t0 = time.perf_counter()
    p = subprocess.run(cmd, capture_output=True, text=True)
    dt = time.perf_counter() - t0
    if p.returncode != 0:
        sys.exit(f"{' '.join(cmd)} failed ({p.returncode}):\n{p.stderr[-2000:]}")
    return dt, p.stdout.strip()

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--pairs", type=int, default=5)
    ap.add_argument("--only", default="")
    ap.add_argument("--markdown", action="store_true")
    a = ap.parse_args()
    jv = java()
    cp = os.pathsep.join([one(f"{HERE}/target/foresight-workloads-*.jar")] + sorted(glob.glob(f"{HERE}/target/lib/*.jar")))
    agent = one(f"{ROOT}/bundles/dev.foresight.agent/target/dev.foresight.agent-*.jar")
    core = one(f"{ROOT}/bundles/dev.foresight.core/target/dev.foresight.core-*.jar")
    gson = one(os.path.expanduser("~/.m2/repository/com/google/code/gson/gson/*/gson-*.jar"))
    only = set(a.only.split(",")) if a.only else None
    rows = []
    tmp = tempfile.mkdtemp(prefix="foresight-bench-")
    for name, args in WORKLOADS:
        if only and name not in only:
            continue
        main_class = "dev.foresight.workloads." + name
        trace = os.path.join(tmp, name + ".ftrace")
        base_cmd = [jv, "-cp", cp, main_class] + args
        rec_cmd = [jv, f"-javaagent:{agent}=output={trace}", "-cp", cp, main_class] + args
        ratios, base_times, rec_times = [], [], []
        timed(base_cmd)  # warm the file cache once
        for _ in range(a.pairs):
            order = [0, 1]
            random.shuffle(order)
            result = {}
            for which in order:
                result[which] = timed(base_cmd if which == 0 else rec_cmd)
            if result[0][1] != result[1][1]:
                sys.exit(f"{name}: the recorded run computed something else: {result[0][1]!r} vs {result[1][1]!r}")
            base_times.append(result[0][0])
            rec_times.append(result[1][0])
            ratios.append(result[1][0] / result[0][0])
        _, stats = timed([jv, "-cp", os.pathsep.join([cp, core, gson]), "dev.foresight.workloads.bench.ReadThroughput", trace])
        s = dict(kv.split("=") for kv in stats.split())
        events = int(s["events"])
        rows.append((name, statistics.median(base_times), statistics.median(rec_times),
                     (statistics.median(ratios) - 1) * 100, max(ratios) * 100 - 100, events,
                     events / statistics.median(rec_times), float(s["bytes_per_event"]),
                     float(s["read_events_per_s"]), int(s["problems"]), float(s["stream_events_per_s"])))
        print(f"{name}: base {rows[-1][1]:.2f}s recorded {rows[-1][2]:.2f}s overhead {rows[-1][3]:+.1f}% "
              f"events {events} ({rows[-1][6]:.0f}/s) {rows[-1][7]:.2f} B/event read {rows[-1][8]/1e6:.1f} M events/s "
              f"stream {rows[-1][10]/1e6:.1f} M events/s problems {rows[-1][9]}", file=sys.stderr, flush=True)
    if a.markdown:
        print("| workload | wall without | wall recorded | overhead (median of pairs) | worst pair | events | events/s recorded | bytes/event | stream (M events/s) | read into memory (M events/s) | consistency problems |")
        print("|---|---|---|---|---|---|---|---|---|---|---|")
        for r in rows:
            print(f"| {r[0]} | {r[1]:.2f} s | {r[2]:.2f} s | {r[3]:+.1f} % | {r[4]:+.1f} % | {r[5]:,} | {r[6]:,.0f} | {r[7]:.2f} | {r[10]/1e6:.1f} | {r[8]/1e6:.1f} | {r[9]} |")
        overheads = sorted(r[3] for r in rows)
        if overheads:
            p90 = overheads[min(len(overheads) - 1, int(round(0.9 * (len(overheads) - 1))))]
            print(f"\nCorpus: median overhead {statistics.median(overheads):+.1f} %, p90 {p90:+.1f} %; "
                  f"{a.pairs} pairs per workload.")

if __name__ == "__main__":
    main()
