#!/usr/bin/env python3
# The simulator's accuracy harness. First it calibrates this machine (`foresight calibrate`: thread creation, context
# switch, cross-processor wake-up latency, written to a .machine file) and the recorder's cost per event by kind of
# event (bench.RecorderCost: one thread's CPU time per uncontended operation, with and without the agent; and the JIT
# compilers' CPU time meanwhile, whose difference is the compilation of the recorder's hooks). Then, for
# every workload and every N, one recording pinned to one CPU in which the program sees N processors (with
# `record --baseline`: a run without the recorder first, whose JIT compilers' CPU time the prediction replays), and runs pinned
# to the first N CPUs (taskset, repeated, median, less the JVM start-up measured the same way) against
# `foresight predict` for N from that recording on the calibrated machine (its speedup: against the same recording
# simulated on one processor),
# with the recorder's cost taken off the recorded CPU times. A workload that fails (recording, prediction, run) is a
# row that says why, not the end of the run. Prints a table of predicted vs measured times and speedups with errors,
# and the calibration taken again at the end (not used): how far the machine drifted while the workloads ran.
#   workloads/build.sh && python3 workloads/accuracy.py [--cpus 1,2] [--runs 3] [--recordings K] [--only Name,Name]
#       [--markdown] [--machine FILE|default] [--recording-cost NS[,KIND=NS...]] [--no-baseline] [--max-steal PCT]
#       [--calibrate-each] [--save DIR] [--baseline-runs K]
#   python3 workloads/accuracy.py --reuse DIR [--only Name,Name] [--markdown] [--machine FILE|default|own]
# --save DIR keeps the recordings, the calibrated machine and the measured runs; --reuse DIR predicts those recordings
# again with the present build (and, given --machine, another machine file) against the same measured runs, so that a
# change of the simulator or of a machine setting is compared without the measurement's noise (which moves a
# workload's measured speedup by 10 to 30 % from one run to the next).
# --recordings K records each workload K times per N and takes the prediction of the recording whose predicted time
# is the median: what the recorder adds to a small program varies by a fifth from one recording to the next.
# --calibrate-each calibrates the machine again just before each workload's measured runs and, after the last one,
# predicts every workload on the median of the run's calibrations (the start's, each workload's, the end's:
# calibrated-median.machine), beside its own calibration: the calibrated wake-up across processors moves by a factor of
# two within one run, more than the machine under the workloads does, and the programs that cross processors at every
# phase follow it. --reuse of such a run does the same, unless given --machine (own: each workload on its own only).
# --baseline-runs K makes each recording's run without the recorder K runs (record --baseline-runs): the figures are
# those of the run whose program CPU time is the median.
# On a machine with more cores the same command checks more processor counts: --cpus 1,2,4,8,16.
import argparse, json, math, os, random, statistics, subprocess, sys, tempfile, time

from calibrations import median_machine
from harness import ROOT, children_cpu, classpath, java, machine_cpu, one

WORKLOADS = [  # name, arguments (threads, size): about a second on one CPU without the recorder, so that the JVM's
    # warm-up (compiling the hot code takes 30 to 70 ms of CPU in these programs, more in the libraries) is a small
    # part of the measured time; the microbenchmarks stop at about 10 M recorded events
    ("LockHeavy", ["4", "600000"]),
    # two seconds: at 20 M elements (0.7 s) the rounds' speedups spread from 1.22 to 1.45 on a quiet machine, the code
    # the JIT made of the hot loop and when it was ready deciding more than the processors
    ("ForkJoinStreams", ["4", "60000000"]),
    ("ExecutorFutures", ["4", "100000"]),
    ("Pipeline", ["2", "400000"]),
    ("BarrierPhases", ["4", "8000"]),
    ("ReadWriteCache", ["4", "800000"]),
    ("IoMixed", ["4", "8000"]),
    ("VirtualThreads", ["4", "30000"]),
    ("AsyncPipeline", ["4", "50000"]),
    ("SharedLogging", ["4", "80000"]),
    ("ParallelSort", ["8", "2000000"]),
    ("H2Inserts", ["4", "20000"]),
    ("LuceneIndex", ["4", "10000"]),
]
# the same collector whatever the CPU count: the JVM picks the serial one on one CPU and G1 on two otherwise
JVM_FLAGS = ["-XX:+UseSerialGC"]
# the recorder's cost per event is measured per kind of operation (bench.RecorderCost KIND), each standing for the
# event kinds whose hooks do the same work; other kinds get the median of the measured figures
RECORDER_COST_KINDS = {
    "monitor": ["monitor_enter", "monitor_exit", "wait", "notify", "notify_all"],
    "lock": ["lock", "try_lock", "unlock", "condition_await", "condition_signal"],
    "queue": ["queue_put", "queue_take"],
    "park": ["park", "unpark"],
    "semaphore": ["semaphore_acquire", "semaphore_release"],
    "barrier": ["barrier_await"],
    "latch": ["latch_countdown", "latch_await"],
}
# operations of bench.RecorderCost measured for the recorder's JIT compilation only, with its arguments, the event kinds
# they stand for and how many of those events a recording needs for it to count: their events land on several
# threads, so no cost per event comes out of them. A task runs through many of the pools' rewritten methods, so far
# fewer tasks than HOT_EVENTS make them hot: the recorded compilers of ForkJoinStreams (8,227 task events),
# ParallelSort (32,000) and ExecutorFutures (500,000) all used 62 to 80 ms more CPU than unrecorded
# (bench.JvmThreadCpu, pinned, two processors seen), as did this operation's 3,000 rounds
COMPILATION_ONLY = {
    "task": (["3000", "1"], ["task_submit", "task_begin", "task_end", "future_get", "future_complete"], 5_000),
}
# the monitor operation of bench.RecorderCost on an inflated monitor, whose entries the recorder reads the clock twice for
INFLATED_MONITOR = "monitor-inflated"
# calls of a method before HotSpot's optimizing compiler takes it (Tier4InvocationThreshold is 5,000; loops less)
HOT_EVENTS = 10_000

