#!/usr/bin/env python3
# Pools several runs of the accuracy harness to tell each workload's bias from the noise of a single run. Each file is
# the standard error of one `accuracy.py` run (or `--reuse` run), whose lines "NAME N=2 [model]: ... speedup P vs M
# (E%; ..." give the predicted and measured speedups; per workload the table shows them run by run with the mean
# error (what the model gets wrong every time) and the spread of the errors (what one run cannot tell from noise).
#   python3 workloads/accuracy.py --cpus 1,2 --runs 5 --recordings 3 --markdown > run1.md 2> run1.err   (and so on)
#   python3 workloads/pool.py [--cpus 2] run1.err run2.err ...
import argparse, re, statistics, sys

LINE = re.compile(r"^(\w+) N=(\d+) \[[\w-]+\]: .*?, speedup ([0-9.]+) vs ([0-9.]+) \(([-+0-9.]+)%")


def read(path, cpus):
    """Workload -> (predicted, measured, error %) at `cpus` processors, from one run's standard error."""
    found = {}
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            m = LINE.match(line)
            if m and int(m.group(2)) == cpus:
                try:
                    found[m.group(1)] = (float(m.group(3)), float(m.group(4)), float(m.group(5)))
                except ValueError:
                    sys.exit(f"{path}:{number}: not a number in: {line.strip()}")
    return found


def main():
    ap = argparse.ArgumentParser(description="pool runs of the accuracy harness: each workload's bias and noise")
    ap.add_argument("--cpus", type=int, default=2, help="the processor count to pool (default 2)")
    ap.add_argument("files", nargs="+", help="the standard error of each accuracy.py run")
    a = ap.parse_args()
    runs = []
    for path in a.files:
        try:
            got = read(path, a.cpus)
        except OSError as e:
            sys.exit(f"{path}: {e.strerror}")
        if not got:
            sys.exit(f"{path}: no prediction at N={a.cpus} (is it the standard error of accuracy.py?)")
        runs.append(got)
    names = [n for n in runs[0] if all(n in r for r in runs)]
    left_out = sorted({n for r in runs for n in r} - set(names))
    print("| workload | predicted speedups | measured speedups | errors | mean error |"
          " spread of the errors (max - min) |")
    print("|---|---|---|---|---|---|")
    errors, means = [], []
    for n in names:
        p, m, e = zip(*(r[n] for r in runs))
        errors.extend(e)
        means.append(statistics.mean(e))
        print(f"| {n} | {', '.join(f'{x:.2f}' for x in p)} | {', '.join(f'{x:.2f}' for x in m)} | "
              f"{', '.join(f'{x:+.1f}' for x in e)} | {means[-1]:+.1f} % | {max(e) - min(e):.1f} points |")
    print()
    print(f"{len(runs)} runs, {len(errors)} predictions at N={a.cpus}: "
          f"median error {statistics.median(map(abs, errors)):.1f} %, mean {statistics.mean(map(abs, errors)):.1f} %; "
          "each run's median: "
          + ", ".join(f"{statistics.median(abs(r[n][2]) for n in names):.1f} %" for r in runs)
          + f"; the median of the workloads' mean errors {statistics.median(map(abs, means)):.1f} %")
    if left_out:
        print(f"left out (not in every run): {', '.join(left_out)}")


if __name__ == "__main__":
    main()
