// The face finder (face_finder.h), in five steps on a copy of the photo at most 640 pixels
// wide: (1) edges, where the colour changes fast; (2) patches, the connected regions between
// edges, kept when square-like; (3) the grid's direction and pitch, the one most patches
// have a neighbour at; (4) the largest set of patches linked as grid neighbours, and an
// affine map from grid places to pixels fitted to them by least squares; (5) the N x N
// window of the grid that looks most like stickers, read in the full photo.
#include "cubelab/scan/face_finder.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <numbers>
#include <optional>
#include <utility>

namespace cubelab::scan {
namespace {

constexpr int kWorkingSize = 640;  // the longer side of the copy searched, at most
constexpr int kMaxSize = 33;
constexpr int kMinPatchPixels = 12;

using Colour = std::array<double, 3>;

// A float copy of the photo, shrunk by an integer factor (each pixel a block's mean).
struct Plane {
  int width = 0, height = 0;
  std::vector<Colour> px;
  const Colour& at(int x, int y) const { return px[static_cast<size_t>(y) * width + x]; }
};

Plane shrunk(const Image& image, int factor) {
  Plane p;
  p.width = image.width / factor;
  p.height = image.height / factor;
  p.px.assign(static_cast<size_t>(p.width) * p.height, Colour{});
  const double weight = 1.0 / (factor * factor);
  for (int y = 0; y < p.height; ++y)
    for (int x = 0; x < p.width; ++x) {
      Colour sum{};
      for (int dy = 0; dy < factor; ++dy)
        for (int dx = 0; dx < factor; ++dx) {
          const std::uint8_t* q = image.pixel(x * factor + dx, y * factor + dy);
          for (int c = 0; c < 3; ++c) sum[c] += q[c];
        }
      for (int c = 0; c < 3; ++c) sum[c] *= weight;
      p.px[static_cast<size_t>(y) * p.width + x] = sum;
    }
  return p;
}

// A 3 x 3 mean: noise down by three, edges still sharp enough.
Plane smoothed(const Plane& in) {
  Plane out = in;
  for (int y = 1; y + 1 < in.height; ++y)
    for (int x = 1; x + 1 < in.width; ++x) {
      Colour sum{};
      for (int dy = -1; dy <= 1; ++dy)
        for (int dx = -1; dx <= 1; ++dx)
          for (int c = 0; c < 3; ++c) sum[c] += in.at(x + dx, y + dy)[c];
      for (int c = 0; c < 3; ++c) out.px[static_cast<size_t>(y) * in.width + x][c] = sum[c] / 9;
    }
  return out;
}

// (1) How fast the colour changes at each pixel: the Sobel gradient of the channel that
// changes most. The image's border counts as an edge.
std::vector<float> gradients(const Plane& p) {
  std::vector<float> g(p.px.size(), 1e9f);
  for (int y = 1; y + 1 < p.height; ++y)
    for (int x = 1; x + 1 < p.width; ++x) {
      double most = 0;
      for (int c = 0; c < 3; ++c) {
        const double gx = p.at(x + 1, y - 1)[c] + 2 * p.at(x + 1, y)[c] + p.at(x + 1, y + 1)[c] -
                          p.at(x - 1, y - 1)[c] - 2 * p.at(x - 1, y)[c] - p.at(x - 1, y + 1)[c];
        const double gy = p.at(x - 1, y + 1)[c] + 2 * p.at(x, y + 1)[c] + p.at(x + 1, y + 1)[c] -
                          p.at(x - 1, y - 1)[c] - 2 * p.at(x, y - 1)[c] - p.at(x + 1, y - 1)[c];
        most = std::max(most, (std::abs(gx) + std::abs(gy)) / 8);
      }
      g[static_cast<size_t>(y) * p.width + x] = static_cast<float>(most);
    }
  return g;
}

struct Patch {
  double x = 0, y = 0;  // centre
  double size = 0;      // square root of the area
  Colour colour{};      // mean
  int place_u = 0, place_v = 0;
};

// (2) The regions between edges that could be stickers: square-like (as spread as a square of
// their area, about as wide as tall, filling their box) and not touching the photo's border.
std::vector<Patch> patches(const Plane& p, const std::vector<float>& g, float threshold) {
  const int w = p.width, h = p.height;
  std::vector<int> label(g.size(), -1);
  std::vector<Patch> found;
  std::vector<int> stack;
  const long long max_area = static_cast<long long>(w) * h / 4;
  for (int start = 0; start < w * h; ++start) {
    if (label[start] >= 0 || g[start] > threshold) continue;
    label[start] = 0;
    stack.assign(1, start);
    double n = 0, sx = 0, sy = 0, sxx = 0, syy = 0, sxy = 0;
    Colour sum{};
    int minx = w, maxx = 0, miny = h, maxy = 0;
    bool border = false;
    auto visit = [&](int j) {
      if (label[j] >= 0) return;
      if (g[j] > threshold) {
        border |= g[j] > 1e8f;
        return;
      }
      label[j] = 0;
      stack.push_back(j);
    };
    while (!stack.empty()) {
      const int i = stack.back();
      stack.pop_back();
      const int y = i / w, x = i - y * w;
      n += 1, sx += x, sy += y, sxx += double(x) * x, syy += double(y) * y, sxy += double(x) * y;
      const Colour& c = p.px[i];
      sum[0] += c[0], sum[1] += c[1], sum[2] += c[2];
      minx = std::min(minx, x), maxx = std::max(maxx, x);
      miny = std::min(miny, y), maxy = std::max(maxy, y);
      // The border pixels are edges (gradients()), so a region never reaches past them.
      visit(i - 1), visit(i + 1), visit(i - w), visit(i + w);
    }
    if (border || n < kMinPatchPixels || n > max_area) continue;
    const double mx = sx / n, my = sy / n;
    const double cxx = sxx / n - mx * mx, cyy = syy / n - my * my, cxy = sxy / n - mx * my;
    const double mean = (cxx + cyy) / 2,
                 spread = std::sqrt((cxx - cyy) * (cxx - cyy) / 4 + cxy * cxy);
    const double l1 = mean + spread, l2 = mean - spread;
    if (l2 <= 0 || l1 / l2 > 2.2) continue;
    const double solidity = n / (12 * std::sqrt(l1 * l2));  // 1 for a square, 1.05 a disc
    const double fill = n / (double(maxx - minx + 1) * (maxy - miny + 1));
    if (solidity < 0.75 || solidity > 1.25 || fill < 0.45) continue;
    found.push_back({mx, my, std::sqrt(n), {sum[0] / n, sum[1] / n, sum[2] / n}});
  }
  return found;
}

double angle_in_quarter(double dx, double dy) {  // the direction mod 90 degrees, in (-45, 45]
  double a = std::atan2(dy, dx);
  const double quarter = std::numbers::pi / 2;
  a = std::fmod(a, quarter);
  if (a <= -quarter / 2) a += quarter;
  if (a > quarter / 2) a -= quarter;
  return a;
}

bool alike(const Patch& a, const Patch& b) {
  return std::max(a.size, b.size) / std::min(a.size, b.size) < 1.5;
}

struct Pitch {
  double angle = 0, distance = 0;
  int support = 0;
};

// (3) The grid's direction and pitch: each patch's nearest alike neighbour gives one guess;
// the guess most other patches agree with (within 7 degrees and 15 %) wins, averaged over
// them.
Pitch grid_pitch(const std::vector<Patch>& ps) {
  std::vector<std::pair<double, double>> guesses;  // angle, distance
  for (size_t i = 0; i < ps.size(); ++i) {
    double best = 1e300;
    std::pair<double, double> guess{0, 0};
    for (size_t j = 0; j < ps.size(); ++j) {
      if (i == j || !alike(ps[i], ps[j])) continue;
      const double dx = ps[j].x - ps[i].x, dy = ps[j].y - ps[i].y;
      const double d = std::hypot(dx, dy), s = (ps[i].size + ps[j].size) / 2;
      if (d < 0.9 * s || d > 2.6 * s || d >= best) continue;
      best = d;
      guess = {angle_in_quarter(dx, dy), d};
    }
    if (guess.second > 0) guesses.push_back(guess);
  }
  const double tolerance = 7 * std::numbers::pi / 180, quarter = std::numbers::pi / 2;
  auto agree = [&](const std::pair<double, double>& a, const std::pair<double, double>& b) {
    double da = std::abs(a.first - b.first);
    da = std::min(da, quarter - da);
    return da < tolerance && std::abs(a.second / b.second - 1) < 0.15;
  };
  Pitch best;
  for (const auto& k : guesses) {
    int support = 0;
    for (const auto& o : guesses) support += agree(k, o);
    if (support <= best.support) continue;
    // The mean direction of the agreeing guesses (on the circle of 4 * angle), and their
    // median distance.
    double c = 0, s = 0;
    std::vector<double> distances;
    for (const auto& o : guesses)
      if (agree(k, o)) {
        c += std::cos(4 * o.first), s += std::sin(4 * o.first);
        distances.push_back(o.second);
      }
    std::nth_element(distances.begin(), distances.begin() + distances.size() / 2, distances.end());
    best = {std::atan2(s, c) / 4, distances[distances.size() / 2], support};
  }
  return best;
}

// (4) The largest set of patches linked as neighbours on the grid, each given its grid place
// (u to the right, v down) relative to the first.
std::vector<Patch> largest_lattice(const std::vector<Patch>& ps, const Pitch& pitch) {
  const double c = std::cos(pitch.angle), s = std::sin(pitch.angle);
  const size_t m = ps.size();
  std::vector<std::vector<std::pair<int, std::pair<int, int>>>> links(m);
  for (size_t i = 0; i < m; ++i)
    for (size_t j = i + 1; j < m; ++j) {
      if (!alike(ps[i], ps[j])) continue;
      const double dx = ps[j].x - ps[i].x, dy = ps[j].y - ps[i].y;
      const double u = (c * dx + s * dy) / pitch.distance, v = (-s * dx + c * dy) / pitch.distance;
      const int du = static_cast<int>(std::lround(u)), dv = static_cast<int>(std::lround(v));
      if (std::abs(du) + std::abs(dv) != 1 || std::abs(u - du) > 0.25 || std::abs(v - dv) > 0.25)
        continue;
      links[i].push_back({static_cast<int>(j), {du, dv}});
      links[j].push_back({static_cast<int>(i), {-du, -dv}});
    }
  std::vector<int> seen(m, 0);
  std::vector<Patch> best, placed(m);
  for (size_t start = 0; start < m; ++start) {
    if (seen[start] || links[start].empty()) continue;
    std::vector<Patch> group;
    std::map<std::pair<int, int>, int> taken;
    std::vector<int> queue{static_cast<int>(start)};
    seen[start] = 1;
    Patch first = ps[start];
    first.place_u = first.place_v = 0;
    placed[start] = first;
    for (size_t q = 0; q < queue.size(); ++q) {
      const Patch& p = placed[queue[q]];
      if (!taken.emplace(std::pair{p.place_u, p.place_v}, 1).second) continue;  // a place twice
      group.push_back(p);
      for (const auto& [j, step] : links[queue[q]]) {
        if (seen[j]) continue;
        seen[j] = 1;
        placed[j] = ps[j];
        placed[j].place_u = p.place_u + step.first;
        placed[j].place_v = p.place_v + step.second;
        queue.push_back(j);
      }
    }
    if (group.size() > best.size()) best = std::move(group);
  }
  return best;
}

// Sticker (u, v) at origin + u * right + v * down: the least-squares affine fit to the
// patches' places. False when they are all on one line.
bool fit_grid(const std::vector<Patch>& group, FaceGrid& grid) {
  double a[3][3] = {}, bx[3] = {}, by[3] = {};
  for (const Patch& p : group) {
    const double row[3] = {1.0, double(p.place_u), double(p.place_v)};
    for (int i = 0; i < 3; ++i) {
      for (int j = 0; j < 3; ++j) a[i][j] += row[i] * row[j];
      bx[i] += row[i] * p.x, by[i] += row[i] * p.y;
    }
  }
  const double det = a[0][0] * (a[1][1] * a[2][2] - a[1][2] * a[2][1]) -
                     a[0][1] * (a[1][0] * a[2][2] - a[1][2] * a[2][0]) +
                     a[0][2] * (a[1][0] * a[2][1] - a[1][1] * a[2][0]);
  if (std::abs(det) < 1e-6) return false;
  auto solve = [&](const double b[3]) {  // Cramer's rule
    std::array<double, 3> r{};
    for (int k = 0; k < 3; ++k) {
      double m[3][3];
      for (int i = 0; i < 3; ++i)
        for (int j = 0; j < 3; ++j) m[i][j] = j == k ? b[i] : a[i][j];
      r[k] = (m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1]) -
              m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0]) +
              m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0])) /
             det;
    }
    return r;
  };
  const auto x = solve(bx), y = solve(by);
  grid.origin = {x[0], y[0]};
  grid.right = {x[1], y[1]};
  grid.down = {x[2], y[2]};
  return true;
}

