#include "cubelab/solvers/optimal/coset_table.h"

#include <fmt/format.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstring>
#include <map>
#include <memory>
#include <mutex>

#include "cubelab/base/thread_pool.h"
#include "cubelab/progress.h"
#include "cubelab/tables/bfs.h"
#include "cubelab/tables/store.h"

namespace cubelab::optimal {

uint64_t TableKind::entries() const { return uint64_t{kCornerClasses} * variant.size(); }

// Whole 64-bit words (16-byte units for 2-bit tables), so that builders and readers may
// load a word at a time.
uint64_t TableKind::bytes() const {
  if (base) return (entries() + kUnitEntries - 1) / kUnitEntries * 16;
  return (entries() + 15) / 16 * 8;
}

std::string TableKind::name() const {
  std::string s = fmt::format("optimal-{}-{}", metric_name(metric), variant.name());
  // "f": the 2-bit layout with floors (version 1 of these tables had no floors).
  return base ? fmt::format("{}-b{}f", s, base) : s;
}

namespace {

// The coset graph: neighbours of an entry under the metric's moves.
class Graph {
 public:
  explicit Graph(const TableKind& kind)
      : sp_(CosetSpace::get()), ex_(sp_.extractor()), v_(kind.variant), row_(v_.size()) {
    for (Move m = 0; m < kMoves; ++m)
      if (kind.metric == Metric::Htm || move_power(m) != 2) moves_.push_back(m);
  }

  uint64_t row() const { return row_; }

  // Calls emit(j) for the entries one move away from entry i (with all_equivalent, every
  // entry of each neighbouring coset); stops when emit returns true.
  template <class Emit>
  void neighbours(uint64_t i, bool all_equivalent, Emit&& emit) const {
    const uint32_t k = static_cast<uint32_t>(i / row_);
    const Bytes16 edges = ex_.edges_of(static_cast<uint32_t>(i % row_), v_);
    for (Move m : moves_) {
      const uint32_t p = sp_.class_move(k, m);
      const uint64_t first = (p >> 8) * row_;
      const Bytes16 moved =
          sp_.conj_edges(edge_product(edges, PackedCube::move(m).edges), p & 0xFF);
      if (emit(first + ex_.edge(moved, v_))) return;
      if (!all_equivalent) continue;
      for (uint64_t self = sp_.self_symmetries(p >> 8) & ~uint64_t{1}; self; self &= self - 1)
        if (emit(first + ex_.edge(sp_.conj_edges(moved, __builtin_ctzll(self)), v_))) return;
    }
  }

  // Every entry of the solved cube's coset.
  std::vector<uint64_t> goals() const {
    CosetSpace::Key key = sp_.key(PackedCube::solved(), 0);
    std::vector<uint64_t> g;
    for (uint64_t self = sp_.self_symmetries(key.cls); self; self &= self - 1) {
      uint64_t j = key.cls * row_ + ex_.edge(sp_.conj_edges(key.edges, __builtin_ctzll(self)), v_);
      if (std::find(g.begin(), g.end(), j) == g.end()) g.push_back(j);
    }
    return g;
  }

 private:
  const CosetSpace& sp_;
  const Extractor& ex_;
  EdgeVariant v_;
  uint64_t row_;
  std::vector<Move> moves_;
};

// 2-bit entries (entry index i), updated concurrently: only ever 3 (unvisited) -> v.
uint32_t get2(uint8_t* t, uint64_t i) {
  const uint64_t s = TableKind::slot(i);
  return std::atomic_ref<uint8_t>(t[s >> 2]).load(std::memory_order_relaxed) >> ((s & 3) * 2) & 3;
}
bool claim2(uint8_t* t, uint64_t i, uint32_t v) {
  const uint64_t s = TableKind::slot(i);
  const int shift = static_cast<int>(s & 3) * 2;
  std::atomic_ref<uint8_t> byte(t[s >> 2]);
  if ((byte.load(std::memory_order_relaxed) >> shift & 3) != 3) return false;
  uint8_t old =
      byte.fetch_and(static_cast<uint8_t>(~((3u ^ v) << shift)), std::memory_order_relaxed);
  return (old >> shift & 3) == 3;
}

constexpr uint64_t kLow = 0x5555555555555555ull;

// Slots of one word whose 2-bit code is c: a bit at each matching slot's even position.
// The second word of a unit ends with the floor (slots 62 and 63), never a match.
uint64_t matches(uint64_t word, uint32_t c, bool second_of_unit) {
  uint64_t x = word ^ (c * kLow);
  return ~(x | x >> 1) & kLow & (second_of_unit ? ~(uint64_t{5} << 60) : ~uint64_t{0});
}

// The 2-bit builder works one corner class (table row) at a time, and within a row one move
// at a time: every entry of the row then reaches the same target row, which stays in cache
// (a row of the largest table is 742 KB).
class TwoBitBuilder {
 public:
  TwoBitBuilder(const TableKind& kind, uint8_t* t, int threads,
                const std::function<void(double)>& progress, const std::function<bool()>& stop)
      : stop_(stop),
        kind_(kind),
        graph_(kind),
        sp_(CosetSpace::get()),
        ex_(sp_.extractor()),
        t_(t),
        threads_(std::max(1, threads)),
        progress_(progress),
        n_(kind.entries()),
        row_(graph_.row()) {
    for (Move m = 0; m < kMoves; ++m)
      if (kind.metric == Metric::Htm || move_power(m) != 2) moves_.push_back(m);
  }

