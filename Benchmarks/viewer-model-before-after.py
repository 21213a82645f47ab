#!/usr/bin/env python3
"""`tablekit view --print` before and after a change, alternating run by run, median of 7.

    python3 Benchmarks/viewer-model-before-after.py [BEFORE_BIN AFTER_BIN DIR]

BEFORE_BIN and AFTER_BIN are release-built `tablekit` binaries (defaults: a checkout of the
commit before in /tmp/vm_base, and this package's); DIR holds lines-1m.txt and
people-500k.csv, made here when missing. Prints one JSON object per measure.
"""
import random, sys
import subprocess, time, statistics, json, os
args=sys.argv[1:]
bins={"before":args[0] if args else "/tmp/vm_base/.build/release/tablekit",
      "after":args[1] if len(args)>1 else ".build/release/tablekit"}
D=args[2] if len(args)>2 else "/tmp/vm_bench"
os.makedirs(D,exist_ok=True)
r=random.Random(7)
names=["Ann","Bob","Zoë","Marie","Jon","Ada","Lin","Kim","Eve","Max"]
cities=["Paris","Oslo","Lima","Tokyo","Perth","Austin"]
if not os.path.exists(f"{D}/people-500k.csv"):
    with open(f"{D}/people-500k.csv","w") as f:
        f.write("id,name,city,amount\n")
        for i in range(500000):
            f.write(f"{i},{r.choice(names)} {r.randrange(1000)},{r.choice(cities)},{r.randrange(100000)}\n")
if not os.path.exists(f"{D}/lines-1m.txt"):
    with open(f"{D}/lines-1m.txt","w") as f:
        for i in range(1000000):
            f.write(f"{i} {r.choice(names)} {r.choice(cities)}\n")
cases=[("sort 1,000,000 lines (s)",[f"{D}/lines-1m.txt","--print","--keys","s"]),
       ("sections of 500,000 rows",[f"{D}/people-500k.csv","--print","--section-by","city"]),
       ("search 1,000,000 lines",[f"{D}/lines-1m.txt","--print","--search","ann oslo"]),
       ("sort + search 500,000 rows",[f"{D}/people-500k.csv","--print","--keys","Right s / z o Enter"]),
       ("open and count 1,000,000 lines",[f"{D}/lines-1m.txt","--print"])]
rounds=7
out=[]
for name,args in cases:
    t={"before":[],"after":[]}
    for r in range(rounds):
        for k in (["before","after"] if r%2==0 else ["after","before"]):
            s=time.monotonic(); p=subprocess.run([bins[k],"view"]+args,stdout=subprocess.DEVNULL,stderr=subprocess.PIPE); e=time.monotonic()
            assert p.returncode==0,(k,name,p.stderr[-300:])
            t[k].append((e-s)*1000)
    b,a=statistics.median(t["before"]),statistics.median(t["after"])
    row={"measure":name,"before_ms":round(b,1),"after_ms":round(a,1),"ratio":round(a/b,3),"load":os.getloadavg()[0]}
    print(json.dumps(row),flush=True); out.append(row)
