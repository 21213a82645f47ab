#!/usr/bin/env python3
"""Markdown tables for docs/PERFORMANCE.md from one run of scripts/bench.sh.

Usage: python3 scripts/bench-tables.py docs/benchmarks/DATE-all.jsonl [PREFIX ...]

Prints one table per prefix (default: every measure): measure, value, baseline, ratio,
and, where the run has a line with the same name for the library before (bench.sh
--before REF), that line's value and ratio. Numbers are printed as the run wrote them,
rounded for reading only.
"""
import json
import sys


def fmt(value):
    if value is None:
        return ""
    if abs(value) >= 100:
        return f"{value:,.0f}"
    if abs(value) >= 10:
        return f"{value:.1f}"
    return f"{value:.2f}" if abs(value) >= 0.1 else f"{value:.3f}"


def main():
    path, prefixes = sys.argv[1], sys.argv[2:] or [""]
    now, before, ref = {}, {}, None
    order = []
    for line in open(path, encoding="utf-8"):
        m = json.loads(line)
        key = (m["name"], m.get("baselineName"))
        if m.get("before"):
            ref = m["before"]
            before[key] = m
        else:
            if key not in now:
                order.append(key)
            now[key] = m
    for prefix in prefixes:
        rows = [k for k in order if k[0].startswith(prefix)]
        if not rows:
            continue
        has_before = any(k in before for k in rows)
        head = "| measure | value | unit | baseline | ratio |"
        rule = "|---|---:|---|---|---:|"
        if has_before:
            head += f" before ({ref}) | ratio before |"
            rule += "---:|---:|"
        print(head)
        print(rule)
        for k in rows:
            m = now[k]
            base = ""
            if m.get("baseline") is not None:
                base = f"{fmt(m['baseline'])} ({m.get('baselineName', '')})"
            row = f"| {m['name']} | {fmt(m['value'])} | {m['unit']} | {base} | {fmt(m.get('ratio'))} |"
            if has_before:
                b = before.get(k)
                row += f" {fmt(b['value']) if b else ''} | {fmt(b.get('ratio')) if b else ''} |"
            print(row)
        print()


if __name__ == "__main__":
    main()
