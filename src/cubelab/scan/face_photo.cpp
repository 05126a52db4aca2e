// Drawing a face's photo (face_photo.h): every pixel is the mean of four samples of the scene
// (the backdrop, the cube's dark body, the rounded stickers), then lit, blurred and made noisy.
#include "cubelab/scan/face_photo.h"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <stdexcept>

#include "cubelab/cube/random.h"

namespace cubelab::scan {
namespace {

using Colour = std::array<double, 3>;

constexpr Colour kBody{24, 24, 26};

// Inside a square [0, 1]^2 with its corners rounded to `radius`.
bool in_rounded_square(double a, double b, double inset, double radius) {
  const double lo = inset + radius, hi = 1 - inset - radius;
  const double dx = std::max({lo - a, a - hi, 0.0}), dy = std::max({lo - b, b - hi, 0.0});
  if (a < inset || a > 1 - inset || b < inset || b > 1 - inset) return false;
  return dx * dx + dy * dy <= radius * radius;
}

struct Disc {
  double x, y, r;
  Colour colour;
};

class Scene {
 public:
  Scene(const std::vector<Colour>& stickers, int n, const PhotoConditions& c)
      : stickers_(stickers), n_(n), c_(c), rng_(c.seed) {
    size_ = c.face * std::min(c.width, c.height);
    cx_ = c.width * (0.5 + c.shift_x);
    cy_ = c.height * (0.5 + c.shift_y);
    const double t = c.turn_degrees * std::numbers::pi / 180;
    cos_ = std::cos(t), sin_ = std::sin(t);
    for (double& v : mottle_) v = rng_.uniform() * 2 - 1;
    for (int i = 0; i < 40; ++i) {
      Colour colour{};
      for (double& k : colour) k = 40 + 200 * rng_.uniform();
      discs_.push_back({rng_.uniform() * c.width, rng_.uniform() * c.height,
                        (0.02 + 0.15 * rng_.uniform()) * std::min(c.width, c.height), colour});
    }
  }

  Colour at(double x, double y) const {
    if (size_ <= 0) return backdrop(x, y);  // no cube in the picture
    const double dx = x - cx_, dy = y - cy_;
    const double a = (cos_ * dx + sin_ * dy) / size_ + 0.5,
                 b = (-sin_ * dx + cos_ * dy) / size_ + 0.5;
    if (!in_rounded_square(a, b, 0, 0.04)) return backdrop(x, y);
    const int u = std::min(n_ - 1, static_cast<int>(a * n_)),
              v = std::min(n_ - 1, static_cast<int>(b * n_));
    if (in_rounded_square(a * n_ - u, b * n_ - v, c_.gap / 2, 0.12))
      return stickers_[static_cast<size_t>(v) * n_ + u];
    return kBody;
  }

 private:
  Colour backdrop(double x, double y) const {
    Colour c = c_.backdrop_colour;
    switch (c_.backdrop) {
      case Backdrop::Plain:
        break;
      case Backdrop::Gradient:
        for (double& k : c) k *= 1 - 0.5 * x / c_.width;
        break;
      case Backdrop::Mottled: {  // value noise on a 24-pixel lattice, bilinear
        const double gx = x / 24, gy = y / 24;
        const int ix = static_cast<int>(gx), iy = static_cast<int>(gy);
        const double fx = gx - ix, fy = gy - iy;
        auto m = [&](int i, int j) { return mottle_[((i & 63) * 64 + (j & 63)) % mottle_.size()]; };
        const double value = (m(ix, iy) * (1 - fx) + m(ix + 1, iy) * fx) * (1 - fy) +
                             (m(ix, iy + 1) * (1 - fx) + m(ix + 1, iy + 1) * fx) * fy;
        for (double& k : c) k += 60 * value;
        break;
      }
      case Backdrop::Stripes: {  // wood-like bands
        const double s = std::sin((x * 0.8 + y * 0.6) / 9 + 2 * std::sin(y / 40));
        for (double& k : c) k *= 0.75 + 0.25 * s;
        break;
      }
      case Backdrop::Discs:
        for (const Disc& d : discs_)
          if ((x - d.x) * (x - d.x) + (y - d.y) * (y - d.y) < d.r * d.r) c = d.colour;
        break;
    }
    return c;
  }

