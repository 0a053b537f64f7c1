"""Maximum-weight matching among maximum-cardinality matchings, exact on integers.

rustworkx (the Rust port of the Galil-Micali-Gabow blossom algorithm that networkx also
implements) is exact on integer weights up to 127 bits and about a hundred times faster than
pure Python, which the speed targets need. Every criterion is a bit field of the weight, so a
weight must stay below ``WEIGHT_BITS``.
"""

from __future__ import annotations

import rustworkx as rx

WEIGHT_BITS = 118


def max_weight_matching(vertices: int, edges: list[tuple[int, int, int]]) -> list[int]:
    """Mate of each vertex (-1 when unmatched) in a maximum-cardinality matching of maximum
    total weight. Weights are non-negative integers below 2**WEIGHT_BITS."""
    graph: rx.PyGraph = rx.PyGraph(multigraph=False)
    graph.add_nodes_from(range(vertices))
    graph.add_edges_from(edges)
    mate = [-1] * vertices
    for a, b in rx.max_weight_matching(graph, max_cardinality=True, weight_fn=int):
        mate[a], mate[b] = b, a
    return mate
