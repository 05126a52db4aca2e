#pragma once
// The clock drawn as its two faces side by side, each dial's hour (12 for 12 o'clock) in its
// place: the front, and the back as seen when the clock is turned round (y2).
#include <string>
#include <string_view>

namespace cubelab::clock {

// `dials`: the 18 characters of the text format; with `color`, the front's dials on dark
// blue and the back's on light blue, as the WCA's scramble images draw them (ANSI).
std::string render_net(std::string_view dials, bool color);

}  // namespace cubelab::clock