  const std::vector<Colour>& stickers_;
  int n_;
  const PhotoConditions& c_;
  Rng rng_;
  double size_, cx_, cy_, cos_, sin_;
  std::array<double, 64 * 64> mottle_{};
  std::vector<Disc> discs_;
};

// A box blur of the given radius along rows and columns, twice (close to a Gaussian).
void blur(std::vector<Colour>& px, int w, int h, int radius) {
  if (radius <= 0) return;
  std::vector<Colour> tmp(px.size());
  auto pass = [&](std::vector<Colour>& from, std::vector<Colour>& to, bool rows) {
    const int outer = rows ? h : w, inner = rows ? w : h;
    for (int o = 0; o < outer; ++o)
      for (int i = 0; i < inner; ++i) {
        Colour sum{};
        int count = 0;
        for (int k = std::max(0, i - radius); k <= std::min(inner - 1, i + radius); ++k, ++count) {
          const Colour& q =
              rows ? from[static_cast<size_t>(o) * w + k] : from[static_cast<size_t>(k) * w + o];
          for (int c = 0; c < 3; ++c) sum[c] += q[c];
        }
        Colour& out =
            rows ? to[static_cast<size_t>(o) * w + i] : to[static_cast<size_t>(i) * w + o];
        for (int c = 0; c < 3; ++c) out[c] = sum[c] / count;
      }
  };
  for (int twice = 0; twice < 2; ++twice) {
    pass(px, tmp, true);
    pass(tmp, px, false);
  }
}

}  // namespace

Colour usual_sticker_colour(char face) {
  switch (face) {
    case 'U':
      return {235, 235, 235};
    case 'R':
      return {185, 20, 35};
    case 'F':
      return {20, 155, 70};
    case 'D':
      return {245, 215, 40};
    case 'L':
      return {245, 115, 20};
    default:
      return {20, 70, 195};
  }
}

PhotoConditions varied_conditions(std::uint64_t seed) {
  const Backdrop backdrops[] = {Backdrop::Plain, Backdrop::Gradient, Backdrop::Mottled,
                                Backdrop::Stripes, Backdrop::Discs};
  const Colour lights[] = {{1, 1, 1}, {1.05, 0.93, 0.72}, {0.82, 0.9, 1.0}};
  Rng rng(seed);
  PhotoConditions c;
  c.seed = seed;
  c.turn_degrees = rng.uniform() * 50 - 25;
  c.face = 0.4 + 0.4 * rng.uniform();
  c.shift_x = (rng.uniform() - 0.5) * (0.9 - c.face) * 0.6;
  c.shift_y = (rng.uniform() - 0.5) * (0.9 - c.face) * 0.6;
  c.gradient = 0.4 * rng.uniform();
  c.blur = static_cast<double>(rng.below(3));
  c.noise = 16 * rng.uniform();
  c.backdrop = backdrops[seed % 5];
  c.light = lights[seed % 3];
  return c;
}

Image render_face_photo(const std::vector<Colour>& stickers, int n, const PhotoConditions& c) {
  if (c.face > 0 && stickers.size() != static_cast<size_t>(n) * n)
    throw std::invalid_argument("render_face_photo: a face of n * n stickers, or none (face 0)");
  const Scene scene(stickers, n, c);
  const int w = c.width, h = c.height;
  std::vector<Colour> px(static_cast<size_t>(w) * h);
  const double diagonal = std::hypot(w, h);
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      Colour sum{};
      for (double sy : {0.25, 0.75})
        for (double sx : {0.25, 0.75}) {
          const Colour s = scene.at(x + sx, y + sy);
          for (int k = 0; k < 3; ++k) sum[k] += s[k] / 4;
        }
      // Light of a colour, falling off from the top-left corner to the bottom-right.
      const double shade = 1 - c.gradient * (x * 0.6 + y * 0.8) / diagonal;
      for (int k = 0; k < 3; ++k) sum[k] *= c.light[k] * shade;
      px[static_cast<size_t>(y) * w + x] = sum;
    }
  blur(px, w, h, static_cast<int>(std::lround(c.blur)));
  Rng rng(c.seed * 7919 + 1);
  Image image;
  image.width = w;
  image.height = h;
  image.rgb.resize(3 * px.size());
  for (size_t i = 0; i < px.size(); ++i)
    for (int k = 0; k < 3; ++k) {
      const double noisy = px[i][k] + (rng.uniform() * 2 - 1) * c.noise;
      image.rgb[3 * i + k] = static_cast<std::uint8_t>(std::clamp(std::lround(noisy), 0L, 255L));
    }
  return image;
}

}  // namespace cubelab::scan
