#!/bin/sh
# Hard-links the tables of one table cache whose names begin with the given prefixes (their
# files and verdicts, NAME.tbl and NAME.verified) into another, so that a test with a cache of
# its own reads them rather than building them again. Tables not there yet are left out: the
# test builds those. (A link shares the file's identity, which its verdict records.)
# Usage: share_tables.sh FROM_CACHE TO_CACHE PREFIX...
set -eu
from=$1
to=$2
shift 2
mkdir -p "$to"
for prefix in "$@"; do
  for f in "$from/$prefix"*.tbl "$from/$prefix"*.verified; do
    if [ -e "$f" ]; then ln -f "$f" "$to/"; fi
  done
done