class Failed(Exception):
    """A command of the harness failed; the workload's rows say why."""

def run(cmd, cpu=None):
    """Runs cmd; returns its wall time and output, and appends its CPU time (user + system) to `cpu` if given."""
    c0, t0 = children_cpu(), time.perf_counter()
    p = subprocess.run(cmd, capture_output=True, text=True)
    dt = time.perf_counter() - t0
    if cpu is not None:
        cpu.append(children_cpu() - c0)
    if p.returncode != 0:
        last = (p.stderr.strip().splitlines() or ["no output"])[-1]
        raise Failed(f"{describe(cmd)} exited with {p.returncode}: {last[:200]}")
    return dt, p.stdout

def describe(cmd):
    """`foresight record` or `java Pipeline`: enough of a command line to say which step failed."""
    words = cmd[3:] if cmd[0] == "taskset" else cmd
    tool = os.path.basename(words[0])
    if tool == "foresight":
        return "foresight " + words[1]
    main = next((w for w in words[1:] if w.startswith("dev.foresight.workloads.")), "")
    return f"{tool} {main.rsplit('.', 1)[-1]}".strip()

def pinned(n):
    return ["taskset", "-c", "0" if n == 1 else f"0-{n - 1}"]

def median_time(cmd, runs, cpu=None):
    """Median wall time of `runs` runs of cmd; the median CPU time goes into the dict `cpu` under "median"."""
    cpus = []
    wall = statistics.median(run(cmd, cpus)[0] for _ in range(runs))
    if cpu is not None:
        cpu["median"] = statistics.median(cpus)
    return wall

def recorder_cost(jv, cp, tmp):
    """Recorder cost per event by kind (ns), as a --recording-cost list: for each operation of RECORDER_COST_KINDS,
    the recorded thread's CPU time per operation pair less the unrecorded one, over the pair's two events; and the
    second clock reading of a monitor entry or lock acquisition flagged timed_after (clock=NS): the same pair of an
    inflated monitor less that of a thin one. Also, per operation, the JIT compilers' CPU time in the recorded run less that in the
    unrecorded one (ns): the compilation of the recorder's hooks for that operation, which a recording's compilers'
    time holds (see compilation())."""
    pairs, compiling = {}, {}
    for op in list(RECORDER_COST_KINDS) + [INFLATED_MONITOR] + list(COMPILATION_ONLY):
        cmd = JVM_FLAGS + ["-cp", cp, "dev.foresight.workloads.bench.RecorderCost", op] \
            + (COMPILATION_ONLY[op][0] if op in COMPILATION_ONLY else [])
        try:
            plain = fields(run(pinned(1) + [jv] + cmd)[1])
            recorded = fields(run([f"{ROOT}/foresight", "record", "--pin-one-cpu", "-o",
                                   os.path.join(tmp, f"cost-{op}.ftrace"), "--"] + cmd)[1])
            pairs[op] = float(recorded["ns_per_pair"]) - float(plain["ns_per_pair"])
        except (Failed, KeyError, ValueError) as e:
            print(f"recorder cost of {op}: FAILED ({e})", file=sys.stderr)
            continue
        if op != INFLATED_MONITOR and int(plain.get("compiler_ns", -1)) >= 0 \
                and int(recorded.get("compiler_ns", -1)) >= 0:
            compiling[op] = max(0, int(recorded["compiler_ns"]) - int(plain["compiler_ns"]))
    per_kind = {op: max(0, round(pair / 2)) for op, pair in pairs.items() if op in RECORDER_COST_KINDS}
    if not per_kind:
        return "0", compiling
    default = round(statistics.median(per_kind.values()))
    clock = ([f"clock={max(0, round(pairs[INFLATED_MONITOR] - pairs['monitor']))}"]
             if INFLATED_MONITOR in pairs and "monitor" in pairs else [])
    return ",".join([str(default)] + [f"{k}={per_kind[op]}" for op, kinds in RECORDER_COST_KINDS.items()
                                      if op in per_kind for k in kinds] + clock), compiling

def compilation(trace, compiling):
    """The recorder's own JIT compilation in a recording (ns): the calibrated compilation of each operation whose
    hooks ran often enough in it to be compiled by the optimizing compiler (HOT_EVENTS events of its kinds, fewer
    for the operations of COMPILATION_ONLY)."""
    if not compiling:
        return 0
    kinds = json.loads(run([f"{ROOT}/foresight", "info", trace, "--json"])[1])["kinds"]
    def hot(op):
        of, enough = (COMPILATION_ONLY[op][1:] if op in COMPILATION_ONLY else (RECORDER_COST_KINDS[op], HOT_EVENTS))
        return sum(kinds.get(k, 0) for k in of) >= enough
    return sum(ns for op, ns in compiling.items() if hot(op))

