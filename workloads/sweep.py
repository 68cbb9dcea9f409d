#!/usr/bin/env python3
# The sweep benchmark on recorded traces: records each corpus workload sized to about 10 M events, then times the
# whole `foresight predict FILE --cpus 1,2,...,64 --samples 0` command as a user runs it (JVM start, reading the trace
# into memory, the sweep on every core of this machine), a few times, and reports the median wall time and CPU time.
# The synthetic trace of SimBenchmark (65 threads all runnable at once) is the simulator's worst case; these are the
# traces real programs make.
#   workloads/build.sh && python3 workloads/sweep.py [--runs N] [--only Name,Name] [--markdown]
import argparse, json, os, statistics, subprocess, sys, tempfile, time

from harness import ROOT, children_cpu, classpath

# name, arguments: sized for about 10 M recorded events
WORKLOADS = [
    ("LockHeavy", ["4", "600000"]),
    ("ExecutorFutures", ["4", "2000000"]),
    ("LuceneIndex", ["4", "150000"]),
]
FORESIGHT = os.path.join(ROOT, "foresight")

def run(cmd):
    """Runs cmd; returns its wall seconds, CPU seconds (user + system) and output; exits when it fails."""
    c0, t0 = children_cpu(), time.perf_counter()
    p = subprocess.run(cmd, capture_output=True, text=True)
    wall, cpu = time.perf_counter() - t0, children_cpu() - c0
    if p.returncode != 0:
        sys.exit(f"{' '.join(cmd)} failed ({p.returncode}):\n{p.stderr[-2000:]}")
    return wall, cpu, p.stdout

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--cpus", type=int, default=64, help="sweep N = 1..CPUS")
    ap.add_argument("--only", default="")
    ap.add_argument("--markdown", action="store_true")
    a = ap.parse_args()
    only = set(a.only.split(",")) if a.only else None
    counts = ",".join(str(n) for n in range(1, a.cpus + 1))
    cp = classpath()
    tmp = tempfile.mkdtemp(prefix="foresight-sweep-")
    rows = []
    for name, args in WORKLOADS:
        if only and name not in only:
            continue
        trace = os.path.join(tmp, name + ".ftrace")
        run([FORESIGHT, "record", "-o", trace, "--", "-XX:+UseSerialGC", "-cp", cp,
             "dev.foresight.workloads." + name] + args)
        info = json.loads(run([FORESIGHT, "info", trace, "--json"])[2])
        walls, cpus, out = [], [], None
        for _ in range(a.runs):
            wall, cpu, out = run([FORESIGHT, "predict", trace, "--cpus", counts, "--samples", "0", "--json"])
            walls.append(wall)
            cpus.append(cpu)
        predictions = json.loads(out)["predictions"]
        row = (name, " ".join(args), info["threads"], info["events"], os.path.getsize(trace),
               statistics.median(walls), min(walls), max(walls), statistics.median(cpus), predictions[-1]["speedup"])
        rows.append(row)
        print(f"{name}: {row[3]:,} events, {row[2]} threads: sweep 1..{a.cpus} in {row[5]:.2f} s wall "
              f"({row[6]:.2f} .. {row[7]:.2f}), {row[8]:.2f} s CPU", file=sys.stderr, flush=True)
    if a.markdown:
        print(f"| workload | arguments | threads | events | trace | sweep N = 1..{a.cpus}, wall (median of {a.runs}) "
              f"| fastest .. slowest | CPU (median) | speedup at {a.cpus} |")
        print("|---|---|---|---|---|---|---|---|---|")
        for name, args, threads, events, size, wall, lo, hi, cpu, speedup in rows:
            print(f"| {name} | {args} | {threads} | {events:,} | {size / 2**20:.0f} MiB | {wall:.2f} s "
                  f"| {lo:.2f} .. {hi:.2f} s | {cpu:.2f} s | {speedup:.2f} |")
        print(f"\n{os.cpu_count()} CPUs; every figure is the whole `foresight predict` command, JVM start and reading "
              "the trace included; the default machine; no band (`--samples 0`).")

if __name__ == "__main__":
    main()