std::array<double, 2> place(const FaceGrid& g, double u, double v) {
  return {g.origin[0] + u * g.right[0] + v * g.down[0],
          g.origin[1] + u * g.right[1] + v * g.down[1]};
}

double pitch_of(const FaceGrid& g) {
  return std::min(std::hypot(g.right[0], g.right[1]), std::hypot(g.down[0], g.down[1]));
}

Colour colour_at(const Plane& p, std::array<double, 2> c) {
  const int x = std::clamp(static_cast<int>(std::lround(c[0])), 0, p.width - 1);
  const int y = std::clamp(static_cast<int>(std::lround(c[1])), 0, p.height - 1);
  return p.at(x, y);
}

double distance(const Colour& a, const Colour& b) {
  return std::hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
}

// Stickers are framed by the cube's body on every side: in at least five of the eight
// directions out from a patch, a point about half a pitch away must be nearer the frame's colour
// (the median between the patches, which is the body between stickers) than the patch's own. A
// patch of the backdrop that happens to lie on the grid beside the face fails.
void keep_framed(const Plane& p, const FaceGrid& g, std::vector<Patch>& group) {
  std::map<std::pair<int, int>, const Patch*> at;
  for (const Patch& q : group) at[{q.place_u, q.place_v}] = &q;
  std::array<std::vector<double>, 3> between;
  for (const Patch& q : group)
    if (at.count({q.place_u + 1, q.place_v}) || at.count({q.place_u, q.place_v + 1}))
      for (const auto& [du, dv] : {std::pair{0.5, 0.0}, std::pair{0.0, 0.5}}) {
        if (!at.count({q.place_u + int(2 * du), q.place_v + int(2 * dv)})) continue;
        const Colour c = colour_at(p, place(g, q.place_u + du, q.place_v + dv));
        for (int k = 0; k < 3; ++k) between[k].push_back(c[k]);
      }
  if (between[0].size() < 2) return;
  Colour frame{};
  for (int k = 0; k < 3; ++k) {
    std::nth_element(between[k].begin(), between[k].begin() + between[k].size() / 2,
                     between[k].end());
    frame[k] = between[k][between[k].size() / 2];
  }
  std::erase_if(group, [&](const Patch& q) {
    int framed = 0;
    for (double du : {-0.5, 0.0, 0.5})
      for (double dv : {-0.5, 0.0, 0.5}) {
        if (du == 0 && dv == 0) continue;
        // Along the way out from the patch's middle, past its edge: where a face's outer
        // border is thin, the body shows a little nearer than half a pitch.
        bool body = false;
        for (double reach : {0.72, 0.84, 0.96, 1.08}) {
          const Colour c = colour_at(p, place(g, q.place_u + reach * du, q.place_v + reach * dv));
          body |= distance(c, frame) < distance(c, q.colour);
        }
        framed += body;
      }
    return framed < 7;
  });
}

