#!/bin/bash
# Fault injection (docs/reliability.md): the program under the faults a batch meets in
# production, each checked for its promise: nothing lost, nothing foreign, nothing silent.
#   a full disk (/dev/full, and a file size limit: writes fail with EFBIG, as on a full disk),
#   a reader of standard output that goes away, outputs that cannot be resumed, kill -9 at
#   random points then resume, two runs on one output, a table file truncated under a
#   running batch (mapped, not copied), input that never ends, input that arrives slowly.
# Usage: fault_injection.sh CUBELAB_BINARY (CUBELAB_CACHE: a cache with the 2x2x2's table,
# which the script builds in a second when missing).
set -u
bin=$1
tmp=$(mktemp -d /tmp/cubelab-faults-XXXXXX)
trap 'rm -rf "$tmp"' EXIT
failures=0
fail() {
  echo "FAIL: $*"
  failures=$((failures + 1))
}
pass() { echo "ok: $*"; }
# expect_status WANTED ACTUAL WHAT
expect_status() {
  if [ "$2" -eq "$1" ]; then
    pass "$3 (exit $2)"
  else
    fail "$3: exit $2, expected $1"
  fi
}
expect_in() {  # expect_in FILE TEXT WHAT
  if grep -q -- "$2" "$1"; then pass "$3"; else
    fail "$3: '$2' not in:"
    cat "$1"
  fi
}

# 2x2x2 cubes: solved in microseconds from a 3.6 MB table, so that every case takes
# seconds at most.
"$bin" scramble -p 2x2x2 -n 300 --seed 7 > "$tmp/in.txt"
"$bin" solve -p 2x2x2 "R U" > /dev/null 2>&1  # the table, once
solve=("$bin" solve -p 2x2x2 --file "$tmp/in.txt")

# --- A full disk ------------------------------------------------------------------------
"$bin" solve -p 2x2x2 "R U" > /dev/full 2> "$tmp/err"
expect_status 1 $? "one answer to a full disk"
expect_in "$tmp/err" "E_OUTPUT" "a full disk is said, with its code"
"${solve[@]}" --json > /dev/full 2> "$tmp/err"
expect_status 1 $? "a batch to a full disk"
expect_in "$tmp/err" "No space left on device" "the batch says why"

# A file that can hold 4 KiB: the batch fails when it cannot append, with E_OUTPUT, and the
# same command resumes it, every line once, once there is room.
(
  ulimit -f 4
  trap '' XFSZ
  exec "${solve[@]}" --out "$tmp/full.jsonl" 2> "$tmp/err"
)
expect_status 1 $? "a batch file on a full disk"
expect_in "$tmp/err" "E_OUTPUT" "its error has its code"
"${solve[@]}" --out "$tmp/full.jsonl" 2> /dev/null
expect_status 0 $? "the batch resumed with room"
lines=$(wc -l < "$tmp/full.jsonl")
distinct=$(grep -o '"line":[0-9]*' "$tmp/full.jsonl" | sort -u | wc -l)
if [ "$lines" -eq 300 ] && [ "$distinct" -eq 300 ]; then
  pass "300 lines, each once"
else
  fail "after the full disk: $lines lines, $distinct distinct"
fi

# --- Outputs that cannot be resumed are refused before any work ------------------------
for out in /dev/null /dev/full; do
  timeout 10 "${solve[@]}" --out "$out" 2> "$tmp/err"
  expect_status 1 $? "--out $out"
  expect_in "$tmp/err" "must be a regular file" "--out $out says why"
done
timeout 10 "${solve[@]}" --out /dev/stdout 2> "$tmp/err" | head -1 > /dev/null
expect_status 1 "${PIPESTATUS[0]}" "--out /dev/stdout into a pipe (no hang)"

# --- The reader of standard output goes away --------------------------------------------
for _ in 1 2 3 4 5 6; do cat "$tmp/in.txt"; done > "$tmp/big.txt"
(
  trap '' PIPE  # as a parent that ignores SIGPIPE leaves it: the write fails with EPIPE
  timeout 20 "$bin" solve -p 2x2x2 --file "$tmp/big.txt" --json 2> "$tmp/err" | head -1 > /dev/null
  exit "${PIPESTATUS[0]}"
)
expect_status 0 $? "a reader gone ends the output quietly"
if [ ! -s "$tmp/err" ]; then
  pass "nothing said about it"
else
  fail "said: $(cat "$tmp/err")"
fi

