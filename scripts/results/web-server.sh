#!/usr/bin/env bash
# Section "Web server and web app": wrk against `cubelab serve` on loopback, the web app's
# bundle size, and the two-phase time limits the page offers. Needs wrk and the web app's npm
# packages (scripts/setup.sh --results); builds web/dist (with the WebAssembly module of
# $CUBELAB_WASM_DIR when set, else scripts/build-wasm.sh's).
source "$(dirname "$0")/lib.sh"
command -v wrk >/dev/null || { echo "results: wrk not found; scripts/setup.sh --results" >&2; exit 1; }
[[ -d web/node_modules ]] || { echo "results: no web/node_modules; scripts/setup.sh --results" >&2; exit 1; }
duration=$(pick 5s 1s)
n_cubes=$(pick 24 4)

echo "web-server: building web/dist ..." >&2
(cd web && node build.mjs) >"$work/web-build.txt"
bundle_kib=$(sed -n 's/.*(\([0-9]*\) KiB of JS and CSS.*/\1/p' "$work/web-build.txt")
[[ -n $bundle_kib ]] || { echo "results: web/build.mjs did not report its size" >&2; exit 1; }
main_kib=$(( ($(stat -c %s web/dist/assets/main.js) + 512) / 1024 ))

"$bin" serve --port 0 --web-dir web/dist >"$work/serve.txt" 2>&1 &
server=$!
on_exit 'kill $server 2>/dev/null'
url=
for _ in $(seq 100); do
  url=$(grep -so 'http://[0-9.:]*' "$work/serve.txt" || true)
  [[ -n $url ]] && break
  sleep 0.1
done
[[ -n $url ]] || { echo "results: cubelab serve did not start: $(cat "$work/serve.txt")" >&2; exit 1; }

validate_body='{"cube": "R U R'"'"' U'"'"' F2 D L2 B"}'
cat >"$work/post.lua" <<LUA
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.body = '${validate_body//\'/\\\'}'
LUA

# load LABEL PATH [wrk args]: one table row from a wrk run (requests per second, mean latency).
load() {
  local label=$1 path=$2 out
  shift 2
  out=$work/wrk.txt
  echo "web-server: wrk $path ..." >&2
  wrk -t2 -c8 -d"$duration" "$@" "$url$path" >"$out"
  if grep -q 'Non-2xx' "$out" || grep -q 'Socket errors' "$out"; then
    echo "results: wrk $path had errors: $(cat "$out")" >&2
    exit 1
  fi
  local rps latency
  rps=$(awk '/^Requests\/sec:/ { print $2 }' "$out")
  latency=$(awk '$1 == "Latency" { print $2 }' "$out")
  [[ -n $rps && -n $latency ]] || { echo "results: no wrk numbers for $path" >&2; exit 1; }
  rps=$(python3 -c 'import sys; print(f"{float(sys.argv[1]):,.0f}")' "$rps")
  latency=$(sed -E 's/([0-9.]+)us$/\1 µs/; s/([0-9.]+)(ms|s)$/\1 \2/' <<<"$latency")
  echo "| $label | $rps req/s | $latency |"
}

echo "## Web server and web app"
echo
stamp
commands "build/cubelab serve --port 18500 &" \
  "wrk -t2 -c8 -d$duration http://127.0.0.1:18500/api/solvers" \
  "wrk -t2 -c8 -d$duration -s post.lua http://127.0.0.1:18500/api/validate   # post.lua: POST $validate_body" \
  "wrk -t2 -c8 -d$duration http://127.0.0.1:18500/assets/main.js" \
  "cd web && node build.mjs" \
  "build/cubelab scramble -n $n_cubes --seed 2026 > cubes.txt" \
  "build/cubelab solve --json --file cubes.txt           # and with --time 0.3, --time 1"
echo "\`wrk\` (two threads, eight connections, $duration for each request) against \`cubelab serve\` on loopback, on"
echo "the same two cores as the server:"
echo
echo "| request | throughput | mean latency |"
echo "|---|---:|---:|"
load '`GET /api/solvers`' /api/solvers
load "\`POST /api/validate\` (\`$validate_body\`)" /api/validate -s "$work/post.lua"
load "\`GET /assets/main.js\` (static, $main_kib KiB)" /assets/main.js
kill $server
wait $server 2>/dev/null || true
server=
echo
echo "The web app's bundle (\`cd web && node build.mjs\`, minified): $bundle_kib KiB of JS and CSS in all,"
echo "most of it the \`cubing\` package's 3D player, loaded in chunks."
echo

"$bin" scramble -n "$n_cubes" --seed 2026 >"$work/cubes.txt"
for limit in none 0.3 1; do
  echo "web-server: solving $n_cubes cubes, time limit $limit ..." >&2
  t=()
  [[ $limit != none ]] && t=(--time "$limit")
  "$bin" solve "${t[@]}" --json --file "$work/cubes.txt" >"$work/solve-$limit.jsonl"
done
echo "Two-phase time limits as the page offers them ($n_cubes random-state cubes), every solution verified:"
echo
python3 - "$work" "$n_cubes" <<'PY'
import collections, json, sys
work, n = sys.argv[1], int(sys.argv[2])
print("| time limit | mean length (HTM) | lengths | slowest solve |")
print("|---|---:|---|---:|")
for limit, label in (("none", "none (first solution of at most 20)"), ("0.3", "0.3 s (the page's default)"), ("1", "1 s")):
    rows = [json.loads(l) for l in open(f"{work}/solve-{limit}.jsonl") if l.strip()]
    if len(rows) != n or any(r["status"] != "solved" for r in rows):
        sys.exit(f"results: time limit {limit}: not every cube solved")
    lengths = collections.Counter(r["length_htm"] for r in rows)
    mean = sum(r["length_htm"] for r in rows) / n
    slowest = max(r["elapsed_ms"] for r in rows)
    dist = ", ".join(f"{k}: {v}" for k, v in sorted(lengths.items()))
    print(f"| {label} | {mean:.2f} | {dist} | {slowest:,.0f} ms |")
PY
