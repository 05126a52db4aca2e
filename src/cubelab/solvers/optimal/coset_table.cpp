#include "cubelab/solvers/optimal/coset_table.h"

#include <fmt/format.h>

#include <algorithm>
#include <atomic>
#include <cstring>
#include <map>
#include <memory>
#include <mutex>
#include <thread>

#include "cubelab/tables/bfs.h"
#include "cubelab/tables/store.h"

namespace cubelab::optimal {

uint64_t TableKind::entries() const {
  return uint64_t{CosetSpace::get().classes()} * variant.size();
}

// Whole 64-bit words, so that builders and readers may load a word at a time.
uint64_t TableKind::bytes() const {
  const uint64_t per_word = base ? 32 : 16;
  return (entries() + per_word - 1) / per_word * 8;
}

std::string TableKind::name() const {
  std::string s = fmt::format("optimal-{}-{}", metric_name(metric), variant.name());
  return base ? fmt::format("{}-b{}", s, base) : s;
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
    const V16 edges = ex_.edges_of(static_cast<uint32_t>(i % row_), v_);
    for (Move m : moves_) {
      const uint32_t p = sp_.class_move(k, m);
      const uint64_t first = (p >> 8) * row_;
      const V16 moved = sp_.conj_edges(mul_edges(edges, sp_.move(m).e), p & 0xFF);
      if (emit(first + ex_.edge(moved, v_))) return;
      if (!all_equivalent) continue;
      for (uint64_t self = sp_.self_symmetries(p >> 8) & ~uint64_t{1}; self; self &= self - 1)
        if (emit(first + ex_.edge(sp_.conj_edges(moved, __builtin_ctzll(self)), v_))) return;
    }
  }