  std::vector<uint64_t> run() {
    // 3 = unvisited everywhere, padding included; floor 15 = not set yet.
    std::memset(t_, 0xFF, kind_.bytes());
    const int base = kind_.base;
    histogram_.assign(1, 0);
    for (uint64_t g : graph_.goals()) histogram_[0] += claim2(t_, g, 0);
    reached_ = histogram_[0];
    set_floors(0, 0);
    // Levels 1..base: the code is the distance mod 3 (a frontier entry at distance d-3 has
    // the same code, but its neighbours are all reached, so expanding it again is harmless).
    // After each level, a unit whose floor is not set yet and that holds the new code gets
    // the new distance as its floor (an entry of that code from three levels before would
    // have set it then).
    for (int d = 0; d < base; ++d) {
      level(d, d % 3, (d + 1) % 3);
      set_floors((d + 1) % 3, d + 1);
    }
    // Everything reached is now "at most base"; the entries at distance base become code 2
    // for one more level, which writes base+1 (code 1); then base+2 (code 2) from those.
    std::array<uint32_t, 4> map{0, 0, 0, 3};
    map[base % 3] = 2;
    relabel(map);
    level(base, 2, 1);
    relabel({0, 1, 0, 3});
    level(base + 1, 1, 2);
    histogram_.push_back(n_ - reached_);  // base+3 or more (or never reached)
    progress_(1);
    return histogram_;
  }

 private:
  // One BFS level: entries with code `from` (the frontier) reach unvisited ones -> `to`.
  void level(int d, uint32_t from, uint32_t to) {
    const uint64_t frontier = histogram_.back();
    const bool pull = frontier * 3 > n_ - reached_;
    std::atomic<uint32_t> rows_done{0};
    std::atomic<uint64_t> found{0};
    // Scratch lists per thread, kept across rows so a row does not allocate.
    struct Scratch {
      std::vector<uint32_t> list;
      std::vector<Bytes16> edges;
    };
    std::vector<Scratch> scratch(threads_);
    // Progress at most every 250 ms, reported by the thread that finishes a row then.
    ReportThrottle throttle(std::chrono::milliseconds(250));
    auto row = [&](uint64_t row_index, int thread) {
      const uint32_t k = static_cast<uint32_t>(row_index);
      auto& [list, edges] = scratch[thread];
      {
        // The row's frontier (push) or unvisited entries (pull).
        list.clear();
        const uint64_t first = uint64_t{k} * row_, last = first + row_;
        const uint64_t first_slot = TableKind::slot(first),
                       end_slot = TableKind::slot(last - 1) + 1;
        for (uint64_t w = first_slot / 32; w * 32 < end_slot; ++w) {
          uint64_t word =
              std::atomic_ref<const uint64_t>(words()[w]).load(std::memory_order_relaxed);
          for (uint64_t m = matches(word, pull ? 3 : from, w & 1); m; m &= m - 1) {
            const uint64_t s = w * 32 + __builtin_ctzll(m) / 2;
            const uint64_t i = s / 64 * TableKind::kUnitEntries + s % 64;
            if (i >= first && i < last) list.push_back(static_cast<uint32_t>(i - first));
          }
        }
        edges.resize(list.size());
        for (size_t j = 0; j < list.size(); ++j) edges[j] = ex_.edges_of(list[j], kind_.variant);
        found += pull ? pull_row(k, list, edges, from, to) : push_row(k, list, edges, to);
        ++rows_done;
      }
      if (throttle.due())
        progress_((done_weight_ + weight(d) * rows_done.load() / kCornerClasses) / total_weight());
    };
    parallel_for(threads_, kCornerClasses, row);
    if (stopped()) throw tables::BuildStopped("building table " + kind_.name() + " was stopped");
    done_weight_ += weight(d);
    histogram_.push_back(found.load());
    reached_ += found.load();
  }

