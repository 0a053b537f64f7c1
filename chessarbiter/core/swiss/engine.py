"""A round of the Dutch system: brackets from the top scoregroup down, then colours and boards."""

from __future__ import annotations

from chessarbiter.core.swiss.baku import Table, acceleration_table, with_baku
from chessarbiter.core.swiss.bracket import build_graph, make_compat
from chessarbiter.core.swiss.criteria import RoundContext, colour_outcome
from chessarbiter.core.swiss.explain import board_explanation, bye_explanation
from chessarbiter.core.swiss.generation import pair_bracket
from chessarbiter.core.swiss.model import (
    Board,
    Colour,
    NoValidPairing,
    RoundPairing,
    RoundRequest,
    SwissSettings,
)
from chessarbiter.core.swiss.state import PlayerState, build_states
from chessarbiter.core.tournament import ByeKind, Tournament


def pair_round(tournament: Tournament, request: RoundRequest,
               settings: SwissSettings | None = None) -> RoundPairing:
    """Pair ``request.round`` of a Dutch-system Swiss from the games and byes before it."""
    settings = settings or SwissSettings()
    table = virtual_table(tournament, request, settings)
    states = build_states(tournament, request, settings, table)
    final = request.round >= request.total_rounds
    limit = (request.round - 1) * settings.win_points / 2
    # topscorers by the pairing score, virtual points included (C.04.5: brackets are built
    # on real score + virtual points; bbpPairings v6 counts them so too)
    top = frozenset(p.tpn for p in states if final and p.score > limit)
    positions = _colour_numbers(tournament, request, states)
    ctx = RoundContext(request.initial_colour, final, top, positions)
    pairs, bye, brackets = _pair_brackets(states, ctx)
    by_tpn = {p.tpn: p for p in states}
    boards = []
    for a, b in pairs:
        colour, article = colour_outcome(by_tpn[a], by_tpn[b], ctx)
        white, black = (a, b) if colour is Colour.WHITE else (b, a)
        boards.append((by_tpn[white], by_tpn[black], article))
    boards.sort(key=_board_key)
    result = tuple(
        Board(n, w.tpn, b.tpn, board_explanation(w, b, article, brackets, ctx, states))
        for n, (w, b, article) in enumerate(boards, start=1))
    bye_note = bye_explanation(by_tpn[bye], states) if bye is not None else ()
    virtual = tuple(sorted(table.get(request.round, {}).items()))
    return RoundPairing(request.round, result, bye, bye_note, accelerations=virtual)


def _colour_numbers(tournament: Tournament, request: RoundRequest,
                    states: list[PlayerState]) -> dict[int, int]:
    """Numbers whose parity 5.2.5 takes: pairing numbers skipping the players never paired
    so far (neither in an earlier round nor in this one), as bbpPairings and JaVaFo count."""
    paired = {p.tpn for p in states}
    paired.update(s for g in tournament.games if g.round < request.round
                  for s in (g.white, g.black))
    paired.update(b.start_no for b in tournament.byes
                  if b.round < request.round and b.kind is ByeKind.PAIRING_ALLOCATED)
    return {s: k for k, s in enumerate(sorted(paired), start=1)}


def virtual_table(tournament: Tournament, request: RoundRequest,
                  settings: SwissSettings) -> Table:
    """The virtual points of every round up to the one paired: the tournament's own (read
    from a file, or given when each round was paired), and for a round without any the
    acceleration method's (also for judging a change by hand against the engine's reading)."""
    table = acceleration_table(tournament)
    if settings.acceleration == "baku":
        table = with_baku(tournament.players, table, request.round, request.total_rounds)
    return table


def _board_key(item: tuple[PlayerState, PlayerState, str]) -> tuple[float, float, int]:
    w, b, _ = item
    return (-max(w.points, b.points), -(w.points + b.points), min(w.rank_key(), b.rank_key())[1])


def _pair_brackets(states: list[PlayerState], ctx: RoundContext
                   ) -> tuple[list[tuple[int, int]], int | None, dict[int, float]]:
    """Pairs, the bye, and the bracket score where each paired player was paired."""
    compat = make_compat(ctx, {p.tpn: p for p in states})
    mdps: list[PlayerState] = []
    rest = list(states)
    pairs: list[tuple[int, int]] = []
    where: dict[int, float] = {}
    while rest or len(mdps) > 1:
        if rest:
            score = rest[0].score
            residents = [p for p in rest if p.score == score]
        else:  # only moved-down players are left: the lowest of them act as residents
            score = mdps[-1].score
            residents = [p for p in mdps if p.score == score]
            mdps = [p for p in mdps if p.score != score]
        lower = rest[len(residents):] if rest else []
        bracket = mdps + residents
        nxt = [p for p in lower if p.score == lower[0].score] if lower else []
        graph = build_graph(ctx, bracket, score, lower, nxt, compat)
        found, floaters = pair_bracket(graph)
        for i, j in found:
            pairs.append((bracket[i].tpn, bracket[j].tpn))
            where[bracket[i].tpn] = where[bracket[j].tpn] = score
        mdps = [bracket[i] for i in floaters]
        rest = lower
    if len(mdps) > 1:
        raise NoValidPairing("players are left unpaired; the Chief Arbiter decides "
                             "(C.04.3 1.9.3)")
    return pairs, (mdps[0].tpn if mdps else None), where
