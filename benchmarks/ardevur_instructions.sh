#!/usr/bin/env bash
# Machine instructions per ARDEVUR decision, which the load of a shared machine does not move: valgrind's
# callgrind on 4-player random games, seeds 1000-1003, less a run of seed 1000 alone (removes start-up
# and imports). Needs valgrind (Debian: apt-get install valgrind); about 20 s.
# usage: bash benchmarks/ardevur_instructions.sh [checkout]   (default: the current directory)
set -euo pipefail
cd "${1:-.}"
run() {  # $1 = last seed (exclusive)
  PYTHONHASHSEED=0 valgrind --tool=callgrind --callgrind-out-file=/tmp/icount.$$.out .venv/bin/python -c "
from mining_games.ardevur import Ardevur
from mining_games.bots import play
d = 0
for s in range(1000, $1):
    d += len(play(Ardevur(players=4, seed=s), 'random').decisions)
print(d)" 2>/dev/null | tail -1
  grep -E '^(summary|totals):' /tmp/icount.$$.out | head -1 | awk '{print $2}'
  rm -f /tmp/icount.$$.out
}
r1=($(run 1001)); r4=($(run 1004))
d1=${r1[0]}; i1=${r1[1]}; d4=${r4[0]}; i4=${r4[1]}
python3 -c "print(f'{($i4-$i1)/($d4-$d1):,.0f} instructions per decision ({$d4-$d1} decisions)')"