// How much grid place (u, v) looks like a sticker, 0..4: a patch was found there (2), its
// middle is of one colour (1), and it differs from the frame on all four sides (1).
int sticker_likeness(const Plane& p, const FaceGrid& g, int u, int v, bool patch_there) {
  const auto c = place(g, u, v);
  const double r = 0.25 * pitch_of(g);
  if (c[0] - r < 0 || c[1] - r < 0 || c[0] + r >= p.width - 1 || c[1] + r >= p.height - 1)
    return -100;  // a face is all in the photo
  Colour mean{};
  double sq = 0;
  int n = 0;
  for (int y = static_cast<int>(c[1] - r); y <= static_cast<int>(c[1] + r); ++y)
    for (int x = static_cast<int>(c[0] - r); x <= static_cast<int>(c[0] + r); ++x) {
      const Colour& q = p.at(x, y);
      for (int k = 0; k < 3; ++k) mean[k] += q[k], sq += q[k] * q[k];
      ++n;
    }
  for (double& m : mean) m /= n;
  const double variance =
      sq / (3.0 * n) - (mean[0] * mean[0] + mean[1] * mean[1] + mean[2] * mean[2]) / 3;
  // The frame on each side, looked for from 0.4 to 0.6 of a pitch out: the grid fitted to
  // the patches may be off by a pixel or two at a big face's edge, where the frame is thin.
  double contrast = 1e300;
  const double frame[4][2] = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
  for (const auto& f : frame) {
    double side = 0;
    for (double out : {0.4, 0.5, 0.6}) {
      const auto e = place(g, u + out * f[0], v + out * f[1]);
      const int x = std::clamp(static_cast<int>(std::lround(e[0])), 0, p.width - 1);
      const int y = std::clamp(static_cast<int>(std::lround(e[1])), 0, p.height - 1);
      const Colour& q = p.at(x, y);
      side = std::max(side, std::hypot(q[0] - mean[0], q[1] - mean[1], q[2] - mean[2]));
    }
    contrast = std::min(contrast, side);
  }
  return (patch_there ? 2 : 0) + (variance < 25 * 25 ? 1 : 0) + (contrast > 40 ? 1 : 0);
}