# --- kill -9 at random points, then resume ----------------------------------------------
# A slower solver, so that the kills land in the middle: thistlethwaite, 3x3x3. The cubes are
# random moves, which need no solver's tables (the cache is shared with other tests).
"$bin" scramble -m 25 -n 60 --seed 3 > "$tmp/in3.txt"
[ "$(wc -l < "$tmp/in3.txt")" -eq 60 ] || fail "60 scrambles to kill solves of: $(cat "$tmp/in3.txt")"
run3=("$bin" solve -s thistlethwaite --file "$tmp/in3.txt" --out "$tmp/killed.jsonl" -j 2)
kills=0
for delay in 0.05 0.2 0.4 0.7; do
  # In a subshell of its own, so that the shell does not report each kill.
  (timeout -s KILL "$delay" "${run3[@]}" 2> /dev/null) 2> /dev/null
  [ $? -eq 137 ] && kills=$((kills + 1))
done
"${run3[@]}" 2> "$tmp/resume.err"
status=$?
expect_status 0 $status "resumed after $kills kills"
[ $status -eq 0 ] || echo "  its stderr: $(cat "$tmp/resume.err")"
distinct=$(grep -o '"line":[0-9]*' "$tmp/killed.jsonl" | sort -u | wc -l)
lines=$(wc -l < "$tmp/killed.jsonl")
if [ "$lines" -eq 60 ] && [ "$distinct" -eq 60 ]; then
  pass "every line exactly once after kill -9"
else
  fail "after kill -9: $lines lines, $distinct distinct"
fi

# --- Two runs on one output: the second is refused, the first goes on -------------------
# eda to a time limit: about 0.3 s a cube, so that the first run is still writing.
"$bin" scramble -n 8 --seed 5 > "$tmp/in4.txt"
two=("$bin" solve -s eda --time 0.3 --file "$tmp/in4.txt" --out "$tmp/two.jsonl" -j 1)
"${two[@]}" 2> /dev/null &
first=$!
for _ in $(seq 100); do [ -s "$tmp/two.jsonl" ] && break; sleep 0.05; done
"${two[@]}" 2> "$tmp/err"
second=$?
wait "$first"
expect_status 1 "$second" "the second run on the same output"
expect_in "$tmp/err" "being written by another run" "the second says why"
if [ "$(wc -l < "$tmp/two.jsonl")" -eq 8 ]; then
  pass "no line written twice"
else
  fail "$(wc -l < "$tmp/two.jsonl") lines for 8 inputs"
fi

# --- A table file truncated under a running batch (mapped) ------------------------------
cache="$tmp/cache"
mkdir -p "$cache"
cp "${CUBELAB_CACHE:-$HOME/.cache/cubelab}/pocket-htm.tbl" "$cache/"
for _ in $(seq 300); do cat "$tmp/in.txt"; done > "$tmp/many.txt"
CUBELAB_CACHE=$cache CUBELAB_TABLE_LOAD=mmap \
  "$bin" solve -p 2x2x2 --file "$tmp/many.txt" -j 2 > "$tmp/trunc.out" 2> "$tmp/err" &
batch=$!
for _ in $(seq 100); do [ -s "$tmp/trunc.out" ] && break; sleep 0.02; done
truncate -s 500000 "$cache/pocket-htm.tbl"
wait "$batch"
status=$?
if [ "$status" -lt 128 ]; then
  pass "no crash when the table is cut (exit $status)"
else
  fail "killed by signal $((status - 128)) when the table was cut"
fi
if grep -q "truncated while in use" "$tmp/err"; then
  pass "the cut is said"
  # No wrong answer: every line is a verified solution or an error.
  wrong=$(grep -cv -e "optimal" -e "^error" "$tmp/trunc.out")
  if [ "$wrong" -eq 0 ]; then
    pass "no answer rests on the lost part"
  else
    fail "$wrong other lines"
  fi
else
  pass "(the batch read nothing of the cut part)"
fi

# --- Input: never ending, and arriving slowly -------------------------------------------
timeout -s INT 3 /usr/bin/env bash -c \
  "exec \"$bin\" solve -s beginner --file /dev/urandom > /dev/null 2>&1" &
sleep 2.5
rss=$(awk '/VmRSS/ {print $2}' "/proc/$(pgrep -n -P $! || echo $!)/status" 2> /dev/null || echo 0)
wait
if [ "${rss:-0}" -lt 200000 ]; then
  pass "/dev/urandom: resident $rss KiB after 2.5 s"
else
  fail "/dev/urandom: resident $rss KiB"
fi
(
  echo "R U"
  sleep 3
  echo "F2"
) | "$bin" solve -p 2x2x2 2> /dev/null | {
  read -r first_answer
  start=$SECONDS
  read -r second_answer
  if [ $((SECONDS - start)) -ge 2 ]; then
    pass "a pipe's first answer comes before its next line"
  else
    fail "the first answer waited for the end of the input ($first_answer / $second_answer)"
  fi
}

if [ "$failures" -gt 0 ]; then
  echo "$failures fault(s) not handled as promised"
  exit 1
fi
echo "every fault handled as promised"