  uint64_t push_row(uint32_t k, const std::vector<uint32_t>& list,
                    const std::vector<Bytes16>& edges, uint32_t to) {
    uint64_t mine = 0;
    if (list.empty()) return 0;
    for (Move m : moves_) {
      const uint32_t p = sp_.class_move(k, m);
      const uint32_t k2 = p >> 8;
      const int s = static_cast<int>(p & 0xFF);
      const uint64_t first = uint64_t{k2} * row_;
      const uint64_t self = sp_.self_symmetries(k2) & ~uint64_t{1};
      const Bytes16 mv = PackedCube::move(m).edges;
      for (size_t j = 0; j < list.size(); ++j) {
        const Bytes16 moved = sp_.conj_edges(edge_product(edges[j], mv), s);
        mine += claim2(t_, first + ex_.edge(moved, kind_.variant), to);
        for (uint64_t x = self; x; x &= x - 1)
          mine += claim2(
              t_, first + ex_.edge(sp_.conj_edges(moved, __builtin_ctzll(x)), kind_.variant), to);
      }
    }
    return mine;
  }

  uint64_t pull_row(uint32_t k, std::vector<uint32_t>& list, std::vector<Bytes16>& edges,
                    uint32_t from, uint32_t to) {
    const uint64_t row_first = uint64_t{k} * row_;
    std::vector<uint32_t> hits;
    for (Move m : moves_) {
      if (list.empty()) break;
      const uint32_t p = sp_.class_move(k, m);
      const uint64_t first = uint64_t{p >> 8} * row_;
      const int s = static_cast<int>(p & 0xFF);
      const Bytes16 mv = PackedCube::move(m).edges;
      size_t keep = 0;
      for (size_t j = 0; j < list.size(); ++j) {
        const Bytes16 moved = sp_.conj_edges(edge_product(edges[j], mv), s);
        if (get2(t_, first + ex_.edge(moved, kind_.variant)) == from) {
          hits.push_back(list[j]);
        } else {
          list[keep] = list[j];
          edges[keep++] = edges[j];
        }
      }
      list.resize(keep);
      edges.resize(keep);
    }
    uint64_t mine = 0;
    for (uint32_t e : hits) mine += claim2(t_, row_first + e, to);
    return mine;
  }

  // Calls f(first unit, end unit) on every thread for its share of the table's units.
  template <class F>
  void for_units(F&& f) {
    const uint64_t units = kind_.bytes() / 16;
    parallel_for(threads_, threads_,
                 [&](uint64_t i, int) { f(units * i / threads_, units * (i + 1) / threads_); });
  }

  // Relabels every code c to map[c], leaving the floors alone.
  void relabel(std::array<uint32_t, 4> map) {
    std::array<uint8_t, 256> byte_map{};
    for (uint32_t b = 0; b < 256; ++b) {
      uint32_t r = 0;
      for (int j = 0; j < 4; ++j) r |= map[b >> (2 * j) & 3] << (2 * j);
      byte_map[b] = static_cast<uint8_t>(r);
    }
    for_units([&](uint64_t begin, uint64_t end) {
      for (uint8_t* p = t_ + begin * 16; p < t_ + end * 16; p += 16) {
        for (int b = 0; b < 15; ++b) p[b] = byte_map[p[b]];
        p[15] = static_cast<uint8_t>((byte_map[p[15]] & 0x0F) | (p[15] & 0xF0));
      }
    });
  }

  // Sets the floor of every unit that has none yet and holds an entry of code c.
  void set_floors(uint32_t c, int distance) {
    for_units([&](uint64_t begin, uint64_t end) {
      for (uint8_t* p = t_ + begin * 16; p < t_ + end * 16; p += 16) {
        if ((p[15] >> 4) != 15) continue;
        uint64_t w[2];
        std::memcpy(w, p, 16);
        if (matches(w[0], c, false) | matches(w[1], c, true))
          p[15] = static_cast<uint8_t>((p[15] & 0x0F) | distance << 4);
      }
    });
  }

