#pragma once
// The prefixes of an IDA* bound (search/parallel_ida.h): every path of `depth` steps from a
// node whose nodes all survive pruning, the subtrees the parallel driver shares out to its
// threads, and the subtrees korf's interleaved lanes take in turn. Each solver's Worker
// has its own node and pruning; the walk, the order and the prefix bookkeeping are here.
//
// expand(node, length, visit) is given a node `length` steps below the start and calls
// visit(child, move, back) for each child that survives pruning, in the search's order
// (`back`: the move is chosen from the back of the solution, in a bidirectional search).
// It returns true, or false when the node's path already costs the whole bound before
// `depth` steps (QTM half turns count two): such a node is a prefix as it is, shorter.
// leaf(node, prefix) receives each prefix with its last node.
#include <type_traits>
#include <utility>
#include <vector>

#include "cubelab/search/parallel_ida.h"

namespace cubelab::ida {

namespace detail {

template <class Node, class Expand, class Leaf>
class PrefixWalk {
 public:
  PrefixWalk(int depth, Expand& expand, Leaf& leaf) : depth_(depth), expand_(expand), leaf_(leaf) {}

  void walk(const Node& n) {
    if (prefix_.length == depth_) return leaf_(n, std::as_const(prefix_));
    const int g = prefix_.length;
    const bool expanded = expand_(n, g, [&](const Node& child, Move m, bool back = false) {
      prefix_.moves[g] = m;
      prefix_.back = back ? prefix_.back | 1u << g : prefix_.back & ~(1u << g);
      prefix_.length = g + 1;
      walk(child);
      prefix_.length = g;
    });
    if (!expanded) leaf_(n, std::as_const(prefix_));
  }

 private:
  int depth_;
  Expand& expand_;
  Leaf& leaf_;
  Prefix prefix_;
};

}  // namespace detail

// Calls leaf(node, prefix) for every prefix of `depth` steps below `start` (which the caller
// has found to survive pruning), in the order expand lists children. depth <= 8 (Prefix).
template <class Node, class Expand, class Leaf>
void for_each_prefix(const Node& start, int depth, Expand&& expand, Leaf&& leaf) {
  detail::PrefixWalk<Node, std::remove_reference_t<Expand>, std::remove_reference_t<Leaf>> walk(
      depth, expand, leaf);
  walk.walk(start);
}

// The prefixes themselves, for the driver's Worker::prefixes.
template <class Node, class Expand>
void collect_prefixes(const Node& start, int depth, Expand&& expand, std::vector<Prefix>& out) {
  for_each_prefix(start, depth, std::forward<Expand>(expand),
                  [&out](const Node&, const Prefix& p) { out.push_back(p); });
}

}  // namespace cubelab::ida