def fields(out):
    return dict(kv.split("=", 1) for kv in out.split() if "=" in kv)

def calibrate_machine(tmp, cpus, name="calibrated.machine"):
    """Runs `foresight calibrate` for this machine; returns the .machine file and its comment header."""
    path = os.path.join(tmp, name)
    run([f"{ROOT}/foresight", "calibrate", "--cpus", str(cpus), "-o", path])
    with open(path) as f:
        header = [l.rstrip() for l in f if l.startswith("#   ")]
    return path, header

def predict(trace, n, a, cost, machine):
    """`foresight predict --json` of a recording for 1 and n processors."""
    return json.loads(run([f"{ROOT}/foresight", "predict", trace, "--cpus", f"1,{n}", "--json", "--samples",
                           str(a.samples), "--recording-cost", cost] + (["--machine", machine] if machine else []))[1])

def speedup_interval(w1, wn, s1, sn, resamples=2000):
    """How far the measured speedup median(w1 - s1) / median(wn - sn) moves with the rounds it was measured in: the
    rounds resampled with replacement (a round's runs kept together, since they ran one after the other), seeded.
    Returns the 90 % bootstrap interval of the speedup and the median of |resampled / measured - 1|: the error a
    prediction equal to the true speedup would show on this measurement's noise alone."""
    rnd, k = random.Random(1), len(w1)
    measured = max(1e-3, statistics.median(w1) - s1) / max(1e-3, statistics.median(wn) - sn)
    got = []
    for _ in range(resamples):
        pick = [rnd.randrange(k) for _ in range(k)]
        got.append(max(1e-3, statistics.median(w1[i] for i in pick) - s1)
                   / max(1e-3, statistics.median(wn[i] for i in pick) - sn))
    got.sort()
    noise = statistics.median(abs(g / measured - 1) for g in got) * 100
    return got[int(resamples * 0.05)], got[int(resamples * 0.95) - 1], noise

def beyond(pred, interval):
    """The error of a predicted speedup beyond the measured one's interval, in per cent of its nearer end; 0 inside."""
    lo, hi = interval[0], interval[1]
    return 0.0 if lo <= pred <= hi else (pred - lo) / lo * 100 if pred < lo else (pred - hi) / hi * 100

def record_and_measure(name, args, jv, cp, tmp, cpus, a):
    """One workload's recordings (a.recordings per N, kept in tmp) and its measured runs: what predict_rows needs,
    as plain data that --save keeps and --reuse reads back."""
    main_class = "dev.foresight.workloads." + name
    traces = {}
    for n in cpus:
        # recordings per processor count, the program seeing that many processors (record --processors), so that
        # what it sizes by Runtime.availableProcessors() (the common pool, Lucene's merge threads) is as in the run
        traces[n] = []
        for k in range(a.recordings):
            trace = os.path.join(tmp, f"{name}-{n}-{k}.ftrace")
            # --baseline: a run without the recorder first, whose JIT compilers' CPU time the trace keeps and predict
            # replays (the recorder's own compilation varies by 90 ms from one recording to the next)
            run([f"{ROOT}/foresight", "record", "--pin-one-cpu", "--processors", str(n), "-o", trace]
                + ([] if a.no_baseline else ["--baseline", "--baseline-runs", str(a.baseline_runs)]) + ["--"]
                + JVM_FLAGS + ["-cp", cp, main_class] + args)
            traces[n].append(trace)
    run([jv, "-cp", cp, main_class] + args)  # warm the file cache once
    each = {}
    if a.calibrate_each:
        # the machine as it is just before these runs: its wake-up across processors moves by a third within one
        # harness run, and the predictions of programs that cross processors often move with it
        try:
            path, hdr = calibrate_machine(tmp, min(os.cpu_count(), max(cpus)), f"calibrated-{name}.machine")
            each = {"machine": path, "header": hdr}
        except Failed as e:
            print(f"{name}: calibration FAILED ({e}): predicting on the run's machine", file=sys.stderr, flush=True)
    # the processor counts take turns, run after run, so that a change of the machine during the measurement (another
    # program, the hypervisor moving a virtual processor) falls on every count alike instead of on the last ones
    # a measurement during which the hypervisor gave more than --max-steal of the processors' time to other machines
    # measures them more than this one (a cross-processor wake-up waits for a processor that is not there): again
    stolen = []
    while True:
        data = measure_runs(main_class, args, jv, cp, cpus, a)
        if data["others"][1] <= a.max_steal or len(stolen) == 2:
            break
        stolen.append(round(data["others"][1], 1))
        print(f"{name}: measured under {stolen[-1]} % steal, measuring again", file=sys.stderr, flush=True)
    data.update(traces=traces, stolen=stolen, **each)
    return data