// A sticker's colour in the full photo: the median of each channel over the middle of the
// sticker (a disc of half its width).
Colour read_sticker(const Image& image, std::array<double, 2> centre, double radius) {
  std::array<std::vector<int>, 3> values;
  const int step = std::max(1, static_cast<int>(radius / 10));
  const int r = std::max(1, static_cast<int>(radius));
  const int cx = static_cast<int>(std::lround(centre[0])),
            cy = static_cast<int>(std::lround(centre[1]));
  for (int dy = -r; dy <= r; dy += step)
    for (int dx = -r; dx <= r; dx += step) {
      const int x = cx + dx, y = cy + dy;
      if (dx * dx + dy * dy > r * r || x < 0 || y < 0 || x >= image.width || y >= image.height)
        continue;
      for (int c = 0; c < 3; ++c) values[c].push_back(image.pixel(x, y)[c]);
    }
  Colour out{};
  for (int c = 0; c < 3; ++c) {
    if (values[c].empty()) continue;
    auto mid = values[c].begin() + static_cast<std::ptrdiff_t>(values[c].size() / 2);
    std::nth_element(values[c].begin(), mid, values[c].end());
    out[c] = *mid;
  }
  return out;
}

FaceGrid not_found(std::string why) {
  FaceGrid g;
  g.problem = std::move(why);
  return g;
}