  // Every entry of the solved cube's coset.
  std::vector<uint64_t> goals() const {
    CosetSpace::Key key = sp_.key(VecCube::from(CubieCube{}), 0);
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

// 2-bit entries, updated concurrently: only ever 3 (unvisited) -> v.
uint32_t get2(uint8_t* t, uint64_t i) {
  return std::atomic_ref<uint8_t>(t[i >> 2]).load(std::memory_order_relaxed) >> ((i & 3) * 2) & 3;
}
bool claim2(uint8_t* t, uint64_t i, uint32_t v) {
  const int shift = static_cast<int>(i & 3) * 2;
  std::atomic_ref<uint8_t> byte(t[i >> 2]);
  if ((byte.load(std::memory_order_relaxed) >> shift & 3) != 3) return false;
  uint8_t old = byte.fetch_and(static_cast<uint8_t>(~((3u ^ v) << shift)), std::memory_order_relaxed);
  return (old >> shift & 3) == 3;
}

constexpr uint64_t kLow = 0x5555555555555555ull;

// Runs fn(first_word, end_word) over the table's 64-bit words on `threads` threads.
template <class Fn>
void parallel_words(uint64_t words, int threads, std::atomic<uint64_t>& done, Fn&& fn) {
  constexpr uint64_t kChunkWords = 1 << 12;
  std::atomic<uint64_t> next{0};
  auto work = [&] {
    for (uint64_t c; (c = next.fetch_add(kChunkWords)) < words;) {
      fn(c, std::min(words, c + kChunkWords));
      done.fetch_add(std::min(words, c + kChunkWords) - c, std::memory_order_relaxed);
    }
  };
  std::vector<std::thread> pool;
  for (int t = 1; t < threads; ++t) pool.emplace_back(work);
  work();
  for (auto& th : pool) th.join();
}

// Entries of one word whose 2-bit code is c: a bit at each matching entry's even position.
uint64_t matches(uint64_t word, uint32_t c) {
  uint64_t x = word ^ (c * kLow);
  return ~(x | x >> 1) & kLow;
}

std::vector<uint64_t> build_two_bit(const TableKind& kind, uint8_t* t, int threads,
                                    const std::function<void(double)>& progress) {
  const Graph graph(kind);
  const uint64_t n = kind.entries(), words = (kind.bytes() + 7) / 8;
  std::memset(t, 0xFF, words * 8);  // every entry 3 = unvisited; padding stays 3
  const int base = kind.base;
  std::vector<uint64_t> histogram{0};
  for (uint64_t g : graph.goals()) histogram[0] += claim2(t, g, 0);
  uint64_t reached = histogram[0];
  const uint64_t* w = reinterpret_cast<const uint64_t*>(t);
  auto load = [&](uint64_t k) {
    return std::atomic_ref<const uint64_t>(w[k]).load(std::memory_order_relaxed);
  };
  // Progress: the last three levels do nearly all the work.
  const int steps = base + 2;
  auto weight = [&](int level) { return level >= base - 1 ? 1.0 : 0.02; };
  double total_weight = 0, done_weight = 0;
  for (int l = 0; l < steps; ++l) total_weight += weight(l);

  // One BFS level: entries with code `from` (the frontier) reach unvisited ones -> `to`.
  auto level = [&](int d, uint32_t from, uint32_t to, uint64_t frontier) {
    const bool pull = frontier * 3 > n - reached;
    std::atomic<uint64_t> found{0}, done{0};
    std::atomic<bool> finished{false};
    std::thread reporter([&] {
      while (!finished.load()) {
        progress((done_weight + weight(d) * done.load() / double(words)) / total_weight);
        std::this_thread::sleep_for(std::chrono::milliseconds(200));
      }
    });
    parallel_words(words, threads, done, [&](uint64_t begin, uint64_t end) {
      uint64_t mine = 0;
      for (uint64_t k = begin; k < end; ++k) {
        uint64_t m = matches(load(k), pull ? 3 : from);
        for (; m; m &= m - 1) {
          const uint64_t i = k * 32 + __builtin_ctzll(m) / 2;
          if (i >= n) break;
          if (pull) {
            bool hit = false;
            graph.neighbours(i, false, [&](uint64_t j) { return hit = get2(t, j) == from; });
            if (hit && claim2(t, i, to)) ++mine;
          } else {
            graph.neighbours(i, true, [&](uint64_t j) {
              mine += claim2(t, j, to);
              return false;
            });
          }
        }
      }
      found += mine;
    });
    finished = true;
    reporter.join();
    done_weight += weight(d);
    histogram.push_back(found.load());
    reached += found.load();
  };
  // Relabels every code c to map[c] (a sequential pass, split over threads).
  auto relabel = [&](std::array<uint32_t, 4> map) {
    std::array<uint8_t, 256> byte_map{};
    for (uint32_t b = 0; b < 256; ++b) {
      uint32_t r = 0;
      for (int j = 0; j < 4; ++j) r |= map[b >> (2 * j) & 3] << (2 * j);
      byte_map[b] = static_cast<uint8_t>(r);
    }
    std::atomic<uint64_t> done{0};
    parallel_words(words, threads, done, [&](uint64_t begin, uint64_t end) {
      for (uint64_t b = begin * 8; b < end * 8; ++b) t[b] = byte_map[t[b]];
    });
  };

  // Levels 1..base: the code is the distance mod 3 (a frontier entry at distance d-3 has
  // the same code, but its neighbours are all reached, so expanding it again is harmless).
  for (int d = 0; d < base; ++d) level(d, d % 3, (d + 1) % 3, histogram.back());
  // Everything reached is now "at most base"; the distance-base entries become code 2 for
  // one more level, which finds base+1 (code 1); then base+2 (code 2) from those.
  std::array<uint32_t, 4> map{0, 0, 0, 3};
  map[base % 3] = 2;
  relabel(map);
  level(base, 2, 1, histogram.back());
  relabel({0, 1, 0, 3});
  level(base + 1, 1, 2, histogram.back());
  histogram.push_back(n - reached);  // base+3 or more (or never reached)
  progress(1);
  return histogram;
}

// The store's build context, adapted to the plain progress callback.
struct ContextAdapter : tables::BuildContext {
  int threads_;
  uint8_t* buffer = nullptr;
  std::function<void(double)> fn;
  std::vector<uint8_t> owned;
  int threads() const override { return threads_; }
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
                                        const std::function<void(double)>& progress) {
  auto report = [&](double f) {
    if (progress) progress(f);
  };
  if (kind.base) return build_two_bit(kind, out, std::max(1, threads), report);
  const Graph graph(kind);
  ContextAdapter ctx;
  ctx.threads_ = std::max(1, threads);
  ctx.fn = report;
  std::vector<uint64_t> goals = graph.goals();
  auto neighbours = [&](uint64_t i, bool all, auto&& emit) { graph.neighbours(i, all, emit); };
  return tables::build_nibble_bfs(std::span<uint8_t>(out, kind.bytes()), kind.entries(), goals,
                                  neighbours, ctx, 15, 12);
}

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
        kind.base ? fmt::format("2-bit codes around base {}", kind.base) : "exact 4-bit");
    spec.version = 1;
    spec.description = "pruning table of the 'optimal' solver";
    spec.verify_on_load = kind.bytes() < (uint64_t{1} << 30);
    const tables::Table& t = tables::get_table(spec, [&](tables::BuildContext& ctx) {
      std::span<uint8_t> buf = ctx.allocate(kind.bytes());
      build_coset_table(kind, buf.data(), ctx.threads(), [&](double f) { ctx.progress(f); });
    });
    slot = std::make_unique<CosetTable>(kind, t.data().data());
  }
  return *slot;
}

}  // namespace cubelab::optimal
