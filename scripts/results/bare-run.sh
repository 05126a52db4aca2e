#!/usr/bin/env bash
# Section "The demo from a bare machine": scripts/run.sh, the README's first command, on a
# minimal Debian of this machine's release (debootstrap's minbase variant: no compiler, no
# CMake, nothing of cubelab's) holding this commit's files, timed in its two parts: the
# packages (scripts/setup.sh --demo, from the Debian registry) and the build and the answer
# (scripts/run.sh, its packages then there). Needs root (debootstrap, chroot, mounts) and the
# Debian registry. A quick run is the same run: it is short.
source "$(dirname "$0")/lib.sh"
[[ $(id -u) -eq 0 ]] || { echo "bare-run: needs root (debootstrap, chroot)" >&2; exit 1; }
if ! command -v debootstrap >/dev/null; then
  echo "bare-run: installing debootstrap ..." >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends debootstrap >&2
fi
suite=$(. /etc/os-release && echo "$VERSION_CODENAME")
mirror=http://deb.debian.org/debian
root=$work/bare

echo "bare-run: a minimal Debian $suite in $root ..." >&2
debootstrap --variant=minbase "$suite" "$root" "$mirror" >"$work/debootstrap.log" 2>&1 ||
  { tail -20 "$work/debootstrap.log" >&2; exit 1; }
mkdir -p "$root/root/cubelab"
git archive HEAD | tar -xf - -C "$root/root/cubelab"
cp /etc/resolv.conf "$root/etc/resolv.conf"
for fs in proc sys dev; do
  if [[ $fs == proc ]]; then mount -t proc proc "$root/proc"; else mount --bind "/$fs" "$root/$fs"; fi
  on_exit "umount -l '$root/$fs'"
done
# The bare system removed here, never across a mount left behind (the host's /dev).
on_exit "rm -rf --one-file-system '$root'"

# in_bare COMMAND OUT: runs COMMAND in the checkout inside the bare system, its output to OUT;
# prints its wall-clock seconds.
in_bare() {
  local start
  start=$(date +%s.%N)
  chroot "$root" /bin/bash -c "cd /root/cubelab && $1" >"$2" 2>&1 ||
    { tail -30 "$2" >&2; echo "bare-run: '$1' failed" >&2; exit 1; }
  awk -v a="$start" -v b="$(date +%s.%N)" 'BEGIN { printf "%.0f", b - a }'
}
echo "bare-run: scripts/setup.sh --demo ..." >&2
packages=$(in_bare "scripts/setup.sh --demo" "$work/setup.log")
echo "bare-run: scripts/run.sh ..." >&2
answer=$(in_bare "scripts/run.sh --no-color" "$work/run.log")
installed=$(sed -n 's/^setup: installing //p' "$work/setup.log")
solved=$(grep -m1 "^Solved by" "$work/run.log" | sed 's/, verified.*//')
moves=$(grep -m1 -E '^  [0-9]+ moves? \(HTM\)' "$work/run.log" | sed 's/^ *//')

echo "## The demo from a bare machine"
echo
stamp
commands "debootstrap --variant=minbase $suite ROOT $mirror   # then this commit's files in ROOT/root/cubelab" \
  "chroot ROOT scripts/setup.sh --demo   # the packages" \
  "chroot ROOT scripts/run.sh --no-color   # the build and the answer"
echo "The README's first command on a Debian with nothing of cubelab's: \`scripts/run.sh\`"
echo "installs what the demo's program needs ($(wc -w <<<"$installed") packages: $installed,"
echo "with what they depend on), builds \`build-demo/cubelab-demo\` (the core's layers: the"
echo "model, tables, facade, two-phase and the big cubes' solvers the facade calls; no other"
echo "solver, command, server or test) without a compiler cache on $(nproc) threads, and answers."
echo "$solved, $moves, from two-phase's tiny tables built in memory."
echo
echo "| part | seconds |"
echo "|---|---:|"
echo "| the packages (\`scripts/setup.sh --demo\`) | $packages |"
echo "| the build and the answer | $answer |"
echo "| **from a bare machine to the answer** | **$((packages + answer))** |"
