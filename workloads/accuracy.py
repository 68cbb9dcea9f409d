#!/usr/bin/env python3
# The simulator's accuracy harness: for every workload, one recording pinned to one CPU, then runs pinned to the
# first N CPUs (taskset, repeated, median, less the JVM start-up measured the same way) against
# `foresight predict` for the same N, with the recorder's cost per event (calibrated first on a one-thread program)
# taken off the recorded CPU times. Prints a table of predicted vs measured times and speedups with errors.
#   workloads/build.sh && python3 workloads/accuracy.py [--cpus 1,2] [--runs 5] [--only Name,Name] [--markdown]
# On a machine with more cores the same command checks more processor counts: --cpus 1,2,4,8,16.
import argparse, glob, json, os, statistics, subprocess, sys, tempfile, time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
WORKLOADS = [  # name, arguments (threads, size) sized for about a second without the recorder (as bench.py)
    ("LockHeavy", ["4", "200000"]),
    ("ForkJoinStreams", ["4", "2000000"]),
    ("ExecutorFutures", ["4", "20000"]),
    ("Pipeline", ["2", "100000"]),
    ("BarrierPhases", ["4", "400"]),
    ("ReadWriteCache", ["4", "200000"]),
    ("IoMixed", ["4", "2000"]),
    ("ParallelSort", ["8", "2000000"]),
    ("H2Inserts", ["4", "20000"]),
    ("LuceneIndex", ["4", "10000"]),
]
# the same collector whatever the CPU count: the JVM picks the serial one on one CPU and G1 on two otherwise
JVM_FLAGS = ["-XX:+UseSerialGC"]
# the program that calibrates the recorder's cost per event: one thread, uncontended locks, nothing else
CALIBRATION = ("LockHeavy", ["1", "200000"])

def java():
    out = subprocess.run(["bash", "-c", f". {ROOT}/releng/scripts/java-home.sh && echo $JAVA_HOME"],
                         capture_output=True, text=True, check=True).stdout.strip()
    return os.path.join(out, "bin", "java")

def one(path):
    found = [f for f in sorted(glob.glob(path)) if "original-" not in f and "-sources" not in f]
    if not found:
        sys.exit(f"missing {path}: run workloads/build.sh first")
    return found[0]

def run(cmd):
    t0 = time.perf_counter()
    p = subprocess.run(cmd, capture_output=True, text=True)
    dt = time.perf_counter() - t0
    if p.returncode != 0:
        sys.exit(f"{' '.join(cmd)} failed ({p.returncode}):\n{p.stderr[-2000:]}")
    return dt, p.stdout

def pinned(n):
    return ["taskset", "-c", "0" if n == 1 else f"0-{n - 1}"]

def median_time(cmd, runs):
    return statistics.median(run(cmd)[0] for _ in range(runs))

