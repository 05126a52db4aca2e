#pragma once
// Reading a real cube: the colours of its stickers, as a camera or a colour sensor measures
// them, to a legal cube state (docs/scan.md). What is known of cubes decides where the
// colours alone are unsure: each colour is on N*N stickers, and the state must be one a cube
// can reach (every corner and edge a real piece, the parities right), so that a red sticker
// read as orange is put right, or said to be in doubt, never returned as an illegal cube.
#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace cubelab {

struct ColourReading {
  std::string puzzle;  // "3x3x3", "2x2x2", "5x5x5", ...
  bool valid = false;
  std::string facelets;  // the cube's canonical facelets (face letters), when valid
  std::string code;      // why not, when not: E_PARITY, E_CORNER, ...
  std::string message;
  // For every sticker, in the order of the input (faces U R F D L B, each row by row): how
  // sure its colour is, 0..1.
  std::vector<double> confidence;
  // The stickers most in doubt, by their index in that order: those changed to make a legal
  // cube, or, when none could be, the least sure.
  std::vector<int> doubtful;
  std::string note;  // what was put right, if anything
};

// `rgb`: 6*N*N readings (N from 2 to 33), red, green and blue 0..255, faces U R F D L B each
// row by row as on the usual net (as facelets). Throws Error(E_FORMAT) for another count or a
// value out of range; an unreadable cube is an answer with valid = false.
ColourReading resolve_colours(const std::vector<std::array<double, 3>>& rgb);

// One JSON line, {"faces": {"U": [[r, g, b], ...N*N], "R": ..., "F": ..., "D": ..., "L":
// ..., "B": ...}}, read and resolved. Throws Error(E_REQUEST) for a malformed line.
ColourReading resolve_colours_json(std::string_view line);

// {puzzle, valid, facelets | code + message, confidence, doubtful, note}.
std::string to_json(const ColourReading& reading);

// A cube's face found in a photo (docs/scan.md, "Photos"): the grid of its stickers and the
// colour read in the middle of each.
struct FacePhoto {
  int n = 0;              // stickers a side
  int stickers_seen = 0;  // found as stickers; the others placed by the grid
  // Where the stickers are, in the photo's pixels: sticker (row, column) has its centre at
  // origin + column * right + row * down.
  std::array<double, 2> origin{}, right{}, down{};
  std::vector<std::array<double, 3>> rgb;  // each sticker's colour, row by row
};

// The face in one photo (JPEG or PNG bytes), with n stickers a side, or as many as it shows
// when n is 0; the face held upright (turned by less than 45 degrees). Throws Error(E_PHOTO)
// for bytes that are no image or a photo with no face found, E_LIMIT for one over 64
// megapixels.
FacePhoto read_face_photo(std::string_view photo, int n = 0);

// The same from pixels already decoded (a camera's frame, a canvas in the web app):
// `channels` bytes a pixel (3 RGB, 4 RGBA), row by row from the top.
FacePhoto read_face_pixels(const std::uint8_t* pixels, int width, int height, int channels,
                           int n = 0);

struct PhotoScan {
  std::vector<FacePhoto> faces;  // U R F D L B
  ColourReading reading;
};

// A cube from six photos, one a face in the order U R F D L B, each face held as it is drawn
// on the net (facelets): the faces found with one size (n, or the largest any photo shows),
// their colours resolved as resolve_colours() does. `names` name the photos in messages (the
// faces' letters when empty). Throws Error(E_PHOTO) naming the photo where no face is found.
PhotoScan scan_photos(const std::vector<std::string>& photos, int n = 0,
                      const std::vector<std::string>& names = {});

// The stickers a side of the cube `puzzle` names for scan_photos: "4x4x4" or "4" (2 to 33),
// or 0 for "" (as many as the photos show). Throws Error(E_OPTION) for another name.
int photo_cube_size(std::string_view puzzle);

// The reading's fields (to_json above), "faces" with each face's colours as `scan --rgb`
// reads them ({"U": [[r, g, b], ...], ...}), and "grids": [{face, n, stickers_seen, origin,
// right, down}, ...].
std::string to_json(const PhotoScan& scan);

}  // namespace cubelab
