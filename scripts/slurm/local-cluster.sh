#!/usr/bin/env bash
# A single-node Slurm cluster on this machine, for the tests and for trying the recipes:
# munged, slurmctld and slurmd on localhost, with everything (keys, state, logs, config) in
# one directory. Debian's slurm-wlm and munge are installed if missing (as root).
#   scripts/slurm/local-cluster.sh start DIR   -> prints the SLURM_CONF to export
#   scripts/slurm/local-cluster.sh stop DIR
# Exit status 3 when the daemons cannot run here (the caller may skip, saying so).
set -euo pipefail
cmd=${1:?start or stop} dir=${2:?a directory}
mkdir -p "$dir"
dir=$(cd "$dir" && pwd)

stop() {
  for f in slurmd slurmctld munged; do
    [[ -f "$dir/$f.pid" ]] && kill "$(cat "$dir/$f.pid")" 2>/dev/null || true
  done
  # slurmd's job steps, if any were left
  pkill -f "slurmstepd.*$dir" 2>/dev/null || true
  sleep 1
}

if [[ $cmd == stop ]]; then
  stop
  exit 0
fi

if ! command -v slurmctld >/dev/null || ! command -v munged >/dev/null; then
  if [[ $(id -u) -ne 0 ]]; then
    echo "local-cluster: slurm-wlm and munge are not installed (apt-get install slurm-wlm munge)" >&2
    exit 3
  fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends slurm-wlm munge >&2 ||
    { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
        --no-install-recommends slurm-wlm munge >&2; }
fi
if [[ $(id -u) -ne 0 ]]; then
  echo "local-cluster: slurmd must run as root to start jobs" >&2
  exit 3
fi

stop
mkdir -p "$dir"/{state,spool,log}
if [[ ! -f "$dir/munge.key" ]]; then
  head -c 1024 /dev/urandom > "$dir/munge.key"
  chmod 400 "$dir/munge.key"
fi
munged --key-file="$dir/munge.key" --socket="$dir/munge.sock" --pid-file="$dir/munged.pid" \
  --log-file="$dir/log/munged.log" --seed-file="$dir/munge.seed" -f
# The controller comes up when its log says so, or has failed when it says "fatal" (a port
# taken meanwhile: another process can be given the free port found below before slurmctld
# binds it). Polled rather than asked with sinfo, which waits a long time for a controller
# that is not there; for up to 30 s, as a machine busy with other tests can take that long.
controller_up() {
  local log=$dir/log/slurmctld.log
  for _ in $(seq 1 300); do
    grep -q "fatal" "$log" 2>/dev/null && return 1
    if grep -q "Running as primary controller" "$log" 2>/dev/null; then
      sleep 0.5 # it binds its port right after this line, and logs a failure at once
      ! grep -q "fatal" "$log"
      return
    fi
    sleep 0.1
  done
  return 1
}

export SLURM_CONF=$dir/slurm.conf
for attempt in 1 2 3 4 5; do
  # Free ports for this cluster, so that it never meets another one on this machine.
  read -r port1 port2 < <(python3 -c 'import socket
s = [socket.socket() for _ in range(2)]
for x in s: x.bind(("127.0.0.1", 0))
print(*[x.getsockname()[1] for x in s])')
  host=$(hostname -s)
  cat > "$dir/slurm.conf" <<CONF
ClusterName=cubelablocal
SlurmctldHost=$host
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$dir/munge.sock
StateSaveLocation=$dir/state
SlurmdSpoolDir=$dir/spool
SlurmctldPidFile=$dir/slurmctld.pid
SlurmdPidFile=$dir/slurmd.pid
SlurmctldLogFile=$dir/log/slurmctld.log
SlurmdLogFile=$dir/log/slurmd.log
SlurmctldPort=$port1
SlurmdPort=$port2
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
MpiDefault=none
ReturnToService=2
KillWait=5
NodeName=$host CPUs=$(nproc) State=UNKNOWN
PartitionName=local Nodes=ALL Default=YES MaxTime=INFINITE State=UP
CONF
  rm -f "$dir/log/slurmctld.log" "$dir/log/slurmd.log"
  slurmctld -c >/dev/null 2>&1 || { echo "local-cluster: slurmctld did not start" >&2; stop; exit 3; }
  if controller_up; then break; fi
  echo "local-cluster: slurmctld did not come up on port $port1 (attempt $attempt): $(grep -m1 "fatal" "$dir/log/slurmctld.log" 2>/dev/null)" >&2
  # Gone before the next one starts (a controller still alive makes the next one fail too),
  # and a moment for whatever held the port or the machine.
  if [[ -f "$dir/slurmctld.pid" ]]; then
    pid=$(cat "$dir/slurmctld.pid")
    kill "$pid" 2>/dev/null || true
    for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    rm -f "$dir/slurmctld.pid"
  fi
  if [[ $attempt -eq 5 ]]; then
    echo "local-cluster: slurmctld did not come up; see $dir/log" >&2
    stop
    exit 3
  fi
  sleep "$attempt"
done
slurmd >/dev/null 2>&1 || { echo "local-cluster: slurmd did not start" >&2; stop; exit 3; }
for _ in $(seq 1 60); do
  if timeout 5 sinfo -h -o %T 2>/dev/null | grep -qE '^idle'; then
    echo "$SLURM_CONF"
    exit 0
  fi
  sleep 1
done
echo "local-cluster: the node did not come up; see $dir/log, whose last lines were:" >&2
for f in slurmd slurmctld; do
  tail -n 5 "$dir/log/$f.log" 2>/dev/null | sed "s/^/  $f: /" >&2 || true
done
stop
exit 3