def calibrate(jv, cp, tmp, runs, startup):
    """Recorder cost per event (ns): recorded CPU time less the unrecorded pinned run, per recorded event."""
    name, args = CALIBRATION
    main_class = "dev.foresight.workloads." + name
    trace = os.path.join(tmp, "calibration.ftrace")
    run([f"{ROOT}/foresight", "record", "--pin-one-cpu", "-o", trace, "--"] + JVM_FLAGS + ["-cp", cp, main_class] + args)
    info = json.loads(run([f"{ROOT}/foresight", "info", trace, "--json"])[1])
    real = median_time(pinned(1) + [jv] + JVM_FLAGS + ["-cp", cp, main_class] + args, runs) - startup
    return max(0, int((info["cpu_ms"] / 1e3 - real) / info["events"] * 1e9))

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cpus", default="1,2")
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--samples", type=int, default=40)
    ap.add_argument("--only", default="")
    ap.add_argument("--recording-cost", type=int, default=-1, help="ns per event; -1: calibrate")
    ap.add_argument("--markdown", action="store_true")
    a = ap.parse_args()
    cpus = [int(c) for c in a.cpus.split(",")]
    if 1 not in cpus:
        cpus = [1] + cpus
    if max(cpus) > os.cpu_count():
        sys.exit(f"--cpus {a.cpus}: this machine has {os.cpu_count()} CPUs")
    jv = java()
    cp = os.pathsep.join([one(f"{HERE}/target/foresight-workloads-*.jar")] + sorted(glob.glob(f"{HERE}/target/lib/*.jar")))
    only = set(a.only.split(",")) if a.only else None
    tmp = tempfile.mkdtemp(prefix="foresight-accuracy-")
    startup = {n: median_time(pinned(n) + [jv] + JVM_FLAGS + ["-cp", cp, "-version"], a.runs) for n in cpus}
    cost = a.recording_cost if a.recording_cost >= 0 else calibrate(jv, cp, tmp, a.runs, startup[1])
    print(f"recording cost: {cost} ns per event", file=sys.stderr, flush=True)
    rows = []
    for name, args in WORKLOADS:
        if only and name not in only:
            continue
        main_class = "dev.foresight.workloads." + name
        trace = os.path.join(tmp, name + ".ftrace")
        run([f"{ROOT}/foresight", "record", "--pin-one-cpu", "-o", trace, "--"] + JVM_FLAGS + ["-cp", cp, main_class]
            + args)
        out = run([f"{ROOT}/foresight", "predict", trace, "--cpus", ",".join(map(str, cpus)), "--json",
                   "--samples", str(a.samples), "--recording-cost", str(cost)])[1]
        pred = json.loads(out)
        points = {p["cpus"]: p for p in pred["predictions"]}
        run([jv, "-cp", cp, main_class] + args)  # warm the file cache once
        measured = {n: max(1e-3, median_time(pinned(n) + [jv] + JVM_FLAGS + ["-cp", cp, main_class] + args, a.runs)
                           - startup[n])
                    for n in cpus}
        for n in cpus:
            p = points[n]
            t_pred, t_meas = p["time_ms"] / 1e3, measured[n]
            s_pred, s_meas = p["speedup"], measured[1] / measured[n]
            inside = p["low_ms"] / 1e3 <= t_meas <= p["high_ms"] / 1e3
            rows.append((name, n, pred["model"], t_pred, t_meas, (t_pred - t_meas) / t_meas * 100, s_pred, s_meas,
                         (s_pred - s_meas) / s_meas * 100, inside))
            r = rows[-1]
            print(f"{name} N={n} [{r[2]}]: predicted {r[3]:.3f}s measured {r[4]:.3f}s ({r[5]:+.1f}%), "
                  f"speedup {r[6]:.2f} vs {r[7]:.2f} ({r[8]:+.1f}%), in band: {inside}", file=sys.stderr, flush=True)
    if a.markdown:
        print("| workload | N | model | predicted | measured | time error | predicted speedup | measured speedup | speedup error | measured in 90 % band |")
        print("|---|---|---|---|---|---|---|---|---|---|")
        for r in rows:
            print(f"| {r[0]} | {r[1]} | {r[2]} | {r[3]:.3f} s | {r[4]:.3f} s | {r[5]:+.1f} % | {r[6]:.2f} | {r[7]:.2f} | "
                  f"{r[8]:+.1f} % | {'yes' if r[9] else 'no'} |")
        for n in cpus:
            if n == 1:
                continue
            errs = sorted(abs(r[8]) for r in rows if r[1] == n)
            if errs:
                print(f"\nN = {n}: speedup error median {statistics.median(errs):.1f} %, worst {errs[-1]:.1f} %; "
                      f"measured time inside the band for {sum(r[9] for r in rows if r[1] == n)} of {len(errs)}.")
        print(f"\n{a.runs} runs per measurement; JVM start-up (`java -version`, pinned the same way) subtracted: "
              + ", ".join(f"N={n}: {startup[n] * 1000:.0f} ms" for n in cpus)
              + f"; recording cost taken off every event: {cost} ns"
              + (" (calibrated on " + " ".join([CALIBRATION[0]] + CALIBRATION[1]) + ")." if a.recording_cost < 0 else "."))
        calibration = model_error(rows)
        if calibration:
            line, inside, n = calibration
            print(f"\nModel error of this machine (add to its .machine file to calibrate every band): `{line}`; "
                  f"leave-one-out, {inside} of {n} measured times fall inside the band it gives "
                  f"({inside / n * 100:.0f} %, the band claims 90 %).")

def model_error(rows):
    """The `error` line of a .machine file from predicted-versus-measured rows (5th and 95th percentiles of
    measured / predicted - 1), and its leave-one-out coverage: for each row, the band from the other rows' errors,
    widened around its prediction as the simulator does, and whether its measurement falls inside."""
    rel = [r[4] / r[3] - 1 for r in rows if r[3] > 0]
    if len(rel) < 10:
        return None
    def bounds(errs):
        q = statistics.quantiles(errs, n=20, method="inclusive")
        return min(0.0, q[0]), max(0.0, q[-1])
    low, high = bounds(rel)
    inside = 0
    for i, e in enumerate(rel):
        lo, hi = bounds(rel[:i] + rel[i + 1:])
        inside += lo <= e <= hi
    line = f"error low={max(low, -0.99) * 100:.1f}% high={high * 100:.1f}% runs={len(rel)}"
    return line, inside, len(rel)

if __name__ == "__main__":
    main()
