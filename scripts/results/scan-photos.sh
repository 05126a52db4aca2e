#!/usr/bin/env bash
# Section "Reading a cube from photos": `cubelab-lab scan-photos`, six JPEG photos a cube drawn
# by cubelab of random cubes, clean or varied, read by `cubelab scan`'s facade and compared
# with the cube drawn.
source "$(dirname "$0")/lib.sh"

echo "## Reading a cube from photos"
echo
count=$(pick 50 2)
"$lab_bin" scan-photos --count "$count" --seed 1 >"$work/scan-photos.md"
stamp
commands "$lab_bin scan-photos --count $count --seed 1"
echo "Each cube is six JPEG photos (quality 85, 640 x 480), one a face, drawn by cubelab"
echo "(src/cubelab/scan/face_photo.h): *clean*, the face upright in the middle of a plain"
echo "backdrop; *varied*, each photo as people take them: the face a third to four fifths of the"
echo "frame and off centre, turned by up to 25 degrees, under neutral, warm or cool light (one for"
echo "the cube) falling off by up to 40 % across the picture, blurred by up to 2 pixels, with noise"
echo "up to 16, on plain, graded, mottled, striped and spotted backdrops. The 2x2x2 and 3x3x3 are"
echo "random states, the bigger cubes 20 N random moves. *Right*: the state read is the state"
echo "drawn; *wrong*: another legal state; *refused*: no face found, or no legal cube (said so);"
echo "*faces with every sticker seen*: faces whose stickers were all found as patches (the others"
echo "placed by the grid); *ms a cube*: decoding, finding six faces and resolving the colours, on"
echo "one thread."
echo
cat "$work/scan-photos.md"