def measure_runs(main_class, args, jv, cp, cpus, a):
    """The program's runs pinned to each count, a.runs rounds, the counts taking turns."""
    walls, cpus_used = {n: [] for n in cpus}, {n: [] for n in cpus}
    # and one CPU with the program seeing n processors, as the recording for n did: predict's own speedup is that of
    # one program (sized for n) on 1 and on n processors, where the run on one CPU above sizes its pools for one (a
    # parallel sort that sorts sequentially, a common pool of one worker)
    seeing = {n: [] for n in cpus if n > 1}
    # what the rest of the machine took meanwhile: other programs' CPU and the hypervisor's steal, as shares of all
    # processors' time, since a measured speedup below the predicted one is often a processor someone else had
    (busy0, steal0), own0, wall0 = machine_cpu(), children_cpu(), time.perf_counter()
    for _ in range(a.runs):
        for n in cpus:
            walls[n].append(run(pinned(n) + [jv] + JVM_FLAGS + ["-cp", cp, main_class] + args, cpus_used[n])[0])
            if n in seeing:
                seeing[n].append(run(pinned(1) + [jv] + JVM_FLAGS + [f"-XX:ActiveProcessorCount={n}", "-cp", cp,
                                                                     main_class] + args)[0])
    (busy1, steal1), span = machine_cpu(), (time.perf_counter() - wall0) * os.cpu_count()
    others = (max(0.0, (busy1 - busy0) - (children_cpu() - own0)) / span * 100, (steal1 - steal0) / span * 100)
    return {"walls": walls, "cpus_used": cpus_used, "seeing": seeing, "others": others}

