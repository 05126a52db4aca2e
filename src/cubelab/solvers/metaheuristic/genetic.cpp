#include "cubelab/solvers/metaheuristic/genetic.h"

#include <algorithm>
#include <numeric>

#include "cubelab/solvers/metaheuristic/neighbourhood.h"

namespace cubelab::meta {
namespace {

// Best first, equal fitness in their previous order. Fitness values are small counts, so a
// counting sort into `scratch` does it in two passes (std::stable_sort took 4% of a memetic
// run: a temporary buffer and n log n copies of 72-byte individuals).
void sort_by_fitness(std::vector<Individual>& pop, std::vector<Individual>& scratch) {
  int top = 0;
  for (const Individual& ind : pop) top = std::max(top, ind.fitness);
  // Bucket top - f for fitness f (-1 = not evaluated, last); start[b + 1] counts bucket b,
  // then the partial sums make start[b] where bucket b begins.
  std::vector<int> start(top + 3, 0);
  for (const Individual& ind : pop) ++start[top - std::max(ind.fitness, -1) + 1];
  std::partial_sum(start.begin(), start.end(), start.begin());
  scratch.resize(pop.size());
  for (const Individual& ind : pop) scratch[start[top - std::max(ind.fitness, -1)]++] = ind;
  pop.swap(scratch);
}

class Generation {
 public:
  Generation(const Phase& phase, const Evaluator& eval, int length, SearchContext& ctx)
      : phase_(phase), eval_(eval), length_(length), ctx_(ctx), p_(ctx.params) {}

  SearchResult run(int64_t budget) {
    const int size = p_.population;
    pop_.resize(size);
    for (auto& ind : pop_) ind = random_individual(phase_, length_, ctx_.rng);
    evaluate(pop_);
    sort_by_fitness(pop_, next_);
    note_solved(pop_);
    for (int64_t gen = 1; gen <= budget && !result_.solved; ++gen) {
      if (ctx_.stop.should_stop()) {
        result_.stopped = true;
        break;
      }
      ++result_.generations;
      breed();
      if (note_solved(children_)) break;
      mutate();
      if (note_solved(mutants_)) break;
      if (p_.ls_every > 0 && gen % p_.ls_every == 0) {
        improve();
        if (note_solved(pop_)) break;
      }
      sort_by_fitness(pop_, next_);
      ctx_.report(gen, pop_[0].fitness);
    }
    if (!result_.solved) result_.best = pop_[0];
    return result_;
  }

 private:
  void evaluate(std::vector<Individual>& inds) {
    const int n = static_cast<int>(inds.size());
    ctx_.workers.for_each(
        n, [&](int i) { eval_.evaluate(inds[i]); }, int64_t{n} * length_ >= kParallelWork);
    result_.evaluations += n;
  }

  // Ends the phase as soon as any individual reaches the goal: the first such one in
  // `inds` becomes the result (a later step could otherwise overwrite it).
  bool note_solved(const std::vector<Individual>& inds) {
    for (const Individual& ind : inds)
      if (ind.fitness == eval_.max()) {
        result_.best = ind;
        result_.solved = true;
        return true;
      }
    return false;
  }

  // Parent index pairs for `families` families.
  std::vector<std::pair<int, int>> select_parents(int families) {
    const int size = static_cast<int>(pop_.size());
    std::vector<std::pair<int, int>> pairs;
    if (p_.selection == Selection::Tournament) {
      auto pick = [&] {
        int best = static_cast<int>(ctx_.rng.below(size));
        for (int t = 1; t < p_.tournament; ++t)
          best = std::min(best, static_cast<int>(ctx_.rng.below(size)));  // sorted: lower is fitter
        return best;
      };
      for (int f = 0; f < families; ++f) pairs.emplace_back(pick(), pick());
      return pairs;
    }
    std::vector<int> order(size);
    std::iota(order.begin(), order.end(), 0);
    for (int f = 0; f < families; ++f) {
      int k = (2 * f) % size;
      if (k == 0 && p_.selection == Selection::RandomPairs)  // a fresh shuffle per round
        for (int i = size - 1; i > 0; --i) std::swap(order[i], order[ctx_.rng.below(i + 1)]);
      pairs.emplace_back(order[k], order[(k + 1) % size]);
    }
    return pairs;
  }

  void breed() {
    const int size = static_cast<int>(pop_.size());
    const int elite = std::clamp(p_.elitism, 0, size);
    const int families = (size - elite + 1) / 2;
    const int brood = p_.replacement == Replacement::ThreeChildren ? 3 : 2;
    auto parents = select_parents(families);
    children_.resize(brood * families);
    for (int f = 0; f < families; ++f) {
      const Individual& a = pop_[parents[f].first];
      const Individual& b = pop_[parents[f].second];
      Individual* c = &children_[brood * f];
      crossover(a, b, cut_point(p_.cut), c[0], c[1]);
      if (brood == 3) crossover(a, b, cut_point(CutPoint::Random), c[2], spare_);
    }
    evaluate(children_);
    if (p_.replacement == Replacement::Union) {
      // Children first, so that they win ties against the individuals already there.
      next_.assign(children_.begin(), children_.end());
      next_.insert(next_.end(), pop_.begin(), pop_.end());
      sort_by_fitness(next_, scratch_);
      next_.resize(size);
      pop_.swap(next_);
      return;
    }
    next_.assign(pop_.begin(), pop_.begin() + elite);
    for (int f = 0; f < families && static_cast<int>(next_.size()) < size; ++f) {
      const Individual* c = &children_[brood * f];
      const Individual* a = &pop_[parents[f].first];
      const Individual* b = &pop_[parents[f].second];
      std::array<const Individual*, 2> kept{a, b};
      switch (p_.replacement) {
        case Replacement::Children:
          kept = {&c[0], &c[1]};
          break;
        case Replacement::ChildForParent:
          kept = {a->fitness >= b->fitness ? a : b, c[0].fitness >= c[1].fitness ? &c[0] : &c[1]};
          break;
        case Replacement::ThreeChildren:
          kept = best_two<3>({&c[0], &c[1], &c[2]});
          break;
        case Replacement::BestTwo:
        case Replacement::Union:
          kept = best_two<4>({&c[0], &c[1], a, b});  // children first among equals
          break;
      }
      next_.push_back(*kept[0]);
      if (static_cast<int>(next_.size()) < size) next_.push_back(*kept[1]);
    }
    pop_.swap(next_);
  }

