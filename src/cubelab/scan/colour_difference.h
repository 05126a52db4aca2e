#pragma once
// Colours as the eye compares them: sRGB readings to CIELAB and the CIEDE2000 difference
// (G. Sharma, W. Wu, E. N. Dalal, "The CIEDE2000 Color-Difference Formula: Implementation
// Notes, Supplementary Test Data, and Mathematical Observations", Color Research and
// Application 30(1), 2005). CIEDE2000 weighs lightness, chroma and hue as perception does, so
// that red and orange, or white and yellow under warm light, are told apart better than by
// distances between RGB values.
#include <array>

namespace cubelab::scan {

using Rgb = std::array<double, 3>;  // 0..255 each
using Lab = std::array<double, 3>;  // L* 0..100, a*, b*

using Linear = std::array<double, 3>;  // linear-light red, green, blue, 0..1 each

// sRGB (IEC 61966-2-1) to CIELAB under the D65 white point.
Lab lab_from_rgb(const Rgb& rgb);
// The same in two steps: sRGB to linear light (the sRGB transfer curve undone), where a
// light's colour and an exposure multiply each channel; linear light to CIELAB.
Linear linear_from_rgb(const Rgb& rgb);
Lab lab_from_linear(const Linear& light);

// The CIEDE2000 difference of two colours; about 1 is a difference just seen. kL weighs
// lightness (1 as published; 2, as for textiles, counts it half: what a shadow or an uneven
// light changes most).
double ciede2000(const Lab& a, const Lab& b, double kL = 1);

}  // namespace cubelab::scan