// Steps (2) to (4) with one edge threshold: the stickers found on one grid, or why none.
struct Lattice {
  std::vector<Patch> group;
  FaceGrid grid;
  std::string problem;
};

Lattice lattice_at(const Plane& work, const std::vector<float>& g, float threshold) {
  Lattice l;
  const std::vector<Patch> ps = patches(work, g, threshold);
  const Pitch pitch = grid_pitch(ps);
  l.problem = "no grid of stickers alike in size";
  if (pitch.support < 2) return l;
  l.group = largest_lattice(ps, pitch);
  if (l.group.size() < 3 || !fit_grid(l.group, l.grid)) return l;
  keep_framed(work, l.grid, l.group);
  l.problem = "no grid of stickers framed by a cube's body";
  if (l.group.size() < 3 || !fit_grid(l.group, l.grid)) return l;
  // Stickers are all of a size and on the grid: patches of another size (a quarter off the
  // median) or off their place (by a fifth of the pitch) are dropped, and the grid fitted
  // again, twice.
  for (int round = 0; round < 2; ++round) {
    std::vector<double> sizes;
    for (const Patch& p : l.group) sizes.push_back(p.size);
    std::nth_element(sizes.begin(), sizes.begin() + sizes.size() / 2, sizes.end());
    const double median = sizes[sizes.size() / 2];
    std::erase_if(l.group, [&](const Patch& p) {
      const auto c = place(l.grid, p.place_u, p.place_v);
      return std::abs(p.size / median - 1) > 0.25 ||
             std::hypot(c[0] - p.x, c[1] - p.y) > 0.2 * pitch.distance;
    });
    if (l.group.size() < 3 || !fit_grid(l.group, l.grid)) {
      l.group.clear();
      return l;
    }
  }
  l.problem.clear();
  return l;
}

}  // namespace