  const uint64_t* words() const { return reinterpret_cast<const uint64_t*>(t_); }
  // Progress: the last three levels do nearly all the work.
  double weight(int level) const { return level >= kind_.base - 1 ? 1.0 : 0.02; }
  double total_weight() const {
    double w = 0;
    for (int l = 0; l < kind_.base + 2; ++l) w += weight(l);
    return w;
  }

  bool stopped() const { return stop_ && stop_(); }

  const std::function<bool()>& stop_;
  const TableKind& kind_;
  const Graph graph_;
  const CosetSpace& sp_;
  const Extractor& ex_;
  uint8_t* t_;
  int threads_;
  const std::function<void(double)>& progress_;
  uint64_t n_, row_;
  std::vector<Move> moves_;
  std::vector<uint64_t> histogram_;
  uint64_t reached_ = 0;
  double done_weight_ = 0;
};

// The store's build context, adapted to the plain progress callback.
struct ContextAdapter : tables::BuildContext {
  int threads_;
  uint8_t* buffer = nullptr;
  std::function<void(double)> fn;
  std::vector<uint8_t> owned;
  std::function<bool()> stop;
  int threads() const override { return threads_; }
  bool stopped() const override { return stop && stop(); }
  std::span<uint8_t> allocate(uint64_t bytes) override {
    owned.assign(bytes, 0);
    return owned;
  }
  void progress(double f) override {
    if (fn) fn(f);
  }
};

}  // namespace

std::vector<uint64_t> build_coset_table(const TableKind& kind, uint8_t* out, int threads,
                                        const std::function<void(double)>& progress,
                                        const std::function<bool()>& stop) {
  auto report = [&](double f) {
    if (progress) progress(f);
  };
  if (kind.base) return TwoBitBuilder(kind, out, std::max(1, threads), report, stop).run();
  const Graph graph(kind);
  ContextAdapter ctx;
  ctx.threads_ = std::max(1, threads);
  ctx.fn = report;
  ctx.stop = stop;
  std::vector<uint64_t> goals = graph.goals();
  auto neighbours = [&](uint64_t i, bool all, auto&& emit) { graph.neighbours(i, all, emit); };
  return tables::build_nibble_bfs(std::span<uint8_t>(out, kind.bytes()), kind.entries(), goals,
                                  neighbours, ctx, 15, 12);
}

namespace {

// The build's wall time with 2 threads, for the store's announcement: a model, about 70 ns
// of one thread per entry for the 2-bit tables and 120 ns for the exact 4-bit fallback,
// within about half of the measured build times (docs/results.md, "First run" and "Optimal
// solvers").
double expected_build_seconds(const TableKind& kind) {
  constexpr double kPerEntry2Bit = 70e-9, kPerEntryExact = 120e-9;
  return static_cast<double>(kind.entries()) * (kind.base ? kPerEntry2Bit : kPerEntryExact) / 2;
}

}  // namespace

const CosetTable& coset_table(const TableKind& kind) {
  static std::mutex mu;
  static std::map<std::string, std::unique_ptr<CosetTable>> loaded;
  std::lock_guard lock(mu);
  auto& slot = loaded[kind.name()];
  if (!slot) {
    tables::TableSpec spec;
    spec.name = kind.name();
    spec.parameters = fmt::format(
        "optimal solver coset table: {} metric, corner classes x {} edges, {}",
        metric_name(kind.metric), kind.variant.name(),
        kind.base ? fmt::format("2-bit codes around base {}, floor of every 62 entries", kind.base)
                  : "exact 4-bit");
    spec.version = 1;
    spec.description = "pruning table of the 'optimal' solver";
    spec.expected_bytes = kind.bytes();
    spec.expected_seconds = expected_build_seconds(kind);
    const tables::Table& t = tables::get_table(spec, [&](tables::BuildContext& ctx) {
      std::span<uint8_t> buf = ctx.allocate(kind.bytes());
      build_coset_table(
          kind, buf.data(), ctx.threads(), [&](double f) { ctx.progress(f); },
          [&] { return ctx.stopped(); });
    });
    slot = std::make_unique<CosetTable>(kind, t.data().data());
  }
  return *slot;
}

}  // namespace cubelab::optimal
