#include "cubelab/scan/colour_difference.h"

#include <cmath>
#include <numbers>

namespace cubelab::scan {
namespace {

constexpr double kPi = std::numbers::pi;

double degrees(double radians) { return radians * 180.0 / kPi; }
double radians(double degrees) { return degrees * kPi / 180.0; }

// An sRGB component 0..255 to linear light 0..1.
double linear(double component) {
  const double c = component / 255.0;
  return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

double lab_f(double t) {
  constexpr double kDelta = 6.0 / 29.0;
  return t > kDelta * kDelta * kDelta ? std::cbrt(t) : t / (3 * kDelta * kDelta) + 4.0 / 29.0;
}

// The hue angle in degrees, 0..360 (0 for a grey).
double hue(double b, double a) {
  if (a == 0 && b == 0) return 0;
  const double h = degrees(std::atan2(b, a));
  return h < 0 ? h + 360 : h;
}

}  // namespace

Linear linear_from_rgb(const Rgb& rgb) { return {linear(rgb[0]), linear(rgb[1]), linear(rgb[2])}; }

Lab lab_from_rgb(const Rgb& rgb) { return lab_from_linear(linear_from_rgb(rgb)); }

Lab lab_from_linear(const Linear& light) {
  const double r = light[0], g = light[1], b = light[2];
  // sRGB to XYZ, divided by the D65 white (0.95047, 1, 1.08883).
  const double x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047;
  const double y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b;
  const double z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883;
  const double fx = lab_f(x), fy = lab_f(y), fz = lab_f(z);
  return {116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)};
}

double ciede2000(const Lab& first, const Lab& second, double kL) {
  const auto [l1, a1, b1] = first;
  const auto [l2, a2, b2] = second;
  const double c_mean = (std::hypot(a1, b1) + std::hypot(a2, b2)) / 2;
  const double c7 = std::pow(c_mean, 7);
  const double g = 0.5 * (1 - std::sqrt(c7 / (c7 + std::pow(25.0, 7))));
  const double a1p = (1 + g) * a1, a2p = (1 + g) * a2;
  const double c1p = std::hypot(a1p, b1), c2p = std::hypot(a2p, b2);
  const double h1p = hue(b1, a1p), h2p = hue(b2, a2p);

  const double dl = l2 - l1;
  const double dc = c2p - c1p;
  double dh = 0;
  if (c1p * c2p != 0) {
    dh = h2p - h1p;
    if (dh > 180) dh -= 360;
    if (dh < -180) dh += 360;
  }
  const double dhh = 2 * std::sqrt(c1p * c2p) * std::sin(radians(dh / 2));

  const double lp = (l1 + l2) / 2;
  const double cp = (c1p + c2p) / 2;
  double hp = h1p + h2p;
  if (c1p * c2p != 0) {
    if (std::abs(h1p - h2p) <= 180)
      hp /= 2;
    else
      hp = h1p + h2p < 360 ? (hp + 360) / 2 : (hp - 360) / 2;
  }
  const double t = 1 - 0.17 * std::cos(radians(hp - 30)) + 0.24 * std::cos(radians(2 * hp)) +
                   0.32 * std::cos(radians(3 * hp + 6)) - 0.20 * std::cos(radians(4 * hp - 63));
  const double d_theta = 30 * std::exp(-std::pow((hp - 275) / 25, 2));
  const double cp7 = std::pow(cp, 7);
  const double rc = 2 * std::sqrt(cp7 / (cp7 + std::pow(25.0, 7)));
  const double sl = 1 + 0.015 * (lp - 50) * (lp - 50) / std::sqrt(20 + (lp - 50) * (lp - 50));
  const double sc = 1 + 0.045 * cp;
  const double sh = 1 + 0.015 * cp * t;
  const double rt = -std::sin(radians(2 * d_theta)) * rc;
  const double xl = dl / (kL * sl), xc = dc / sc, xh = dhh / sh;
  return std::sqrt(xl * xl + xc * xc + xh * xh + rt * xc * xh);
}

}  // namespace cubelab::scan