FaceGrid find_face(const Image& image, int n) {
  if (image.width < 16 || image.height < 16) return not_found("the photo is too small");
  const int factor =
      std::max(1, (std::max(image.width, image.height) + kWorkingSize - 1) / kWorkingSize);
  const Plane work = smoothed(shrunk(image, factor));
  const std::vector<float> g = gradients(work);
  // What counts as an edge depends on the photo's noise, blur and backdrop: the threshold
  // that puts the most stickers on one grid wins, from a clean photo's to a noisy one's.
  Lattice best;
  best.problem = "no grid of stickers alike in size";
  // A complete square grid of at least 3 x 3 stickers ends the search early.
  for (float threshold : {12.0f, 8.0f, 18.0f, 5.0f, 27.0f}) {
    Lattice l = lattice_at(work, g, threshold);
    if (!l.problem.empty() || l.group.size() <= best.group.size()) continue;
    best = std::move(l);
    int umin = 1 << 20, umax = -(1 << 20), vmin = 1 << 20, vmax = -(1 << 20);
    for (const Patch& p : best.group) {
      umin = std::min(umin, p.place_u), umax = std::max(umax, p.place_u);
      vmin = std::min(vmin, p.place_v), vmax = std::max(vmax, p.place_v);
    }
    const int side = umax - umin + 1;
    if (side >= 3 && side == vmax - vmin + 1 &&
        static_cast<int>(best.group.size()) == side * side && (n == 0 || n == side))
      break;
  }
  if (!best.problem.empty()) return not_found(best.problem);
  const std::vector<Patch>& group = best.group;
  const FaceGrid& grid = best.grid;

  int umin = 1 << 20, umax = -(1 << 20), vmin = 1 << 20, vmax = -(1 << 20);
  std::map<std::pair<int, int>, bool> seen;
  for (const Patch& p : group) {
    umin = std::min(umin, p.place_u), umax = std::max(umax, p.place_u);
    vmin = std::min(vmin, p.place_v), vmax = std::max(vmax, p.place_v);
    seen[{p.place_u, p.place_v}] = true;
  }
  const int across = umax - umin + 1, high = vmax - vmin + 1;
  if (std::max(across, high) > 2 * kMaxSize)
    return not_found(fmt::format("the grid found has {} stickers a side (2 to {} are read)",
                                 std::max(across, high), kMaxSize));

  // (5) The size x size window of the grid that looks most like stickers: over the patches
  // found when it is as big as they spread, within them when smaller (a patch of the
  // backdrop beside the face can still be on the grid). Its score, and whether each of its
  // places looks like a sticker at least a little (a patch, or one colour framed).
  struct Window {
    int score = -1 << 30, u0 = 0, v0 = 0;
    bool all_stickers = false;
  };
  auto best_window = [&](int size) {
    Window best;
    auto range = [&](int lo, int hi) {  // the first places a window may start at
      return std::pair{std::min(lo, hi - size + 1), std::max(lo, hi - size + 1)};
    };
    const auto [ua, ub] = range(umin, umax);
    const auto [va, vb] = range(vmin, vmax);
    for (int u0 = ua; u0 <= ub; ++u0)
      for (int v0 = va; v0 <= vb; ++v0) {
        int score = 0;
        bool all = true;
        for (int v = v0; v < v0 + size; ++v)
          for (int u = u0; u < u0 + size; ++u) {
            const int likeness = sticker_likeness(work, grid, u, v, seen.count({u, v}) > 0);
            score += likeness;
            all = all && likeness >= 2;
          }
        if (score > best.score) best = {score, u0, v0, all};
      }
    return best;
  };
  Window window;
  if (n > 0) {
    window = best_window(n);
  } else {
    // The largest size whose window is all stickers; else the largest all in the photo.
    for (int size = std::min(kMaxSize, std::max(across, high)); size >= 2 && n == 0; --size) {
      const Window w = best_window(size);
      if (w.score >= 0 && w.all_stickers) n = size, window = w;
    }
    for (int size = std::min(kMaxSize, std::max(across, high)); size >= 2 && n == 0; --size) {
      const Window w = best_window(size);
      if (w.score >= 0) n = size, window = w;
    }
    if (n == 0) return not_found("the face is not all in the photo");
  }
  if (window.score < 0) return not_found("the face is not all in the photo");
  const int best_u = window.u0, best_v = window.v0;

  // The grid in the full photo's pixels, its origin at the window's top-left sticker.
  FaceGrid face;
  face.found = true;
  face.n = n;
  const auto o = place(grid, best_u, best_v);
  auto full = [&](double c) { return (c + 0.5) * factor - 0.5; };
  face.origin = {full(o[0]), full(o[1])};
  face.right = {grid.right[0] * factor, grid.right[1] * factor};
  face.down = {grid.down[0] * factor, grid.down[1] * factor};
  const double radius = 0.25 * pitch_of(face);
  for (int v = 0; v < n; ++v)
    for (int u = 0; u < n; ++u) {
      face.stickers_seen += seen.count({best_u + u, best_v + v}) > 0;
      face.rgb.push_back(read_sticker(image, place(face, u, v), radius));
    }
  return face;
}

}  // namespace cubelab::scan