  int cut_point(CutPoint rule) {
    return length_ < 2                ? length_
           : rule == CutPoint::Middle ? length_ / 2
                                      : 1 + static_cast<int>(ctx_.rng.below(length_ - 1));
  }

  // The two fittest, earlier ones first among equals (an insertion sort: stable, and
  // std::stable_sort allocated a buffer for these few).
  template <size_t N>
  static std::array<const Individual*, 2> best_two(std::array<const Individual*, N> family) {
    for (size_t i = 1; i < N; ++i)
      for (size_t j = i; j > 0 && family[j]->fitness > family[j - 1]->fitness; --j)
        std::swap(family[j], family[j - 1]);
    return {family[0], family[1]};
  }

  void mutate() {
    const int size = static_cast<int>(pop_.size());
    const int elite = std::clamp(p_.elitism, 0, size);
    const int count = std::clamp(p_.mutations, 0, size - elite);
    // `count` distinct non-elite positions (a partial shuffle).
    std::vector<int> slots(size - elite);
    std::iota(slots.begin(), slots.end(), elite);
    mutants_.resize(count);
    for (int i = 0; i < count; ++i) {
      std::swap(slots[i], slots[i + ctx_.rng.below(slots.size() - i)]);
      mutants_[i] = mutant_of(pop_[slots[i]]);
    }
    evaluate(mutants_);
    for (int i = 0; i < count; ++i) pop_[slots[i]] = mutants_[i];
  }

  Individual mutant_of(const Individual& ind) {
    if (p_.mutation == Mutation::Reinitialise) return random_individual(phase_, length_, ctx_.rng);
    Individual m = ind;
    m.local_optimum = false;
    m.fitness = -1;
    switch (p_.mutation) {
      case Mutation::Neighbour:
        random_neighbour(phase_, m, swap_threshold(p_.ls.swap_probability), ctx_.rng);
        break;
      case Mutation::Shift:
        if (length_ >= 2) {
          const int k = 1 + static_cast<int>(ctx_.rng.below(length_ - 1));
          std::rotate(m.moves.begin(), m.moves.begin() + (length_ - k), m.moves.begin() + length_);
        }
        break;
      case Mutation::OppositeFace:
        for (int i = 0; i < length_; ++i) {
          const Move opposite =
              make_move(opposite_face(move_face(m.moves[i])), move_power(m.moves[i]));
          if (std::find(phase_.moves.begin(), phase_.moves.end(), opposite) != phase_.moves.end())
            m.moves[i] = opposite;
        }
        break;
      case Mutation::Reinitialise:
        break;
    }
    return m;
  }

  // The memetic step: local search on the population (all of it, its best share or a random
  // share), slot i with stream i.
  void improve() {
    const int size = static_cast<int>(pop_.size());
    std::vector<int> slots(size);
    std::iota(slots.begin(), slots.end(), 0);
    int n = size;
    if (p_.ls_on != LocalSearchTarget::All) {
      n = std::clamp(static_cast<int>(p_.ls_share * size + 0.5), 1, size);
      if (p_.ls_on == LocalSearchTarget::Best) {
        sort_by_fitness(pop_, next_);
      } else {
        for (int i = 0; i < n; ++i) std::swap(slots[i], slots[i + ctx_.rng.below(size - i)]);
      }
    }
    std::vector<int64_t> evaluations(n);
    ctx_.workers.for_each(
        n,
        [&](int k) {
          // On a copy: neighbours rewrite the turns in place thousands of times, and
          // neighbouring individuals share cache lines, which threads would fight over.
          const int i = slots[k];
          Individual ind = pop_[i];
          evaluations[k] = local_search(phase_, eval_, p_.ls, ind, ctx_.streams[i]);
          pop_[i] = ind;
        },
        int64_t{n} * p_.ls.iterations * length_ >= kParallelWork);
    for (int64_t e : evaluations) result_.evaluations += e;
  }

  const Phase& phase_;
  const Evaluator& eval_;
  const int length_;
  SearchContext& ctx_;
  const Params& p_;
  std::vector<Individual> pop_, next_, children_, mutants_, scratch_;
  Individual spare_;  // the unused second child of a three-children family's second cut
  SearchResult result_;
};

}  // namespace

void crossover(const Individual& a, const Individual& b, int cut, Individual& c1, Individual& c2) {
  c1 = a;
  c2 = b;
  c1.local_optimum = c2.local_optimum = false;
  for (int i = cut; i < a.length; ++i) {
    c1.moves[i] = b.moves[i];
    c2.moves[i] = a.moves[i];
  }
}

SearchResult genetic_search(const Phase& phase, const Evaluator& eval, int length, int64_t budget,
                            SearchContext& ctx) {
  return Generation(phase, eval, length, ctx).run(budget);
}

}  // namespace cubelab::meta
