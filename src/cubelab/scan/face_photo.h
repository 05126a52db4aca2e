#pragma once
// Photos of a cube's face that cubelab draws itself, to test and measure the face finder
// under what real photos bring: the face anywhere in the frame and turned, light of a colour
// and falling off across the picture, blur, noise, JPEG compression (the caller's, with
// image_encoding.h) and busy backgrounds.
#include <array>
#include <cstdint>
#include <vector>

#include "cubelab/scan/image.h"

namespace cubelab::scan {

enum class Backdrop { Plain, Gradient, Mottled, Stripes, Discs };

struct PhotoConditions {
  int width = 640, height = 480;
  double face = 0.6;                     // the face's width, a fraction of the photo's smaller side
  double turn_degrees = 0;               // the face turned in the photo (clockwise)
  double shift_x = 0, shift_y = 0;       // the face's centre off the photo's, fractions of its size
  std::array<double, 3> light{1, 1, 1};  // the light's gains on red, green and blue
  double gradient = 0;                   // the brightness falls across the photo by this fraction
  double blur = 0;                       // radius in pixels of the blur (two box blurs)
  double noise = 0;                      // amplitude of uniform noise on each channel, 0..255
  Backdrop backdrop = Backdrop::Plain;
  std::array<double, 3> backdrop_colour{170, 160, 150};
  double gap = 0.1;  // the dark frame between stickers, a fraction of a sticker's pitch
  std::uint64_t seed = 1;
};

// The usual colour of a sticker of face `face` (U white, R red, F green, D yellow, L orange,
// B blue), as a camera sees it in neutral light.
std::array<double, 3> usual_sticker_colour(char face);

// Photos as people take them, drawn at random from `seed`: the face a third to four fifths
// of the frame, off centre, turned by up to 25 degrees, under neutral, warm or cool light
// falling off by up to 40 % across the picture, a blur of up to 2 pixels, noise up to 16, on
// each of the backdrops in turn.
PhotoConditions varied_conditions(std::uint64_t seed);

// A photo of one face with `n` stickers a side, `stickers` their colours row by row.
Image render_face_photo(const std::vector<std::array<double, 3>>& stickers, int n,
                        const PhotoConditions& conditions);

}  // namespace cubelab::scan
