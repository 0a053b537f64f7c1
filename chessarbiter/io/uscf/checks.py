"""What must be right before a rating report goes to US Chess, and the guarded write.

``check_report`` lists every problem with the player and round it concerns; ``write_report``
refuses while any remain unless the arbiter overrides them (MUIR would reject or mis-rate
the upload, and a rated report is hard to take back).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Collection, Iterable, Iterator, Mapping, Sequence
from datetime import date
from pathlib import Path

from chessarbiter.core.players import Player
from chessarbiter.core.tournament import Tournament
from chessarbiter.io.atomic import OutputError, write_files
from chessarbiter.io.uscf.cells import reply, round_cells, round_entries
from chessarbiter.io.uscf.event_checks import event_problems
from chessarbiter.io.uscf.names import unfoldable
from chessarbiter.io.uscf.problems import ExportProblem, ExportRefused
from chessarbiter.io.uscf.report import MEMBER_ID, UscfEventInfo, UscfReport

UNAVAILABLE_ID = "00000000"
MembershipCheck = Callable[[Player], Iterable[ExportProblem]]


def check_report(t: Tournament, info: UscfEventInfo,
                 game_dates: Mapping[int, date] | None = None,
                 rounds: Collection[int] | None = None) -> list[ExportProblem]:
    """Event problems, then each player's (ID, membership, name), then the rounds'.

    A round without a date in ``game_dates`` is taken to be played on the event's last day.
    ``rounds`` limits the pairing checks to the rounds a monthly report covers.
    """
    def membership(player: Player) -> Iterator[ExportProblem]:
        return _membership_problems(t, player, info, game_dates or {})

    return [*event_problems(info, game_dates), *player_problems(t, membership),
            *_round_problems(t, rounds)]


def write_report(directory: Path, report: UscfReport, problems: Sequence[ExportProblem],
                 override: bool = False) -> list[Path]:
    """Write the three files into ``directory`` (made if missing) and return their paths.

    Raises :class:`ExportRefused` and writes nothing while ``problems`` is not empty, unless
    ``override``. All three files are written under temporary names first and then renamed,
    so a full disk cannot leave an older report half overwritten.
    """
    if problems and not override:
        raise ExportRefused(problems)
    try:
        directory.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise OutputError(f"{directory}: cannot write ({exc.strerror})") from None
    return write_files({directory / name: data for name, data in report.files().items()})


def _rounds_to_check(t: Tournament) -> int:
    """The event's round count, or the last round anything is recorded in when it is larger."""
    recorded = [g.round for g in t.games] + [b.round for b in t.byes]
    return max([t.rounds, *recorded])


def player_problems(t: Tournament, membership: MembershipCheck) -> Iterator[ExportProblem]:
    """Each player's ID, then ``membership``'s findings, then the name's spelling."""
    holders = Counter(p.uscf_id.strip() for p in t.players if p.uscf_id.strip())
    for player in sorted(t.players, key=lambda p: p.start_no):
        yield from _id_problems(player, holders)
        yield from membership(player)
        odd = unfoldable(player.name)
        if odd:
            yield _about(player, "not-ascii", f"the name has characters with no ASCII form "
                         f"({odd}): enter it in Latin letters as US Chess lists it")


def _about(player: Player, code: str, message: str, rnd: int | None = None) -> ExportProblem:
    return ExportProblem(code, message, player.start_no, player.name, rnd)


def _id_problems(player: Player, holders: Counter[str]) -> Iterator[ExportProblem]:
    member_id = player.uscf_id.strip()
    if not member_id:
        yield _about(player, "uscf-id-missing", "no US Chess ID")
    elif member_id == UNAVAILABLE_ID:
        yield _about(player, "uscf-id-missing",
                     f"US Chess ID {UNAVAILABLE_ID} means unavailable: the games cannot be rated")
    elif not MEMBER_ID.fullmatch(member_id):
        yield _about(player, "uscf-id-malformed", f"US Chess ID {player.uscf_id!r} must be "
                     "exactly 8 digits (keep leading zeros)")
    elif holders[member_id] > 1:
        yield _about(player, "uscf-id-duplicate",
                     f"US Chess ID {member_id} is given to {holders[member_id]} players")


def _membership_problems(t: Tournament, player: Player, info: UscfEventInfo,
                         game_dates: Mapping[int, date]) -> Iterator[ExportProblem]:
    """One problem at the first game played over the board after the membership expired."""
    expiry = player.uscf_expiry
    if expiry is None:
        return
    for game in t.games_of.get(player.start_no, ()):
        day = game_dates.get(game.round, info.end_date)
        if game.result is not None and game.result.played and day > expiry:
            yield _about(player, "membership-expired", f"US Chess membership expired on "
                         f"{expiry}, before this game on {day}", game.round)
            return


def _round_problems(t: Tournament, only: Collection[int] | None) -> Iterator[ExportProblem]:
    rounds = _rounds_to_check(t)
    for rnd in range(1, rounds + 1):
        if only is None or rnd in only:
            yield from _pairing_problems(t, rnd)
    yield from unfinished_games(t)
    yield from mirror_problems(t, rounds)


def _still_playing(player: Player, rnd: int) -> bool:
    return player.withdrawn_after is None or rnd <= player.withdrawn_after


def _pairing_problems(t: Tournament, rnd: int) -> Iterator[ExportProblem]:
    listed = Counter(start_no for start_no, _ in round_entries(t, rnd))
    for start_no in sorted(set(listed) - set(t.by_start_no)):
        yield ExportProblem("unknown-player", f"start no. {start_no} is paired but is not a "
                            "player of the event", round=rnd)
    yield from paired_twice(t, rnd)
    for player in sorted(t.players, key=lambda p: p.start_no):
        if listed[player.start_no] == 0 and _still_playing(player, rnd):
            yield _about(player, "unpaired", "no game and no bye in this round", rnd)


def paired_twice(t: Tournament, rnd: int) -> Iterator[ExportProblem]:
    """Players with more than one game or bye in round ``rnd``."""
    listed = Counter(start_no for start_no, _ in round_entries(t, rnd))
    for player in sorted(t.players, key=lambda p: p.start_no):
        if listed[player.start_no] > 1:
            yield _about(player, "paired-twice", f"listed {listed[player.start_no]} times in "
                         "the round (games and byes)", rnd)


def unfinished_games(t: Tournament) -> Iterator[ExportProblem]:
    """Games without a result, except those a withdrawal left unplayed (written ``U0``)."""
    for game in sorted(t.games, key=lambda g: (g.round, g.board)):
        white, black = t.by_start_no.get(game.white), t.by_start_no.get(game.black)
        if game.result is not None or white is None or black is None:
            continue
        if _still_playing(white, game.round) and _still_playing(black, game.round):
            yield _about(white, "unfinished", f"board {game.board} against no. {black.start_no} "
                         f"{black.name} has no result", game.round)


def mirror_problems(t: Tournament, rounds: int,
                    forfeits: Collection[tuple[int, int]] = ()) -> Iterator[ExportProblem]:
    """Each played-game cell must be answered by the opponent's cell of the same round."""
    table = round_cells(t, rounds, forfeits)
    for start_no, cells in sorted(table.items()):
        for rnd, cell in enumerate(cells, start=1):
            answer = reply(cell, start_no)
            if answer is None or answer[0] not in table:
                continue
            opponent, expected = answer
            found = table[opponent][rnd - 1]
            if found != expected:
                yield _about(t.by_start_no[start_no], "mirror-mismatch",
                             f"{cell} needs {expected} from no. {opponent}, who has {found}", rnd)