def predict_rows(name, data, cpus, a, cost, compiling, machine, startup):
    """The rows of one workload: its recordings predicted by this build of foresight against its measured runs."""
    points, models, ones, calibrated_speedup = {}, {}, {}, {}
    for n in cpus:
        found = []
        for trace in data["traces"][n]:
            # predict's own speedup: this recording on n processors against the same recording on one, so that the
            # variation between recordings (what the recorder adds varies by a fifth) does not enter it
            own = compilation(trace, compiling)
            pred = predict(trace, n, a, cost, machine)
            calibrated = None
            if own:
                # the calibrated compilation of the recorder's hooks taken off the recorded compilers instead: what
                # predicts when the trace has no baseline, and beside it the comparison of the two
                other = predict(trace, n, a, f"{cost},compilation={own}", machine)
                if not pred.get("compilers_measured_alone"):
                    pred = other
                else:
                    calibrated = next(p for p in other["predictions"] if p["cpus"] == n)["speedup"]
            # the model, and the work scale when record --baseline measured one (the recorder's whole cost taken off);
            # the program's CPU time without the recorder on more processors against one, where predict warns of it
            wide = pred.get("program_cpu_wide")
            model = pred["model"] + (f", work x{pred['work_scale']:.2f}" if pred.get("work_scale_measured") else "") \
                + (f", CPU on {wide['cpus']} {(wide['wide_ms'] / wide['alone_ms'] - 1) * 100:+.0f} %"
                   if wide and wide["alone_ms"] > 0 else "")
            found.append((next(p for p in pred["predictions"] if p["cpus"] == n), model,
                          next(p for p in pred["predictions"] if p["cpus"] == 1), calibrated))
        # the recording whose predicted time is the median of them (the lower middle one of an even count)
        found.sort(key=lambda f: f[0]["time_ms"])
        points[n], models[n], ones[n], calibrated_speedup[n] = found[(len(found) - 1) // 2]
    walls, cpus_used, seeing, others = data["walls"], data["cpus_used"], data["seeing"], data["others"]
    measured = {n: max(1e-3, statistics.median(walls[n]) - startup[n][0]) for n in cpus}
    one_seeing = {n: max(1e-3, statistics.median(w) - startup[1][0]) for n, w in seeing.items()}
    cpu = {n: max(0.0, statistics.median(cpus_used[n]) - startup[n][1]) for n in cpus}
    rows = []
    for n in cpus:
        p = points[n]
        t_pred, t_meas = p["time_ms"] / 1e3, measured[n]
        s_pred, s_meas = p["speedup"], measured[1] / measured[n]
        inside = p["low_ms"] / 1e3 <= t_meas <= p["high_ms"] / 1e3
        # the speedup of each round (the counts' runs of one round ran one after the other): how far the measurement
        # itself moves from one run to the next
        rounds = [max(1e-3, w1 - startup[1][0]) / max(1e-3, wn - startup[n][0]) for w1, wn in zip(walls[1], walls[n])]
        # processor time on n against one: what the model adds (wake-ups across processors, lock words moving) against
        # what the run used more; a growth the model lacks (processors sharing memory bandwidth) over-predicts
        growth = (p["cpu_ms"] / ones[n]["cpu_ms"] if ones[n].get("cpu_ms") and "cpu_ms" in p else float("nan"),
                  cpu[n] / cpu[1] if cpu[1] > 0 else float("nan"))
        cal = calibrated_speedup[n]
        s_seeing = one_seeing[n] / measured[n] if n in one_seeing else None
        rows.append((name, n, models[n], t_pred, t_meas, (t_pred - t_meas) / t_meas * 100, s_pred, s_meas,
                     (s_pred - s_meas) / s_meas * 100, inside, cpu[n], (min(rounds), max(rounds)), growth,
                     None if cal is None else (cal - s_meas) / s_meas * 100,
                     None if s_seeing is None else (s_seeing, (s_pred - s_seeing) / s_seeing * 100), others,
                     None if n == 1 else speedup_interval(walls[1], walls[n], startup[1][0], startup[n][0])))
    return rows

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cpus", default="1,2")
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--samples", type=int, default=40)
    ap.add_argument("--recordings", type=int, default=1,
                    help="recordings per workload and N; the prediction is that of the median one")
    ap.add_argument("--only", default="")
    ap.add_argument("--recording-cost", default="", help="NS or NS,KIND=NS,... per event; empty: calibrate")
    ap.add_argument("--machine", default="", help="a .machine file, or 'default' for the default machine; "
                    "empty: run foresight calibrate")
    ap.add_argument("--calibrate-each", action="store_true",
                    help="calibrate the machine again just before each workload's measured runs, and predict every "
                    "workload on the median of the run's calibrations (and on its own, for comparison)")
    ap.add_argument("--no-baseline", action="store_true",
                    help="record without --baseline: the recorder's compilation is the calibrated estimate")
    ap.add_argument("--baseline-runs", type=int, default=1,
                    help="runs without the recorder per recording (record --baseline-runs), default 1")
    ap.add_argument("--markdown", action="store_true")
    ap.add_argument("--max-steal", type=float, default=5.0,
                    help="measure a workload again (twice at most) when the hypervisor's steal exceeded this %% of "
                    "the processors' time during its runs")
    ap.add_argument("--save", default="", help="keep the recordings and measured runs in this folder (run.json)")
    ap.add_argument("--reuse", default="", help="a folder --save wrote: predict its recordings again with this "
                    "build against its measured runs, recording and measuring nothing")
    a = ap.parse_args()
    if a.reuse:
        return reuse(a)
    if a.calibrate_each and a.machine:
        sys.exit("--calibrate-each calibrates the machine itself: leave out --machine")
    cpus = [int(c) for c in a.cpus.split(",")]
    if 1 not in cpus:
        cpus = [1] + cpus
    if max(cpus) > os.cpu_count():
        sys.exit(f"--cpus {a.cpus}: this machine has {os.cpu_count()} CPUs")
    jv = java()
    cp = classpath()
    only = set(a.only.split(",")) if a.only else None
    tmp = os.path.abspath(a.save) if a.save else tempfile.mkdtemp(prefix="foresight-accuracy-")
    os.makedirs(tmp, exist_ok=True)
    started = time.perf_counter()
    header = []
    if a.machine == "default":
        machine = None
    elif a.machine:
        machine = a.machine
    else:
        try:
            machine, header = calibrate_machine(tmp, min(os.cpu_count(), max(cpus)))
            print("calibrated machine:\n" + "\n".join(header), file=sys.stderr, flush=True)
        except Failed as e:
            machine = None
            print(f"calibration FAILED ({e}): predicting on the default machine", file=sys.stderr, flush=True)
    startup = {}
    for n in cpus:
        used = {}
        startup[n] = (median_time(pinned(n) + [jv] + JVM_FLAGS + ["-cp", cp, "-version"], a.runs, used), used["median"])
    cost, compiling = (a.recording_cost, {}) if a.recording_cost else recorder_cost(jv, cp, tmp)
    print(f"recording cost per event (ns): {cost}; the recorder's compilation per operation (ms): "
          + ", ".join(f"{op} {ns / 1e6:.0f}" for op, ns in compiling.items()), file=sys.stderr, flush=True)
    saved = {"cpus": cpus, "runs": a.runs, "max_steal": a.max_steal, "recordings": a.recordings, "no_baseline": a.no_baseline, "baseline_runs": a.baseline_runs,
             "recording_cost": a.recording_cost, "startup": startup, "cost": cost, "compiling": compiling,
             "machine": os.path.abspath(machine) if machine else None, "header": header, "workloads": {}}
    rows, failures, stolen, each, datas = [], [], {}, {}, {}
    # with --calibrate-each the predictions on each workload's own calibration are for comparison only: their speedups,
    # without the band's samples (the predictions on the median, after the last workload, have them)
    first = without_band(a) if a.calibrate_each else a
    for name, args in WORKLOADS:
        if only and name not in only:
            continue
        try:
            data = record_and_measure(name, args, jv, cp, tmp, cpus, a)
            datas[name] = data
            if data["stolen"]:
                stolen[name] = data["stolen"]
            if a.save:
                saved["workloads"][name] = data
                with open(os.path.join(tmp, "run.json"), "w") as f:
                    json.dump(saved, f)
            got = predict_rows(name, data, cpus, first, cost, compiling, data.get("machine") or machine, startup)
            if data.get("header"):
                each[name] = data["header"]
        except (Failed, KeyError, ValueError) as e:
            failures.append((name, str(e)))
            print(f"{name}: FAILED: {e}", file=sys.stderr, flush=True)
            if a.save:
                saved.setdefault("failed", {})[name] = str(e)
                with open(os.path.join(tmp, "run.json"), "w") as f:
                    json.dump(saved, f)
            continue
        say(got)
        rows.extend(got)
    end_header, end = [], None
    if header:
        # the same calibration again: how far the machine drifted while the workloads ran
        try:
            end, end_header = calibrate_machine(tmp, min(os.cpu_count(), max(cpus)), "calibrated-end.machine")
            print("machine at the end of the run:\n" + "\n".join(end_header), file=sys.stderr, flush=True)
        except Failed as e:
            print(f"calibration at the end FAILED ({e})", file=sys.stderr, flush=True)
        if a.save:
            saved["end_header"] = end_header
            with open(os.path.join(tmp, "run.json"), "w") as f:
                json.dump(saved, f)
    median = None
    if each:
        calibrations = [machine] + [d.get("machine") for d in datas.values()] + [end]
        rows, median = on_median(tmp, calibrations, datas, cpus, a, cost, compiling, startup, failures, rows)
    report(a, rows, failures, cpus, startup, cost, compiling, machine, header, stolen, time.perf_counter() - started,
           end_header, each, median)

def without_band(a):
    """The options `a` with no band samples: predictions whose speedups alone are compared."""
    return argparse.Namespace(**{**vars(a), "samples": 0})

def on_median(folder, calibrations, datas, cpus, a, cost, compiling, startup, failures, own):
    """Every workload predicted again on the median of the run's calibrations (the start's, each workload's, the
    end's), written to FOLDER/calibrated-median.machine: the calibrated wake-up across processors moves by a factor of
    two within one run, more than the machine under the workloads does. Returns the rows, and for the report the
    file's header, the number of calibrations and `own` (the rows on each workload's own calibration)."""
    paths = [p for p in calibrations if p and os.path.exists(p)]
    path = os.path.join(folder, "calibrated-median.machine")
    header = median_machine(paths, path)
    print("every workload predicted again on the median of the run's calibrations:\n" + "\n".join(header),
          file=sys.stderr, flush=True)
    rows = []
    for name, data in datas.items():
        try:
            got = predict_rows(name, data, cpus, a, cost, compiling, path, startup)
        except (Failed, KeyError, ValueError) as e:
            failures.append((name, f"on the median machine: {e}"))
            print(f"{name}: FAILED on the median machine: {e}", file=sys.stderr, flush=True)
            continue
        say(got)
        rows.extend(got)
    return rows, (header, len(paths), own)

def say(got):
    """One workload's rows on standard error, as they come."""
    for r in got:
        print(f"{r[0]} N={r[1]} [{r[2]}]: predicted {r[3]:.3f}s measured {r[4]:.3f}s ({r[5]:+.1f}%), "
              f"speedup {r[6]:.2f} vs {r[7]:.2f} ({r[8]:+.1f}%; rounds {r[11][0]:.2f} .. {r[11][1]:.2f}), "
              f"in band: {r[9]}, CPU {r[10]:.3f}s, CPU N/1 predicted {r[12][0]:.3f} measured {r[12][1]:.3f}"
              + (f", one CPU seeing N: speedup {r[14][0]:.2f} ({r[14][1]:+.1f}%)" if r[14] is not None else "")
              + f", others' CPU {r[15][0]:.1f}%, steal {r[15][1]:.1f}%",
              file=sys.stderr, flush=True)

def calibrated_figures(header):
    """The derived figures of a calibration's comment header ("wakeup-cost = ...: 9.43us (...)"): name -> value."""
    figures = {}
    for line in header:
        label, _, rest = line[4:].partition(": ")
        if " = " in label or label.startswith("memory slowdown"):
            figures[label.split(" = ")[0]] = rest.split(" (")[0]
    return figures

def report(a, rows, failures, cpus, startup, cost, compiling, machine, header, stolen, elapsed, end_header=None,
           each=None, median=None):
    """Prints the table (--markdown) and what it says about the errors, the measurement's noise and the band."""
    if a.markdown:
        print("| workload | N | model | predicted | measured | time error | predicted speedup | measured speedup | "
              "measured speedup of the rounds | its 90 % interval (bootstrap) | speedup error | beyond the interval | speedup error, calibrated compilation instead | "
              "measured speedup, one CPU seeing N | its speedup error | "
              "measured in 90 % band | measured CPU | CPU N / 1, predicted / measured | others' CPU, steal |")
        print("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|")
        for r in rows:
            spread = f"{r[11][0]:.2f} .. {r[11][1]:.2f}" if r[1] != 1 else ""
            growth = f"{r[12][0]:.3f} / {r[12][1]:.3f}" if r[1] != 1 else ""
            cal = f"{r[13]:+.1f} %" if r[1] != 1 and r[13] is not None else ""
            seen = f"{r[14][0]:.2f} | {r[14][1]:+.1f} %" if r[14] is not None else " | "
            interval = f"{r[16][0]:.2f} .. {r[16][1]:.2f}" if r[16] is not None else ""
            past = f"{beyond(r[6], r[16]):+.1f} %" if r[16] is not None else ""
            print(f"| {r[0]} | {r[1]} | {r[2]} | {r[3]:.3f} s | {r[4]:.3f} s | {r[5]:+.1f} % | {r[6]:.2f} | {r[7]:.2f} | "
                  f"{spread} | {interval} | {r[8]:+.1f} % | {past} | {cal} | {seen} | {'yes' if r[9] else 'no'} | {r[10]:.3f} s | {growth} | "
                  f"{r[15][0]:.1f} %, {r[15][1]:.1f} % |")
        for name, why in failures:
            print(f"| {name} | | failed: {why.replace('|', '/')} | | | | | | | | | | | | | | | | |")
        for n in cpus:
            if n == 1:
                continue
            errs = sorted(abs(r[8]) for r in rows if r[1] == n)
            if not errs:
                print(f"\nN = {n}: no measurements; {len(failures)} workloads failed.")
            if errs:
                spreads = [(r[11][1] - r[11][0]) / r[7] * 100 for r in rows if r[1] == n]
                print(f"\nN = {n}: speedup error median {statistics.median(errs):.1f} %, worst {errs[-1]:.1f} %; "
                      f"measured time inside the band for {sum(r[9] for r in rows if r[1] == n)} of {len(errs)}; "
                      f"the rounds' measured speedups spread over {statistics.median(spreads):.1f} % of the measured "
                      f"speedup (median), {max(spreads):.1f} % at most"
                      + (f"; {len(failures)} workloads failed." if failures else "."))
                # how much of the error the measurement's own noise explains
                ivs = [r for r in rows if r[1] == n and r[16] is not None]
                past = sorted(abs(beyond(r[6], r[16])) for r in ivs)
                print(f"Predicted speedup inside the measured one's 90 % interval (bootstrap over the rounds) for "
                      f"{sum(1 for x in past if x == 0)} of {len(ivs)}; beyond it: median {statistics.median(past):.1f} %, "
                      f"worst {past[-1]:.1f} %. A prediction equal to the true speedup would show a median error of "
                      f"{statistics.median(r[16][2] for r in ivs):.1f} % on the rounds' noise alone (the median over the "
                      f"workloads of each one's median |resampled / measured - 1|).")
                # the same recordings with the calibrated compilation where the baseline was used
                cal = sorted(abs(r[13] if r[13] is not None else r[8]) for r in rows if r[1] == n)
                seen = sorted(abs(r[14][1]) for r in rows if r[1] == n and r[14] is not None)
                if seen:
                    print(f"Against the run on one CPU with the program seeing {n} processors (what predict's own "
                          f"speedup compares): median {statistics.median(seen):.1f} %, worst {seen[-1]:.1f} %.")
                if any(r[13] is not None for r in rows if r[1] == n):
                    print(f"With the recorder's compilation calibrated (bench.RecorderCost) instead of the runs without "
                          f"the recorder, where both exist: median {statistics.median(cal):.1f} %, worst {cal[-1]:.1f} %.")
        print(f"\n{a.runs} runs per measurement; "
              + (f"{a.recordings} recordings per workload and N, the prediction of the median one; "
                 if a.recordings > 1 else "")
              + "JVM start-up (`java -version`, pinned the same way) subtracted: "
              + ", ".join(f"N={n}: {startup[n][0] * 1000:.0f} ms" for n in cpus)
              + ("; each recording made with `record --baseline` (a run without the recorder first, whose JIT compilers' "
                 "CPU time predict replays)" if not a.no_baseline else "")
              + f"; recording cost per event taken off (ns, by kind): `{cost}`"
              + (" (measured with bench.RecorderCost)" if not a.recording_cost else "")
              + ("; where a trace has no baseline (and for the comparison column), the recorder's own JIT compilation "
                 "taken off the recorded compilers' CPU time, per operation "
                 f"whose hooks ran at least {HOT_EVENTS:,} times in the recording ("
                 + ", ".join(f"{op}: {c[2]:,} of its events" for op, c in COMPILATION_ONLY.items())
                 + ") (ms, bench.RecorderCost's compiler CPU with the agent less without): "
                 + ", ".join(f"{op} {ns / 1e6:.0f}" for op, ns in compiling.items()) if compiling else "")
              + "; measured CPU: user + system time of the whole JVM (compiler and collector threads included), "
              "median of the runs, less that of the start-up; CPU N / 1: the predicted run's processor time "
              "(predict's cpu_ms) on N processors over that on one, from the same recording, and the measured CPU on N "
              "over that on one; others' CPU, steal: the CPU time the machine's other programs used while the workload "
              "was measured, and the time the hypervisor gave its processors to other machines, as shares of all "
              "processors' time"
              + (f"; measured again because the hypervisor's steal during the runs exceeded {a.max_steal:g} % of the "
                 "processors' time (the steal of each discarded measurement): "
                 + ", ".join(f"{n} ({', '.join(f'{x} %' for x in v)})" for n, v in stolen.items()) if stolen else "")
              + f"; the whole run took {elapsed / 60:.1f} min.")
        if each:
            figures = {n: calibrated_figures(h) for n, h in each.items()}
            keys = [k for k in calibrated_figures(next(iter(each.values()))) if all(k in f for f in figures.values())]
            def spread(k):
                got = sorted(figures.values(), key=lambda f: float(f[k].rstrip("us%").replace("+", "")))
                return f"{k} {got[0][k]} .. {got[-1][k]}"
            print(f"\n{len(each)} workloads with the machine calibrated just before their measured runs "
                  "(`--calibrate-each`); the calibrations' figures ranged over: "
                  + ", ".join(spread(k) for k in keys) + ".")
        if median:
            lines, count, own = median
            print(f"\nEvery workload predicted on the median of the run's {count} calibrations (the start's, each "
                  "workload's and the end's; `calibrated-median.machine`), each figure (min .. max): "
                  + "; ".join(l[4:] for l in lines[1:]) + ".")
            compare_own(rows, own, cpus)
        if header:
            print("\nMachine measured by `foresight calibrate` at the start of the run and used for "
                  + ("nothing but the median" if median else "every prediction") + ":\n\n```\n"
                  + "\n".join(l[4:] for l in header) + "\n```")
            if end_header:
                start, end = calibrated_figures(header), calibrated_figures(end_header)
                print("\nThe same calibration at the end of the run (" + ("one of those of the median" if median
                      else "not used") + "; the machine's drift while the workloads ran): "
                      + ", ".join(f"{k} {v} -> {end[k]}" for k, v in start.items() if k in end) + ".")
        elif machine is None:
            print("\nPredicted on the default machine (a typical Linux server).")
        calibration = model_error(rows)
        if calibration:
            line, inside, n = calibration
            print(f"\nModel error of this machine (add to its .machine file to calibrate every band): `{line}`; "
                  f"leave-one-out, {inside} of {n} measured times fall inside the band it gives "
                  f"({inside / n * 100:.0f} %, the band claims 90 %).")

def compare_own(rows, own, cpus):
    """The speedup errors on the median machine against those on each workload's own calibration."""
    for n in cpus:
        if n == 1:
            continue
        errs = {r[0]: r[8] for r in rows if r[1] == n}
        others = {r[0]: r[8] for r in own if r[1] == n and r[0] in errs}
        if not others:
            continue
        mine, theirs = sorted(abs(errs[k]) for k in others), sorted(abs(v) for v in others.values())
        print(f"N = {n}, the same {len(others)} workloads on each one's own calibration instead: speedup error median "
              f"{statistics.median(theirs):.1f} %, worst {theirs[-1]:.1f} %, the errors summing to {sum(theirs):.1f} "
              f"points against {sum(mine):.1f} on the median (median {statistics.median(mine):.1f} %, worst "
              f"{mine[-1]:.1f} %); the largest differences: "
              + ", ".join(f"{k} {others[k]:+.1f} -> {errs[k]:+.1f} %"
                          for k in sorted(others, key=lambda k: -abs(abs(errs[k]) - abs(others[k])))[:3]) + ".")

def reuse(a):
    """--reuse DIR: the saved run's recordings predicted by this build against its measured runs. What a change of the
    simulator does to the errors, with the measurement's noise left out of the comparison."""
    started = time.perf_counter()
    with open(os.path.join(a.reuse, "run.json")) as f:
        saved = json.load(f)
    by_n = lambda d: {int(n): v for n, v in d.items()}
    cpus, startup = saved["cpus"], by_n(saved["startup"])
    a.runs, a.recordings, a.no_baseline = saved["runs"], saved["recordings"], saved["no_baseline"]
    a.recording_cost = saved["recording_cost"]
    # the saved run's machine unless --machine names another (a setting tried on the same recordings)
    # ("own": each workload calibrated with --calibrate-each on its own calibration only, without the median)
    machine = (None if a.machine == "default" else saved["machine"] if a.machine in ("", "own")
               else os.path.abspath(a.machine))
    only = set(a.only.split(",")) if a.only else None
    rows, failures, stolen, each, datas = [], [], {}, {}, {}
    quick = without_band(a)
    for name, _ in WORKLOADS:
        if only and name not in only:
            continue
        data = saved["workloads"].get(name)
        if data is None:
            # a workload the saved run failed on fails again; one it left out (--only) is left out
            if name in saved.get("failed", {}):
                failures.append((name, saved["failed"][name]))
            continue
        data = {k: by_n(v) if isinstance(v, dict) else v for k, v in data.items()}
        datas[name] = data
        if data.get("stolen"):
            stolen[name] = data["stolen"]
        try:
            # a workload calibrated on its own (--calibrate-each) on its machine, unless --machine names one
            own = None if a.machine not in ("", "own") else data.get("machine")
            # on its own calibration for comparison only when the median follows: without the band's samples
            got = predict_rows(name, data, cpus, quick if own and a.machine == "" else a, saved["cost"],
                               saved["compiling"], own or machine, startup)
            if own:
                each[name] = data["header"]
        except (Failed, KeyError, ValueError) as e:
            failures.append((name, str(e)))
            print(f"{name}: FAILED: {e}", file=sys.stderr, flush=True)
            continue
        say(got)
        rows.extend(got)
    median = None
    if each and a.machine != "own":
        # as the run itself reported: every workload on the median of its calibrations, beside its own
        end = os.path.join(a.reuse, "calibrated-end.machine")
        # the run's calibrations, whichever workloads --only predicts
        calibrations = [saved["machine"]] + [w.get("machine") for w in saved["workloads"].values()] + [end]
        rows, median = on_median(a.reuse, calibrations, datas, cpus, a, saved["cost"], saved["compiling"], startup,
                                 failures, rows)
    print(f"Recordings and measured runs of {a.reuse}, predicted again.\n")
    a.max_steal = saved.get("max_steal", a.max_steal)
    report(a, rows, failures, cpus, startup, saved["cost"], saved["compiling"], machine, saved["header"],
           stolen, time.perf_counter() - started, saved.get("end_header"), each, median)

def model_error(rows):
    """The `error` line of a .machine file from predicted-versus-measured rows (measured / predicted - 1), and its
    leave-one-out coverage: for each row, the band from the other rows' errors, widened around its prediction as the
    simulator does, and whether its measurement falls inside. The bounds are split-conformal: of n errors, the
    floor((n + 1) x 0.05)-th smallest and the ceil((n + 1) x 0.95)-th (the largest when n < 19), so that a new
    measurement falls inside with probability at least 90 % when the rows are exchangeable; plain 5th and 95th
    percentiles fall short of that with a few dozen rows."""
    rel = [r[4] / r[3] - 1 for r in rows if r[3] > 0]
    if len(rel) < 10:
        return None
    def bounds(errs):
        e = sorted(errs)
        n = len(e)
        lo = max(1, math.floor((n + 1) * 0.05))
        hi = min(n, math.ceil((n + 1) * 0.95))
        return min(0.0, e[lo - 1]), max(0.0, e[hi - 1])
    low, high = bounds(rel)
    inside = 0
    for i, e in enumerate(rel):
        lo, hi = bounds(rel[:i] + rel[i + 1:])
        inside += lo <= e <= hi
    line = f"error low={max(low, -0.99) * 100:.1f}% high={high * 100:.1f}% runs={len(rel)}"
    return line, inside, len(rel)

if __name__ == "__main__":
    main()
