#!/bin/sh
# The programs and the Python module reach the library only through its doors
# (docs/architecture.md): every header they include from it is one of include/cubelab/ (the
# facade, the batch harness's, the server's and the experiments' doors), never one of src/.
# Usage: doors.sh SOURCE_DIR
set -eu
cd "$1"
status=0
for dir in apps python lab; do
  for file in $(find "$dir" -name '*.cpp' -o -name '*.h'); do
    for header in $(sed -n 's/^#include "\(cubelab\/[^"]*\)"$/\1/p' "$file"); do
      if [ ! -f "include/$header" ] && [ ! -f "include/$header.in" ]; then
        echo "$file includes $header, which is not a door of include/cubelab/" >&2
        status=1
      fi
    done
  done
done
exit $status
